//! Who may change things: the organizer's first-start setup (from the laptop only), sign-in and
//! sign-out, the session cookie, the CSRF check on every state-changing request, and the
//! [`Access`] each group of organizer routes demands (attached next to the routes in
//! `web::router`, never worked out from the URL's text).
//!
//! Players never sign in: every public page is readable without an account and changes nothing.
//!
//! Password checks are the one expensive thing a stranger can ask for, so they are bounded:
//! a few at a time overall, one or two per address, and a flood is answered 429 at once. No
//! database connection, transaction or write lock is held while a hash runs. Strangers can
//! never spend the whole budget: one check is kept for the organizer's laptop, which is
//! never turned away, and a browser already signed in is let in without a check at all.
//! Checks run on a few dedicated threads that each reuse one block of argon2 memory, so a
//! flood of sign-ins costs no more memory than a single one per thread.

use super::error::{WebError, WebResult};
use super::layout::Nav;
use super::layout::Page;
use super::AppState;
use crate::db;
use crate::db::accounts::Role;
use crate::db::audit::AuditAction;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use askama::Template;
use axum::body::Body;
use axum::extract::{ConnectInfo, FromRequestParts, RawPathParams, Request, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use blake2::{Blake2s256, Digest};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

pub const SESSION_COOKIE: &str = "tenbou_session";
/// A random token for the sign-in forms, which have no session yet (double-submit cookie).
pub const FORM_COOKIE: &str = "tenbou_form";
/// Sessions last an event day and a bit.
const SESSION_HOURS: i64 = 24;
/// Shortest password accepted for the organizer.
pub const MIN_PASSWORD_LEN: usize = 8;
/// The organizer's account name.
pub const ORGANIZER: &str = "organizer";

/// The signed-in person, put in the request by [`load_session`].
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub account_id: i64,
    /// The organizer, or a referee (records hands and penalties only).
    pub role: Role,
    pub name: String,
    pub csrf_token: String,
}

/// The signed-in person if any (public pages show a "manage" link then).
#[derive(Debug, Clone)]
pub struct MaybeUser(pub Option<CurrentUser>);

/// The header of a page follows who is signed in.
impl Nav {
    pub fn signed_in(user: &CurrentUser) -> Self {
        Self {
            signed_in: true,
            csrf: user.csrf_token.clone(),
        }
    }

    pub fn from(user: &MaybeUser) -> Self {
        user.0.as_ref().map(Self::signed_in).unwrap_or_default()
    }
}

impl<S: Send + Sync> FromRequestParts<S> for MaybeUser {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(MaybeUser(parts.extensions.get::<CurrentUser>().cloned()))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for CurrentUser {
    type Rejection = WebError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<CurrentUser>()
            .cloned()
            .ok_or_else(|| WebError::Forbidden("Sign in as the organizer first.".into()))
    }
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/setup", get(setup_form).post(setup_submit))
        .route("/login", get(login_form).post(login_submit))
        .route("/logout", post(logout))
}

/// Random bytes from the operating system, as lowercase hex.
pub fn random_token(bytes: usize) -> String {
    let mut rng = rand::rngs::StdRng::from_os_rng();
    let mut buf = vec![0u8; bytes];
    rng.fill_bytes(&mut buf);
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

fn token_hash(token: &str) -> String {
    Blake2s256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub fn hash_password(password: &str) -> WebResult<String> {
    let mut salt = [0u8; 16];
    rand::rngs::StdRng::from_os_rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(|e| WebError::Internal(e.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| WebError::Internal(format!("hashing: {e}")))
}

/// A real hash of nothing, verified against when the name is unknown so that a wrong name
/// takes as long to refuse as a wrong password.
fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash_password(&random_token(16)).unwrap_or_default())
}

pub(crate) fn verify_password(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|hash| {
            Argon2::default()
                .verify_password(password.as_bytes(), &hash)
                .is_ok()
        })
        .unwrap_or(false)
}

/// The organizer's laptop: a browser there opening `localhost` comes from 127.0.0.1 or ::1.
/// Other loopback addresses (127.0.0.2 and up) are what a test rig uses to stand in for many
/// attendees, so they get no privilege.
pub fn is_the_laptop(ip: IpAddr) -> bool {
    match ip.to_canonical() {
        IpAddr::V4(v4) => v4 == std::net::Ipv4Addr::LOCALHOST,
        IpAddr::V6(v6) => v6 == std::net::Ipv6Addr::LOCALHOST,
    }
}

/// Reads the session cookie and, when it names a live session, puts the [`CurrentUser`] in the
/// request for the handlers and the other middleware.
pub async fn load_session(
    State(state): State<AppState>,
    jar: CookieJar,
    mut request: Request,
    next: Next,
) -> Response {
    if let Some(cookie) = jar.get(SESSION_COOKIE) {
        let hash = token_hash(cookie.value());
        if let Ok(mut conn) = state.db.acquire().await {
            if let Ok(Some(session)) = db::accounts::session(&mut conn, &hash).await {
                request.extensions_mut().insert(CurrentUser {
                    account_id: session.account_id,
                    role: session.role,
                    name: session.name,
                    csrf_token: session.csrf_token,
                });
            }
        }
    }
    next.run(request).await
}

/// Guards every route under `/admin`: a page asks an anonymous visitor to sign in; a change
/// without the session or without the session's CSRF token is refused with 403. What the
/// signed-in person may do is each route group's [`Access`].
pub async fn require_signed_in(request: Request, next: Next) -> Response {
    let Some(user) = request.extensions().get::<CurrentUser>().cloned() else {
        if request.method() == Method::GET || request.method() == Method::HEAD {
            return Redirect::to("/login").into_response();
        }
        return WebError::Forbidden("Sign in as the organizer to change anything.".into())
            .into_response();
    };
    if is_reading(request.method()) {
        return next.run(request).await;
    }
    match check_csrf(request, &user.csrf_token).await {
        Ok(request) => next.run(request).await,
        Err(err) => err.into_response(),
    }
}

fn is_reading(method: &Method) -> bool {
    method == Method::GET || method == Method::HEAD
}

/// Who may use a group of organizer routes. Attached to the routes in `web::router` with
/// [`guard`]; the tournament a route is about is its `{id}` path parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// The organizer only: accounts, backups and whole-tournament files.
    Organizer,
    /// The organizer changes; a referee may read the pages of the tournaments they referee.
    OrganizerChanges,
    /// The organizer, or a referee authorised for this tournament: score sheets and penalties.
    TournamentStaff,
}

/// Why a referee was turned away; names what they may do instead.
const REFEREE_LIMITS: &str =
    "Referees record hands and penalties in their own tournaments; ask the organizer for anything else.";

/// Attaches `access` to every route of `routes`.
pub fn guard(routes: Router<AppState>, state: &AppState, access: Access) -> Router<AppState> {
    routes.route_layer(axum::middleware::from_fn_with_state(
        (state.clone(), access),
        authorise,
    ))
}

/// Makes every change to an archived tournament (the routes of `routes` with an `{id}`) wait
/// until it is restored. The restore route itself is left outside this layer.
pub fn read_only_when_archived(routes: Router<AppState>, state: &AppState) -> Router<AppState> {
    routes.route_layer(axum::middleware::from_fn_with_state(
        state.clone(),
        refuse_archived_changes,
    ))
}

/// The `{id}` path parameter: the tournament a route is about.
fn tournament_of(params: &RawPathParams) -> Option<Option<i64>> {
    params
        .iter()
        .find(|(key, _)| *key == "id")
        .map(|(_, value)| value.parse().ok())
}

async fn authorise(
    State((state, access)): State<(AppState, Access)>,
    params: Result<RawPathParams, axum::extract::rejection::RawPathParamsRejection>,
    request: Request,
    next: Next,
) -> Response {
    let Some(user) = request.extensions().get::<CurrentUser>() else {
        return WebError::Forbidden("Sign in as the organizer first.".into()).into_response();
    };
    if user.role == Role::Organizer {
        return next.run(request).await;
    }
    let reading = is_reading(request.method());
    let tournament = params.ok().as_ref().and_then(tournament_of);
    let needs_tournament = match access {
        Access::Organizer => false,
        Access::OrganizerChanges if !reading => false,
        // A page that is not about one tournament (the list of them) is open to read.
        Access::OrganizerChanges if tournament.is_none() => {
            return next.run(request).await;
        }
        Access::OrganizerChanges | Access::TournamentStaff => true,
    };
    let allowed = match (needs_tournament, tournament.flatten()) {
        (true, Some(tournament)) => match referees_tournament(&state, user, tournament).await {
            Ok(allowed) => allowed,
            Err(err) => return err.into_response(),
        },
        _ => false,
    };
    if allowed {
        next.run(request).await
    } else {
        WebError::Forbidden(REFEREE_LIMITS.into()).into_response()
    }
}

async fn referees_tournament(
    state: &AppState,
    user: &CurrentUser,
    tournament: i64,
) -> WebResult<bool> {
    let mut conn = state.db.acquire().await?;
    Ok(db::accounts::referees(&mut conn, user.account_id, tournament).await?)
}

async fn refuse_archived_changes(
    State(state): State<AppState>,
    params: Result<RawPathParams, axum::extract::rejection::RawPathParamsRejection>,
    request: Request,
    next: Next,
) -> Response {
    if is_reading(request.method()) {
        return next.run(request).await;
    }
    let tournament = params.ok().as_ref().and_then(tournament_of).flatten();
    if let Some(id) = tournament {
        let archived = async {
            let mut conn = state.db.acquire().await?;
            WebResult::Ok(
                db::tournaments::get(&mut conn, id)
                    .await?
                    .is_some_and(|t| t.archived),
            )
        };
        match archived.await {
            Ok(true) => {
                return WebError::Forbidden(
                    "This tournament is archived, so nothing in it can change. Restore it on its page first.".into(),
                )
                .into_response()
            }
            Ok(false) => {}
            Err(err) => return err.into_response(),
        }
    }
    next.run(request).await
}

/// Finds the CSRF token in the `x-csrf-token` header, the `csrf` query parameter (file uploads)
/// or the `csrf` field of a form body, and compares it with the session's. The body is read and
/// put back so the handler sees it unchanged.
async fn check_csrf(request: Request, expected: &str) -> Result<Request, WebError> {
    let refused = || {
        WebError::Forbidden("This form has expired or did not come from tenbou. Go back, reload the page and try again.".into())
    };
    if let Some(value) = request.headers().get("x-csrf-token") {
        return if constant_time_eq(value.as_bytes(), expected.as_bytes()) {
            Ok(request)
        } else {
            Err(refused())
        };
    }
    if let Some(query) = request.uri().query() {
        if let Some(token) = form_field(query.as_bytes(), "csrf") {
            return if constant_time_eq(token.as_bytes(), expected.as_bytes()) {
                Ok(request)
            } else {
                Err(refused())
            };
        }
    }
    let is_form = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    if !is_form {
        return Err(refused());
    }
    let (parts, body) = request.into_parts();
    let bytes = axum::body::to_bytes(body, super::MAX_BODY_BYTES)
        .await
        .map_err(|_| WebError::TooLarge("The form is too large: send less than 1 MiB.".into()))?;
    match form_field(&bytes, "csrf") {
        Some(token) if constant_time_eq(token.as_bytes(), expected.as_bytes()) => {
            Ok(Request::from_parts(parts, Body::from(bytes)))
        }
        _ => Err(refused()),
    }
}

fn form_field(encoded: &[u8], name: &str) -> Option<String> {
    serde_urlencoded_pairs(encoded)
        .into_iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value)
}

/// Decodes `application/x-www-form-urlencoded` pairs as axum's `Form` does. Decoded straight
/// from the bytes: a body is not a URI, and URIs stop at 64 KiB where forms do not.
fn serde_urlencoded_pairs(encoded: &[u8]) -> Vec<(String, String)> {
    form_urlencoded::parse(encoded).into_owned().collect()
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The address the request came from, when the server knows it.
pub struct Peer(pub Option<SocketAddr>);

impl Peer {
    /// The client's address, with an IPv4 address seen through an IPv6 socket
    /// (`::ffff:127.0.0.1` when serving on `[::]`) given back as the IPv4 address it is.
    pub fn ip(&self) -> Option<IpAddr> {
        self.0.map(|addr| addr.ip().to_canonical())
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Peer {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Peer(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0),
        ))
    }
}

fn session_cookie(state: &AppState, name: &'static str, value: String) -> Cookie<'static> {
    let mut cookie = Cookie::new(name, value);
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Lax);
    cookie.set_path("/");
    cookie.set_secure(state.secure_cookies);
    cookie
}

/// The key the server signs its form tokens with: new at every start, never sent anywhere.
fn form_key() -> &'static str {
    static KEY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    KEY.get_or_init(|| random_token(32))
}

fn form_signature(nonce: &str) -> String {
    token_hash(&format!("{}:{nonce}", form_key()))
}

/// A form token only this server can make: a random nonce and the server's signature of it.
fn mint_form_token() -> String {
    let nonce = random_token(16);
    let signature = form_signature(&nonce);
    format!("{nonce}.{signature}")
}

/// True for a token this server made (since it started), whatever cookie came with it.
fn form_token_genuine(token: &str) -> bool {
    token.split_once('.').is_some_and(|(nonce, signature)| {
        nonce.len() == 32
            && constant_time_eq(form_signature(nonce).as_bytes(), signature.as_bytes())
    })
}

/// The form token for the sign-in forms: the one already in the cookie when this server made
/// it, or a new one.
fn form_token(state: &AppState, jar: CookieJar) -> (CookieJar, String) {
    if let Some(existing) = jar.get(FORM_COOKIE).map(|c| c.value().to_string()) {
        if form_token_genuine(&existing) {
            return (jar, existing);
        }
    }
    let token = mint_form_token();
    (
        jar.add(session_cookie(state, FORM_COOKIE, token.clone())),
        token,
    )
}

/// The submitted token must be one the server made and the one in this browser's cookie: a
/// page elsewhere can neither invent one nor read this browser's.
fn form_token_ok(jar: &CookieJar, submitted: &str) -> bool {
    form_token_genuine(submitted)
        && jar
            .get(FORM_COOKIE)
            .is_some_and(|c| constant_time_eq(c.value().as_bytes(), submitted.as_bytes()))
}

#[derive(Template)]
#[template(path = "auth/setup.html")]
struct SetupPage {
    nav: Nav,
    form_token: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "auth/login.html")]
struct LoginPage {
    nav: Nav,
    form_token: String,
    name: String,
    error: Option<String>,
}

#[derive(Deserialize)]
pub struct SetupForm {
    #[serde(default)]
    form_token: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    confirm: String,
}

#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    form_token: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    password: String,
}

async fn setup_form(
    State(state): State<AppState>,
    peer: Peer,
    headers: HeaderMap,
    jar: CookieJar,
) -> WebResult<Response> {
    setup_allowed(&state, &peer, &headers).await?;
    let (jar, form_token) = form_token(&state, jar);
    Ok((
        jar,
        Page::new(SetupPage {
            nav: Nav::default(),
            form_token,
            error: None,
        }),
    )
        .into_response())
}

/// True when `authority` (a Host header, or an origin without its scheme) names this laptop:
/// `localhost` or a loopback address, with any port.
fn is_loopback_authority(authority: &str) -> bool {
    let host = match authority.strip_prefix('[') {
        Some(rest) => rest.split(']').next().unwrap_or(""),
        None => authority
            .rsplit_once(':')
            .map_or(authority, |(host, _port)| host),
    };
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<IpAddr>()
            .is_ok_and(|ip| ip.to_canonical().is_loopback())
}

/// The request was addressed to this laptop by a page of this laptop. A page on the LAN or the
/// internet that rebinds its own name to 127.0.0.1 still sends its own name as Host and Origin.
fn addressed_to_the_laptop(headers: &HeaderMap) -> bool {
    let host_ok = match headers.get(header::HOST) {
        None => true,
        Some(host) => host.to_str().is_ok_and(is_loopback_authority),
    };
    let origin_ok = match headers.get(header::ORIGIN) {
        None => true,
        Some(origin) => origin.to_str().is_ok_and(|origin| {
            origin
                .strip_prefix("http://")
                .or_else(|| origin.strip_prefix("https://"))
                .is_some_and(is_loopback_authority)
        }),
    };
    host_ok && origin_ok
}

async fn setup_allowed(state: &AppState, peer: &Peer, headers: &HeaderMap) -> WebResult<()> {
    let mut conn = state.db.acquire().await?;
    if db::accounts::organizer_exists(&mut conn).await? {
        return Err(WebError::Forbidden(
            "The organizer password is already set: sign in instead.".into(),
        ));
    }
    if !peer.ip().is_some_and(|ip| ip.is_loopback()) || !addressed_to_the_laptop(headers) {
        return Err(WebError::Forbidden(
            "The organizer password can only be chosen on the laptop that runs tenbou: open http://localhost there.".into(),
        ));
    }
    Ok(())
}

async fn setup_submit(
    State(state): State<AppState>,
    peer: Peer,
    headers: HeaderMap,
    jar: CookieJar,
    Form(form): Form<SetupForm>,
) -> WebResult<Response> {
    setup_allowed(&state, &peer, &headers).await?;
    if !form_token_ok(&jar, &form.form_token) {
        return Err(WebError::Forbidden(
            "This form has expired: reload the page and try again.".into(),
        ));
    }
    let error = password_problem(&form.password, &form.confirm);
    if let Some(error) = error {
        let (jar, form_token) = form_token(&state, jar);
        let page = SetupPage {
            nav: Nav::default(),
            form_token,
            error: Some(error),
        };
        return Ok((jar, Page::refused(page)).into_response());
    }
    let password = form.password;
    let hash = tokio::task::spawn_blocking(move || hash_password(&password))
        .await
        .map_err(|e| WebError::Internal(format!("hashing: {e}")))??;
    let mut tx = db::begin_write(&state.db).await?;
    // Checked again inside the transaction so two first visits cannot both set a password.
    if db::accounts::organizer_exists(&mut tx).await? {
        return Err(WebError::Forbidden(
            "The organizer password is already set: sign in instead.".into(),
        ));
    }
    let account_id = db::accounts::create(&mut tx, ORGANIZER, &hash, Role::Organizer).await?;
    db::audit::note(
        &mut tx,
        None,
        Some(account_id),
        AuditAction::OrganizerPasswordSet,
        "",
    )
    .await?;
    let jar = start_session(&state, &mut tx, jar, account_id).await?;
    tx.commit().await?;
    Ok((jar, Redirect::to("/admin")).into_response())
}

/// What is wrong with a new password and its confirmation, if anything.
pub fn password_problem(password: &str, confirm: &str) -> Option<String> {
    if password.chars().count() < MIN_PASSWORD_LEN {
        Some(format!(
            "Choose a password of at least {MIN_PASSWORD_LEN} characters."
        ))
    } else if password != confirm {
        Some("The two passwords differ: type the same password twice.".to_string())
    } else {
        None
    }
}

/// Starts a session for `account_id` and puts its cookie in the jar.
pub async fn start_session(
    state: &AppState,
    conn: &mut sqlx::SqliteConnection,
    jar: CookieJar,
    account_id: i64,
) -> WebResult<CookieJar> {
    let token = random_token(32);
    let expires = (chrono::Utc::now() + chrono::Duration::hours(SESSION_HOURS))
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    db::accounts::create_session(
        conn,
        &token_hash(&token),
        account_id,
        &random_token(32),
        &expires,
    )
    .await?;
    Ok(jar
        .add(session_cookie(state, SESSION_COOKIE, token))
        .remove(Cookie::build(FORM_COOKIE).path("/")))
}

async fn login_form(State(state): State<AppState>, jar: CookieJar) -> WebResult<Response> {
    let mut conn = state.db.acquire().await?;
    if !db::accounts::organizer_exists(&mut conn).await? {
        return Ok(Redirect::to("/setup").into_response());
    }
    drop(conn);
    let (jar, form_token) = form_token(&state, jar);
    let page = LoginPage {
        nav: Nav::default(),
        form_token,
        name: ORGANIZER.into(),
        error: None,
    };
    Ok((jar, Page::new(page)).into_response())
}

/// The hash a sign-in is checked against: the account's, or a real hash of nothing when the
/// name is unknown or its access was revoked, so that every refusal costs the same time and a
/// stranger cannot tell which names exist.
fn hash_to_check(account: Option<&db::accounts::Account>) -> String {
    account
        .map(|a| a.password_hash.as_str())
        .filter(|hash| !hash.is_empty())
        .unwrap_or_else(|| dummy_hash())
        .to_string()
}

fn login_page(
    state: &AppState,
    jar: CookieJar,
    status: StatusCode,
    name: String,
    error: &str,
) -> WebResult<Response> {
    let (jar, form_token) = form_token(state, jar);
    let page = LoginPage {
        nav: Nav::default(),
        form_token,
        name,
        error: Some(error.into()),
    };
    Ok((jar, Page::with_status(status, page)).into_response())
}

async fn login_submit(
    State(state): State<AppState>,
    peer: Peer,
    user: MaybeUser,
    jar: CookieJar,
    Form(form): Form<LoginForm>,
) -> WebResult<Response> {
    // Before anything else: a browser whose session is live for this very name is signed in
    // already. No password check, so no flood can keep it out.
    if user
        .0
        .as_ref()
        .is_some_and(|user| user.name == form.name.trim())
    {
        return Ok(Redirect::to("/admin").into_response());
    }
    if !form_token_ok(&jar, &form.form_token) {
        return Err(WebError::Forbidden(
            "This form has expired: reload the page and try again.".into(),
        ));
    }
    let name = form.name.trim().to_string();
    let client = peer.ip();
    let busy = |jar| {
        let mut response = login_page(
            &state,
            jar,
            StatusCode::TOO_MANY_REQUESTS,
            name.clone(),
            "Too many sign-ins at once: wait a few seconds and try again.",
        )?;
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        Ok(response)
    };
    let throttle = &state.login_failures;
    let laptop = client.is_some_and(is_the_laptop);
    // Held until the answer is sent, failure delay included: one address cannot queue more.
    // The laptop is not counted: it is the organizer's own machine.
    let _slot = if laptop {
        None
    } else {
        let Some(slot) = throttle.admit(client) else {
            return busy(jar);
        };
        Some(slot)
    };
    let hashing = match throttle.hashing.clone().try_acquire_owned() {
        Ok(permit) => permit,
        // The laptop waits for its own place rather than being turned away: only its own
        // sign-ins can hold that place.
        Err(_) if laptop => throttle
            .laptop_hashing
            .clone()
            .acquire_owned()
            .await
            .map_err(|e| WebError::Internal(format!("password checks stopped: {e}")))?,
        Err(_) => return busy(jar),
    };
    // Read the account on a pooled connection and give it back before hashing.
    let account = {
        let mut conn = state.db.acquire().await?;
        db::accounts::by_name(&mut conn, &name).await?
    };
    let stored = hash_to_check(account.as_ref());
    let matches = throttle.checker.check(form.password, stored).await;
    drop(hashing);
    match account {
        Some(account) if matches => {
            state.login_failures.clear(client);
            let mut tx = db::begin_write(&state.db).await?;
            let jar = start_session(&state, &mut tx, jar, account.id).await?;
            tx.commit().await?;
            Ok((jar, Redirect::to("/admin")).into_response())
        }
        _ => {
            let delay = state.login_failures.record_failure(client);
            tokio::time::sleep(delay).await;
            login_page(
                &state,
                jar,
                StatusCode::UNAUTHORIZED,
                name,
                "Wrong name or password.",
            )
        }
    }
}

async fn logout(
    State(state): State<AppState>,
    jar: CookieJar,
    Form(form): Form<std::collections::HashMap<String, String>>,
) -> WebResult<Response> {
    let Some(cookie) = jar.get(SESSION_COOKIE) else {
        return Ok(Redirect::to("/").into_response());
    };
    let hash = token_hash(cookie.value());
    let mut conn = state.db.acquire().await?;
    let Some(session) = db::accounts::session(&mut conn, &hash).await? else {
        return Ok((
            jar.remove(Cookie::build(SESSION_COOKIE).path("/")),
            Redirect::to("/"),
        )
            .into_response());
    };
    let submitted = form.get("csrf").map(String::as_str).unwrap_or("");
    if !constant_time_eq(submitted.as_bytes(), session.csrf_token.as_bytes()) {
        return Err(WebError::Forbidden(
            "This form has expired: reload the page and try again.".into(),
        ));
    }
    db::accounts::delete_session(&mut conn, &hash).await?;
    Ok((
        jar.remove(Cookie::build(SESSION_COOKIE).path("/")),
        Redirect::to("/"),
    )
        .into_response())
}

/// Password checks, run on a few dedicated threads. Each thread keeps one block of argon2
/// memory (19 MiB for the hashes this server makes) and reuses it for every check, so the
/// memory spent on sign-ins is fixed at start-up size, whatever the flood.
#[derive(Debug)]
pub struct PasswordChecker {
    jobs: std::sync::mpsc::SyncSender<CheckJob>,
}

struct CheckJob {
    password: String,
    stored: String,
    answer: tokio::sync::oneshot::Sender<bool>,
}

impl std::fmt::Debug for CheckJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CheckJob")
    }
}

/// Largest argon2 memory a stored hash may ask for (in 1 KiB blocks): 64 MiB. Hashes made
/// here need 19 MiB; a larger one can only come from a hand-edited database.
const MAX_CHECK_BLOCKS: usize = 64 * 1024;

impl PasswordChecker {
    /// Starts `threads` checking threads; they end when the checker is dropped.
    pub fn start(threads: usize) -> Self {
        let (jobs, queue) = std::sync::mpsc::sync_channel::<CheckJob>(threads.max(1) * 2);
        let queue = std::sync::Arc::new(std::sync::Mutex::new(queue));
        for n in 0..threads.max(1) {
            let queue = queue.clone();
            let started = std::thread::Builder::new()
                .name(format!("password-check-{n}"))
                .spawn(move || check_passwords(&queue));
            if let Err(err) = started {
                tracing::error!("a password-check thread did not start: {err}");
            }
        }
        Self { jobs }
    }

    /// Whether `password` matches the stored PHC hash; false when it does not, when the
    /// hash cannot be read, or when every thread is busy with a long queue.
    pub async fn check(&self, password: String, stored: String) -> bool {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job = CheckJob {
            password,
            stored,
            answer,
        };
        if self.jobs.try_send(job).is_err() {
            return false;
        }
        answered.await.unwrap_or(false)
    }
}

fn check_passwords(queue: &std::sync::Mutex<std::sync::mpsc::Receiver<CheckJob>>) {
    let mut memory: Vec<argon2::Block> = Vec::new();
    loop {
        let job = {
            let queue = queue.lock().unwrap_or_else(|e| e.into_inner());
            match queue.recv() {
                Ok(job) => job,
                // The checker was dropped: nothing more will come.
                Err(_) => return,
            }
        };
        let matches = matches_with_memory(&job.password, &job.stored, &mut memory);
        let _ = job.answer.send(matches);
    }
}

/// Verifies `password` against a PHC hash string, filling `memory` (grown once to the size
/// the hash needs, then reused) instead of allocating argon2's memory for each check.
fn matches_with_memory(password: &str, stored: &str, memory: &mut Vec<argon2::Block>) -> bool {
    let Ok(hash) = PasswordHash::new(stored) else {
        return false;
    };
    let (Some(expected), Some(salt)) = (hash.hash, hash.salt) else {
        return false;
    };
    let Ok(algorithm) = argon2::Algorithm::try_from(hash.algorithm) else {
        return false;
    };
    let version = match hash.version.map(argon2::Version::try_from) {
        None => argon2::Version::default(),
        Some(Ok(version)) => version,
        Some(Err(_)) => return false,
    };
    let Ok(params) = argon2::Params::try_from(&hash) else {
        return false;
    };
    let blocks = params.block_count();
    if blocks > MAX_CHECK_BLOCKS {
        tracing::warn!("a stored password hash asks for more memory than allowed");
        return false;
    }
    if memory.len() < blocks {
        memory.resize(blocks, argon2::Block::default());
    }
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let mut computed = vec![0u8; expected.len()];
    Argon2::new(algorithm, version, params)
        .hash_password_into_with_memory(password.as_bytes(), salt, &mut computed, &mut memory[..])
        .is_ok()
        && constant_time_eq(&computed, expected.as_bytes())
}

/// Bounds on sign-ins. Failed sign-ins are counted per client address: a few mistakes cost
/// nothing; after that each further failure waits a little longer (up to five seconds), which
/// makes guessing a password over the LAN hopeless without bothering an organizer who mistyped.
/// Waiting alone does not stop a flood, so sign-ins in progress are also bounded per address
/// and password checks overall; past either bound the answer is 429 at once.
#[derive(Debug)]
pub struct LoginThrottle {
    failures: std::sync::Mutex<std::collections::HashMap<Option<IpAddr>, Failures>>,
    in_progress: std::sync::Mutex<std::collections::HashMap<Option<IpAddr>, u32>>,
    /// Password checks running now for anyone: argon2 takes a core each, and the phones'
    /// pages need the others.
    pub hashing: std::sync::Arc<tokio::sync::Semaphore>,
    /// The one check kept for the organizer's laptop, which strangers cannot take.
    pub laptop_hashing: std::sync::Arc<tokio::sync::Semaphore>,
    /// The threads that run the checks, one per place above.
    pub checker: PasswordChecker,
}

/// One address's recent failed sign-ins.
#[derive(Debug, Clone, Copy)]
struct Failures {
    count: u32,
    last: Instant,
}

/// Failures allowed before answers slow down.
const FREE_FAILURES: u32 = 3;
/// An address quiet this long starts again from nothing: the count only has to outlast a
/// guessing run, and forgetting it keeps the memory of addresses from growing.
const FAILURE_MEMORY: Duration = Duration::from_secs(15 * 60);
/// Addresses whose failures are remembered at most; past it the one quiet longest is
/// forgotten, so a stream of spoofed or changing addresses cannot fill the memory.
const MAX_REMEMBERED_ADDRESSES: usize = 4096;
/// Sign-ins one address may have in progress (two, so a double-clicked button still works).
pub const SIGN_INS_PER_ADDRESS: u32 = 2;
/// Password checks that may run at once, whatever the number of cores.
const MAX_HASHING: usize = 2;

impl Default for LoginThrottle {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let shared = cores.clamp(1, MAX_HASHING);
        Self {
            failures: Default::default(),
            in_progress: Default::default(),
            hashing: std::sync::Arc::new(tokio::sync::Semaphore::new(shared)),
            laptop_hashing: std::sync::Arc::new(tokio::sync::Semaphore::new(1)),
            checker: PasswordChecker::start(shared + 1),
        }
    }
}

/// A sign-in in progress for one address; the place is given back when it is dropped.
pub struct SignInSlot {
    throttle: std::sync::Arc<LoginThrottle>,
    client: Option<IpAddr>,
}

impl Drop for SignInSlot {
    fn drop(&mut self) {
        let mut in_progress = self
            .throttle
            .in_progress
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(count) = in_progress.get_mut(&self.client) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                in_progress.remove(&self.client);
            }
        }
    }
}

impl LoginThrottle {
    /// A place for one more sign-in from `client`, or None when it already has
    /// [`SIGN_INS_PER_ADDRESS`] in progress.
    pub fn admit(self: &std::sync::Arc<Self>, client: Option<IpAddr>) -> Option<SignInSlot> {
        let mut in_progress = self.in_progress.lock().unwrap_or_else(|e| e.into_inner());
        let count = in_progress.entry(client).or_insert(0);
        if *count >= SIGN_INS_PER_ADDRESS {
            return None;
        }
        *count += 1;
        Some(SignInSlot {
            throttle: self.clone(),
            client,
        })
    }

    /// Counts a failure and says how long to wait before answering.
    pub fn record_failure(&self, client: Option<IpAddr>) -> Duration {
        self.record_failure_at(client, Instant::now())
    }

    fn record_failure_at(&self, client: Option<IpAddr>, now: Instant) -> Duration {
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        failures.retain(|_, f| now.saturating_duration_since(f.last) < FAILURE_MEMORY);
        if failures.len() >= MAX_REMEMBERED_ADDRESSES && !failures.contains_key(&client) {
            let quietest = failures
                .iter()
                .min_by_key(|(_, f)| f.last)
                .map(|(address, _)| *address);
            if let Some(address) = quietest {
                failures.remove(&address);
            }
        }
        let entry = failures.entry(client).or_insert(Failures {
            count: 0,
            last: now,
        });
        entry.count = entry.count.saturating_add(1);
        entry.last = now;
        let excess = entry.count.saturating_sub(FREE_FAILURES).min(5);
        Duration::from_secs(u64::from(excess))
    }

    /// How many addresses have failures remembered.
    #[cfg(test)]
    fn remembered(&self) -> usize {
        self.failures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .len()
    }

    pub fn clear(&self, client: Option<IpAddr>) {
        self.failures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&client);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_sign_ins_slow_down_after_a_few_and_reset_on_success() {
        let throttle = LoginThrottle::default();
        let client = Some(std::net::IpAddr::from([192, 0, 2, 7]));
        for _ in 0..FREE_FAILURES {
            assert_eq!(throttle.record_failure(client), std::time::Duration::ZERO);
        }
        assert_eq!(throttle.record_failure(client).as_secs(), 1);
        assert_eq!(throttle.record_failure(client).as_secs(), 2);
        assert_eq!(throttle.record_failure(None), std::time::Duration::ZERO);
        throttle.clear(client);
        assert_eq!(throttle.record_failure(client), std::time::Duration::ZERO);
    }

    #[test]
    fn failures_are_forgotten_after_a_quiet_while_and_the_memory_stays_bounded() {
        let throttle = LoginThrottle::default();
        let start = Instant::now();
        let guesser = Some(IpAddr::from([192, 0, 2, 9]));
        for _ in 0..FREE_FAILURES + 2 {
            throttle.record_failure_at(guesser, start);
        }
        assert_eq!(throttle.record_failure_at(guesser, start).as_secs(), 3);
        let later = start + FAILURE_MEMORY + Duration::from_secs(1);
        assert_eq!(
            throttle.record_failure_at(guesser, later),
            Duration::ZERO,
            "a quiet address starts again"
        );

        // A stream of ever new addresses: the memory stops growing at its bound, and the
        // address failing now is the one kept.
        for n in 0..MAX_REMEMBERED_ADDRESSES + 500 {
            let octets = u32::try_from(n).unwrap().to_be_bytes();
            let address = Some(IpAddr::from([10, octets[1], octets[2], octets[3]]));
            let at = later + Duration::from_millis(u64::try_from(n).unwrap());
            throttle.record_failure_at(address, at);
        }
        assert_eq!(throttle.remembered(), MAX_REMEMBERED_ADDRESSES);
        let last = later + Duration::from_secs(3600);
        throttle.record_failure_at(guesser, last);
        assert_eq!(
            throttle.remembered(),
            1,
            "everything older than the memory is gone"
        );
    }

    #[test]
    fn a_password_hash_verifies_only_the_same_password() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("correct horse ", &hash));
    }

    #[test]
    fn one_address_has_at_most_two_sign_ins_in_progress_and_gets_its_places_back() {
        let throttle = std::sync::Arc::new(LoginThrottle::default());
        let client = Some(IpAddr::from([192, 0, 2, 7]));
        let first = throttle.admit(client).expect("a first sign-in");
        let second = throttle.admit(client).expect("a second sign-in");
        assert!(throttle.admit(client).is_none());
        assert!(throttle.admit(Some(IpAddr::from([192, 0, 2, 8]))).is_some());
        drop(first);
        let third = throttle.admit(client).expect("a place came back");
        drop((second, third));
        assert!(throttle.in_progress.lock().unwrap().is_empty());
    }

    #[test]
    fn a_password_check_reuses_one_block_of_argon2_memory() {
        let hash = hash_password("correct horse").unwrap();
        let mut memory = Vec::new();
        assert!(matches_with_memory("correct horse", &hash, &mut memory));
        let (start, blocks) = (memory.as_ptr(), memory.len());
        assert!(blocks > 0);
        for wrong in ["correct horse ", "", "tiles"] {
            assert!(!matches_with_memory(wrong, &hash, &mut memory));
        }
        assert!(matches_with_memory("correct horse", &hash, &mut memory));
        assert_eq!(
            (memory.as_ptr(), memory.len()),
            (start, blocks),
            "not reallocated"
        );
        assert!(!matches_with_memory("x", "not a hash", &mut memory));
    }

    #[tokio::test]
    async fn the_checking_threads_answer_every_check() {
        let checker = PasswordChecker::start(2);
        let hash = hash_password("correct horse").unwrap();
        assert!(checker.check("correct horse".into(), hash.clone()).await);
        assert!(!checker.check("wrong".into(), hash).await);
    }

    #[test]
    fn a_revoked_or_unknown_name_is_checked_against_a_real_hash() {
        let revoked = db::accounts::Account {
            id: 2,
            name: "Rei".into(),
            password_hash: String::new(),
            role: Role::Referee,
        };
        assert!(hash_to_check(Some(&revoked)).starts_with("$argon2id$"));
        assert!(hash_to_check(None).starts_with("$argon2id$"));
    }

    #[test]
    fn only_tokens_the_server_made_are_genuine() {
        let token = mint_form_token();
        assert!(form_token_genuine(&token));
        assert!(!form_token_genuine(&"a".repeat(32)));
        let (nonce, _) = token.split_once('.').unwrap();
        assert!(!form_token_genuine(&format!("{nonce}.{}", "0".repeat(64))));
    }

    #[test]
    fn only_loopback_hosts_and_origins_reach_the_setup() {
        for host in [
            "localhost",
            "localhost:8080",
            "127.0.0.1:8080",
            "[::1]:8080",
            "LOCALHOST",
        ] {
            assert!(is_loopback_authority(host), "{host}");
        }
        for host in [
            "evil.example",
            "evil.example:8080",
            "192.168.1.5:8080",
            "localhost.evil.example",
            "",
        ] {
            assert!(!is_loopback_authority(host), "{host}");
        }
    }

    #[test]
    fn form_fields_are_decoded_like_a_browser_sends_them() {
        assert_eq!(
            form_field(b"a=1&csrf=ab%2Bc&x=", "csrf").as_deref(),
            Some("ab+c")
        );
        assert_eq!(form_field(b"name=A+B", "name").as_deref(), Some("A B"));
        assert_eq!(form_field(b"", "csrf"), None);
    }
}
