//! MCR (Mahjong Competition Rules, Chinese Official, 81 fan; docs/rules.md §8): hands scored
//! from their tiles ([`scoring`]).
//!
//! Owns the `mcr` preset, the registry's answers for the style ([`Mcr`]), the check of a
//! winner's value (`fan`, 8 or more; `sheet::Winner::mcr_fan` in [`game`]) and the replay of a
//! game ([`game`]: 16 hands with the seat changes between wind rounds, base-8 payments, false
//! wins, penalties taken, table points). Like the rest of the engine it does no I/O.

pub mod line;
pub mod scoring;

// The game, its preset and the registry's answers for the style.
pub mod facts;
pub mod game;
pub mod replay;
#[cfg(test)]
mod replay_tests;

use super::{Facts, GameFlow, StandingsTieBreak, StyleId, StyleRules, ValueKind};
use crate::engine::game::replay::Replay;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::{FinalResult, Round};

/// The MCR preset ids.
pub const PRESETS: &[&str] = &["mcr"];

/// MCR, as the registry knows it: typed fan from 8 up (tiles once the scorer is on the sheet),
/// 16 hands with the seat changes of MCR championships, base 8, false wins and penalties, and
/// table points as the final score (docs/rules.md §8).
pub struct Mcr;

impl Ruleset {
    /// MCR (`mcr`, docs/rules.md §8): four wind rounds of four hands, the deal passing every
    /// hand, no riichi or counters, scores from 0, head bump, a game ended at time after the
    /// hand in progress. The score method says only that game points are not converted with
    /// uma or oka: the final score (table points) is the style's [`StyleRules::final_score`].
    pub fn mcr() -> Ruleset {
        Ruleset {
            // A false win is recorded with the hand (`false_wins`), not as a chombo; the four
            // wind rounds of 16 hands.
            ..Ruleset::in_points("mcr", "MCR (Chinese Official)", StyleId::Mcr)
        }
    }
}

/// The style's plain answers: those of the styles of points (a table of four, always the four
/// wind rounds of 16 hands, none of riichi's deposits, counters, red fives or three-player
/// tiles, no table penalties), as its ruleset's are, but for its value, fan, and its own game.
pub const FACTS: Facts = Facts {
    value_kind: ValueKind::Fan,
    game_flow: GameFlow::Mcr,
    ..Facts::points_game(
        StyleId::Mcr,
        "MCR (Chinese Official)",
        PRESETS,
        |id| (id == PRESETS[0]).then(Ruleset::mcr),
        |winner, _| winner.mcr_fan().map(drop),
    )
};

impl StyleRules for Mcr {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, _rules: &Ruleset, names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(replay::McrReplay(Box::new(game::Game::new(names))))
    }

    /// The players change seats between wind rounds (docs/rules.md §8): each hand's winds
    /// follow its turn in the game, not the round's dealer.
    fn seat_winds(&self, _table: TableSize, index: usize, _round: Round) -> [Seat; 4] {
        game::seat_winds(index).map(|w| Seat::new(w.index() as u8))
    }

    fn players_change_seats(&self) -> bool {
        true
    }

    /// Table points 4 / 2 / 1 / 0, shared on ties, from the game points; there is no chombo
    /// (false wins are paid at the table).
    fn final_score(&self, _rules: &Ruleset, points: [i32; 4], _chombos: [u32; 4]) -> FinalResult {
        game::final_result(points)
    }

    /// Total table points, then total game points.
    fn standings_tie_break(&self) -> StandingsTieBreak {
        StandingsTieBreak::GamePoints
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::PresetId;
    use crate::engine::ruleset::{MultiRon, TimeRule};
    use crate::engine::seat::TableSize;
    use crate::engine::sheet::{HandValue, Seat, Winner};
    use crate::engine::styles::{refusal, style};

    #[test]
    fn the_preset_plays_sixteen_hands_from_zero_with_no_riichi_or_counters() {
        let r = Ruleset::preset(PresetId::parse("mcr").expect("mcr is a preset"));
        assert_eq!(r, Ruleset::mcr());
        assert_eq!(r.style, StyleId::Mcr);
        assert_eq!((r.table, r.wind_rounds), (TableSize::FOUR, 4));
        assert_eq!((r.starting_points, r.return_points), (0, 0));
        assert!(!r.riichi && !r.table_penalties && !r.red_fives && !r.agari_yame);
        assert_eq!(r.multi_ron, MultiRon::HeadBump);
        assert_eq!(r.time_rule, TimeRule::FinishHand);
        assert_eq!(r.style_rules().value_kind(), ValueKind::Fan);
    }

    #[test]
    fn a_fan_value_is_accepted_and_other_styles_values_refused_with_the_reason() {
        let mcr = style(StyleId::Mcr);
        let seat = Seat::new(2);
        assert_eq!(
            mcr.check_value(
                &Winner::fan(seat, 12),
                crate::engine::sheet::WinnerFacts::default()
            ),
            Ok(())
        );
        let refused = |winner: Winner| refusal(StyleId::Mcr, &winner);
        assert_eq!(
            refused(Winner::faan(seat, 5)),
            "winner seat 2 (West): give `fan` (8 or more); this hand has a Hong Kong Old Style value (`faan`, or `\"limit\": true`)"
        );
        assert!(refused(Winner::han_fu(seat, 3, 30)).contains("this hand has a riichi value"));
        let nothing = Winner::new(seat, HandValue::Unclear(Default::default()));
        assert!(refused(nothing).contains("this hand has no value"));
        // The other styles refuse a fan value, naming it.
        let others = [
            StyleId::Riichi,
            StyleId::Sanma,
            StyleId::HongKongOldStyle,
            StyleId::Minefield,
        ];
        for id in others {
            let refused = refusal(id, &Winner::fan(seat, 12));
            assert!(refused.contains("an MCR value (`fan`)"), "{id:?}");
        }
    }

    #[test]
    fn the_final_score_is_the_table_points() {
        let r = Ruleset::mcr();
        let f = style(StyleId::Mcr).final_score(&r, [30, -10, 10, -30], [0; 4]);
        assert_eq!(f.rank, [1, 3, 2, 4]);
        assert_eq!(
            f.score.iter().map(|s| s.hundredths()).collect::<Vec<_>>(),
            [400, 100, 200, 0]
        );
    }
}
