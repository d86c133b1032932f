//! Vietnamese games (docs/rules.md §12) replayed through the one game type as every front end
//! replays them: the preset, the value check with its bonuses, the payments on the sheet, the
//! refusals, and the property that a game's points sum to minus its penalties.

use proptest::prelude::*;

use super::*;
use crate::engine::game::{replay, replay_with_names, Hand, TablePenalty};
use crate::engine::ruleset::PresetId;
use crate::engine::sheet::{Score, Seat, WinnerFacts};
use crate::engine::styles::points_test_support::{
    any_outcome, any_penalties, assert_points_game_at_four, check_sums_to_minus_penalties, error_of,
};
use crate::engine::styles::{refusal, style};

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn viet() -> Ruleset {
    Ruleset::preset(PresetId::parse("vietnamese").expect("vietnamese is a preset"))
}

/// A winner with the bonuses it ticked, as a hand writes them.
struct Won {
    winner: Winner,
    bonuses: Vec<&'static str>,
}

fn win(seat: u8, points: u32, bonuses: &[&'static str]) -> Won {
    Won {
        winner: Winner::points(st(seat), points),
        bonuses: bonuses.to_vec(),
    }
}

impl Won {
    fn tsumo(self) -> Hand {
        Hand::tsumo(self.winner).with_bonuses(0, &self.bonuses)
    }

    fn ron(self, discarder: u8) -> Hand {
        Hand::ron(st(discarder), vec![self.winner]).with_bonuses(0, &self.bonuses)
    }

    fn with_pao(self, liable: Seat) -> Won {
        Won {
            winner: self.winner.with_pao(liable),
            ..self
        }
    }

    /// Style `id`'s check of the value with the bonuses.
    fn checked_by(&self, id: StyleId) -> Result<(), crate::engine::sheet::ValueError> {
        let bonuses: Vec<String> = self.bonuses.iter().map(|b| b.to_string()).collect();
        let written = WinnerFacts {
            card: None,
            bonuses: &bonuses,
            conditions: &[],
        };
        style(id).check_value(&self.winner, written)
    }

    /// Why style `id` refuses the value with the bonuses.
    fn refused_by(&self, id: StyleId) -> String {
        self.checked_by(id)
            .expect_err("the value should be refused")
            .to_string()
    }
}

#[test]
fn the_preset_plays_sixteen_hands_from_zero_with_no_riichi_or_counters() {
    let r = viet();
    assert_eq!(r, Ruleset::vietnamese());
    assert_points_game_at_four(&r, StyleId::Vietnamese, 4);
    let s = style(StyleId::Vietnamese);
    assert_eq!(s.points_settlement(&r).unwrap().ruleset(), "vietnamese");
    assert_eq!(s.points_settlement(&r).unwrap().minimum(), 1);
    let sheet = replay(&r, &vec![Hand::draw(&[]); 16]);
    assert_eq!(sheet.rows[15].round.label(), "N4");
}

#[test]
fn the_value_is_checked_with_its_bonuses_and_other_shapes_are_refused() {
    assert_eq!(
        win(2, 30, &["king-queen", "king-queen"]).checked_by(StyleId::Vietnamese),
        Ok(())
    );
    assert_eq!(win(2, 1, &[]).checked_by(StyleId::Vietnamese), Ok(()));
    assert_eq!(
        win(2, 0, &[]).refused_by(StyleId::Vietnamese),
        "winner seat 2 (West): a hand's value must be a whole number above 0; 0 is not"
    );
    assert_eq!(
        win(2, 30, &["no-flowers-no-leaves", "king-queen"]).refused_by(StyleId::Vietnamese),
        "winner seat 2 (West): No Flowers, No Leaves: no jokers, bonus tiles or honour tiles and \
         King and queen of the same number (each pair) cannot be in one hand"
    );
    assert!(win(1, 30, &["king-queen"; 5])
        .refused_by(StyleId::Vietnamese)
        .contains("ticked 5 times; a hand has it at most 4"));
    assert!(win(1, 30, &["kings"])
        .refused_by(StyleId::Vietnamese)
        .contains("\"kings\" is not a Vietnamese bonus"));
    assert!(win(1, 10_001, &[])
        .refused_by(StyleId::Vietnamese)
        .contains("at most 10000"));
    assert_eq!(
        refusal(StyleId::Vietnamese, &Winner::fan(st(1), 8)),
        "winner seat 1 (South): give `points` (the hand's value, 1 to 10000) with the `bonuses` ticked, if any; this hand has an MCR value (`fan`)"
    );
    assert!(refusal(StyleId::Vietnamese, &Winner::faan(st(1), 5))
        .contains("a Hong Kong Old Style value"));
}

#[test]
fn every_other_style_refuses_a_winner_with_bonuses() {
    let with_bonus = |w: Winner| Hand::tsumo(w).with_bonuses(0, &["king-queen"]);
    let cases = [
        (
            crate::engine::styles::riichi::PRESETS[0],
            with_bonus(Winner::han_fu(st(1), 3, 30)),
        ),
        (
            crate::engine::styles::sanma::PRESETS[0],
            with_bonus(Winner::han_fu(st(1), 3, 30)),
        ),
        (
            crate::engine::styles::hkos::PRESETS[0],
            with_bonus(Winner::faan(st(1), 5)),
        ),
        ("mcr", with_bonus(Winner::fan(st(1), 8))),
        ("zung-jung", with_bonus(Winner::points(st(1), 40))),
        ("american", with_bonus(Winner::points(st(1), 25))),
        (
            "chinese-classical",
            serde_json::from_str(
                r#"{"outcome":"tsumo","winner":{"seat":1,"bonuses":["king-queen"]},
                    "scores":[{"points":0},{"points":30},{"points":0},{"points":0}]}"#,
            )
            .unwrap(),
        ),
    ];
    for (preset, hand) in cases {
        let rules = Ruleset::preset(PresetId::parse(preset).expect(preset));
        let e = error_of(&rules, &[hand]).to_string();
        assert!(e.contains("bonus"), "{preset}: {e}");
        // Without the bonus the same hand is played.
        let plain = Hand::draw(&[]);
        assert!(replay(&rules, &[plain]).error.is_none(), "{preset}");
    }
    assert!(win(1, 40, &["king-queen"])
        .refused_by(StyleId::ZungJung)
        .contains("Zung Jung has no bonuses"));
}

#[test]
fn each_other_player_pays_the_value_times_its_bonuses_self_drawn_or_not() {
    let cases: [(Hand, [i32; 4]); 5] = [
        (win(2, 30, &[]).tsumo(), [-30, -30, 90, -30]),
        (win(1, 40, &[]).ron(0), [-40, 120, -40, -40]),
        (
            win(0, 30, &["king-queen", "king-queen"]).ron(3),
            [360, -120, -120, -120],
        ),
        (
            win(3, 25, &["king-queen", "blue-jokers", "red-jokers"]).tsumo(),
            [-3200, -3200, -3200, 9600],
        ),
        (
            win(
                2,
                10,
                &["no-flowers-no-leaves", "six-bonus-tiles-discarded"],
            )
            .ron(1),
            [-160, -160, 480, -160],
        ),
    ];
    for (hand, deltas) in cases {
        let sheet = replay(&viet(), std::slice::from_ref(&hand));
        assert_eq!(sheet.error, None, "{hand:?}");
        assert_eq!(sheet.rows[0].deltas, deltas, "{hand:?}");
    }
    let hand = win(1, 30, &["king-queen"]).ron(0);
    let sheet = replay_with_names(&viet(), &[hand], ["A", "B", "C", "D"]);
    assert_eq!(
        sheet.rows[0].note,
        "B wins 30 × 2 (King and queen of the same number (each pair)) = 60 points off A, 60 from each"
    );
    // Without bonuses the note is the value alone.
    let sheet = replay_with_names(&viet(), &[win(2, 40, &[]).tsumo()], ["A", "B", "C", "D"]);
    assert_eq!(sheet.rows[0].note, "C self-draws 40 points, 40 from each");
}

#[test]
fn a_refused_hand_stops_the_game_with_the_reason_and_a_fifth_seat_does_not_exist() {
    let refused = |hand: Hand| error_of(&viet(), &[hand]).to_string();
    assert!(refused(win(1, 0, &[]).tsumo()).contains("whole number above 0"));
    assert!(refused(win(1, 30, &["blue-jokers-discarded"]).tsumo())
        .contains("counts only with No Flowers, No Leaves"));
    assert!(refused(win(4, 30, &[]).tsumo()).contains("seat 4"));
    assert!(refused(Hand::draw(&[]).with_riichi(&[st(0)]))
        .contains("riichi is not played under vietnamese"));
    assert!(refused(Hand::chombo(st(1))).contains("chombo"));
    assert!(
        refused(Hand::draw(&[]).with_penalties(&[TablePenalty::each(st(1), 8)])).contains("`each`")
    );
    assert!(refused(win(0, 40, &[]).with_pao(st(1)).tsumo()).contains("`pao`"));
    assert!(refused(Hand::tsumo(Winner::fan(st(0), 8))).contains("this hand has an MCR value"));
}

#[test]
fn penalties_are_taken_and_ties_share_the_better_place() {
    let hand = win(1, 10, &[])
        .tsumo()
        .with_penalties(&[TablePenalty::taken(st(3), 30)]);
    let sheet = replay(&viet(), &[hand]);
    assert_eq!(sheet.rows[0].deltas, [-10, 30, -10, -40]);
    let mut last = win(3, 10, &[]).tsumo();
    last.time_up = true;
    let sheet = replay(&viet(), &[last]);
    assert!(sheet.ended);
    let f = sheet.final_result.unwrap();
    assert_eq!(f.rank, [2, 2, 2, 1]);
    assert_eq!(f.score, [-10, -10, -10, 30].map(Score::whole));
}

fn winner_strategy() -> impl Strategy<Value = Winner> + Clone {
    (0u8..4, 1u32..=MAX_VALUE as u32).prop_map(|(s, p)| Winner::points(st(s), p))
}

fn hand_strategy() -> impl Strategy<Value = Hand> {
    let ids: Vec<&'static str> = BONUSES.iter().map(|b| b.id).collect();
    let bonuses = proptest::collection::vec(proptest::sample::select(ids), 0..4);
    (any_outcome(winner_strategy()), bonuses, any_penalties()).prop_map(|(hand, bonuses, ps)| {
        let hand = hand.with_penalties(&ps);
        match hand.winners() {
            [] => hand,
            _ => hand.with_bonuses(0, &bonuses),
        }
    })
}

proptest! {
    /// A game's points sum to minus its penalties, hand by hand; only a set of bonuses no hand
    /// can have (or a hand after the end) stops the replay.
    #[test]
    fn a_games_points_sum_to_minus_its_penalties(
        hands in proptest::collection::vec(hand_strategy(), 1..=17),
    ) {
        let sheet = replay(&viet(), &hands);
        check_sums_to_minus_penalties(&sheet, &hands)?;
        if let Some(e) = &sheet.error {
            let bad_bonuses = e.error.to_string().contains("ticked")
                || e.error.to_string().contains("cannot be in one hand")
                || e.error.to_string().contains("counts only with");
            prop_assert!(bad_bonuses || e.hand >= 16, "{:?}", e);
        }
    }
}
