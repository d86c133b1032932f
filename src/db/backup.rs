//! Snapshots of the whole database: a consistent copy taken while the app keeps running (the
//! copy itself is SQLite's `VACUUM INTO`, fenced in `db::sqlite`), kept in a `backups/` folder
//! beside the database, the newest [`KEEP_SNAPSHOTS`] kept. A PostgreSQL database is not copied
//! by tenbou: [`server_tool`] names the server's own tool, which whoever runs it runs.

use super::Pool;
use std::path::{Path, PathBuf};

/// How many snapshots are kept; older ones are deleted after each new one.
pub const KEEP_SNAPSHOTS: usize = 20;
/// The media type of a snapshot file, for a download: the storage knows its own file format.
pub const SNAPSHOT_MEDIA_TYPE: &str = "application/vnd.sqlite3";
const PREFIX: &str = "tenbou-";
const SUFFIX: &str = ".db";

/// The backups folder for a database file: `backups/` beside it.
pub fn backup_dir_for(db_path: &Path) -> PathBuf {
    db_path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join("backups")
}

/// Whether `name` is a snapshot file name this module made (also guards downloads against
/// paths like `../tenbou.db`).
pub fn is_snapshot_name(name: &str) -> bool {
    name.strip_prefix(PREFIX)
        .and_then(|rest| rest.strip_suffix(SUFFIX))
        .is_some_and(|stamp| {
            !stamp.is_empty() && stamp.chars().all(|c| c.is_ascii_digit() || c == '-')
        })
}

/// The tool that backs up the database behind `pool` when tenbou's own snapshot does not:
/// `pg_dump` for PostgreSQL, none for a SQLite file.
pub fn server_tool(pool: &Pool) -> Option<&'static str> {
    super::Backend::of(pool).backup_tool()
}

/// Takes a snapshot now; returns its path.
pub async fn snapshot(pool: &Pool, dir: &Path) -> Result<PathBuf, BackupError> {
    if let Some(tool) = server_tool(pool) {
        return Err(BackupError::ServerTool(tool));
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| BackupError::Folder(dir.display().to_string(), e.to_string()))?;
    let stamp = chrono::Utc::now().format("%Y%m%d-%H%M%S-%3f");
    let path = dir.join(format!("{PREFIX}{stamp}{SUFFIX}"));
    let target = path.to_string_lossy().into_owned();
    super::sqlite::copy_into(pool, &target).await?;
    prune(dir)?;
    Ok(path)
}

/// The snapshots in `dir`, newest first: (file name, size in bytes).
pub fn list(dir: &Path) -> Vec<(String, u64)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(String, u64)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            is_snapshot_name(&name).then(|| (name, e.metadata().map(|m| m.len()).unwrap_or(0)))
        })
        .collect();
    // The names sort by time.
    found.sort_by(|a, b| b.0.cmp(&a.0));
    found
}

fn prune(dir: &Path) -> Result<(), BackupError> {
    for (name, _) in list(dir).into_iter().skip(KEEP_SNAPSHOTS) {
        std::fs::remove_file(dir.join(&name))
            .map_err(|e| BackupError::Folder(name, e.to_string()))?;
    }
    Ok(())
}

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("the backups folder {0} cannot be written: {1}")]
    Folder(String, String),
    #[error("the snapshot failed: {0}")]
    Database(#[from] sqlx::Error),
    #[error("this database is backed up with {0}, not by tenbou")]
    ServerTool(&'static str),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_of_snapshots_are_snapshots() {
        assert!(is_snapshot_name("tenbou-20261121-101500-123.db"));
        assert!(!is_snapshot_name("tenbou.db"));
        assert!(!is_snapshot_name("tenbou-../x.db"));
        assert!(!is_snapshot_name("tenbou-2026/x.db"));
        assert!(!is_snapshot_name("other-20261121.db"));
    }

    #[tokio::test]
    async fn a_snapshot_is_a_working_copy_and_only_the_newest_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let pool = crate::db::open(&dir.path().join("t.db")).await.unwrap();
        sqlx::query(
            "INSERT INTO tournaments (name, created_at, updated_at) VALUES ('Kept', '', '')",
        )
        .execute(&pool)
        .await
        .unwrap();
        let backups = backup_dir_for(&dir.path().join("t.db"));
        for _ in 0..KEEP_SNAPSHOTS + 3 {
            snapshot(&pool, &backups).await.unwrap();
            tokio::time::sleep(std::time::Duration::from_millis(2)).await;
        }
        let kept = list(&backups);
        assert_eq!(kept.len(), KEEP_SNAPSHOTS);
        let copy = crate::db::open(&backups.join(&kept[0].0)).await.unwrap();
        let name: String = sqlx::query_scalar("SELECT name FROM tournaments")
            .fetch_one(&copy)
            .await
            .unwrap();
        assert_eq!(name, "Kept");
    }
}
