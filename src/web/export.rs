//! CSV downloads of a tournament's players and seating.

use super::error::{WebError, WebResult};
use super::pages::load_tournament;
use super::AppState;
use crate::db;
use crate::export::{self, PlayerLine, SeatLine};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/export/players.csv", get(players_csv))
        .route("/t/{id}/export/seating.csv", get(seating_csv))
}

/// A CSV download named after the tournament.
pub fn csv_response(filename: &str, body: Vec<u8>) -> Response {
    let disposition = format!("attachment; filename=\"{filename}\"");
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response()
}

fn csv_error(err: csv::Error) -> WebError {
    WebError::Internal(format!("csv: {err}"))
}

async fn players_csv(State(state): State<AppState>, Path(id): Path<i64>) -> WebResult<Response> {
    let mut conn = state.db.acquire().await?;
    load_tournament(&mut conn, id).await?;
    let players = db::players::list(&mut conn, id).await?;
    let lines: Vec<PlayerLine> = players
        .iter()
        .map(|p| PlayerLine {
            name: &p.name,
            club: &p.club,
            number: &p.player_number,
            checked_in: p.checked_in,
            withdrawn: p.withdrawn,
        })
        .collect();
    let mut body = Vec::new();
    export::write_players(&mut body, &lines).map_err(csv_error)?;
    Ok(csv_response(&format!("tournament-{id}-players.csv"), body))
}

const SEAT_LETTERS: [&str; 4] = ["E", "S", "W", "N"];

async fn seating_csv(State(state): State<AppState>, Path(id): Path<i64>) -> WebResult<Response> {
    let mut conn = state.db.acquire().await?;
    load_tournament(&mut conn, id).await?;
    let mut rows = Vec::new();
    for round in db::rounds::list(&mut conn, id).await? {
        for seat in db::rounds::seats(&mut conn, round.id).await? {
            rows.push((round.number, seat));
        }
    }
    let lines: Vec<SeatLine> = rows
        .iter()
        .map(|(round, seat)| SeatLine {
            round: *round,
            table: seat.table_number,
            seat: SEAT_LETTERS[seat.seat as usize % 4],
            player: seat.player_name.as_deref().unwrap_or(""),
        })
        .collect();
    let mut body = Vec::new();
    export::write_seating(&mut body, &lines).map_err(csv_error)?;
    Ok(csv_response(&format!("tournament-{id}-seating.csv"), body))
}
