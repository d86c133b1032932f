//! Tenpai Race's rules as unit tests (docs/rules.md §14): the preset's numbers, Stage B's two
//! endings paid cell by cell for both seats, the counters a draw or a dealer's win adds, the
//! deal, a chombo, the end of a game after South 2 or below zero with its final score, every
//! refusal with its reason, and a property test that no hand creates or loses points.

use proptest::prelude::*;

use crate::engine::game::*;
use crate::engine::payment::Limit;
use crate::engine::ruleset::ScoreMethod;
use crate::engine::seat::TableSize;
use crate::engine::sheet::WinnerFacts;
use crate::engine::styles::preset_games::{hf, st, PresetGames};
use crate::engine::styles::two_players::test_support::{deltas, won_by_either_seat};
use crate::engine::styles::{style, StyleId};

const TENPAI_RACE: PresetGames = PresetGames::of_two("tenpai_race");

/// The defender at `finder` names the other seat's wait; `han` and `fu` are the attacker's
/// hand, written on the finder's line.
fn found(finder: u8, han: u32, fu: u32) -> Hand {
    Hand::ron(st(1 - finder), vec![hf(finder, han, fu)])
}

#[test]
fn the_preset_is_a_table_of_two_starting_at_10000_with_counters_and_no_deposits() {
    let r = TENPAI_RACE.rules();
    assert_eq!(r.style, StyleId::TenpaiRace);
    assert_eq!(r.table, TableSize::TWO);
    assert_eq!(
        (r.starting_points, r.return_points, r.oka),
        (10_000, 10_000, 0)
    );
    assert_eq!((r.wind_rounds, r.uma), (2, [0; 4]));
    assert!(r.bust_ends_game && !r.riichi && !r.red_fives);
    assert!(!r.abortive_draws && !r.nagashi_mangan && !r.agari_yame);
    assert_eq!(r.score_method, ScoreMethod::Exact);
    let s = style(StyleId::TenpaiRace);
    assert_eq!(s.seat_names(), ["East", "South"]);
    assert!(!s.has_riichi() && s.has_counters() && !s.has_tournament_settings());
}

#[test]
fn the_attackers_tsumo_is_paid_by_the_defender_as_a_riichi_ron_cell_by_cell() {
    // (value, paid to East, the dealer of the first hand, paid to South)
    let cells = [
        (hf(0, 1, 30), 1_500, 1_000),
        (hf(0, 2, 20), 2_000, 1_300),
        (hf(0, 2, 40), 3_900, 2_600),
        (hf(0, 3, 30), 5_800, 3_900),
        (hf(0, 4, 30), 11_600, 7_700),
        (Winner::limit(st(0), Limit::Mangan), 12_000, 8_000),
        (Winner::limit(st(0), Limit::Haneman), 18_000, 12_000),
        (Winner::yakuman(st(0), 1), 48_000, 32_000),
    ];
    for (east_value, as_dealer, as_other) in cells {
        let [east, south] = won_by_either_seat(&TENPAI_RACE, &east_value, Hand::tsumo);
        assert_eq!(east, [as_dealer, -as_dealer], "{east_value:?}");
        assert_eq!(south, [-as_other, as_other], "{east_value:?}");
    }
}

#[test]
fn a_found_wait_is_paid_by_the_attacker_with_the_attackers_own_hand() {
    // Ben (South) finds Ann's wait in Ann's deal: Ann, the dealer, pays what her 3 han 30 fu
    // would have won her: 5,800.
    let sheet = TENPAI_RACE.replayed(&[found(1, 3, 30)]);
    assert_eq!(deltas(&sheet, 0), [-5_800, 5_800]);
    assert_eq!(
        sheet.rows[0].note,
        "Ben found Ann's wait (Stage B), Ann pays 5800"
    );
    // Ann (East) finds Ben's: Ben is not the dealer, 3,900; Ann keeps the deal.
    let sheet = TENPAI_RACE.replayed(&[found(0, 3, 30), found(0, 1, 40)]);
    assert_eq!(deltas(&sheet, 0), [3_900, -3_900]);
    // A counter from Ann's repeat: 1,300 + 300.
    assert_eq!(deltas(&sheet, 1), [1_600, -1_600]);
    assert_eq!(sheet.rows[1].dealer, st(0));
}

#[test]
fn a_draw_keeps_the_dealer_pays_nothing_and_adds_a_counter_paid_to_the_next_winner() {
    let sheet = TENPAI_RACE.replayed(&[
        Hand::draw(&[]),
        Hand::draw(&[]),
        Hand::tsumo(hf(1, 2, 40)),
        Hand::tsumo(hf(0, 2, 40)),
    ]);
    assert_eq!(deltas(&sheet, 0), [0, 0]);
    assert_eq!(
        sheet.rows[0].note,
        "draw after 18 discards each: no payment, one more counter"
    );
    let dealers: Vec<u8> = sheet.rows.iter().map(|r| r.dealer.number()).collect();
    let counters: Vec<u32> = sheet.rows.iter().map(|r| r.honba).collect();
    // Ann deals through two draws; Ben's win takes the deal and clears the counters.
    assert_eq!(dealers, [0, 0, 0, 1]);
    assert_eq!(counters, [0, 1, 2, 0]);
    assert_eq!(deltas(&sheet, 2), [-(2_600 + 600), 2_600 + 600]);
    assert_eq!(deltas(&sheet, 3), [2_600, -2_600]);
}

#[test]
fn a_chombo_pays_a_mangan_and_the_hand_is_played_again() {
    let sheet = TENPAI_RACE.replayed(&[
        Hand::draw(&[]),
        Hand::chombo(st(1)),
        Hand::tsumo(hf(1, 1, 30)),
    ]);
    assert_eq!(deltas(&sheet, 1), [8_000, -8_000]);
    assert_eq!(
        sheet.rows[1].note,
        "chombo by Ben, pays Ann a mangan (8000)"
    );
    // The same deal and counter after the chombo.
    assert_eq!((sheet.rows[2].dealer, sheet.rows[2].honba), (st(0), 1));
    assert_eq!(deltas(&sheet, 2), [-1_300, 1_300]);
    assert_eq!(sheet.position.chombos[..2], [0, 1]);
}

#[test]
fn a_game_is_east_and_south_of_two_deals_and_ends_with_the_points_above_the_start() {
    // Ben's tsumo passes the deal to him; Ann finds his wait and takes it back; Ben's tsumo
    // passes it again; Ann finds the wait of Ben, dealing South 2, and the game is over.
    let hands = [
        Hand::tsumo(hf(1, 1, 30)),
        found(0, 1, 30),
        Hand::tsumo(hf(1, 2, 40)),
        found(0, 1, 30),
    ];
    let sheet = TENPAI_RACE.replayed(&hands);
    let rounds: Vec<String> = sheet.rows.iter().map(|r| r.round.label()).collect();
    assert_eq!(rounds, ["E1", "E2", "S1", "S2"]);
    assert!(sheet.ended);
    assert!(sheet.rows[3].note.to_string().ends_with("game over"));
    let result = sheet.final_result.expect("the game is over");
    // Ann: −1,000 + 1,500 − 2,600 + 1,500; Ben the other side.
    assert_eq!(result.points[..2], [9_400, 10_600]);
    assert_eq!(result.rank[..2], [2, 1]);
    assert_eq!(result.score[0].to_string(), "-0.6");
    assert_eq!(result.score[1].to_string(), "0.6");
    let more = [hands.to_vec(), vec![Hand::draw(&[])]].concat();
    assert!(TENPAI_RACE
        .refusal(&more)
        .starts_with("the game is already over"));
}

#[test]
fn a_player_below_zero_ends_the_game_at_once_and_exactly_zero_does_not() {
    let sheet = TENPAI_RACE.replayed(&[Hand::tsumo(Winner::limit(st(0), Limit::Mangan))]);
    // Ben: 10,000 − 12,000.
    assert!(sheet.ended);
    assert!(sheet.rows[0]
        .note
        .to_string()
        .ends_with("Ben below zero; game over"));
    // Ben's mangan leaves Ann 2,000; Ben, dealing, takes exactly that (1 han 40 fu) and
    // Ann plays on at 0; Ben's next win, with his counter, ends it.
    let sheet = TENPAI_RACE.replayed(&[
        Hand::tsumo(Winner::limit(st(1), Limit::Mangan)),
        Hand::tsumo(hf(1, 1, 40)),
    ]);
    assert_eq!(sheet.position.points[..2], [0, 20_000]);
    assert!(!sheet.ended);
    let sheet = TENPAI_RACE.replayed(&[
        Hand::tsumo(Winner::limit(st(1), Limit::Mangan)),
        Hand::tsumo(hf(1, 1, 40)),
        Hand::tsumo(hf(1, 1, 30)),
    ]);
    assert_eq!(deltas(&sheet, 2), [-1_800, 1_800]);
    assert!(sheet.ended);
    assert_eq!(
        sheet.final_result.expect("over").points[..2],
        [-1_800, 21_800]
    );
}

#[test]
fn what_tenpai_race_does_not_play_is_refused_with_the_reason() {
    let cases: [(Hand, &str); 8] = [
        (Hand::draw(&[st(0)]), "nobody shows a hand at a draw"),
        (Hand::abortive(), "an abortive draw"),
        (
            Hand::tsumo(hf(0, 2, 40)).with_riichi(&[st(0)]),
            "a riichi opens Stage B with no deposit",
        ),
        (
            Hand::tsumo(Winner::yakuman(st(0), 1).with_pao(st(1))),
            "a liable player (`pao`)",
        ),
        (Hand::ron(st(2), vec![hf(0, 2, 40)]), "seat"),
        (Hand::ron(st(0), vec![hf(0, 2, 40)]), "own discard"),
        (found(1, 2, 20), "20 fu"),
        (
            Hand::tsumo(Winner::faan(st(0), 8)),
            "Hong Kong Old Style value",
        ),
    ];
    for (hand, reason) in cases {
        let message = TENPAI_RACE.refusal(std::slice::from_ref(&hand));
        assert!(message.contains(reason), "{hand:?}: {message}");
    }
    assert!(style(StyleId::TenpaiRace)
        .check_value(&hf(1, 2, 20), WinnerFacts::default())
        .is_ok());
    assert!(style(StyleId::TenpaiRace)
        .check_value(&Winner::faan(st(1), 8), WinnerFacts::default())
        .is_err());
}

/// Any hand a Tenpai Race sheet may hold, good or not.
fn any_hand() -> impl Strategy<Value = Hand> {
    let seat = (0u8..2).prop_map(Seat::new);
    let value = (
        1u32..=13,
        prop::sample::select(vec![20u32, 25, 30, 40, 50, 70]),
    );
    prop_oneof![
        (seat.clone(), value.clone()).prop_map(|(s, (han, fu))| Hand::tsumo(hf(
            s.number(),
            han,
            fu
        ))),
        (seat.clone(), value).prop_map(|(s, (han, fu))| found(s.number(), han, fu)),
        Just(Hand::draw(&[])),
        seat.prop_map(Hand::chombo),
    ]
}

proptest! {
    /// Every hand moves points from one player to the other: the two seats always sum to the
    /// 20,000 they started with, and a row has no entry for anybody else.
    #[test]
    fn points_are_conserved_hand_by_hand(hands in prop::collection::vec(any_hand(), 1..=12)) {
        let sheet = replay(&TENPAI_RACE.rules(), &hands);
        for row in &sheet.rows {
            prop_assert_eq!(row.deltas.iter().sum::<i32>(), 0);
            prop_assert_eq!(row.points[0] + row.points[1], 20_000);
            prop_assert_eq!(row.deltas.len(), 2);
        }
        if let Some(result) = sheet.final_result {
            prop_assert_eq!(result.points[0] + result.points[1], 20_000);
        }
    }
}
