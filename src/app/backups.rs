//! Backups: snapshots of the whole database taken while the event runs, listed and downloaded
//! by the organizer. A restore is a snapshot file put back in the database's place with tenbou
//! stopped (README), so nothing here writes over the live database.
//!
//! The folder is the front end's to know (beside the database file); these functions take it.
//! A PostgreSQL database is backed up by the server's own tool instead ([`server_tool`]).

use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::backup::BackupError;
use std::path::{Path, PathBuf};

/// One snapshot in the folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The file name, which sorts by the time it was taken.
    pub name: String,
    pub size_bytes: u64,
}

/// Why a snapshot could not be taken: the folder, or the copy itself.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    #[error("the backups folder {folder} cannot be written: {reason}")]
    Folder { folder: String, reason: String },
    #[error("the snapshot failed: {reason}")]
    Copy { reason: String },
}

/// The tool that backs up the store's database when tenbou's snapshots do not (`pg_dump` for
/// PostgreSQL); `None` for the SQLite file, which tenbou copies itself.
pub fn server_tool(store: &Store) -> Option<&'static str> {
    db::backup::server_tool(store.pool())
}

/// Takes a snapshot now into `dir`, keeping only the newest; returns its path.
pub async fn snapshot(store: &Store, dir: &Path) -> Result<PathBuf, SnapshotError> {
    db::backup::snapshot(store.pool(), dir)
        .await
        .map_err(|err| match err {
            BackupError::Folder(folder, reason) => SnapshotError::Folder { folder, reason },
            BackupError::Database(err) => SnapshotError::Copy {
                reason: err.to_string(),
            },
            err @ BackupError::ServerTool(_) => SnapshotError::Copy {
                reason: err.to_string(),
            },
        })
}

/// The snapshots in `dir`, newest first.
pub fn list(dir: &Path) -> Vec<Snapshot> {
    db::backup::list(dir)
        .into_iter()
        .map(|(name, size_bytes)| Snapshot { name, size_bytes })
        .collect()
}

/// A snapshot file to download: its bytes and the media type of the storage's file format.
pub struct SnapshotFile {
    pub media_type: &'static str,
    pub bytes: Vec<u8>,
}

/// Snapshot `name` in `dir`, or [`AppError::NotFound`] when `name` is no snapshot's (a path
/// such as `../tenbou.db` included) or the file is gone.
pub async fn read(dir: &Path, name: &str) -> AppResult<SnapshotFile> {
    if !db::backup::is_snapshot_name(name) {
        return Err(AppError::NotFound);
    }
    let bytes = tokio::fs::read(dir.join(name))
        .await
        .map_err(|_| AppError::NotFound)?;
    Ok(SnapshotFile {
        media_type: db::backup::SNAPSHOT_MEDIA_TYPE,
        bytes,
    })
}
