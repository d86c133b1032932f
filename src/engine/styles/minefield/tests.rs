//! Minefield's rules as unit tests (docs/rules.md §13): the preset's numbers, payments cell by
//! cell for both seats and after draws in a row, the deal passing, a chombo, the end of a game
//! after eight deals or below zero with its final score, and every refusal with its reason.

use crate::engine::game::*;
use crate::engine::payment::Limit;
use crate::engine::ruleset::ScoreMethod;
use crate::engine::seat::TableSize;
use crate::engine::sheet::WinnerFacts;
use crate::engine::styles::preset_games::{hf, st, PresetGames};
use crate::engine::styles::two_players::test_support::{last_deltas, won_by_either_seat};
use crate::engine::styles::{style, StyleId};

const MINEFIELD: PresetGames = PresetGames::of_two("minefield");

/// A ron by `winner` on the other seat's discard.
fn ron(winner: Winner) -> Hand {
    let discarder = st(1 - winner.seat.number());
    Hand::ron(discarder, vec![winner])
}

#[test]
fn the_preset_is_a_table_of_two_starting_at_25000_with_kiriage_and_no_deposits() {
    let r = MINEFIELD.rules();
    assert_eq!(r.style, StyleId::Minefield);
    assert_eq!(r.table, TableSize::TWO);
    assert_eq!(
        (r.starting_points, r.return_points, r.oka),
        (25_000, 25_000, 0)
    );
    assert_eq!((r.wind_rounds, r.uma), (4, [0; 4]));
    assert!(r.kiriage && r.bust_ends_game && !r.riichi && !r.red_fives);
    assert!(!r.abortive_draws && !r.nagashi_mangan && !r.agari_yame);
    assert_eq!(r.score_method, ScoreMethod::Exact);
    let s = style(StyleId::Minefield);
    assert_eq!(s.seat_names(), ["East", "South"]);
    assert!(!s.has_riichi() && !s.has_counters() && !s.has_tournament_settings());
}

#[test]
fn a_ron_is_paid_by_the_discarder_as_a_riichi_ron_cell_by_cell() {
    // (value, paid to the first discarder East, paid to South)
    let cells = [
        (hf(0, 5, 30), 12_000, 8_000),
        (hf(0, 4, 30), 12_000, 8_000),
        (hf(0, 3, 60), 12_000, 8_000),
        (hf(0, 4, 40), 12_000, 8_000),
        (hf(0, 3, 70), 12_000, 8_000),
        (hf(0, 6, 30), 18_000, 12_000),
        (hf(0, 8, 30), 24_000, 16_000),
        (hf(0, 11, 30), 36_000, 24_000),
        (Winner::limit(st(0), Limit::Mangan), 12_000, 8_000),
        (Winner::limit(st(0), Limit::Haneman), 18_000, 12_000),
        (Winner::yakuman(st(0), 1), 48_000, 32_000),
    ];
    for (east_value, as_dealer, as_other) in cells {
        // The same value won by East, and by South, the second to discard, in the first hand.
        let [east, south] = won_by_either_seat(&MINEFIELD, &east_value, ron);
        assert_eq!(east, [as_dealer, -as_dealer], "{east_value:?}");
        assert_eq!(south, [-as_other, as_other], "{east_value:?}");
    }
}

#[test]
fn each_draw_in_a_row_doubles_the_next_win_and_a_win_clears_it() {
    let sheet = MINEFIELD.replayed(&[Hand::draw(&[]), ron(hf(0, 5, 30))]);
    assert_eq!(last_deltas(&sheet), [8_000 * 2, -16_000]);
    assert!(sheet.rows[0]
        .note
        .to_string()
        .contains("the next win pays ×2"));
    assert_eq!(
        sheet.rows[1].note,
        "Ann ron 16000 from Ben (×2 after 1 draw)"
    );
    let sheet = MINEFIELD.replayed(&[Hand::draw(&[]), Hand::draw(&[st(0)]), ron(hf(0, 5, 30))]);
    // The third hand is East's deal again: 12,000 × 4.
    assert_eq!(last_deltas(&sheet), [48_000, -48_000]);
    assert!(sheet.ended, "Ben is below zero");
    let sheet = MINEFIELD.replayed(&[Hand::draw(&[]), ron(hf(0, 5, 30)), ron(hf(0, 5, 30))]);
    assert_eq!(
        last_deltas(&sheet),
        [12_000, -12_000],
        "the win cleared the doubling"
    );
    assert_eq!(sheet.rows[0].deltas, [0; 2], "a draw pays nothing");
}

#[test]
fn the_doubling_stops_at_sixteen_times() {
    let mut hands = vec![Hand::draw(&[]); 6];
    hands.push(ron(hf(0, 5, 30)));
    let sheet = MINEFIELD.replayed(&hands);
    assert_eq!(last_deltas(&sheet), [12_000 * 16, -12_000 * 16]);
}

#[test]
fn the_deal_passes_after_every_hand_but_a_chombo() {
    let sheet = MINEFIELD.replayed(&[
        ron(hf(0, 5, 30)),
        Hand::draw(&[]),
        Hand::chombo(st(0)),
        ron(hf(1, 5, 30)),
    ]);
    let dealers: Vec<u8> = sheet.rows.iter().map(|r| r.dealer.number()).collect();
    assert_eq!(dealers, [0, 1, 0, 0]);
    // A chombo pays a mangan as a ron by the offender (East deals: 12,000), not doubled.
    assert_eq!(sheet.rows[2].deltas[..2], [-12_000, 12_000]);
    assert_eq!(
        sheet.rows[2].note,
        "chombo by Ann, pays Ben a mangan (12000)"
    );
    // South wins in East's deal after one draw: 8,000 × 2.
    assert_eq!(sheet.rows[3].deltas[..2], [-16_000, 16_000]);
    assert_eq!(sheet.position.chombos[..2], [1, 0]);
}

#[test]
fn a_game_is_eight_deals_and_ends_with_the_points_above_the_start() {
    // Each player wins their own first three deals (12,000 each way), then a draw, then Ann
    // wins Ben's last deal doubled: 8,000 × 2.
    let mut hands = Vec::new();
    for _ in 0..3 {
        hands.push(ron(hf(0, 5, 30)));
        hands.push(ron(hf(1, 5, 30)));
    }
    hands.push(Hand::draw(&[]));
    hands.push(ron(hf(0, 5, 30)));
    let sheet = MINEFIELD.replayed(&hands);
    let rounds: Vec<String> = sheet.rows.iter().map(|r| r.round.label()).collect();
    assert_eq!(rounds, ["E1", "E2", "S1", "S2", "W1", "W2", "N1", "N2"]);
    assert!(sheet.ended);
    let result = sheet.final_result.expect("the game is over");
    assert_eq!(result.points[..2], [41_000, 9_000]);
    assert_eq!(result.rank[..2], [1, 2]);
    assert_eq!(result.score[0].to_string(), "16");
    assert_eq!(result.score[1].to_string(), "-16");
    let more = [hands, vec![Hand::draw(&[])]].concat();
    assert!(MINEFIELD
        .refusal(&more)
        .starts_with("the game is already over"));
}

#[test]
fn a_player_below_zero_ends_the_game_at_once_and_exactly_zero_does_not() {
    let sheet = MINEFIELD.replayed(&[ron(hf(0, 5, 30)), ron(hf(1, 5, 30)), ron(hf(1, 5, 30))]);
    // Ann wins her deal (12,000), Ben his (12,000), then Ben Ann's (8,000): 17,000 and 33,000.
    assert_eq!(sheet.position.points[..2], [17_000, 33_000]);
    assert!(!sheet.ended);
    let sheet = MINEFIELD.replayed(&[
        ron(Winner::limit(st(0), Limit::Haneman)),
        ron(Winner::limit(st(0), Limit::Mangan)),
    ]);
    // Ben: 25,000 − 18,000 − 8,000 = −1,000.
    assert!(sheet.ended);
    assert!(sheet.rows[1]
        .note
        .to_string()
        .ends_with("Ben below zero; game over"));
    let sheet = MINEFIELD.replayed(&[
        ron(Winner::limit(st(1), Limit::Mangan)),
        ron(Winner::limit(st(1), Limit::Mangan)),
        Hand::draw(&[]),
    ]);
    // Ann: 25,000 − 8,000 − 12,000 = 5,000, still playing.
    assert_eq!(sheet.position.points[..2], [5_000, 45_000]);
    assert!(!sheet.ended);
}

#[test]
fn a_value_below_mangan_is_refused_with_the_reason() {
    let message = MINEFIELD.refusal(&[ron(hf(0, 3, 30))]);
    assert_eq!(
        message,
        "winner seat 0 (East): 3 han 30 fu is below mangan: a Minefield hand wins only with mangan or more (5 han, or 4 han 30 fu and 3 han 60 fu and up with kiriage, or a named limit or yakuman)"
    );
    assert!(MINEFIELD
        .refusal(&[ron(hf(1, 4, 25))])
        .contains("4 han 25 fu is below mangan"));
    assert!(style(StyleId::Minefield)
        .check_value(&hf(1, 2, 40), WinnerFacts::default())
        .is_err());
    assert!(style(StyleId::Minefield)
        .check_value(&hf(1, 4, 30), WinnerFacts::default())
        .is_ok());
    // A value the payment table cannot have is refused as riichi refuses it.
    assert!(MINEFIELD.refusal(&[ron(hf(0, 5, 20))]).contains("20 fu"));
    assert!(MINEFIELD
        .refusal(&[ron(Winner::faan(st(0), 8))])
        .contains("Hong Kong Old Style value"));
}

#[test]
fn what_minefield_does_not_play_is_refused_with_the_reason() {
    let tsumo = MINEFIELD.refusal(&[Hand::tsumo(hf(0, 5, 30))]);
    assert!(
        tsumo.contains("a self-drawn win (tsumo; no tile is ever drawn in Minefield"),
        "{tsumo}"
    );
    assert!(MINEFIELD
        .refusal(&[Hand::abortive()])
        .contains("an abortive draw"));
    let riichi = MINEFIELD.refusal(&[ron(hf(0, 5, 30)).with_riichi(&[st(0)])]);
    assert!(
        riichi.contains("both players are always in riichi"),
        "{riichi}"
    );
    let third = MINEFIELD.refusal(&[Hand::ron(st(2), vec![hf(0, 5, 30)])]);
    assert!(
        third.contains("seats are 0 (East) and 1 (South)") || third.contains("out of range"),
        "{third}"
    );
    let pao = MINEFIELD.refusal(&[ron(Winner::yakuman(st(0), 1).with_pao(st(1)))]);
    assert!(pao.contains("no tile is called in Minefield"), "{pao}");
    assert!(MINEFIELD
        .refusal(&[Hand::ron(st(0), vec![hf(0, 5, 30)])])
        .contains("own discard"));
    assert!(MINEFIELD
        .refusal(&[Hand::nagashi(&[], &[st(0)])])
        .contains("nagashi"));
}
