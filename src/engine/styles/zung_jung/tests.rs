//! Zung Jung's presets, value check, payoff and games (docs/rules.md §9), replayed through the
//! one game type as every front end replays them.

use proptest::prelude::*;

use super::*;
use crate::engine::fixed_seats::TableError;
use crate::engine::game::{replay, replay_with_names, GameError, Hand, Sheet, TablePenalty};
use crate::engine::points_game::GameError as PointsError;
use crate::engine::ruleset::PresetId;
use crate::engine::sheet::{FalseWin, FalseWinKind, Score, Seat};
use crate::engine::styles::points_test_support::{
    any_penalties, assert_points_game_at_four, check_sums_to_minus_penalties, error_of,
};
use crate::engine::styles::{refusal, style};

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn zj() -> Ruleset {
    Ruleset::preset(PresetId::parse("zung-jung").expect("zung-jung is a preset"))
}

fn wsom() -> Ruleset {
    Ruleset::preset(PresetId::parse("wsom").expect("wsom is a preset"))
}

fn tsumo(seat: u8, points: u32) -> Hand {
    Hand::tsumo(Winner::points(st(seat), points))
}

fn ron(discarder: u8, seat: u8, points: u32) -> Hand {
    Hand::ron(st(discarder), vec![Winner::points(st(seat), points)])
}

fn draws(n: usize) -> Vec<Hand> {
    vec![Hand::draw(&[]); n]
}

#[test]
fn the_presets_play_sixteen_or_eight_hands_from_zero_with_no_riichi_or_counters() {
    let r = zj();
    assert_eq!(r, Ruleset::zung_jung());
    assert_points_game_at_four(&r, StyleId::ZungJung, 4);
    assert_eq!(r.style_rules().value_kind(), ValueKind::Points);
    let w = wsom();
    assert_eq!(w, Ruleset::wsom());
    assert_points_game_at_four(&w, StyleId::ZungJung, 2);
    assert_eq!(ZUNG_JUNG_PAYOFF.minimum(), 1);
    assert_eq!(WSOM_PAYOFF.minimum(), 5);
    let zj_style = style(StyleId::ZungJung);
    assert_eq!(zj_style.points_settlement(&w).unwrap().minimum(), 5);
    assert_eq!(zj_style.points_settlement(&r).unwrap().minimum(), 1);
}

#[test]
fn only_values_a_hand_can_have_are_accepted_and_other_styles_values_are_refused() {
    let zj = style(StyleId::ZungJung);
    let seat = st(2);
    for ok in [1, 5, 10, 25, 30, 35, 155, 315, 320, 400, 480] {
        assert_eq!(
            zj.check_value(&Winner::points(seat, ok), WinnerFacts::default()),
            Ok(()),
            "{ok}"
        );
    }
    for bad in [0, 2, 4, 7, 26, 321, 325, 350, 399, 405, 479, 500, u32::MAX] {
        let refused = zj
            .check_value(&Winner::points(seat, bad), WinnerFacts::default())
            .unwrap_err();
        assert_eq!(
            refused.to_string(),
            format!("winner seat 2 (West): {bad} points is not a value a hand can have: a Zung Jung hand is worth 1 (a chicken hand) or a multiple of 5 up to 320, or 400 or 480"),
        );
    }
    let refused = |winner: Winner| refusal(StyleId::ZungJung, &winner);
    assert_eq!(
        refused(Winner::fan(seat, 12)),
        "winner seat 2 (West): give `points` (1 or a multiple of 5 up to 320, or 400 or 480); this hand has an MCR value (`fan`)"
    );
    assert!(refused(Winner::faan(seat, 5)).contains("a Hong Kong Old Style value"));
    assert!(refused(Winner::han_fu(seat, 3, 30)).contains("a riichi value"));
    let nothing = Winner::new(seat, HandValue::Unclear(Default::default()));
    assert!(refused(nothing).contains("this hand has no value"));
    // Every other style refuses a value in points, naming it.
    for id in [
        StyleId::Riichi,
        StyleId::Sanma,
        StyleId::HongKongOldStyle,
        StyleId::Mcr,
        StyleId::Minefield,
    ] {
        let refused = refusal(id, &Winner::points(seat, 40));
        assert!(
            refused.contains("a value in `points` (Zung Jung)"),
            "{id:?}: {refused}"
        );
    }
}

#[test]
fn the_payoff_pays_each_cell_of_the_scheme() {
    let pays = |points, discarder: Option<u8>| {
        ZUNG_JUNG_PAYOFF.pays(&Win {
            winner: st(1),
            points,
            discarder: discarder.map(st),
        })
    };
    // Self-drawn: the value from each.
    assert_eq!(pays(1, None), [1, 0, 1, 1]);
    assert_eq!(pays(40, None), [40, 0, 40, 40]);
    assert_eq!(pays(480, None), [480, 0, 480, 480]);
    // By discard up to the par of 25: the value from each of the three.
    assert_eq!(pays(5, Some(3)), [5, 0, 5, 5]);
    assert_eq!(pays(25, Some(3)), [25, 0, 25, 25]);
    // Above it: 25 from each other, 3 × value − 50 from the discarder (the winner gets 3 × value).
    assert_eq!(pays(30, Some(3)), [25, 0, 25, 40]);
    assert_eq!(pays(40, Some(0)), [70, 0, 25, 25]);
    assert_eq!(pays(320, Some(2)), [25, 0, 910, 25]);
    for p in [1, 5, 25, 30, 100, 320, 400, 480] {
        for d in [None, Some(0), Some(2), Some(3)] {
            assert_eq!(pays(p, d).iter().sum::<u32>(), 3 * p, "{p} {d:?}");
        }
    }
}

#[test]
fn the_deal_passes_every_hand_and_the_game_ends_after_sixteen_or_eight() {
    // A win by the dealer, a draw: the deal passes all the same, the seats keep their places.
    let mut hands = vec![tsumo(0, 10), Hand::draw(&[]), ron(3, 2, 5)];
    hands.extend(draws(13));
    let sheet = replay(&zj(), &hands);
    assert_eq!(sheet.error, None);
    let labels: Vec<String> = sheet.rows.iter().map(|r| r.round.label()).collect();
    assert_eq!(
        labels,
        [
            "E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4", "W1", "W2", "W3", "W4", "N1", "N2",
            "N3", "N4"
        ]
    );
    let dealers: Vec<u8> = sheet.rows.iter().map(|r| r.dealer.index() as u8).collect();
    assert_eq!(dealers, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
    assert!(sheet
        .rows
        .iter()
        .all(|r| r.honba == 0 && r.deposits_after == 0));
    assert!(sheet.ended && sheet.rows[15].ended && !sheet.rows[14].ended);
    assert_eq!(
        sheet.final_result.as_ref().unwrap().points,
        [25, -15, 5, -15]
    );
    // A hand after the end is refused.
    let mut after = draws(16);
    after.push(Hand::draw(&[]));
    let over = replay(&zj(), &after);
    assert_eq!(over.error.unwrap().hand, 16);
    // The World Series: 8 hands, E1 to S4.
    let sheet = replay(&wsom(), &draws(8));
    assert!(sheet.ended);
    assert_eq!(sheet.rows[7].round.label(), "S4");
    let seven = replay(&wsom(), &draws(7));
    assert!(!seven.ended && seven.final_result.is_none());
    assert_eq!(seven.next_dealer, st(3));
    let over = replay(&wsom(), &draws(9));
    assert_eq!(over.error.unwrap().hand, 8);
}

#[test]
fn payments_on_the_sheet_follow_the_scheme_at_the_par_boundary() {
    let cases: [(Hand, [i32; 4]); 5] = [
        (tsumo(2, 30), [-30, -30, 90, -30]),
        (ron(0, 1, 25), [-25, 75, -25, -25]),
        (ron(0, 1, 30), [-40, 90, -25, -25]),
        (ron(3, 0, 30), [90, -25, -25, -40]),
        (ron(2, 3, 100), [-25, -25, -250, 300]),
    ];
    for (hand, deltas) in cases {
        let sheet = replay(&zj(), std::slice::from_ref(&hand));
        assert_eq!(sheet.error, None, "{hand:?}");
        assert_eq!(sheet.rows[0].deltas, deltas, "{hand:?}");
    }
    // 26 is no value a hand can have: refused, not paid as 26.
    let e = error_of(&zj(), &[ron(0, 1, 26)]);
    assert!(e.to_string().contains("26 points is not a value"), "{e}");
    // The note names the payments.
    let sheet = replay_with_names(&zj(), &[ron(0, 1, 40)], ["A", "B", "C", "D"]);
    assert_eq!(
        sheet.rows[0].note,
        "B wins 40 points off A, 70 from A, 25 from each other"
    );
    let sheet = replay_with_names(&zj(), &[ron(0, 1, 20)], ["A", "B", "C", "D"]);
    assert_eq!(sheet.rows[0].note, "B wins 20 points off A, 20 from each");
}

#[test]
fn several_winners_on_one_discard_the_nearest_after_the_discarder_wins() {
    // West discards; North (next) and South both claim: North wins, South's claim is void.
    let hand = Hand::ron(
        st(2),
        vec![Winner::points(st(1), 100), Winner::points(st(3), 30)],
    );
    let sheet = replay_with_names(&zj(), &[hand], ["A", "B", "C", "D"]);
    assert_eq!(sheet.rows[0].deltas, [-25, -25, -40, 90]);
    assert!(sheet.rows[0]
        .note
        .to_string()
        .contains("B's win void (head bump)"));
    // North discards; East is next.
    let hand = Hand::ron(
        st(3),
        vec![Winner::points(st(2), 5), Winner::points(st(0), 5)],
    );
    assert_eq!(replay(&zj(), &[hand]).rows[0].deltas, [15, -5, -5, -5]);
}

#[test]
fn penalties_are_taken_from_the_player_and_dead_seats_may_not_win() {
    let hand = tsumo(1, 10).with_penalties(&[TablePenalty::taken(st(3), 30)]);
    let sheet = replay(&zj(), &[hand]);
    assert_eq!(sheet.rows[0].deltas, [-10, 30, -10, -40]);
    assert_eq!(sheet.rows[0].deltas.iter().sum::<i32>(), -30);
    let dead = tsumo(1, 10).with_dead(&[st(1)]);
    assert_eq!(
        error_of(&zj(), &[dead]),
        GameError::Points(PointsError::Table(TableError::DeadHandWins { seat: st(1) }))
    );
    // A dead seat may still pay: North is dead and discards.
    let sheet = replay(&zj(), &[ron(3, 0, 5).with_dead(&[st(3)])]);
    assert_eq!(sheet.rows[0].deltas, [15, -5, -5, -5]);
    let empty = Hand::draw(&[]).with_penalties(&[TablePenalty::taken(st(0), 0)]);
    assert!(error_of(&zj(), &[empty])
        .to_string()
        .contains("takes nothing"));
}

#[test]
fn the_wsom_minimum_refuses_a_chicken_hand_that_zung_jung_pays() {
    assert_eq!(
        replay(&zj(), &[tsumo(1, 1)]).rows[0].deltas,
        [-1, 3, -1, -1]
    );
    let e = error_of(&wsom(), &[tsumo(1, 1)]);
    assert_eq!(
        e.to_string(),
        "winner seat 1 (South): 1 point is under the 5-point minimum of wsom; a hand worth less may not win"
    );
    assert_eq!(
        replay(&wsom(), &[tsumo(1, 5)]).rows[0].deltas,
        [-5, 15, -5, -5]
    );
}

#[test]
fn what_zung_jung_does_not_play_is_refused_with_the_reason() {
    let refused = |hand: Hand| error_of(&zj(), &[hand]).to_string();
    assert!(refused(Hand::draw(&[]).with_riichi(&[st(0)]))
        .contains("riichi is not played under zung-jung"));
    assert!(refused(Hand::draw(&[st(0)])).contains("`tenpai`"));
    assert!(refused(Hand::abortive()).contains("an abortive draw is not played"));
    assert!(refused(Hand::chombo(st(1))).contains("chombo"));
    assert!(refused(tsumo(0, 10).dealer_stops()).contains("agari-yame"));
    let false_win = Hand::draw(&[]).with_false_wins(&[FalseWin {
        seat: st(1),
        kind: FalseWinKind::NotWinning,
    }]);
    assert!(refused(false_win).contains("`false_wins`"));
    let each = Hand::draw(&[]).with_penalties(&[TablePenalty::each(st(1), 8)]);
    assert!(refused(each).contains("`each`"));
    let pao = Hand::tsumo(Winner::points(st(0), 40).with_pao(st(1)));
    assert!(refused(pao).contains("`pao`"));
    let fan = Hand::tsumo(Winner::fan(st(0), 8));
    assert!(refused(fan).contains("this hand has an MCR value"));
    let own = ron(1, 1, 10);
    assert!(refused(own).contains("own discard"));
}

#[test]
fn time_up_ends_the_game_after_the_hand_and_ties_share_the_better_place() {
    let mut hand = tsumo(3, 10);
    hand.time_up = true;
    let sheet: Sheet = replay(&zj(), &[hand.clone(), hand]);
    assert!(sheet.ended);
    assert_eq!(sheet.error.unwrap().hand, 1);
    assert_eq!(sheet.rows.len(), 1);
    assert!(sheet.rows[0]
        .note
        .to_string()
        .ends_with("time up; game over"));
    let f = sheet.final_result.unwrap();
    assert_eq!(f.points, [-10, -10, -10, 30]);
    assert_eq!(f.rank, [2, 2, 2, 1]);
    assert_eq!(f.score, [-10, -10, -10, 30].map(Score::whole));
    let f = style(StyleId::ZungJung).final_score(&zj(), [20, 20, -10, -30], [0; 4]);
    assert_eq!(f.rank, [1, 1, 3, 4]);
    assert_eq!(f.score, [20, 20, -10, -30].map(Score::whole));
}

fn hand_strategy() -> impl Strategy<Value = Hand> {
    let seat = (0u8..4).prop_map(st);
    let value = prop_oneof![
        Just(1u32),
        (1u32..=64).prop_map(|n| n * 5),
        Just(400u32),
        Just(480u32)
    ];
    let winner = (seat.clone(), value).prop_map(|(s, p)| Winner::points(s, p));
    let outcome = prop_oneof![
        winner.clone().prop_map(Hand::tsumo),
        (seat.clone(), proptest::collection::vec(winner, 1..=3)).prop_map(|(d, ws)| {
            let mut seen = Vec::new();
            let ws: Vec<Winner> = ws
                .into_iter()
                .filter(|w| {
                    w.seat != d && !seen.contains(&w.seat) && {
                        seen.push(w.seat);
                        true
                    }
                })
                .collect();
            if ws.is_empty() {
                Hand::draw(&[])
            } else {
                Hand::ron(d, ws)
            }
        }),
        Just(Hand::draw(&[])),
    ];
    (outcome, any_penalties()).prop_map(|(hand, ps)| hand.with_penalties(&ps))
}

proptest! {
    #[test]
    fn a_games_points_sum_to_minus_its_penalties(
        hands in proptest::collection::vec(hand_strategy(), 1..=16),
        wsom_preset in any::<bool>(),
    ) {
        let rules = if wsom_preset { wsom() } else { zj() };
        let sheet = replay(&rules, &hands);
        check_sums_to_minus_penalties(&sheet, &hands)?;
        // Only a wsom chicken hand stops a replay of hands that are otherwise possible.
        if let Some(e) = &sheet.error {
            let is_minimum = matches!(e.error, GameError::Points(PointsError::UnderMinimum { .. }));
            prop_assert!(
                wsom_preset && is_minimum || e.hand >= rules.wind_rounds as usize * 4,
                "{:?}", e
            );
        }
    }
}
