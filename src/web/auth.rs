//! Who may change things: the organizer's first-start setup (from the laptop only), sign-in and
//! sign-out, the session cookie, and the CSRF check on every state-changing request.
//!
//! Players never sign in: every public page is readable without an account and changes nothing.

use super::error::{WebError, WebResult};
use super::pages::Nav;
use super::AppState;
use crate::db;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use askama::Template;
use axum::body::Body;
use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{header, Method};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use blake2::{Blake2s256, Digest};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use std::net::SocketAddr;

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
    /// `organizer`, or `referee` (records hands and penalties only).
    pub role: String,
    pub name: String,
    pub csrf_token: String,
}

/// The signed-in person if any (public pages show a "manage" link then).
#[derive(Debug, Clone)]
pub struct MaybeUser(pub Option<CurrentUser>);

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

fn verify_password(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|hash| {
            Argon2::default()
                .verify_password(password.as_bytes(), &hash)
                .is_ok()
        })
        .unwrap_or(false)
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

/// Guards every organizer route: a page asks an anonymous visitor to sign in; a change without
/// the session or without the session's CSRF token is refused with 403.
pub async fn require_organizer(request: Request, next: Next) -> Response {
    let Some(user) = request.extensions().get::<CurrentUser>().cloned() else {
        if request.method() == Method::GET || request.method() == Method::HEAD {
            return Redirect::to("/login").into_response();
        }
        return WebError::Forbidden("Sign in as the organizer to change anything.".into())
            .into_response();
    };
    let reading = request.method() == Method::GET || request.method() == Method::HEAD;
    if user.role != "organizer" && !referee_may(reading, request.uri().path()) {
        return WebError::Forbidden(
            "Referees record hands and penalties; ask the organizer for anything else.".into(),
        )
        .into_response();
    }
    if reading {
        return next.run(request).await;
    }
    match check_csrf(request, &user.csrf_token).await {
        Ok(request) => next.run(request).await,
        Err(err) => err.into_response(),
    }
}

/// What a referee may do under `/admin`: read the organizer's pages (but not backups, exports
/// of whole tournaments or the list of accounts), and change only score sheets and penalties.
pub fn referee_may(reading: bool, path: &str) -> bool {
    let path = path.strip_prefix("/admin").unwrap_or(path);
    if reading {
        return !(path.starts_with("/backups")
            || path.starts_with("/referees")
            || path.ends_with("/export.json"));
    }
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    matches!(
        parts.as_slice(),
        ["t", _, "games", ..] | ["t", _, "penalties", ..]
    )
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

/// Decodes `application/x-www-form-urlencoded` pairs (what axum's `Form` also reads).
fn serde_urlencoded_pairs(encoded: &[u8]) -> Vec<(String, String)> {
    axum::extract::Query::<Vec<(String, String)>>::try_from_uri(
        &format!("/?{}", String::from_utf8_lossy(encoded))
            .parse()
            .unwrap_or_default(),
    )
    .map(|q| q.0)
    .unwrap_or_default()
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The address the request came from, when the server knows it.
pub struct Peer(pub Option<SocketAddr>);

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

/// The form token for the sign-in forms: the one already in the cookie, or a new one.
fn form_token(state: &AppState, jar: CookieJar) -> (CookieJar, String) {
    if let Some(existing) = jar.get(FORM_COOKIE).map(|c| c.value().to_string()) {
        if existing.len() == 32 {
            return (jar, existing);
        }
    }
    let token = random_token(16);
    (
        jar.add(session_cookie(state, FORM_COOKIE, token.clone())),
        token,
    )
}

fn form_token_ok(jar: &CookieJar, submitted: &str) -> bool {
    jar.get(FORM_COOKIE).is_some_and(|c| {
        !submitted.is_empty() && constant_time_eq(c.value().as_bytes(), submitted.as_bytes())
    })
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
    jar: CookieJar,
) -> WebResult<Response> {
    setup_allowed(&state, &peer).await?;
    let (jar, form_token) = form_token(&state, jar);
    Ok((
        jar,
        Html(
            SetupPage {
                nav: Nav::default(),
                form_token,
                error: None,
            }
            .render()?,
        ),
    )
        .into_response())
}

async fn setup_allowed(state: &AppState, peer: &Peer) -> WebResult<()> {
    let mut conn = state.db.acquire().await?;
    if db::accounts::organizer_exists(&mut conn).await? {
        return Err(WebError::Forbidden(
            "The organizer password is already set: sign in instead.".into(),
        ));
    }
    if !peer.0.is_some_and(|addr| addr.ip().is_loopback()) {
        return Err(WebError::Forbidden(
            "The organizer password can only be chosen on the laptop that runs tenbou: open http://localhost there.".into(),
        ));
    }
    Ok(())
}

async fn setup_submit(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Form(form): Form<SetupForm>,
) -> WebResult<Response> {
    setup_allowed(&state, &peer).await?;
    if !form_token_ok(&jar, &form.form_token) {
        return Err(WebError::Forbidden(
            "This form has expired: reload the page and try again.".into(),
        ));
    }
    let error = if form.password.chars().count() < MIN_PASSWORD_LEN {
        Some(format!(
            "Choose a password of at least {MIN_PASSWORD_LEN} characters."
        ))
    } else if form.password != form.confirm {
        Some("The two passwords differ: type the same password twice.".to_string())
    } else {
        None
    };
    if let Some(error) = error {
        let (jar, form_token) = form_token(&state, jar);
        let page = SetupPage {
            nav: Nav::default(),
            form_token,
            error: Some(error),
        }
        .render()?;
        return Ok((
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            jar,
            Html(page),
        )
            .into_response());
    }
    let hash = hash_password(&form.password)?;
    let mut tx = db::begin_write(&state.db).await?;
    // Checked again inside the transaction so two first visits cannot both set a password.
    if db::accounts::organizer_exists(&mut tx).await? {
        return Err(WebError::Forbidden(
            "The organizer password is already set: sign in instead.".into(),
        ));
    }
    let account_id = db::accounts::create(&mut tx, ORGANIZER, &hash, "organizer").await?;
    db::audit::note(
        &mut tx,
        None,
        Some(account_id),
        "organizer password set",
        "",
    )
    .await?;
    let jar = start_session(&state, &mut tx, jar, account_id).await?;
    tx.commit().await?;
    Ok((jar, Redirect::to("/admin")).into_response())
}

async fn start_session(
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
    let (jar, form_token) = form_token(&state, jar);
    let page = LoginPage {
        nav: Nav::default(),
        form_token,
        name: ORGANIZER.into(),
        error: None,
    };
    Ok((jar, Html(page.render()?)).into_response())
}

async fn login_submit(
    State(state): State<AppState>,
    peer: Peer,
    jar: CookieJar,
    Form(form): Form<LoginForm>,
) -> WebResult<Response> {
    if !form_token_ok(&jar, &form.form_token) {
        return Err(WebError::Forbidden(
            "This form has expired: reload the page and try again.".into(),
        ));
    }
    let name = form.name.trim().to_string();
    let mut tx = db::begin_write(&state.db).await?;
    let account = db::accounts::by_name(&mut tx, &name).await?;
    let password = form.password.clone();
    // Verifying runs even for an unknown name, so the answer takes as long either way.
    let stored = match &account {
        Some(account) => account.password_hash.clone(),
        None => dummy_hash().to_string(),
    };
    let matches = tokio::task::spawn_blocking(move || verify_password(&password, &stored))
        .await
        .unwrap_or(false);
    match account {
        Some(account) if matches => {
            state.login_failures.clear(peer.0.map(|a| a.ip()));
            let jar = start_session(&state, &mut tx, jar, account.id).await?;
            tx.commit().await?;
            Ok((jar, Redirect::to("/admin")).into_response())
        }
        _ => {
            drop(tx);
            let delay = state.login_failures.record_failure(peer.0.map(|a| a.ip()));
            tokio::time::sleep(delay).await;
            let (jar, form_token) = form_token(&state, jar);
            let page = LoginPage {
                nav: Nav::default(),
                form_token,
                name,
                error: Some("Wrong name or password.".into()),
            };
            Ok((
                axum::http::StatusCode::UNAUTHORIZED,
                jar,
                Html(page.render()?),
            )
                .into_response())
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

/// Failed sign-ins per client address. A few mistakes cost nothing; after that each further
/// failure waits a little longer (up to five seconds), which makes guessing a password over
/// the LAN hopeless without bothering an organizer who mistyped.
#[derive(Debug, Default)]
pub struct LoginThrottle {
    failures: std::sync::Mutex<std::collections::HashMap<Option<std::net::IpAddr>, u32>>,
}

/// Failures allowed before answers slow down.
const FREE_FAILURES: u32 = 3;

impl LoginThrottle {
    /// Counts a failure and says how long to wait before answering.
    pub fn record_failure(&self, client: Option<std::net::IpAddr>) -> std::time::Duration {
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let count = failures.entry(client).or_insert(0);
        *count = count.saturating_add(1);
        let excess = count.saturating_sub(FREE_FAILURES).min(5);
        std::time::Duration::from_secs(u64::from(excess))
    }

    pub fn clear(&self, client: Option<std::net::IpAddr>) {
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
    fn a_password_hash_verifies_only_the_same_password() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("correct horse ", &hash));
    }

    #[test]
    fn referees_change_only_score_sheets_and_penalties() {
        assert!(referee_may(false, "/t/1/games/4/hands"));
        assert!(referee_may(false, "/admin/t/1/games/4/hands/0/delete"));
        assert!(referee_may(false, "/t/1/penalties"));
        assert!(!referee_may(false, "/t/1/players"));
        assert!(!referee_may(false, "/t/1/rounds"));
        assert!(!referee_may(false, "/tournaments"));
        assert!(!referee_may(false, "/referees"));
        assert!(referee_may(true, "/t/1"));
        assert!(!referee_may(true, "/backups/tenbou-1.db"));
        assert!(!referee_may(true, "/t/1/export.json"));
        assert!(!referee_may(true, "/referees"));
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
