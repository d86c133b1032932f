//! Tables record their own hands: a player scans the table's code (on the table card), says
//! which seat they are, and records hands on their phone with the organizer's own form and
//! preview (`games`). Such a hand is pending until another player of the table (or the organizer
//! or a referee) confirms it; a disputed hand waits for the organizer.
//!
//! What a table code may do: open its own game's sheet, record new hands there, confirm or
//! dispute them. Nothing else — no other game, no correction, no admin page. The phone has no
//! account: a cookie scoped to the table's address remembers its seat and carries a random
//! token that every form sends back (the table's CSRF check). Wrong codes are counted per
//! address and answered with 429 after [`MAX_WRONG_CODES`] a minute.
//!
//! This module owns the table's routes and the organizer's switch between "organizer and
//! referees only" and "tables record their own hands"; storing hands stays `games::store_hands`.

use super::auth::{CurrentUser, Peer};
use super::error::{WebError, WebResult};
use super::games::{decide_hand, sheet_page, submit, Actor, TablePlayer};
use super::layout::{load_tournament, wind_name, Nav};
use super::layout::{Page, Path};
use super::AppState;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::results::load_game;
use crate::db::table_codes::{normalise_code, HandEntry, CODE_ALPHABET, CODE_LENGTH};
use crate::engine::seat::{Seat, TableSize};

/// The table a phone sits at: four seats, like the score sheet it enters hands on.
const TABLE: TableSize = TableSize::Four;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use blake2::{Blake2s256, Digest};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The phone's cookie: `CODE.TOKEN.SEAT` (seat `x` until chosen), path-scoped to the table.
pub const TABLE_COOKIE: &str = "tenbou_table";
/// Wrong codes allowed per address per [`WRONG_CODE_WINDOW`].
pub const MAX_WRONG_CODES: usize = 10;
const WRONG_CODE_WINDOW: Duration = Duration::from_secs(60);

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/table", get(code_form))
        .route("/t/{id}/table/{code}", get(table_sheet))
        .route(
            "/t/{id}/table/{code}/seat",
            get(seat_form).post(choose_seat),
        )
        .route("/t/{id}/table/{code}/hands", post(record))
        .route("/t/{id}/table/{code}/hands/{pos}/confirm", post(confirm))
        .route("/t/{id}/table/{code}/hands/{pos}/dispute", post(dispute))
}

pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/hand-entry", post(set_hand_entry))
}

/// Wrong table codes per client address in the last minute.
#[derive(Debug, Default)]
pub struct CodeThrottle {
    wrong: Mutex<HashMap<Option<IpAddr>, Vec<Instant>>>,
}

impl CodeThrottle {
    /// How long this address must wait before trying a code again, if it must.
    pub fn wait(&self, client: Option<IpAddr>) -> Option<Duration> {
        let mut wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        let times = wrong.entry(client).or_default();
        times.retain(|t| now.duration_since(*t) < WRONG_CODE_WINDOW);
        if times.len() < MAX_WRONG_CODES {
            return None;
        }
        let oldest = times.first().copied().unwrap_or(now);
        Some(WRONG_CODE_WINDOW.saturating_sub(now.duration_since(oldest)))
    }

    pub fn record_wrong(&self, client: Option<IpAddr>) {
        let mut wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
        // Forget addresses that have been quiet for a while, so the map stays small.
        let now = Instant::now();
        wrong.retain(|_, times| {
            times
                .last()
                .is_some_and(|t| now.duration_since(*t) < WRONG_CODE_WINDOW)
        });
        wrong.entry(client).or_default().push(now);
    }
}

#[derive(Template)]
#[template(path = "table/code.html")]
struct CodePage {
    nav: Nav,
    tournament_id: i64,
    tournament_name: String,
    typed: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "table/seat.html")]
struct SeatPage {
    nav: Nav,
    tournament_name: String,
    tournament_id: i64,
    code: String,
    round: i64,
    table: i64,
    /// (starting seat, name, wind)
    seats: Vec<(Seat, String, &'static str)>,
    chosen: Option<Seat>,
    csrf: String,
}

impl SeatPage {
    fn is_chosen(&self, seat: &Seat) -> bool {
        self.chosen == Some(*seat)
    }
}

/// The page for a code that opens nothing: says what to do, offers to type it again.
fn wrong_code_page(id: i64, name: String, typed: &str) -> WebResult<Response> {
    let page = CodePage {
        nav: Nav::default(),
        tournament_id: id,
        tournament_name: name,
        typed: typed.to_string(),
        error: Some(format!(
            "No table of this tournament has the code “{typed}”. Codes are {CODE_LENGTH} letters and digits printed on your table's card; a round that was redrawn has new codes. Check the card, or ask the organizer."
        )),
    };
    Ok(Page::with_status(StatusCode::NOT_FOUND, page).into_response())
}

/// A table's game from its code, counting a wrong code against the address; refused while the
/// address has guessed too often, and when the tournament does not let tables record.
async fn open_table(
    state: &AppState,
    peer: &Peer,
    id: i64,
    code: &str,
) -> WebResult<Result<i64, Response>> {
    let client = peer.0.map(|a| a.ip());
    if let Some(wait) = state.table_codes.wait(client) {
        return Err(WebError::TooManyRequests(format!(
            "Too many wrong table codes from this device. Try again in {} seconds, with the code on your table's card.",
            wait.as_secs().max(1)
        )));
    }
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let code = normalise_code(code);
    let well_formed = code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b));
    let game = if well_formed {
        db::table_codes::game_of_code(&mut conn, id, &code).await?
    } else {
        None
    };
    let Some(game) = game else {
        state.table_codes.record_wrong(client);
        return Ok(Err(wrong_code_page(id, tournament.name, &code)?));
    };
    if db::table_codes::hand_entry(&mut conn, id).await? != HandEntry::Table {
        return Err(WebError::Forbidden(
            "In this tournament the organizer and referees record the hands: call them to your table.".into(),
        ));
    }
    if tournament.archived {
        return Err(WebError::Forbidden(
            "This tournament is over and archived: its sheets no longer change.".into(),
        ));
    }
    Ok(Ok(game))
}

/// What the phone's cookie says: its token and seat, if it belongs to this table.
struct Phone {
    token: String,
    seat: Option<Seat>,
}

fn phone_of(jar: &CookieJar, code: &str) -> Option<Phone> {
    let value = jar.get(TABLE_COOKIE)?.value().to_string();
    let mut parts = value.split('.');
    let (cookie_code, token, seat) = (parts.next()?, parts.next()?, parts.next()?);
    if cookie_code != code || token.len() != 32 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    Some(Phone {
        token: token.to_string(),
        seat: seat.parse::<Seat>().ok().filter(|s| TABLE.contains(*s)),
    })
}

fn phone_cookie(
    state: &AppState,
    id: i64,
    code: &str,
    token: &str,
    seat: Option<Seat>,
) -> Cookie<'static> {
    let seat = seat.map_or_else(|| "x".to_string(), |s| s.to_string());
    let mut cookie = Cookie::new(TABLE_COOKIE, format!("{code}.{token}.{seat}"));
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Lax);
    cookie.set_path(format!("/t/{id}/table/{code}"));
    cookie.set_secure(state.secure_cookies);
    cookie
}

fn device_of(token: &str) -> String {
    Blake2s256::digest(token.as_bytes())[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn check_csrf(phone: &Phone, fields: &HashMap<String, String>) -> WebResult<()> {
    let sent = fields.get("csrf").map(String::as_bytes).unwrap_or_default();
    let expected = phone.token.as_bytes();
    let same = sent.len() == expected.len()
        && sent
            .iter()
            .zip(expected)
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0;
    if same {
        Ok(())
    } else {
        Err(WebError::Forbidden(
            "This form has expired or did not come from this table's page. Open the table's code again and retry.".into(),
        ))
    }
}

/// The player at the table, from the phone's cookie, if it has chosen a seat with a player.
async fn table_player(
    state: &AppState,
    id: i64,
    gid: i64,
    code: &str,
    phone: &Phone,
) -> WebResult<Option<TablePlayer>> {
    let Some(seat) = phone.seat else {
        return Ok(None);
    };
    let mut conn = state.db.acquire().await?;
    let info = db::games::get(&mut conn, id, gid)
        .await?
        .ok_or(WebError::NotFound)?;
    let Some((_, name)) = info.seats.get(seat.index()).cloned().flatten() else {
        return Ok(None);
    };
    Ok(Some(TablePlayer {
        code: code.to_string(),
        seat,
        name,
        device: device_of(&phone.token),
        csrf: phone.token.clone(),
    }))
}

#[derive(serde::Deserialize)]
struct CodeQuery {
    #[serde(default)]
    code: String,
}

/// "Type your table's code": for a phone without a camera, or a code read out loud.
async fn code_form(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    Query(query): Query<CodeQuery>,
) -> WebResult<Response> {
    let typed = normalise_code(&query.code);
    if !typed.is_empty() {
        return Ok(Redirect::to(&format!("/t/{id}/table/{typed}")).into_response());
    }
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let page = CodePage {
        nav: Nav::default(),
        tournament_id: id,
        tournament_name: tournament.name,
        typed: String::new(),
        error: None,
    };
    Ok(Page::new(page).into_response())
}

/// The table's sheet for a phone that said who it is; else the question "who are you?".
async fn table_sheet(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Path((id, code)): Path<(i64, String)>,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Response> {
    let gid = match open_table(&state, &peer, id, &code).await? {
        Ok(gid) => gid,
        Err(page) => return Ok(page),
    };
    let code = normalise_code(&code);
    let player = match phone_of(&jar, &code) {
        Some(phone) => table_player(&state, id, gid, &code, &phone).await?,
        None => None,
    };
    let Some(player) = player else {
        return seat_page(&state, jar, id, gid, &code).await;
    };
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let page = sheet_page(&mut conn, &Actor::Table(&player), tournament, &game, &query).await?;
    Ok(Page::new(page).into_response())
}

async fn seat_page(
    state: &AppState,
    jar: CookieJar,
    id: i64,
    gid: i64,
    code: &str,
) -> WebResult<Response> {
    let phone = phone_of(&jar, code);
    let token = phone
        .as_ref()
        .map_or_else(|| super::auth::random_token(16), |p| p.token.clone());
    let chosen = phone.as_ref().and_then(|p| p.seat);
    let jar = jar.add(phone_cookie(state, id, code, &token, chosen));
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let info = db::games::get(&mut conn, id, gid)
        .await?
        .ok_or(WebError::NotFound)?;
    let seats = TABLE
        .seats()
        .zip(&info.seats)
        .filter_map(|(seat, s)| {
            s.as_ref()
                .map(|(_, name)| (seat, name.clone(), wind_name(seat)))
        })
        .collect();
    let page = SeatPage {
        nav: Nav::default(),
        tournament_name: tournament.name,
        tournament_id: id,
        code: code.to_string(),
        round: info.round_number,
        table: info.table_number,
        seats,
        chosen,
        csrf: token,
    };
    Ok((jar, Page::new(page)).into_response())
}

async fn seat_form(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Path((id, code)): Path<(i64, String)>,
) -> WebResult<Response> {
    let gid = match open_table(&state, &peer, id, &code).await? {
        Ok(gid) => gid,
        Err(page) => return Ok(page),
    };
    seat_page(&state, jar, id, gid, &normalise_code(&code)).await
}

async fn choose_seat(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Path((id, code)): Path<(i64, String)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let gid = match open_table(&state, &peer, id, &code).await? {
        Ok(gid) => gid,
        Err(page) => return Ok(page),
    };
    let code = normalise_code(&code);
    let phone = phone_of(&jar, &code).ok_or_else(|| {
        WebError::Forbidden(
            "This phone has no page of this table open: scan the table's code again.".into(),
        )
    })?;
    check_csrf(&phone, &fields)?;
    let mut conn = state.db.acquire().await?;
    let info = db::games::get(&mut conn, id, gid)
        .await?
        .ok_or(WebError::NotFound)?;
    let seat = fields
        .get("seat")
        .and_then(|s| s.parse::<Seat>().ok())
        .filter(|s| TABLE.contains(*s) && info.seats.get(s.index()).is_some_and(Option::is_some))
        .ok_or_else(|| WebError::BadRequest("Choose your name at this table.".into()))?;
    let picked_again = phone.seat == Some(seat);
    let jar = jar.add(phone_cookie(&state, id, &code, &phone.token, Some(seat)));
    let answer = (jar, Redirect::to(&format!("/t/{id}/table/{code}")));
    // The same seat again changes nothing: no phone needs to hear of it.
    Ok(if picked_again {
        super::live::unchanged(answer)
    } else {
        answer.into_response()
    })
}

/// The phone's player for a change: the table opened, the form's token checked, a seat chosen.
async fn player_for_change(
    state: &AppState,
    peer: &Peer,
    jar: &CookieJar,
    id: i64,
    code: &str,
    fields: &HashMap<String, String>,
) -> WebResult<Result<(i64, TablePlayer), Response>> {
    let gid = match open_table(state, peer, id, code).await? {
        Ok(gid) => gid,
        Err(page) => return Ok(Err(page)),
    };
    let code = normalise_code(code);
    let phone = phone_of(jar, &code).ok_or_else(|| {
        WebError::Forbidden(
            "This phone has no page of this table open: scan the table's code again.".into(),
        )
    })?;
    check_csrf(&phone, fields)?;
    match table_player(state, id, gid, &code, &phone).await? {
        Some(player) => Ok(Ok((gid, player))),
        None => Ok(Err(
            Redirect::to(&format!("/t/{id}/table/{code}/seat")).into_response()
        )),
    }
}

async fn record(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Path((id, code)): Path<(i64, String)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    match player_for_change(&state, &peer, &jar, id, &code, &fields).await? {
        Ok((gid, player)) => submit(&state, &Actor::Table(&player), id, gid, None, fields).await,
        Err(response) => Ok(response),
    }
}

async fn confirm(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Path((id, code, pos)): Path<(i64, String, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    match player_for_change(&state, &peer, &jar, id, &code, &fields).await? {
        Ok((gid, player)) => {
            decide_hand(&state, &Actor::Table(&player), id, gid, pos, &fields, None).await
        }
        Err(response) => Ok(response),
    }
}

async fn dispute(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Path((id, code, pos)): Path<(i64, String, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let reason: String = fields
        .get("reason")
        .map(|r| r.trim().chars().take(200).collect())
        .unwrap_or_default();
    match player_for_change(&state, &peer, &jar, id, &code, &fields).await? {
        Ok((gid, player)) => {
            decide_hand(
                &state,
                &Actor::Table(&player),
                id,
                gid,
                pos,
                &fields,
                Some(reason),
            )
            .await
        }
        Err(response) => Ok(response),
    }
}

/// The organizer's switch: who records hands in this tournament.
async fn set_hand_entry(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let entry = fields
        .get("hand_entry")
        .and_then(|v| HandEntry::parse(v))
        .ok_or_else(|| {
            WebError::BadRequest(
                "Choose who records hands: the organizer and referees, or each table.".into(),
            )
        })?;
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    db::table_codes::set_hand_entry(&mut tx, id, entry).await?;
    let words = match entry {
        HandEntry::Staff => "the organizer and referees record hands",
        HandEntry::Table => "tables record their own hands",
    };
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        AuditAction::HandEntryChanged,
        &tournament.name,
        "",
        words,
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/admin/t/{id}#hand-entry")).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_held_back_after_ten_wrong_codes_and_others_are_not() {
        let throttle = CodeThrottle::default();
        let guesser = Some(IpAddr::from([192, 0, 2, 9]));
        for _ in 0..MAX_WRONG_CODES {
            assert!(throttle.wait(guesser).is_none());
            throttle.record_wrong(guesser);
        }
        let wait = throttle.wait(guesser).expect("the eleventh try waits");
        assert!(wait <= WRONG_CODE_WINDOW && wait.as_secs() >= 50);
        assert!(throttle.wait(Some(IpAddr::from([192, 0, 2, 10]))).is_none());
    }
}
