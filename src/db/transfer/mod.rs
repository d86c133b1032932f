//! Moving a tournament to another laptop: the whole tournament (details, players, teams, rounds
//! with their seating and every hand, penalties and the audit log) as one JSON document, and back.
//!
//! The document refers to players and games by their ids on the laptop that wrote it; import
//! gives everything new ids and maps the references, in one transaction, so a failed import
//! leaves nothing behind. Derived things (scores, standings) are not in the document: they are
//! replayed from the hands, so they come out identical.
//!
//! A file may come from anywhere, so nothing in it is trusted: [`check`] parses every part into
//! domain values through the same parsers as the forms (names, rulesets, penalties, seats,
//! tables, stages), plans its bracket for the tournament's table size, replays every game's
//! hands with the game's ruleset as the score sheet would, and refuses the whole file at its
//! first problem, named so that a person can find it ("player 3: …", "round 2 table 1: …",
//! "Round 2, table 1: hand 4 …"): a kind and its facts with where it is (`refusal.rs`),
//! worded in `refusal_words.rs`. Only a checked document is written, so everything imported
//! is something the pages, exports and saves can replay.

mod check;
mod export;
mod import;
mod refusal;
mod refusal_words;
mod teams;

pub use check::{check, Checked, MAX_GAME_VERSION, MAX_HANDS};
pub use export::export;
pub use import::import;
pub use refusal::{ImportRefusal, Part, Place, Problem, Text};

use super::audit::AuditAction;
use super::codes::Code;
use super::now;
use crate::db::Conn;
use crate::tournament::seating::{SeatingMode, TableRule};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The document's `format` field.
pub const FORMAT: &str = "tenbou-tournament";
/// The document's `version` field; a later tenbou reads every earlier version.
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TournamentDocument {
    pub format: String,
    pub version: u32,
    pub exported_at: String,
    pub tournament: TournamentPart,
    pub players: Vec<PlayerPart>,
    pub rounds: Vec<RoundPart>,
    pub penalties: Vec<PenaltyPart>,
    pub audit: Vec<AuditPart>,
    /// The bracket, once the organizer set one up.
    #[serde(default)]
    pub bracket: Option<BracketPart>,
    /// The teams of a tournament played in teams (docs/rules.md §16 "Teams"); absent from
    /// files written before teams and left out where there are none, so those read as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamPart>,
}

/// A team of two: its name and its partners by their ids in this document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TeamPart {
    pub name: String,
    pub players: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BracketPart {
    pub config: String,
    pub seed: String,
    pub created_at: String,
    pub stages: Vec<StagePart>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StagePart {
    pub position: i64,
    /// Penalties (by their `id` in this document) up to this one were given before the stage.
    pub penalty_floor: i64,
    pub created_at: String,
    /// (player id, reason) in order.
    pub players: Vec<(i64, String)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct TournamentPart {
    pub name: String,
    pub event_date: String,
    pub venue: String,
    pub ruleset: String,
    #[sqlx(try_from = "crate::db::Flag")]
    pub archived: bool,
    /// Who records hands: `staff` (organizer and referees) or `table` (each table).
    #[serde(default = "staff_entry")]
    pub hand_entry: String,
    /// The ruleset's settings (Hong Kong Old Style's wind rounds and faan table); absent in
    /// files written before they existed, which means the preset's defaults.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub rule_settings: String,
    /// The default language's code; absent in files written before tournaments had one, and
    /// for a tournament without one (the reader's browser decides).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub language: String,
}

fn staff_entry() -> String {
    "staff".into()
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct PlayerPart {
    /// The player's id in this document (its id on the laptop that wrote it).
    pub id: i64,
    pub name: String,
    pub name_key: String,
    pub club: String,
    pub player_number: String,
    #[sqlx(try_from = "crate::db::Flag")]
    pub checked_in: bool,
    #[sqlx(try_from = "crate::db::Flag")]
    pub withdrawn: bool,
    /// The EMA number and country (docs/ema.md), absent from files written before them and
    /// left out for a player without them, so such files read as they always did.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub ema_number: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub country: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundPart {
    pub number: i64,
    /// The position of the bracket stage the round belongs to.
    #[serde(default)]
    pub stage: Option<i64>,
    pub seed: String,
    pub mode: String,
    pub table_rule: String,
    pub sit_outs: Vec<i64>,
    pub games: Vec<GamePart>,
    /// The round's clock: when it started (Unix seconds) and its length in minutes.
    #[serde(default)]
    pub clock: Option<(i64, i64)>,
    /// Time and hands given to single tables past the round's time.
    #[serde(default)]
    pub table_times: Vec<TableTimePart>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct TableTimePart {
    pub table_number: i64,
    pub extra_minutes: i64,
    pub extra_hands: i64,
    pub hands_used: i64,
}

/// How a hand was entered and where its confirmation stands (a hand entered at a table waits
/// for a second player of that table).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct HandMarkPart {
    /// `confirmed`, `pending` or `disputed`.
    pub status: String,
    pub entered_seat: Option<i64>,
    pub entered_device: String,
    pub entered_by: String,
    pub dispute: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GamePart {
    pub table_number: i64,
    pub ruleset: String,
    pub version: i64,
    /// Player ids by starting seat; null for the substitute.
    pub seats: [Option<i64>; 4],
    /// The fifth person of an American table of five (the first bettor, game seat 4,
    /// docs/rules.md §10); absent at every other table, so files without one read and write
    /// as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fifth: Option<i64>,
    /// The partners of East to North at a Mangan tag-team table of eight (game seats 4–7,
    /// docs/rules.md §15, "Tag team"); absent at every other table, so files without them read
    /// and write as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partners: Option<[i64; 4]>,
    /// The stored hands, each the engine's hand JSON.
    pub hands: Vec<serde_json::Value>,
    /// Each hand's mark, in the same order; absent (an older file) means every hand confirmed.
    #[serde(default)]
    pub marks: Vec<HandMarkPart>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PenaltyPart {
    /// The penalty's id in this document.
    #[serde(default)]
    pub id: i64,
    pub player: i64,
    /// (round number, table number) of the game it happened in.
    pub game: Option<(i64, i64)>,
    pub kind: String,
    pub amount: i64,
    pub reason: String,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct AuditPart {
    pub at: String,
    pub who: String,
    pub action: String,
    pub subject: String,
    pub before_value: String,
    pub after_value: String,
    /// For a change of a game's hands: the game as (round number, table number), so that undo
    /// and restoring a deleted hand work on the other laptop too.
    #[serde(default)]
    #[sqlx(skip)]
    pub game: Option<(i64, i64)>,
    #[serde(default)]
    pub hand_position: Option<i64>,
    #[serde(default)]
    pub form_key: Option<String>,
    /// The entry's facts (`tournament::audit_detail`, as JSON), which the log's page words in
    /// the reader's language; a file from before has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The entry (its index in this document's audit list) that undid or restored this one.
    #[serde(default)]
    #[sqlx(skip)]
    pub reverted_by: Option<usize>,
}

/// Why a document cannot be imported; nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("This is not a tenbou tournament file: {0}")]
    NotADocument(String),
    #[error("This file was written by a newer tenbou (format version {0}); update tenbou on this laptop first.")]
    TooNew(u32),
    #[error("The file refers to player {0}, who is not in its player list.")]
    UnknownPlayer(i64),
    #[error("Round {round}, table {table}: hand {hand} cannot be read: {message}")]
    BadHand {
        round: i64,
        table: i64,
        hand: usize,
        message: String,
    },
    /// A hand the rules refuse where it stands in its game (replayed with the game's ruleset).
    #[error("Round {round}, table {table}: hand {hand} cannot have happened: {message}")]
    ImpossibleHand {
        round: i64,
        table: i64,
        hand: usize,
        message: String,
    },
    #[error("The file's penalty refers to round {0} table {1}, which is not in the file.")]
    UnknownGame(i64, i64),
    /// The first problem found in the file, with where it is.
    #[error("{0}")]
    Invalid(ImportRefusal),
    #[error("The database refused the import: {0}")]
    Database(#[from] sqlx::Error),
}

/// Parses a document, refusing anything that is not one.
pub fn parse(bytes: &[u8]) -> Result<TournamentDocument, ImportError> {
    let doc: TournamentDocument =
        serde_json::from_slice(bytes).map_err(|e| ImportError::NotADocument(e.to_string()))?;
    if doc.format != FORMAT {
        return Err(ImportError::NotADocument(format!(
            "its format is \"{}\"",
            doc.format
        )));
    }
    if doc.version > VERSION {
        return Err(ImportError::TooNew(doc.version));
    }
    Ok(doc)
}
