//! Why a seating cannot be made (`tournament::seating::SeatingError`), in words: a round's
//! start, a bracket's game and a file's table rule all refuse with it.

use crate::tournament::seating::{SeatingError, TableSize};
use crate::web::i18n::Words;

/// A table's size as a word ("four", "quatre").
fn size(table: &TableSize, words: &Words) -> String {
    words.get_with("refusals-table-size", "size", table.count())
}

/// What to change (the rule, the players), in `words`' language.
pub fn seating_error(error: &SeatingError, words: &Words) -> String {
    use SeatingError as E;
    match error {
        E::TooFewPlayers { players, needed } => words.get_with2(
            "refusals-seating-too-few-players",
            ("players", players),
            ("needed", needed),
        ),
        E::NotMultipleOfFour { players } => {
            words.get_with("refusals-seating-not-multiple-of-four", "players", players)
        }
        E::NotMultipleOfThree { players } => {
            words.get_with("refusals-seating-not-multiple-of-three", "players", players)
        }
        E::NotMultipleOf { players, table } => words.get_with3(
            "refusals-seating-not-multiple-of",
            ("players", players),
            ("table", size(table, words)),
            ("count", table.count()),
        ),
        E::TooFewTablesForFifths {
            players,
            tables,
            left_over,
        } => words.get_with3(
            "refusals-seating-too-few-tables-for-fifths",
            ("players", players),
            ("tables", tables),
            ("left", left_over),
        ),
        E::NoFifthSeatAtTablesOfThree => words.get("refusals-seating-no-fifth-seat-at-three"),
        E::NoFifthSeatAtTablesOf { table } => words.get_with(
            "refusals-seating-no-fifth-seat-at",
            "table",
            size(table, words),
        ),
        E::NoSubstituteAtTablesOfTwo { players } => {
            words.get_with("refusals-seating-no-substitute-at-two", "players", players)
        }
        E::RoundRobinNeedsTablesOfTwo { table } => words.get_with(
            "refusals-seating-round-robin-tables-of-two",
            "table",
            size(table, words),
        ),
        E::RoundRobinTooLong {
            players,
            rounds,
            max,
        } => words.get_with3(
            "refusals-seating-round-robin-too-long",
            ("players", players),
            ("rounds", rounds),
            ("max", max),
        ),
        E::NoFifthSeatInStyle { style } => {
            words.get_with("refusals-seating-no-fifth-seat-in-style", "style", *style)
        }
        E::NoTagTeamInStyle { style } => {
            words.get_with("refusals-seating-no-tag-team-in-style", "style", *style)
        }
        E::NotMultipleOfEight { players } => {
            words.get_with("refusals-seating-not-multiple-of-eight", "players", players)
        }
        E::TagTeamsDrawnOnly => words.get("refusals-seating-tag-teams-drawn-only"),
        E::DuplicatePlayer(player) => words.get_with(
            "refusals-seating-duplicate-player",
            "player",
            player.to_string(),
        ),
        E::PlayerTwiceInHistory { round, player } => words.get_with2(
            "refusals-seating-player-twice-in-history",
            ("round", round),
            ("player", player.to_string()),
        ),
        E::TooManyPlayers { players, max } => words.get_with2(
            "refusals-seating-too-many-players",
            ("players", players),
            ("max", max),
        ),
        E::TooManyRounds { rounds, max } => words.get_with2(
            "refusals-seating-too-many-rounds",
            ("rounds", rounds),
            ("max", max),
        ),
    }
}
