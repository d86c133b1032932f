//! Moving a tournament between laptops: the whole tournament written as one file, and such a
//! file read back as a new tournament. What the file holds and how it is checked is
//! `db::transfer`'s; here each is one operation with its transaction, and a file that cannot
//! be imported is a [`TransferRefusal`] saying where its first problem is.

use super::audit_note::AuditNote;
use super::hands::Author;
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::transfer;
/// Why a file cannot be imported, as the check names it; a refusal carries it.
pub use crate::db::transfer::{ImportError, ImportRefusal, Part, Place, Problem, Text};
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::TournamentId;

/// Why a file was not imported; nothing was written. The problems the file's check finds are
/// kept as it states them, with where they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TransferRefusal {
    /// Not a tenbou tournament file at all, and why.
    NotADocument { problem: String },
    /// Written by a newer tenbou, in this format version.
    TooNew { version: u32 },
    /// A reference to a player the file does not list.
    UnknownPlayer { player: i64 },
    /// A hand that cannot be read.
    BadHand {
        round: i64,
        table: i64,
        hand: usize,
        problem: String,
    },
    /// A hand the rules refuse where it stands in its game.
    ImpossibleHand {
        round: i64,
        table: i64,
        hand: usize,
        problem: String,
    },
    /// A penalty at a table the file does not have.
    UnknownGame { round: i64, table: i64 },
    /// Another problem of the file, with where it is.
    Invalid(ImportRefusal),
    /// The database refused what the file holds (a constraint the check does not know).
    StorageRefused { problem: String },
}

impl From<ImportError> for TransferRefusal {
    fn from(err: ImportError) -> Self {
        match err {
            ImportError::NotADocument(problem) => Self::NotADocument { problem },
            ImportError::TooNew(version) => Self::TooNew { version },
            ImportError::UnknownPlayer(player) => Self::UnknownPlayer { player },
            ImportError::BadHand {
                round,
                table,
                hand,
                message,
            } => Self::BadHand {
                round,
                table,
                hand,
                problem: message,
            },
            ImportError::ImpossibleHand {
                round,
                table,
                hand,
                message,
            } => Self::ImpossibleHand {
                round,
                table,
                hand,
                problem: message,
            },
            ImportError::UnknownGame(round, table) => Self::UnknownGame { round, table },
            ImportError::Invalid(refusal) => Self::Invalid(refusal),
            ImportError::Database(err) => Self::StorageRefused {
                problem: err.to_string(),
            },
        }
    }
}

/// Tournament `id` as its transfer file (pretty JSON).
pub async fn export(store: &Store, id: TournamentId) -> AppResult<Vec<u8>> {
    let mut conn = store.read().await?;
    let document = transfer::export(&mut conn, id.get())
        .await?
        .ok_or(AppError::NotFound)?;
    serde_json::to_vec_pretty(&document).map_err(|err| AppError::Corrupt(format!("export: {err}")))
}

/// Imports a transfer file as a new tournament owned by its importer, its games' results
/// stored with it; the log of the laptop it came from arrives as it was, and the import itself
/// is noted outside it.
pub async fn import(store: &Store, author: &Author, file: &[u8]) -> AppResult<TournamentId> {
    let document = transfer::parse(file).map_err(TransferRefusal::from)?;
    let mut tx = store.begin_write().await?;
    let id = transfer::import(&mut tx, &document)
        .await
        .map_err(TransferRefusal::from)?;
    // The tournament is its importer's, whoever owned it on the laptop it came from.
    db::tournaments::set_owner(&mut tx, id, author.account_id).await?;
    // The imported games' results are stored with them, as for games recorded here.
    db::game_results::fill_tournament(&mut tx, id).await?;
    let name = &document.tournament.name;
    AuditNote::new(
        None,
        author.account_id,
        AuditAction::TournamentImported,
        name,
    )
    .changed("", &format!("as tournament {id}"))
    .detail(
        AuditDetail::new()
            .text("name", name)
            .number("tournament", id),
    )
    .commit::<AppError>(tx)
    .await?;
    Ok(TournamentId::new(id))
}
