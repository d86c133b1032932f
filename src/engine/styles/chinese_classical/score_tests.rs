//! One player's score: typed, limit, picked from the list, and every refusal (docs/rules.md §11).

use proptest::prelude::*;

use super::*;
use crate::engine::styles::chinese_classical::{preset, DEFAULT_PRESET, NO_LIMIT_PRESET};

fn limited() -> &'static Preset {
    preset(DEFAULT_PRESET).unwrap()
}

fn unlimited() -> &'static Preset {
    preset(NO_LIMIT_PRESET).unwrap()
}

fn counted(points: i64, doubles: i64) -> Typed {
    Typed::Counted { points, doubles }
}

fn picks(ids: &[&str]) -> Typed {
    Typed::Picks(ids.iter().map(|s| s.to_string()).collect())
}

fn score_of(typed: &Typed, winner: bool, preset: &Preset) -> Result<u64, ScoreError> {
    score(typed, winner, preset).map(|s| s.score)
}

#[test]
fn a_score_is_points_times_two_to_the_doubles() {
    assert_eq!(score_of(&counted(30, 2), true, limited()), Ok(120));
    assert_eq!(score_of(&counted(6, 0), false, limited()), Ok(6));
    assert_eq!(score_of(&counted(0, 3), false, limited()), Ok(0));
    let s = score(&counted(24, 1), true, limited()).unwrap();
    assert_eq!(
        (s.points, s.doubles, s.limit_hand, s.score),
        (24, 1, false, 48)
    );
}

#[test]
fn a_score_is_capped_at_the_limit_where_the_preset_has_one() {
    assert_eq!(score_of(&counted(100, 3), true, limited()), Ok(500));
    assert_eq!(score_of(&counted(125, 2), true, limited()), Ok(500));
    assert_eq!(score_of(&counted(100, 3), true, unlimited()), Ok(800));
    assert_eq!(
        score_of(&counted(MAX_POINTS, MAX_DOUBLES), true, unlimited()),
        Ok(1_000 << 20)
    );
}

#[test]
fn a_limit_hand_scores_the_limit_and_only_where_limits_are_played() {
    let s = score(&Typed::Limit, true, limited()).unwrap();
    assert_eq!((s.limit_hand, s.score), (true, 500));
    assert_eq!(
        score_of(&Typed::Limit, true, unlimited()),
        Err(ScoreError::NoLimitHands("the hand"))
    );
    assert_eq!(
        score_of(&Typed::Limit, false, limited()),
        Err(ScoreError::LoserLimit)
    );
}

#[test]
fn typed_numbers_are_refused_when_negative_too_large_or_short_of_winning() {
    assert_eq!(
        score_of(&counted(-2, 0), false, limited()),
        Err(ScoreError::NegativePoints(-2))
    );
    assert_eq!(
        score_of(&counted(2, -1), false, limited()),
        Err(ScoreError::NegativeDoubles(-1))
    );
    assert_eq!(
        score_of(&counted(MAX_POINTS + 1, 0), false, limited()),
        Err(ScoreError::TooManyPoints(MAX_POINTS + 1))
    );
    assert_eq!(
        score_of(&counted(4, MAX_DOUBLES + 1), false, limited()),
        Err(ScoreError::TooManyDoubles(MAX_DOUBLES + 1))
    );
    let err = score_of(&counted(18, 1), true, limited()).unwrap_err();
    assert_eq!(err, ScoreError::WinnerUnderWinningPoints(18));
    assert!(err.to_string().contains("include the 20 for winning"));
    // A loser with no scoring sets scores nothing.
    assert_eq!(score_of(&counted(0, 0), false, limited()), Ok(0));
}

#[test]
fn picked_entries_add_their_points_and_doubles_and_the_winner_gets_20() {
    // 20 + 8 (concealed pung of dragons) + 2 (self-pick) + 2 (pair of dragons) = 32, one double.
    let winner = picks(&[
        "concealed-pung-terminals-honours",
        "dragon-set",
        "self-pick",
        "pair-of-value",
    ]);
    let s = score(&winner, true, limited()).unwrap();
    assert_eq!((s.points, s.doubles, s.score), (32, 1, 64));
    // A loser: an open pung of simples and an own bonus tile (4 points, one double): 6 × 2.
    let loser = picks(&["open-pung-simples", "bonus-tile", "own-bonus-tile"]);
    assert_eq!(score_of(&loser, false, limited()), Ok(12));
    // Nothing picked: the winner has the 20 for winning, a loser nothing.
    assert_eq!(score_of(&picks(&[]), true, limited()), Ok(20));
    assert_eq!(score_of(&picks(&[]), false, limited()), Ok(0));
}

#[test]
fn an_entry_picked_twice_counts_twice() {
    let two_dragons = picks(&[
        "dragon-set",
        "dragon-set",
        "open-pung-terminals-honours",
        "open-pung-terminals-honours",
    ]);
    let s = score(&two_dragons, false, limited()).unwrap();
    assert_eq!((s.points, s.doubles, s.score), (8, 2, 32));
}

#[test]
fn a_full_flush_multiplies_by_eight_and_the_cap_applies_to_picks() {
    let flush = picks(&["full-flush", "concealed-pung-simples"]);
    assert_eq!(score_of(&flush, true, limited()), Ok(24 * 8));
    let big = picks(&[
        "full-flush",
        "concealed-gong-terminals-honours",
        "concealed-gong-terminals-honours",
    ]);
    assert_eq!(score_of(&big, true, limited()), Ok(500));
    assert_eq!(score_of(&big, true, unlimited()), Ok(84 * 8));
}

#[test]
fn a_limit_entry_picked_scores_the_limit() {
    assert_eq!(
        score_of(&picks(&["limit-thirteen-orphans"]), true, limited()),
        Ok(500)
    );
    assert_eq!(
        score_of(&picks(&["limit-thirteen-orphans"]), true, unlimited()),
        Err(ScoreError::NoLimitHands("Thirteen Orphans"))
    );
    assert_eq!(
        score_of(&picks(&["limit-four-gongs"]), false, limited()),
        Err(ScoreError::LoserLimit)
    );
}

#[test]
fn all_honours_is_a_limit_hand_where_limits_are_played_and_three_doubles_where_not() {
    let honours = picks(&["all-honours", "open-pung-terminals-honours"]);
    let err = score_of(&honours, true, limited()).unwrap_err();
    assert_eq!(
        err,
        ScoreError::LimitTwin("All Honours", "limit-all-honours")
    );
    assert!(err
        .to_string()
        .contains("pick the limit hand limit-all-honours"));
    assert_eq!(score_of(&honours, true, unlimited()), Ok(24 * 8));
    // Gift of Earth is not a limit hand: three doubles in every preset.
    assert_eq!(
        score_of(&picks(&["gift-of-earth"]), true, limited()),
        Ok(160)
    );
    assert!(matches!(
        score_of(&picks(&["gift-of-heaven"]), true, limited()),
        Err(ScoreError::LimitTwin(..))
    ));
}

#[test]
fn picks_the_list_does_not_allow_are_refused_with_the_reason() {
    assert_eq!(
        score_of(&picks(&["dragon-pung"]), false, limited()),
        Err(ScoreError::UnknownEntry("dragon-pung".into()))
    );
    assert_eq!(
        score_of(&picks(&["winning"]), true, limited()),
        Err(ScoreError::Automatic("Winning"))
    );
    assert_eq!(
        score_of(&picks(&["self-pick"]), false, limited()),
        Err(ScoreError::WinnerOnly("Self-picked win"))
    );
    assert_eq!(
        score_of(&picks(&["half-flush"]), false, limited()),
        Err(ScoreError::WinnerOnly("Half Flush"))
    );
    assert_eq!(
        score_of(&picks(&["dragon-set"; 4]), false, limited()),
        Err(ScoreError::TooMany {
            name: "Pung or gong of dragons (each)",
            count: 4,
            max: 3
        })
    );
    let five_sets = picks(&[
        "open-pung-simples",
        "open-pung-simples",
        "open-pung-simples",
        "concealed-pung-simples",
        "open-gong-simples",
    ]);
    assert!(matches!(
        score_of(&five_sets, false, limited()),
        Err(ScoreError::GroupFull { count: 5, .. })
    ));
    assert!(matches!(
        score_of(
            &picks(&["pair-of-value", "pair-of-double-wind"]),
            false,
            limited()
        ),
        Err(ScoreError::GroupFull { count: 2, .. })
    ));
    assert!(matches!(
        score_of(&picks(&["half-flush", "full-flush"]), true, limited()),
        Err(ScoreError::GroupFull { count: 2, .. })
    ));
    assert_eq!(
        score_of(&picks(&["four-chows", "bonus-tile"]), true, limited()),
        Err(ScoreError::Excludes(
            "Four chows, a worthless pair and no bonus tiles",
            "Bonus tile"
        ))
    );
    assert!(matches!(
        score_of(&picks(&["four-chows", "four-pungs"]), true, limited()),
        Err(ScoreError::GroupFull { count: 2, .. })
    ));
    // Four chows alone: 20 + 10.
    assert_eq!(score_of(&picks(&["four-chows"]), true, limited()), Ok(30));
}

#[test]
fn a_score_shows_its_product_and_the_limit_when_it_applies() {
    let s = |typed: Typed, p: &Preset| score(&typed, true, p).unwrap().to_string();
    assert_eq!(s(counted(32, 1), limited()), "32 × 2^1 = 64");
    assert_eq!(s(counted(100, 3), limited()), "100 × 2^3 = 800, limit 500");
    assert_eq!(s(counted(100, 3), unlimited()), "100 × 2^3 = 800");
    assert_eq!(s(Typed::Limit, limited()), "limit 500");
}

proptest! {
    /// Whatever a hand picks from the list, an accepted pick list scores within the bounds of
    /// typed points and doubles: the same hand can always be typed instead.
    #[test]
    fn picked_hands_stay_within_the_typed_bounds(
        ids in proptest::collection::vec(proptest::sample::select(LIST.iter().map(|e| e.id).collect::<Vec<_>>()), 0..30),
        winner in any::<bool>(),
    ) {
        let typed = Typed::Picks(ids.iter().map(|s| s.to_string()).collect());
        if let Ok(s) = score(&typed, winner, unlimited()) {
            prop_assert!(i64::from(s.points) <= MAX_POINTS);
            prop_assert!(i64::from(s.doubles) <= MAX_DOUBLES);
            if !s.limit_hand {
                let again = score(&counted(s.points.into(), s.doubles.into()), winner, unlimited());
                prop_assert_eq!(again.map(|t| t.score), Ok(s.score));
            }
        }
    }
}
