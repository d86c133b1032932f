//! Chinese Classical games (docs/rules.md §11) replayed through the one game type as every front
//! end replays them: the presets, the settlement of stored hands at game level with the game's
//! dealer, the refusals with their reasons, and the sum of a game's points.

use proptest::prelude::*;

use super::*;
use crate::engine::game::{replay, GameError, Hand};
use crate::engine::points_game::GameError as PointsError;
use crate::engine::ruleset::PresetId;
use crate::engine::ruleset::{MultiRon, TimeRule};
use crate::engine::sheet::Seat;
use crate::engine::styles::points_test_support::{any_penalties, check_sums_to_minus_penalties};
use crate::engine::styles::style;

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn rules(id: &str) -> Ruleset {
    Ruleset::preset(PresetId::parse(id).expect("a Chinese Classical preset"))
}

fn counted(points: i64, doubles: i64) -> PlayerScore {
    PlayerScore::Counted { points, doubles }
}

/// A winner of the style: a seat and no value.
fn winner(seat: u8) -> Winner {
    Winner::new(st(seat), HandValue::Unclear(Default::default()))
}

fn tsumo(seat: u8, scores: Vec<PlayerScore>) -> Hand {
    Hand::tsumo(winner(seat)).with_scores(scores)
}

fn ron(discarder: u8, seat: u8, scores: Vec<PlayerScore>) -> Hand {
    Hand::ron(st(discarder), vec![winner(seat)]).with_scores(scores)
}

fn error_of(id: &str, hands: &[Hand]) -> String {
    replay(&rules(id), hands)
        .error
        .expect("the replay stops")
        .error
        .to_string()
}

#[test]
fn every_preset_is_the_shared_game_of_points_in_one_wind_round_as_hong_kong_old_style() {
    for p in PRESET_LIST {
        let r = rules(p.id);
        assert_eq!(r, Ruleset::chinese_classical(p));
        assert_eq!(
            (r.style, r.wind_rounds),
            (StyleId::ChineseClassical, Ruleset::hkos().wind_rounds)
        );
        assert_eq!((r.starting_points, r.return_points), (0, 0));
        assert!(!r.riichi && !r.table_penalties && !r.red_fives && !r.agari_yame);
        assert_eq!(r.multi_ron, MultiRon::HeadBump);
        assert_eq!(r.time_rule, TimeRule::FinishHand);
        let settlement = style(StyleId::ChineseClassical)
            .points_settlement(&r)
            .expect("a game of points");
        assert_eq!(settlement.ruleset(), p.id);
    }
}

#[test]
fn a_discard_win_is_paid_by_each_loser_and_the_losers_settle_their_differences() {
    // South wins 32 × 2^1 = 64 off West; East 8, West 2 × 2^2 = 8, North 0 (docs/rules.md §11).
    let hands = [ron(
        2,
        1,
        vec![counted(8, 0), counted(32, 1), counted(2, 2), counted(0, 0)],
    )];
    let sheet = replay(&rules(DEFAULT_PRESET), &hands);
    assert_eq!(sheet.error, None);
    // The discarder pays no more than the others.
    assert_eq!(sheet.rows[0].deltas, [-64 + 8, 192, -64 + 8, -64 - 16]);
    assert_eq!(
        sheet.rows[0].note,
        "South wins off West; scores East 8, South 32 × 2^1 = 64, West 2 × 2^2 = 8, North 0: East pays South 64, West pays South 64, North pays South 64, North pays East 8, North pays West 8"
    );
}

/// A winner's bare 20 for winning, everyone else nothing.
fn bare_win(seat: usize) -> Vec<PlayerScore> {
    let mut scores = vec![counted(0, 0); 4];
    scores[seat] = counted(20, 0);
    scores
}

#[test]
fn the_dealer_keeps_the_deal_on_a_win_or_a_wall_game_and_the_game_ends_when_north_passes_it() {
    // Hong Kong Old Style's deal in every preset (docs/rules.md §7, §11): East keeps the deal
    // after a wall game and after winning, South's win passes it; North's win keeps it, and
    // East's win off North ends the one wind round.
    let hands = [
        Hand::draw(&[]),
        tsumo(0, bare_win(0)),
        ron(3, 1, bare_win(1)),
        Hand::draw(&[]),
        tsumo(2, bare_win(2)),
        ron(0, 3, bare_win(3)),
        tsumo(3, bare_win(3)),
        ron(3, 0, bare_win(0)),
    ];
    for p in PRESET_LIST {
        let sheet = replay(&rules(p.id), &hands);
        assert_eq!(sheet.error, None, "{}", p.id);
        let dealers: Vec<usize> = sheet.rows.iter().map(|r| r.dealer.index()).collect();
        assert_eq!(dealers, [0, 0, 0, 1, 1, 2, 3, 3], "{}", p.id);
        let ended: Vec<bool> = sheet.rows.iter().map(|r| r.ended).collect();
        assert_eq!(
            ended,
            [false, false, false, false, false, false, false, true]
        );
        assert!(sheet.ended && sheet.final_result.is_some(), "{}", p.id);
        // The game is over: a ninth hand is refused.
        let mut more = hands.to_vec();
        more.push(Hand::draw(&[]));
        let refused = replay(&rules(p.id), &more).error.expect("after the end");
        assert_eq!(refused.hand, 8);
    }
}

#[test]
fn on_several_claims_the_deal_follows_the_claim_head_bump_pays() {
    // South deals after hand 1. North discards, South and West claim: South, next in turn,
    // takes the hand and keeps the deal. West discards, South and North claim: North, next
    // after West, takes it, and South loses the deal to West.
    let hands = [
        ron(3, 1, bare_win(1)),
        Hand::ron(st(3), vec![winner(2), winner(1)]).with_scores(bare_win(1)),
        Hand::ron(st(2), vec![winner(1), winner(3)]).with_scores(bare_win(3)),
        Hand::draw(&[]),
    ];
    let sheet = replay(&rules(DEFAULT_PRESET), &hands);
    assert_eq!(sheet.error, None);
    let dealers: Vec<usize> = sheet.rows.iter().map(|r| r.dealer.index()).collect();
    assert_eq!(dealers, [0, 1, 1, 2]);
}

#[test]
fn east_double_doubles_what_the_hands_dealer_pays_and_receives() {
    // East wins the first hand and so deals the second too: East's payments double in both.
    let scores = || vec![counted(4, 0), counted(10, 0), counted(20, 1), counted(0, 0)];
    let hands = [tsumo(0, bare_win(0)), tsumo(2, scores())];
    let plain = replay(&rules(DEFAULT_PRESET), &hands);
    let east = replay(&rules(EAST_DOUBLE_PRESET), &hands);
    assert_eq!(plain.rows[0].deltas, [60, -20, -20, -20]);
    assert_eq!(east.rows[0].deltas, [120, -40, -40, -40]);
    assert_eq!(east.rows[1].dealer, st(0));
    // West 40 from each; South 6 from East, 10 from North; East 4 from North.
    assert_eq!(
        plain.rows[1].deltas,
        [-40 - 6 + 4, -40 + 6 + 10, 120, -40 - 10 - 4]
    );
    // East pays West 80 and South 12, and takes 8 from North.
    assert_eq!(
        east.rows[1].deltas,
        [-80 - 12 + 8, -40 + 12 + 10, 160, -40 - 10 - 8]
    );
    for sheet in [&plain, &east] {
        assert_eq!(sheet.position.points.iter().sum::<i32>(), 0);
    }
}

#[test]
fn the_limit_caps_a_score_where_the_preset_has_one() {
    let hands = [tsumo(
        0,
        vec![counted(100, 3), counted(0, 0), counted(0, 0), counted(0, 0)],
    )];
    let capped = replay(&rules(DEFAULT_PRESET), &hands);
    assert_eq!(capped.rows[0].deltas, [1500, -500, -500, -500]);
    assert!(capped.rows[0]
        .note
        .to_string()
        .contains("100 × 2^3 = 800 (limit 500)"));
    let open = replay(&rules(NO_LIMIT_PRESET), &hands);
    assert_eq!(open.rows[0].deltas, [2400, -800, -800, -800]);
    let limit = [tsumo(
        3,
        vec![
            counted(0, 0),
            counted(0, 0),
            counted(0, 0),
            PlayerScore::Limit,
        ],
    )];
    assert_eq!(
        replay(&rules(DEFAULT_PRESET), &limit).rows[0].deltas,
        [-500, -500, -500, 1500]
    );
}

#[test]
fn picks_score_like_the_same_points_and_doubles_typed() {
    let picks = PlayerScore::Picks(vec!["dragon-set".into(), "self-pick".into()]);
    let hands = [tsumo(
        1,
        vec![counted(0, 0), picks, counted(0, 0), counted(0, 0)],
    )];
    let sheet = replay(&rules(DEFAULT_PRESET), &hands);
    assert_eq!(sheet.error, None, "{:?}", sheet.error);
    let typed = [tsumo(
        1,
        vec![
            counted(0, 0),
            counted(20 + 2, 1),
            counted(0, 0),
            counted(0, 0),
        ],
    )];
    assert_eq!(
        sheet.rows[0].deltas,
        replay(&rules(DEFAULT_PRESET), &typed).rows[0].deltas
    );
}

#[test]
fn impossible_hands_are_refused_with_the_reason() {
    let four = || vec![counted(20, 0), counted(0, 0), counted(0, 0), counted(0, 0)];
    let cases: Vec<(Hand, &str)> = vec![
        (
            Hand::draw(&[]).with_scores(four()),
            "a hand no one won is not scored",
        ),
        (tsumo(0, Vec::new()), "not 0 hands"),
        (tsumo(0, four()[..3].to_vec()), "not 3 hands"),
        (
            tsumo(0, [four(), vec![counted(0, 0)]].concat()),
            "not 5 hands",
        ),
        (
            Hand::tsumo(Winner::points(st(0), 40)).with_scores(four()),
            "a value in `points` (Zung Jung)",
        ),
        (
            Hand::tsumo(Winner::fan(st(0), 8)).with_scores(four()),
            "an MCR value (`fan`)",
        ),
        (tsumo(4, four()), "seat"),
        (
            tsumo(
                0,
                vec![counted(20, 0), counted(-2, 0), counted(0, 0), counted(0, 0)],
            ),
            "points must be a whole number from 0 up; -2 is not",
        ),
        (
            tsumo(
                0,
                vec![counted(20, -1), counted(0, 0), counted(0, 0), counted(0, 0)],
            ),
            "doubles must be a whole number from 0 up; -1 is not",
        ),
        (
            tsumo(
                0,
                vec![counted(10, 0), counted(0, 0), counted(0, 0), counted(0, 0)],
            ),
            "include the 20 for winning",
        ),
        (
            tsumo(
                0,
                vec![
                    counted(20, 0),
                    PlayerScore::Picks(vec!["no-such-entry".into()]),
                    counted(0, 0),
                    counted(0, 0),
                ],
            ),
            "is not an entry of the Chinese Classical list",
        ),
    ];
    let huge = tsumo(
        0,
        vec![
            counted(1000, 20),
            counted(0, 0),
            counted(0, 0),
            counted(0, 0),
        ],
    );
    let error = error_of(NO_LIMIT_PRESET, std::slice::from_ref(&huge));
    assert!(
        error.contains("more than a game's points can hold"),
        "{error}"
    );
    for (hand, reason) in cases {
        let error = error_of(DEFAULT_PRESET, std::slice::from_ref(&hand));
        assert!(error.contains(reason), "{hand:?}: {error}");
    }
}

#[test]
fn every_other_style_refuses_the_players_scores() {
    let scores = vec![counted(20, 0), counted(0, 0), counted(0, 0), counted(0, 0)];
    for (id, winner) in [
        ("zung-jung", Winner::points(st(0), 40)),
        ("mcr", Winner::fan(st(0), 8)),
        ("hkos-msmc", Winner::faan(st(0), 5)),
        (
            crate::engine::styles::DEFAULT_PRESET.as_str(),
            Winner::han_fu(st(0), 3, 30),
        ),
    ] {
        let hand = Hand::tsumo(winner).with_scores(scores.clone());
        let error = replay(&Ruleset::preset(PresetId::parse(id).unwrap()), &[hand])
            .error
            .expect("refused")
            .error;
        assert!(error.to_string().contains("`scores`"), "{id}: {error}");
    }
    let draw = Hand::draw(&[]).with_scores(scores);
    let error = replay(
        &Ruleset::preset(PresetId::parse("zung-jung").unwrap()),
        &[draw],
    )
    .error
    .expect("refused")
    .error;
    assert!(matches!(
        error,
        GameError::Points(PointsError::Settlement(_))
    ));
}

fn score_strategy() -> impl Strategy<Value = PlayerScore> {
    prop_oneof![
        8 => (0i64..=120, 0i64..=6).prop_map(|(points, doubles)| counted(points, doubles)),
        1 => Just(PlayerScore::Limit),
    ]
}

fn hand_strategy() -> impl Strategy<Value = Hand> {
    let seat = (0u8..4).prop_map(Seat::new);
    let scores = proptest::collection::vec(score_strategy(), 4);
    let won = (seat.clone(), proptest::option::of(0u8..4), scores).prop_map(
        |(w, discarder, mut scores)| {
            // A possible hand: the winner has its 20 for winning, the losers no limit hand.
            for (i, s) in scores.iter_mut().enumerate() {
                match s {
                    PlayerScore::Counted { points, .. } if i == w.index() => *points += 20,
                    PlayerScore::Limit if i != w.index() => *s = counted(0, 0),
                    _ => {}
                }
            }
            match discarder.map(Seat::new).filter(|d| *d != w) {
                Some(d) => Hand::ron(
                    d,
                    vec![Winner::new(w, HandValue::Unclear(Default::default()))],
                ),
                None => Hand::tsumo(Winner::new(w, HandValue::Unclear(Default::default()))),
            }
            .with_scores(scores)
        },
    );
    let outcome = prop_oneof![4 => won, 1 => Just(Hand::draw(&[]))];
    (outcome, any_penalties()).prop_map(|(hand, ps)| hand.with_penalties(&ps))
}

proptest! {
    #[test]
    fn a_games_points_sum_to_minus_its_penalties(
        hands in proptest::collection::vec(hand_strategy(), 1..=16),
        preset in 0usize..3,
    ) {
        let preset = &PRESET_LIST[preset];
        let rules = rules(preset.id);
        // Without a limit there are no limit hands: such a winner counts its points instead.
        let mut hands = hands;
        if preset.limit.is_none() {
            for hand in &mut hands {
                let scores: Vec<PlayerScore> = hand
                    .facts
                    .scores()
                    .iter()
                    .map(|score| match score {
                        PlayerScore::Limit => counted(200, 4),
                        other => other.clone(),
                    })
                    .collect();
                *hand = hand.clone().with_scores(scores);
            }
        }
        let sheet = replay(&rules, &hands);
        // One wind round may end before the hands do: only a hand after the end is refused.
        if let Some(error) = &sheet.error {
            prop_assert!(sheet.ended && error.hand == sheet.rows.len(), "{:?}", error);
        }
        check_sums_to_minus_penalties(&sheet, &hands)?;
    }
}
