//! Minefield hands scored from their tiles (docs/rules.md §13): the second player's West seat
//! wind, no round wind, riichi always counted, and the situations Minefield cannot have.

use crate::engine::hand::error::{HandError, SituationConflict};
use crate::engine::hand::evaluate::{evaluate, Score};
use crate::engine::hand::notation::{HandInput, Situation, Wind};
use crate::engine::ruleset::Ruleset;

/// Closed hands won by ron on 9s (a two-sided wait), with a pung of the wind numbered `wind`
/// (`1` East, `3` West) and nothing else of value but riichi.
fn wind_pung_hand(wind: char) -> String {
    format!("123m456p789s{wind}{wind}{wind}z55p")
}

fn scored(hand: &str, seat: Wind, rules: &Ruleset) -> Result<Score, HandError> {
    let input = HandInput {
        hand,
        win_tile: "9s",
        seat_wind: seat,
        // What a four-player East round would value; Minefield plays no round wind.
        round_wind: Wind::East,
        ..HandInput::default()
    };
    evaluate(&input, rules)
}

fn yaku_names(score: &Score) -> Vec<&'static str> {
    score
        .yaku
        .as_slice()
        .iter()
        .map(|y| y.yaku.name())
        .collect()
}

#[test]
fn a_west_pung_is_the_second_players_seat_wind() {
    let hand = wind_pung_hand('3');
    let second = scored(&hand, Wind::West, &Ruleset::minefield()).unwrap();
    assert_eq!(yaku_names(&second), ["riichi", "yakuhai_seat_wind_west"]);
    let first = scored(&hand, Wind::East, &Ruleset::minefield()).unwrap();
    assert_eq!(yaku_names(&first), ["riichi"]);
}

#[test]
fn an_east_pung_counts_only_as_the_first_players_seat_wind() {
    let hand = wind_pung_hand('1');
    let first = scored(&hand, Wind::East, &Ruleset::minefield()).unwrap();
    assert_eq!(yaku_names(&first), ["riichi", "yakuhai_seat_wind_east"]);
    // No round wind: the West player's East pung is worth nothing, where a four-player East
    // round would count it as the round wind.
    let second = scored(&hand, Wind::West, &Ruleset::minefield()).unwrap();
    assert_eq!(yaku_names(&second), ["riichi"]);
    let riichi = HandInput {
        hand: &hand,
        win_tile: "9s",
        seat_wind: Wind::West,
        situation: Situation {
            riichi: true,
            ..Situation::default()
        },
        ..HandInput::default()
    };
    let four_players = evaluate(&riichi, &Ruleset::club()).unwrap();
    assert!(yaku_names(&four_players).contains(&"yakuhai_round_wind_east"));
}

#[test]
fn an_east_pair_gives_the_second_player_no_fu() {
    // 111m pung closed, East pair, won on a two-sided wait.
    let hand = "111234m456p789s11z";
    let fu_of = |seat| {
        let input = HandInput {
            hand,
            win_tile: "4m",
            seat_wind: seat,
            ..HandInput::default()
        };
        let score = evaluate(&input, &Ruleset::minefield()).unwrap();
        score
            .fu_details
            .as_slice()
            .iter()
            .map(|part| part.reason.name())
            .collect::<Vec<_>>()
    };
    assert!(fu_of(Wind::East).contains(&"seat_wind_pair"));
    let second = fu_of(Wind::West);
    assert!(!second.contains(&"round_wind_pair") && !second.contains(&"seat_wind_pair"));
}

#[test]
fn what_minefield_cannot_have_is_refused() {
    let hand = wind_pung_hand('3');
    let south = scored(&hand, Wind::South, &Ruleset::minefield()).unwrap_err();
    assert_eq!(
        south,
        HandError::InvalidSituation(SituationConflict::SeatNotInMinefield)
    );
    for (situation, refusal) in [
        (
            Situation {
                tsumo: true,
                ..Situation::default()
            },
            SituationConflict::TsumoInMinefield,
        ),
        (
            Situation {
                riichi: true,
                double_riichi: true,
                ..Situation::default()
            },
            SituationConflict::DoubleRiichiInMinefield,
        ),
    ] {
        let input = HandInput {
            hand: &hand,
            win_tile: "9s",
            situation,
            ..HandInput::default()
        };
        let refused = evaluate(&input, &Ruleset::minefield()).unwrap_err();
        assert_eq!(refused, HandError::InvalidSituation(refusal));
    }
}

#[test]
fn ippatsu_counts_only_when_written() {
    let hand = wind_pung_hand('3');
    let input = HandInput {
        hand: &hand,
        win_tile: "9s",
        seat_wind: Wind::West,
        situation: Situation {
            ippatsu: true,
            ..Situation::default()
        },
        ..HandInput::default()
    };
    let score = evaluate(&input, &Ruleset::minefield()).unwrap();
    assert_eq!(
        yaku_names(&score),
        ["riichi", "ippatsu", "yakuhai_seat_wind_west"]
    );
}
