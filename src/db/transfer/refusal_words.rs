//! The English of a refused tournament file ([`ImportRefusal`]): "round 2 table 1: the version
//! 7000000000 is out of range.", where first, then what. One `Display` per type, so that a
//! translation replaces this file alone.

use std::fmt;

use super::refusal::{ImportRefusal, Part, Place, Problem, Text};
use crate::engine::ruleset::PresetId;
use crate::engine::styles::{style, StyleId};

impl fmt::Display for ImportRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportRefusal::TooMany { part, max } => {
                write!(f, "the file has more than {max} {part}.")
            }
            ImportRefusal::At { place, problem } => write!(f, "{place}: {problem}"),
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Players => "players",
            Part::Rounds => "rounds",
            Part::Penalties => "penalties",
        })
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Tournament => f.write_str("tournament"),
            Place::Player(n) => write!(f, "player {n}"),
            Place::Bracket => f.write_str("bracket"),
            Place::BracketStage(n) => write!(f, "bracket stage {n}"),
            Place::Round(n) => write!(f, "round {n}"),
            Place::Table { round, table } => write!(f, "round {round} table {table}"),
            Place::Mark { round, table, hand } => {
                write!(f, "round {round} table {table} hand {hand}")
            }
            Place::Penalty(n) => write!(f, "penalty {n}"),
            Place::AuditEntry(n) => write!(f, "audit entry {n}"),
            Place::Team(n) => write!(f, "team {n}"),
        }
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Text::Date => "date",
            Text::Reason => "reason",
            Text::Seed => "seed",
            Text::Phone => "phone",
            Text::Name => "name",
            Text::Dispute => "dispute",
            Text::Time => "time",
            Text::Action => "action",
            Text::Subject => "subject",
            Text::OldValue => "old value",
            Text::NewValue => "new value",
            Text::FormKey => "form key",
        })
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Details(e) => write!(f, "{e}"),
            Problem::SeedNotANumber
            | Problem::NobodyEntered
            | Problem::RoundNumberBelowOne
            | Problem::RoundTwice
            | Problem::TableNumberBelowOne
            | Problem::TablesOutOfOrder
            | Problem::MoreMarksThanHands
            | Problem::EnteringSeatOutOfRange
            | Problem::GameNotInFile
            | Problem::HandOutOfRange
            | Problem::UndoneByEarlier
            | Problem::NoTeamsInStyle => f.write_str(self.sentence()),
            Problem::Team(e) => write!(f, "{e}"),
            Problem::InTwoTeams { player } => write!(f, "player {player} is in two teams."),
            Problem::TeamNameTwice { name } => write!(
                f,
                "\"{name}\" names two teams (names ignore case and spaces)."
            ),
            Problem::HandEntry { found } => write!(
                f,
                "who records hands is \"{found}\"; it must be \"staff\" or \"table\"."
            ),
            Problem::Player(e) => write!(f, "{e}"),
            Problem::Text(what) => {
                write!(f, "the {what} is too long or holds a NUL character.")
            }
            Problem::UnknownPlayer { player } => {
                write!(f, "player {player} is not in the file's player list.")
            }
            Problem::IdTwice { id } => write!(f, "the id {id} is used twice."),
            Problem::NameTwice { name } => {
                write!(f, "\"{name}\" appears twice (names ignore case and spaces).")
            }
            Problem::UnreadablePlan { problem } => {
                write!(f, "its plan cannot be read: {problem}")
            }
            Problem::Plan(e) => write!(f, "{e}"),
            Problem::MoreStagesThanPlanned { stages, planned } => {
                write!(f, "{stages} stages, but its plan has {planned}.")
            }
            Problem::StageOutOfOrder { found } => write!(
                f,
                "stages must be numbered 0, 1, 2, … in order (found {found})."
            ),
            Problem::EnteredTwice { player } => write!(f, "player {player} entered twice."),
            Problem::UnknownSeating { code } => write!(f, "unknown seating \"{code}\"."),
            Problem::UnknownTableRule { code } => write!(f, "unknown table rule \"{code}\"."),
            Problem::TableRule(e) => write!(f, "{e}."),
            Problem::TooManyTables { max } => write!(f, "more than {max} tables."),
            Problem::SitsOutTwice { player } => write!(f, "player {player} sits out twice."),
            Problem::NoSuchStage { stage } => write!(
                f,
                "it belongs to bracket stage {stage}, which is not in the file."
            ),
            Problem::StageFull { stage, allowed } => {
                write!(f, "bracket stage {stage} has only {allowed} games.")
            }
            Problem::ClockOutOfRange { minutes } => write!(
                f,
                "the round's clock ({minutes} minutes) is out of range."
            ),
            Problem::ExtraTimeOutOfRange { table } => {
                write!(f, "the extra time of table {table} is out of range.")
            }
            Problem::UnknownRuleset { ruleset } => write!(f, "unknown ruleset \"{ruleset}\"."),
            Problem::OtherStyle {
                ruleset,
                style,
                tournament,
            } => other_style(f, ruleset, *style, *tournament),
            Problem::OtherTable {
                ruleset,
                seats,
                table,
            } => write!(
                f,
                "its ruleset \"{ruleset}\" seats {seats} players, but the tournament's tables seat {table}."
            ),
            Problem::Settings(e) => write!(f, "{e}"),
            Problem::VersionOutOfRange { version } => {
                write!(f, "the version {version} is out of range.")
            }
            Problem::TooManyHands { max } => write!(f, "more than {max} hands."),
            Problem::SeatBeyondTable { seats } => write!(
                f,
                "a player sits in a seat a table of {seats} does not have."
            ),
            Problem::SeatedTwice { player } => write!(
                f,
                "player {player} is seated more than once in this round."
            ),
            Problem::FifthSeat(e) => write!(f, "a fifth seat, but {e}."),
            Problem::Partners(e) => write!(f, "tag-team partners, but {e}."),
            Problem::FifthAndPartners => write!(
                f,
                "both a fifth person and tag-team partners; a table has one or the other."
            ),
            Problem::TooFewPlayers { least } => {
                write!(f, "a table needs at least {least} players.")
            }
            Problem::UnknownStatus { status } => write!(f, "unknown status \"{status}\"."),
            Problem::Penalty(e) => write!(f, "{e}"),
            Problem::UnknownAction { action } => write!(f, "unknown action \"{action}\"."),
        }
    }
}

/// A game of the style `game_style` (its ruleset `ruleset`) in a tournament playing
/// `tournament`.
fn other_style(
    f: &mut fmt::Formatter<'_>,
    ruleset: &str,
    game_style: StyleId,
    tournament: PresetId,
) -> fmt::Result {
    write!(
        f,
        "its ruleset \"{ruleset}\" is {}, but the tournament plays {} (\"{tournament}\"); a game of another style cannot be scored in it.",
        style(game_style).name(),
        style(tournament.style()).name(),
    )
}

impl Problem {
    /// The words of a problem that carries no facts (the others are worded by `Display`).
    fn sentence(&self) -> &'static str {
        match self {
            Problem::SeedNotANumber => "its seed is not a number.",
            Problem::NobodyEntered => "nobody entered it.",
            Problem::RoundNumberBelowOne => "round numbers start at 1.",
            Problem::RoundTwice => "the round appears twice.",
            Problem::TableNumberBelowOne => "table numbers start at 1.",
            Problem::TablesOutOfOrder => "the tables must be numbered 1, 2, 3, … in order.",
            Problem::MoreMarksThanHands => "more hand marks than hands.",
            Problem::EnteringSeatOutOfRange => "the seat that entered it is out of range.",
            Problem::GameNotInFile => "its game is not in the file.",
            Problem::HandOutOfRange => "its hand is out of range.",
            Problem::UndoneByEarlier => "it is undone by an entry that is not after it.",
            Problem::NoTeamsInStyle => "the tournament's style is not played in teams.",
            _ => "",
        }
    }
}
