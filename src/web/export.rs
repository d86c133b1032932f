//! CSV downloads of a tournament: players, seating, standings, games, hands, penalties and a
//! team tournament's teams.
//! What each file holds is `app::exports`'; here each is an address and a download, its header
//! line in the reader's language (`headers`; `?lang=` works on a download as on a page).

use super::error::WebResult;
use super::i18n::Asked;
use super::layout::Path;
use super::state::AppState;
use crate::app::exports::{self, CsvFile};
use crate::tournament::ids::TournamentId;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

mod headers;

pub use headers::{column_words, english_header};

/// Every file is `/t/{id}/export/<name>.csv`, downloaded as `tournament-<id>-<name>.csv`.
pub fn routes() -> Router<AppState> {
    CsvFile::ALL
        .into_iter()
        .fold(Router::new(), |router, file| {
            let download =
                move |State(state): State<AppState>, asked: Asked, Path(id): Path<TournamentId>| {
                    csv_file(state, asked, id, file)
                };
            router.route(
                &format!("/t/{{id}}/export/{}.csv", file.name()),
                get(download),
            )
        })
}

/// The tournament's file `file`, as a download named after the tournament, its header in the
/// reader's language (else the tournament's default).
async fn csv_file(
    state: AppState,
    asked: Asked,
    id: TournamentId,
    file: CsvFile,
) -> WebResult<Response> {
    let written = exports::csv(&state.db, id, file).await?;
    let body = headers::worded(asked.words(written.language), written.body);
    let disposition = format!(
        "attachment; filename=\"tournament-{id}-{}.csv\"",
        file.name()
    );
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}
