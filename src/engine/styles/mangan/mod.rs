//! Mangan Mahjong (docs/rules.md §15): four-player riichi with the club's four changes — no
//! repeat counters and no riichi stake; a win below mangan exchanges no points (the deal still
//! moves as usual); from mangan up the losers pay as usual but the winner receives nothing, so
//! the points leave the game; after South the rounds begin again at East, until a player has 0
//! points or fewer, and the player with most points wins. Nagashi mangan ("Pool of Dreams") and
//! renhou ("Gift of Man") are not scored and are refused with the reason.
//!
//! Everything else is the club's riichi (`msmc-2016`): the payment table without kiriage (the
//! club's own words place mangan at 5 han, 4 han 40 fu and 3 han 70 fu), head bump, pao, the
//! noten payments of an exhaustive draw, abortive draws and the reverse-mangan chombo. Where the
//! club's page is silent the decisions are docs/rules.md §15's, written beside the field or
//! function that makes them: the draw and the chombo exchange points as in riichi (the four
//! changes speak only of wins), a game ends at time after the hand in play, and the final score
//! is the points lost in thousands plus the club's uma, without oka.
//!
//! The hand is settled by riichi's settlement (`riichi::replay::settle_hand`) and changed by
//! [`replay`]; nothing here decides a payment the riichi style decides too.
//!
//! The tag-team form (eight people, two partners to a seat, the game ending when five have
//! reached 0) is [`tag_team`]: the same hand at the seats, each seat's change going to the
//! partner seated when the hand ended ([`facts`]).

pub mod facts;
mod refusal;
mod replay;
pub mod tag_team;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_game;
#[cfg(test)]
mod tests_tag_team;

pub use refusal::ManganRefusal;
pub use replay::ManganReplay;
pub use tag_team::TagTeamReplay;

use super::{Facts, StyleId, StyleRules};
use crate::engine::game::replay::Replay;
use crate::engine::payment::{base_points, Limit};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::engine::sheet::{ValueError, Winner, WinnerFacts};

/// The Mangan Mahjong preset ids.
pub const PRESETS: &[&str] = &["mangan"];

/// Mangan Mahjong, as the registry knows it.
pub struct Mangan;

impl Ruleset {
    /// Mangan Mahjong as tenbou plays it (`mangan`, docs/rules.md §15): the club's riichi at a
    /// table of four, 25,000 each at the start, no kiriage, no red fives, riichi declared
    /// without a stake, no nagashi mangan or renhou, no agari-yame; East and South cycle until
    /// a player has 0 points or fewer (the replay ends the game then, so `bust_ends_game` is
    /// the riichi flag's "below zero" left off). Decision: the final score is
    /// `(points − 25,000) / 1000` exactly plus the club's uma (+20/+10/−10/−20), with no oka
    /// (nobody returns to 30,000 in a game where points only leave) and ties by starting
    /// seat; a game still going when the round's time runs out ends after the hand in play.
    pub fn mangan() -> Ruleset {
        Ruleset {
            id: "mangan",
            name: "Mangan Mahjong (club night)",
            style: StyleId::Mangan,
            nagashi_mangan: false,
            bust_ends_game: false,
            uma: [20, 10, -10, -20],
            ..Ruleset::club_night(25_000)
        }
    }
}

/// The style's plain answers: riichi's han and fu at a table of four, riichi declared (the
/// yaku, with no stake), no counters, East and South cycling (`wind_rounds` 2, fixed).
pub const FACTS: Facts = Facts {
    counters: false,
    ..Facts::club_night(
        StyleId::Mangan,
        "Mangan Mahjong",
        TableSize::FOUR,
        PRESETS,
        |id| (id == PRESETS[0]).then(Ruleset::mangan),
        check_value,
    )
};

impl StyleRules for Mangan {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, _rules: &Ruleset, _names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(ManganReplay)
    }

    /// The tag-team form (docs/rules.md §15, "Tag team"): any Mangan preset, with eight people.
    fn game_of_partners(&self, rules: &Ruleset, names: [&str; 8]) -> Option<Box<dyn Replay>> {
        Some(Box::new(TagTeamReplay::new(rules, names)))
    }

    fn has_tag_team(&self) -> bool {
        true
    }
}

/// Whether `winner`'s value is one Mangan Mahjong scores: a riichi value, from tiles that do not
/// claim renhou (docs/rules.md §15: "Gift of Man" cannot be scored).
pub fn check_value(winner: &Winner, _written: WinnerFacts<'_>) -> Result<(), ValueError> {
    winner.value()?;
    let renhou = winner
        .tiles
        .as_ref()
        .is_some_and(|tiles| tiles.flags.iter().any(|flag| flag == "renhou"));
    if renhou {
        return Err(ValueError::Refused {
            seat: winner.seat,
            reason: ManganRefusal::GIFT_OF_MAN.to_owned(),
        });
    }
    Ok(())
}

/// Whether `winner`'s value reaches mangan under `rules` (5 han, 4 han 40 fu, 3 han 70 fu, a
/// named limit or yakuman): only then does anybody pay (docs/rules.md §15). The value has
/// already passed riichi's checks.
pub(crate) fn reaches_mangan(winner: &Winner, rules: &Ruleset) -> Result<bool, ValueError> {
    use super::riichi::Value;
    let base = match winner.value()? {
        Value::HanFu { han, fu } => base_points(han, fu.unwrap_or(0), 0, rules).points,
        Value::Limit(limit) => limit.base(),
        Value::Yakuman(count) => base_points(0, 0, count, rules).points,
    };
    Ok(base >= Limit::Mangan.base())
}
