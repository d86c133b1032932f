//! Tables record their own hands: a player scans the table's code (on the table card), says
//! which seat they are, and records hands on their phone with the organizer's own form and
//! preview (`games`). Such a hand is pending until another player of the table (or the organizer
//! or a referee) confirms it; a disputed hand waits for the organizer.
//!
//! What a table code may do: open its own game's sheet while its round is the tournament's
//! latest, record new hands there, confirm or dispute them. Nothing else — no other game, no
//! correction, no admin page. The phone has no account: a long-lived cookie scoped to the
//! tournament's table pages carries a random token, which names the phone (its device id is a
//! hash of it) and which every form sends back (the table's CSRF check).
//!
//! Taking a seat proves who sits there: the phone must know the seat PIN of the player the
//! round's draw seats there (`app::phones`), asked once per phone for the tournament; a phone
//! that proved a player takes that player's seat in later rounds with one tap. A seat then
//! belongs to that phone until the organizer or a referee frees it, and a phone holds one seat
//! a round (`app::phones`), so one person cannot hold two seats and confirm their own hand
//! as another. Wrong codes are counted per address and per code prefix ([`throttle::CodeThrottle`]); a
//! right code is looked up whatever others guess. Wrong PINs are counted per address and per
//! player ([`throttle::PinThrottle`]). At a tag-team table the chooser lists each seat with
//! both partners, who share its phone (`seat_pages`).
//!
//! This module owns the table's routes, the staff's "free this seat" and the organizer's
//! switch between "organizer and referees only" and "tables record their own hands"; storing
//! hands stays `app::hands`'s; what a code opens and who sits where is `app::phones`'s. Wrong codes
//! and PINs are held back by `throttle`.
//!
//! Every page and message of a phone is in its words: the reader's choice, else the
//! tournament's default language, else the browser's (`OpenTable::words`).

mod seat_pages;
pub mod throttle;

use super::auth::{CurrentUser, Peer};
use super::error::{WebError, WebResult};
use super::games::{decide_hand, sheet_page, submit, Actor, TablePlayer};
use super::i18n::{Asked, Words};
use super::layout::Nav;
use super::layout::{Page, Path};
use super::refusals;
use super::state::AppState;
use crate::app::phones::{
    self, normalise_code, CodeAsked, CodedGame, HandEntry, Opened, PhoneRefusal, PinGuard,
    PinQuestion, SeatAsked, SeatTaken, CODE_LENGTH,
};
use crate::app::{AppError, Refusal};
use crate::engine::seat::Seat;
use crate::tournament::details::clean_text;
use crate::tournament::ids::{GameId, TournamentId};
use crate::tournament::players::PlayerId;
use askama::Template;
use axum::extract::{FromRequestParts, Query, RawPathParams, State};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use blake2::{Blake2s256, Digest};
use seat_pages::{PinPage, SeatPage};
use std::collections::HashMap;
use std::time::Duration;

/// The phone's cookie: its random token, for every table page of one tournament.
pub const DEVICE_COOKIE: &str = "tenbou_device";
/// How long a phone keeps its token (and so its seat) without a visit: a browser restarted
/// mid-game, or the next day of a weekend event, finds its seat again.
const DEVICE_COOKIE_LIFE: Duration = Duration::from_secs(180 * 24 * 3600);
/// The table phone's routes. The code and the phone's token are checked here, not by an
/// account. A page answering a refused form stays on the address it was posted to, so each of
/// those addresses also answers a reload (GET) with the table's sheet.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/table", get(code_form))
        .route("/t/{id}/table/{code}", get(table_sheet))
        .route(
            "/t/{id}/table/{code}/seat",
            get(seat_form).post(choose_seat),
        )
        .route("/t/{id}/table/{code}/hands", get(to_sheet).post(record))
        .route(
            "/t/{id}/table/{code}/hands/{pos}/confirm",
            get(to_sheet_from_hand).post(confirm),
        )
        .route(
            "/t/{id}/table/{code}/hands/{pos}/dispute",
            get(to_sheet_from_hand).post(dispute),
        )
}

/// What the organizer or an authorised referee may do here: free a phone's seat.
pub fn staff_routes() -> Router<AppState> {
    Router::new().route(
        "/t/{id}/games/{gid}/seats/{seat}/free",
        get(to_staff_sheet).post(free_seat),
    )
}

/// The organizer's settings: who records hands.
pub fn organizer_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/hand-entry", post(set_hand_entry))
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

/// The page for a code that opens nothing: says what to do, offers to type it again.
fn wrong_code_page(id: i64, name: String, typed: &str, words: Words) -> WebResult<Response> {
    let page = CodePage {
        nav: Nav::default().in_words(words),
        tournament_id: id,
        tournament_name: name,
        typed: typed.to_string(),
        error: Some(words.get_with2("table-wrong-code", ("code", typed), ("length", CODE_LENGTH))),
    };
    Ok(Page::with_status(StatusCode::NOT_FOUND, page).into_response())
}

/// The page for a code of a round that is over: what to do in the round being played now.
fn past_round_page(id: i64, name: String, coded: &CodedGame, words: Words) -> WebResult<Response> {
    let page = CodePage {
        nav: Nav::default().in_words(words),
        tournament_id: id,
        tournament_name: name,
        typed: String::new(),
        error: Some(words.get_with3(
            "table-past-round",
            ("round", coded.round_number),
            ("table", coded.table_number),
            ("latest", coded.latest_round),
        )),
    };
    Ok(Page::with_status(StatusCode::GONE, page).into_response())
}

/// A table's game from its code. Only misses are counted (`throttle`), so that nobody's
/// guessing keeps a right code out: an address that missed too often itself waits, and so does
/// one that keeps missing in a prefix others flood, unless this phone already sits at the
/// code's table. Refused too: a code of a round that is over, and any code while the
/// tournament does not let tables record. The game comes with the words of its phones' pages.
async fn open_table(
    state: &AppState,
    (peer, choice): (&Peer, Asked),
    jar: &CookieJar,
    id: i64,
    code: &str,
) -> WebResult<Result<(i64, Words), Response>> {
    let client = peer.ip();
    let code = normalise_code(code);
    let well_formed = phones::is_well_formed(&code);
    let prefix = well_formed.then(|| throttle::prefix_of(&code)).flatten();
    let held = held_back(state, client, id, prefix).map(|wait| {
        let seconds = wait.as_secs().max(1);
        let words = choice.words(None);
        WebError::TooManyRequests(words.get_with("table-too-many-codes", "seconds", seconds))
    });
    let device = phone_of(jar).map(|phone| phone.device());
    let asked = CodeAsked {
        code: &code,
        device: device.as_deref(),
        held_back: held.is_some(),
    };
    let opened = phones::open_table(&state.db, TournamentId::new(id), asked).await;
    match opened.map_err(|err| forbidden_or(err, &choice.words(None)))? {
        Opened::Game { game, language } => Ok(Ok((game.get(), choice.words(language)))),
        Opened::HeldBack => Err(held.unwrap_or(WebError::NotFound)),
        Opened::WrongCode { tournament } => {
            state.table_codes.record_wrong(client, id, prefix);
            let words = choice.words(tournament.default_language());
            Ok(Err(wrong_code_page(id, tournament.name, &code, words)?))
        }
        Opened::PastRound { tournament, coded } => {
            let words = choice.words(tournament.default_language());
            Ok(Err(past_round_page(id, tournament.name, &coded, words)?))
        }
    }
}

/// A phone refused as it always was: a tournament where tables do not record, or one that is
/// archived, is forbidden to phones; anything else is the error it is.
fn forbidden_or(err: AppError, words: &Words) -> WebError {
    match err {
        AppError::Refused(
            refusal @ Refusal::Phone(PhoneRefusal::StaffRecordHands | PhoneRefusal::Archived),
        ) => WebError::Forbidden(refusals::words(&refusal, words)),
        other => other.into(),
    }
}

/// How long an address must wait before looking up a code: it missed too often itself, or
/// keeps missing in a prefix that many wrong codes are being tried in.
fn held_back(
    state: &AppState,
    client: Option<std::net::IpAddr>,
    id: i64,
    prefix: Option<&str>,
) -> Option<Duration> {
    let codes = &state.table_codes;
    codes
        .wait(client)
        .or_else(|| prefix.and_then(|prefix| codes.prefix_wait(client, id, prefix)))
}

/// A table's page, opened from its address (`/t/{id}/table/{code}/…`) by [`open_table`]: the
/// game its code names, with the phone's cookies. An address that opens no sheet answers with
/// the page that says why (a wrong code, a round that is over) or the error.
struct OpenTable {
    state: AppState,
    jar: CookieJar,
    id: i64,
    /// The code as stored (`normalise_code`).
    code: String,
    gid: i64,
    /// The words of the table's pages: the reader's choice, else the tournament's default.
    words: Words,
}

impl FromRequestParts<AppState> for OpenTable {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let Ok(jar) = CookieJar::from_request_parts(parts, state).await;
        let Ok(peer) = Peer::from_request_parts(parts, state).await;
        let Ok(asked) = Asked::from_request_parts(parts, state).await;
        // An address that cannot be read names no page.
        let params = RawPathParams::from_request_parts(parts, state)
            .await
            .map_err(|_| WebError::NotFound.into_response())?;
        let param = |name: &str| params.iter().find(|(key, _)| *key == name).map(|(_, v)| v);
        let id = param("id")
            .and_then(|value| value.parse::<i64>().ok())
            .ok_or_else(|| WebError::NotFound.into_response())?;
        let code = param("code").unwrap_or_default().to_string();
        let (gid, words) = match open_table(state, (&peer, asked), &jar, id, &code).await {
            Ok(Ok(opened)) => opened,
            Ok(Err(page)) => return Err(page),
            Err(err) => return Err(err.into_response()),
        };
        Ok(Self {
            state: state.clone(),
            jar,
            id,
            code: normalise_code(&code),
            gid,
            words,
        })
    }
}

impl OpenTable {
    /// The question "who are you?", or the answer to a seat refused (`error`).
    async fn seat_page(self, status: StatusCode, error: Option<String>) -> WebResult<Response> {
        let table = (self.id, self.gid, self.code.as_str());
        seat_page(&self.state, self.jar, table, self.words, (status, error)).await
    }

    /// The phone's player for a change: the form's token checked, a seat held (else the
    /// way to the seats).
    async fn player(
        &self,
        fields: &HashMap<String, String>,
    ) -> WebResult<Result<TablePlayer, Response>> {
        let phone = posting_phone(&self.jar, fields, self.words)?;
        let (id, code) = (self.id, &self.code);
        match table_player(&self.state, (id, self.gid, code), &phone, self.words).await? {
            Some(player) => Ok(Ok(player)),
            None => Ok(Err(
                Redirect::to(&format!("/t/{id}/table/{code}/seat")).into_response()
            )),
        }
    }
}

/// The phone, from its cookie's token.
struct Phone {
    token: String,
}

impl Phone {
    /// The phone's id as stored with what it did: a hash of its token (the token itself is
    /// its CSRF secret and never leaves the cookie and its forms).
    fn device(&self) -> String {
        Blake2s256::digest(self.token.as_bytes())[..8]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

fn phone_of(jar: &CookieJar) -> Option<Phone> {
    let token = jar.get(DEVICE_COOKIE)?.value().to_string();
    if token.len() != 32 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    Some(Phone { token })
}

fn phone_cookie(id: i64, token: &str) -> Cookie<'static> {
    // Max-Age is read from text: the cookie crate's duration type is not one of ours.
    let mut cookie = Cookie::parse(format!(
        "{DEVICE_COOKIE}={token}; Max-Age={}",
        DEVICE_COOKIE_LIFE.as_secs()
    ))
    .unwrap_or_else(|_| Cookie::new(DEVICE_COOKIE, token.to_string()));
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Lax);
    // Only the tournament's table pages: the public pages stay cookie-free (and cacheable).
    cookie.set_path(format!("/t/{id}/table"));
    // Marked Secure with every cookie where the client speaks HTTPS (`auth::know_the_client`).
    cookie
}

fn check_csrf(phone: &Phone, fields: &HashMap<String, String>, words: Words) -> WebResult<()> {
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
        Err(WebError::Forbidden(words.get("table-form-expired")))
    }
}

/// The phone that posted a form here, its form's token checked against the phone's cookie.
fn posting_phone(
    jar: &CookieJar,
    fields: &HashMap<String, String>,
    words: Words,
) -> WebResult<Phone> {
    let phone =
        phone_of(jar).ok_or_else(|| WebError::Forbidden(words.get("table-no-page-open")))?;
    check_csrf(&phone, fields, words)?;
    Ok(phone)
}

/// The player at the table, from the seat this phone holds at the game, if it holds one; their
/// pages are in `words`.
async fn table_player(
    state: &AppState,
    (id, gid, code): (i64, i64, &str),
    phone: &Phone,
    words: Words,
) -> WebResult<Option<TablePlayer>> {
    let device = phone.device();
    let (id, game) = (TournamentId::new(id), GameId::new(gid));
    let Some((seat, name)) = phones::seated_player(&state.db, id, game, &device).await? else {
        return Ok(None);
    };
    Ok(Some(TablePlayer {
        code: code.to_string(),
        seat,
        name,
        device,
        csrf: phone.token.clone(),
        words,
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
    asked: Asked,
    Path(id): Path<i64>,
    Query(query): Query<CodeQuery>,
) -> WebResult<Response> {
    let typed = normalise_code(&query.code);
    if !typed.is_empty() {
        return Ok(Redirect::to(&format!("/t/{id}/table/{typed}")).into_response());
    }
    let tournament = phones::tournament(&state.db, TournamentId::new(id)).await?;
    let words = asked.words(tournament.default_language());
    let page = CodePage {
        nav: Nav::default().in_words(words),
        tournament_id: id,
        tournament_name: tournament.name,
        typed: String::new(),
        error: None,
    };
    Ok(Page::new(page).into_response())
}

/// The table's sheet for a phone that holds a seat there; else the question "who are you?".
async fn table_sheet(
    table: OpenTable,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Response> {
    let player = match phone_of(&table.jar) {
        Some(phone) => {
            let at = (table.id, table.gid, table.code.as_str());
            table_player(&table.state, at, &phone, table.words).await?
        }
        None => None,
    };
    let Some(player) = player else {
        return table.seat_page(StatusCode::OK, None).await;
    };
    let OpenTable {
        state,
        jar,
        id,
        gid,
        ..
    } = table;
    let (tid, game_id) = (id.into(), gid.into());
    let page = sheet_page(&state, &Actor::Table(&player), tid, game_id, &query).await?;
    // Each visit renews the cookie's life: a phone in use never loses its seat.
    let jar = jar.add(phone_cookie(id, &player.csrf));
    Ok((jar, Page::new(page)).into_response())
}

/// A refused form's address, reloaded: the table's sheet.
async fn to_sheet(Path((id, code)): Path<(i64, String)>) -> Redirect {
    Redirect::to(&format!("/t/{id}/table/{}", normalise_code(&code)))
}

async fn to_sheet_from_hand(Path((id, code, _)): Path<(i64, String, String)>) -> Redirect {
    Redirect::to(&format!("/t/{id}/table/{}", normalise_code(&code)))
}

/// "Who are you?" at the table `(id, gid, code)`, in `words`, with the status and the error of
/// a seat just refused.
async fn seat_page(
    state: &AppState,
    jar: CookieJar,
    (id, gid, code): (i64, i64, &str),
    words: Words,
    (status, error): (StatusCode, Option<String>),
) -> WebResult<Response> {
    let phone = phone_of(&jar).unwrap_or_else(|| Phone {
        token: super::auth::random_token(16),
    });
    let jar = jar.add(phone_cookie(id, &phone.token));
    let device = phone.device();
    let (tid, game) = (TournamentId::new(id), GameId::new(gid));
    let chooser = phones::seat_chooser(&state.db, tid, game, &device).await?;
    let page = SeatPage::new((id, code), chooser, (phone.token, words), error);
    Ok((jar, Page::with_status(status, page)).into_response())
}

async fn seat_form(table: OpenTable) -> WebResult<Response> {
    table.seat_page(StatusCode::OK, None).await
}

/// What a phone's wrong PINs count against: its address, and the player whose PIN it tries.
struct PinAttempts<'a> {
    state: &'a AppState,
    client: Option<std::net::IpAddr>,
}

impl PinGuard for PinAttempts<'_> {
    fn wait(&self, player: PlayerId) -> Option<Duration> {
        self.state.seat_pins.wait(self.client, player.get())
    }

    fn record_wrong(&self, player: PlayerId) {
        self.state.seat_pins.record_wrong(self.client, player.get());
    }
}

/// A phone sits in a seat: the seat must be free (a phone holds one seat a round, and only
/// staff free a seat, see [`free_seat`]) and the phone must prove it is the player the round's
/// draw seats there, with that player's PIN unless it proved them earlier.
async fn choose_seat(
    peer: Peer,
    table: OpenTable,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let words = table.words;
    let phone = posting_phone(&table.jar, &fields, table.words)?;
    let device = phone.device();
    let Some(seat) = fields.get("seat").and_then(|s| s.parse::<Seat>().ok()) else {
        let refusal = Refusal::Phone(PhoneRefusal::NoSuchSeat);
        return Err(WebError::BadRequest(refusals::words(&refusal, &words)));
    };
    let asked = SeatAsked {
        device: &device,
        seat,
        pin: fields.get("pin").map(String::as_str),
    };
    let guard = PinAttempts {
        state: &table.state,
        client: peer.ip(),
    };
    let (id, game) = (TournamentId::new(table.id), GameId::new(table.gid));
    let sheet = format!("/t/{}/table/{}", table.id, table.code);
    match phones::take_seat(&table.state.db, id, game, asked, &guard).await {
        Ok(SeatTaken::Taken) => Ok(Redirect::to(&sheet).into_response()),
        // The same seat again changes nothing: no phone needs to hear of it.
        Ok(SeatTaken::AlreadyYours) => Ok(super::live::unchanged(Redirect::to(&sheet))),
        Ok(SeatTaken::PinAsked(question)) => {
            pin_page(&table, &phone, question, StatusCode::OK, None)
        }
        Err(AppError::Refused(refusal)) => refused_seat(table, &phone, refusal, &words).await,
        Err(err) => Err(err.into()),
    }
}

/// A seat refused: the chooser again for a seat that is taken (409), the PIN form again for a
/// wrong PIN (403) or too many (429); any other refusal as the error it is.
async fn refused_seat(
    table: OpenTable,
    phone: &Phone,
    refusal: Refusal,
    words: &Words,
) -> WebResult<Response> {
    let message = refusals::words(&refusal, words);
    let Refusal::Phone(phone_refusal) = refusal else {
        return Err(WebError::BadRequest(message));
    };
    match phone_refusal {
        PhoneRefusal::SeatHeld { .. }
        | PhoneRefusal::PhoneSitsHere { .. }
        | PhoneRefusal::PhoneSitsElsewhere => {
            table.seat_page(StatusCode::CONFLICT, Some(message)).await
        }
        PhoneRefusal::PinsHeldBack { question, .. } => pin_page(
            &table,
            phone,
            question,
            StatusCode::TOO_MANY_REQUESTS,
            Some(message),
        ),
        PhoneRefusal::WrongPin { question } => pin_page(
            &table,
            phone,
            question,
            StatusCode::FORBIDDEN,
            Some(message),
        ),
        other => Err(forbidden_or(
            AppError::Refused(Refusal::Phone(other)),
            words,
        )),
    }
}

/// The question "what is your PIN?" for the asked seat, or its answer refused.
fn pin_page(
    table: &OpenTable,
    phone: &Phone,
    question: PinQuestion,
    status: StatusCode,
    error: Option<String>,
) -> WebResult<Response> {
    let page = PinPage::new(
        (table.id, &table.code),
        question,
        (phone.token.clone(), table.words),
        error,
    );
    // Asking for the PIN changes nothing: no phone needs to hear of it.
    Ok(super::live::unchanged(Page::with_status(status, page)))
}

async fn record(
    table: OpenTable,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    act(table, fields, HandAct::Record).await
}

async fn confirm(
    Path((_, _, pos)): Path<(i64, String, usize)>,
    table: OpenTable,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    act(table, fields, HandAct::Confirm(pos)).await
}

/// Longest dispute reason kept.
const MAX_REASON_CHARS: usize = 200;

async fn dispute(
    Path((_, _, pos)): Path<(i64, String, usize)>,
    table: OpenTable,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    // Read like every name and reason: no invisible or direction-changing characters.
    let reason: String = clean_text(fields.get("reason").map_or("", String::as_str))
        .chars()
        .take(MAX_REASON_CHARS)
        .collect();
    act(table, fields, HandAct::Dispute(pos, reason)).await
}

/// What a phone's player posts about the game's hands.
enum HandAct {
    /// A new hand.
    Record,
    /// Agreeing with hand `pos` as another seat entered it.
    Confirm(usize),
    /// Disputing hand `pos`, with the reason.
    Dispute(usize, String),
}

/// Does `hand_act` as the phone's player, once the form's token and the seat it holds are
/// checked (else the way to the seats).
async fn act(
    table: OpenTable,
    fields: HashMap<String, String>,
    hand_act: HandAct,
) -> WebResult<Response> {
    let player = match table.player(&fields).await? {
        Ok(player) => player,
        Err(response) => return Ok(response),
    };
    let actor = Actor::Table(&player);
    let (state, id, gid) = (&table.state, table.id.into(), table.gid.into());
    match hand_act {
        HandAct::Record => submit(state, &actor, id, gid, None, fields).await,
        HandAct::Confirm(pos) => decide_hand(state, &actor, id, gid, pos, &fields, None).await,
        HandAct::Dispute(pos, reason) => {
            decide_hand(state, &actor, id, gid, pos, &fields, Some(reason)).await
        }
    }
}

fn staff_sheet_url(id: i64, gid: i64) -> String {
    format!("/admin/t/{id}/games/{gid}#seats")
}

async fn to_staff_sheet(Path((id, gid, _)): Path<(i64, i64, String)>) -> Redirect {
    Redirect::to(&staff_sheet_url(id, gid))
}

/// The organizer or a referee frees a seat a phone holds (a phone lost, a player who sat in
/// the wrong seat): the next phone to choose it takes it.
async fn free_seat(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, seat)): Path<(TournamentId, GameId, String)>,
) -> WebResult<Response> {
    let seat = seat.parse::<Seat>().map_err(|_| WebError::NotFound)?;
    phones::free_seat(&state.db, user.account(), id, gid, seat).await?;
    Ok(Redirect::to(&staff_sheet_url(id.get(), gid.get())).into_response())
}

/// The organizer's switch: who records hands in this tournament.
async fn set_hand_entry(
    State(state): State<AppState>,
    asked: Asked,
    user: CurrentUser,
    Path(id): Path<TournamentId>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let entry = fields
        .get("hand_entry")
        .and_then(|v| HandEntry::parse(v))
        .ok_or_else(|| {
            let words = asked.words(None);
            WebError::BadRequest(words.get("table-choose-hand-entry"))
        })?;
    phones::set_hand_entry(&state.db, user.account(), id, entry).await?;
    Ok(Redirect::to(&format!("/admin/t/{id}#hand-entry")).into_response())
}
