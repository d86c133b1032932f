//! Mangan Mahjong's rules as unit tests (docs/rules.md §15): the preset's numbers, payments
//! cell by cell (below mangan nothing, from mangan the losers pay and the winner receives
//! nothing), the deal without counters, riichi without a stake, the draw and the chombo as in
//! riichi, and the two hands the club's page excludes refused with the reason.

use crate::engine::game::*;
use crate::engine::payment::Limit;
use crate::engine::ruleset::{Ruleset, ScoreMethod};
use crate::engine::sheet::{WinTiles, WinnerFacts};
use crate::engine::styles::preset_games::PresetGames;
use crate::engine::styles::{style, StyleId};

pub(super) use crate::engine::styles::preset_games::{hf, st};

/// Mangan games, played by Ann, Ben, Cai and Dee.
pub(super) const MANGAN: PresetGames = PresetGames {
    preset: "mangan",
    names: ["Ann", "Ben", "Cai", "Dee"],
};

pub(super) fn rules() -> Ruleset {
    MANGAN.rules()
}

fn last_deltas(sheet: &Sheet) -> [i32; 4] {
    let deltas = &sheet.rows.last().expect("a hand was played").deltas;
    deltas.as_slice().try_into().expect("a row of four people")
}

#[test]
fn the_preset_is_the_club_riichi_without_stakes_counters_kiriage_or_the_two_hands() {
    let r = rules();
    assert_eq!(r.style, StyleId::Mangan);
    assert_eq!(
        (r.starting_points, r.return_points, r.oka),
        (25_000, 25_000, 0)
    );
    assert_eq!((r.wind_rounds, r.uma), (2, [20, 10, -10, -20]));
    assert!(!r.kiriage && !r.renhou && !r.nagashi_mangan && !r.agari_yame);
    assert!(r.riichi && r.abortive_draws && !r.red_fives);
    assert_eq!(r.score_method, ScoreMethod::Exact);
    assert_eq!(r.noten_total, Ruleset::club().noten_total);
    let s = style(StyleId::Mangan);
    assert_eq!(s.seat_names(), ["East", "South", "West", "North"]);
    assert!(s.has_riichi() && !s.has_counters() && !s.has_tournament_settings());
}

#[test]
fn a_ron_below_mangan_exchanges_nothing_and_from_mangan_the_winner_receives_nothing() {
    // (value, what the discarder loses when the dealer East wins, when South wins off West)
    let cells = [
        (hf(0, 1, 30), 0, 0),
        (hf(0, 2, 110), 0, 0),
        (hf(0, 3, 60), 0, 0),
        (hf(0, 4, 30), 0, 0),
        (hf(0, 3, 70), 12_000, 8_000),
        (hf(0, 4, 40), 12_000, 8_000),
        (hf(0, 5, 30), 12_000, 8_000),
        (hf(0, 6, 30), 18_000, 12_000),
        (hf(0, 8, 30), 24_000, 16_000),
        (hf(0, 11, 30), 36_000, 24_000),
        (Winner::limit(st(0), Limit::Mangan), 12_000, 8_000),
        (Winner::limit(st(0), Limit::Baiman), 24_000, 16_000),
        (Winner::yakuman(st(0), 1), 48_000, 32_000),
    ];
    for (east, as_dealer, as_other) in cells {
        let sheet = MANGAN.replayed(&[Hand::ron(st(1), vec![east.clone()])]);
        assert_eq!(last_deltas(&sheet), [0, -as_dealer, 0, 0], "{east:?}");
        let south = Winner {
            seat: st(1),
            ..east
        };
        let sheet = MANGAN.replayed(&[Hand::ron(st(2), vec![south.clone()])]);
        assert_eq!(last_deltas(&sheet), [0, 0, -as_other, 0], "{south:?}");
    }
}

#[test]
fn a_tsumo_from_mangan_is_paid_by_each_loser_and_received_by_nobody() {
    // (value, each pays the dealer's tsumo; the dealer and each other pay a non-dealer's)
    let cells = [
        (hf(0, 4, 30), 0, (0, 0)),
        (hf(0, 4, 40), 4_000, (4_000, 2_000)),
        (hf(0, 6, 30), 6_000, (6_000, 3_000)),
        (Winner::yakuman(st(0), 1), 16_000, (16_000, 8_000)),
    ];
    for (east, each, (dealer, other)) in cells {
        let sheet = MANGAN.replayed(&[Hand::tsumo(east.clone())]);
        assert_eq!(last_deltas(&sheet), [0, -each, -each, -each], "{east:?}");
        let west = Winner {
            seat: st(2),
            ..east
        };
        let sheet = MANGAN.replayed(&[Hand::tsumo(west.clone())]);
        assert_eq!(last_deltas(&sheet), [-dealer, -other, 0, -other]);
    }
}

#[test]
fn the_notes_say_what_left_the_game_or_that_nothing_changed_hands() {
    let sheet = MANGAN.replayed(&[
        Hand::ron(st(2), vec![hf(1, 2, 30)]),
        Hand::ron(st(3), vec![hf(0, 5, 30)]),
    ]);
    assert_eq!(
        sheet.rows[0].note,
        "Ben ron 2000 from Cai: below mangan, no points change hands"
    );
    assert_eq!(
        sheet.rows[1].note,
        "Ann ron 8000 from Dee: Ann receives nothing, 8000 leave the game"
    );
}

#[test]
fn the_deal_moves_as_in_riichi_but_no_counter_is_ever_added() {
    let sheet = MANGAN.replayed(&[
        // The dealer's win below mangan keeps the deal, with no counter.
        Hand::ron(st(1), vec![hf(0, 1, 30)]),
        // A draw with the dealer tenpai keeps it too, still no counter.
        Hand::draw(&[st(0)]),
        Hand::abortive(),
        // A non-dealer's win below mangan passes it.
        Hand::tsumo(hf(3, 2, 30)),
    ]);
    let rounds: Vec<String> = sheet.rows.iter().map(|r| r.round.to_string()).collect();
    assert_eq!(rounds, ["E1", "E1", "E1", "E1"]);
    assert!(sheet.rows.iter().all(|r| r.honba == 0));
    assert_eq!(sheet.position.round.to_string(), "E2");
    assert_eq!(sheet.position.honba, 0);
}

#[test]
fn riichi_is_declared_without_a_stake() {
    let declared = Hand::draw(&[]).with_riichi(&[st(0), st(2)]);
    let sheet = MANGAN.replayed(&[declared]);
    assert_eq!(last_deltas(&sheet), [0; 4]);
    assert_eq!(sheet.position.deposits, 0);
    assert_eq!(sheet.position.points, [25_000; 4]);
    // A dead hand still may not declare riichi.
    let dead = Hand::draw(&[]).with_riichi(&[st(1)]).with_dead(&[st(1)]);
    assert!(MANGAN
        .refusal(&[dead])
        .contains("dead hand and may not declare riichi"));
}

#[test]
fn the_draw_and_the_chombo_exchange_points_as_in_riichi() {
    let sheet = MANGAN.replayed(&[Hand::draw(&[st(1)])]);
    assert_eq!(last_deltas(&sheet), [-1_000, 3_000, -1_000, -1_000]);
    let sheet = MANGAN.replayed(&[Hand::draw(&[st(0), st(2)])]);
    assert_eq!(last_deltas(&sheet), [1_500, -1_500, 1_500, -1_500]);
    let sheet = MANGAN.replayed(&[Hand::chombo(st(2))]);
    assert_eq!(last_deltas(&sheet), [4_000, 2_000, -8_000, 2_000]);
    assert_eq!(sheet.position.round.to_string(), "E1");
}

#[test]
fn the_two_hands_the_club_excludes_are_refused_with_the_reason() {
    let pool = MANGAN.refusal(&[Hand::nagashi(&[], &[st(1)])]);
    assert!(pool.contains("Pool of Dreams"), "{pool}");
    assert!(
        pool.contains("cannot be scored in Mangan Mahjong"),
        "{pool}"
    );
    let mut gift = hf(1, 3, 30);
    gift.tiles = Some(Box::new(WinTiles {
        concealed: "123m456p789s2233z3z".into(),
        win_tile: "3z".into(),
        flags: vec!["renhou".into()],
        ..WinTiles::default()
    }));
    let man = MANGAN.refusal(&[Hand::ron(st(0), vec![gift.clone()])]);
    assert!(man.contains("Gift of Man"), "{man}");
    let refused = style(StyleId::Mangan).check_value(&gift, WinnerFacts::default());
    assert!(refused.is_err());
    assert!(style(StyleId::Mangan)
        .check_value(&hf(1, 3, 30), WinnerFacts::default())
        .is_ok());
    let stops = MANGAN.refusal(&[Hand::ron(st(1), vec![hf(0, 5, 30)]).dealer_stops()]);
    assert!(stops.contains("agari-yame"), "{stops}");
}

#[test]
fn riichis_checks_of_a_value_still_apply() {
    assert!(MANGAN
        .refusal(&[Hand::ron(st(1), vec![hf(0, 1, 20)])])
        .contains("20 fu"));
    let faan = Winner::faan(st(0), 5);
    assert!(MANGAN
        .refusal(&[Hand::ron(st(1), vec![faan])])
        .contains("han"));
}
