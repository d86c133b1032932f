//! The sign-in pages: the first-start setup (from the laptop only, never through a proxy),
//! sign-in, sign-out and the session they start or end. A wrong password is counted in the
//! database by `app::sign_in_limits`, which says how long the answer waits and when an
//! account guessed at from many addresses is held back for browsers it does not know.

use super::csrf::{form_token, form_token_ok, session_cookie};
use super::identity::{constant_time_eq, MaybeUser, Peer, FORM_COOKIE, SESSION_COOKIE};
use super::passwords::{dummy_hash, hash_password, Asker};
use crate::app::accounts::ORGANIZER;
use crate::app::accounts::{
    self, random_token, token_hash, Account, AccountRefusal, NewSession, PasswordRules,
};
use crate::app::sign_in_limits::{self, SignInAttempt};
use crate::app::{AppError, Refusal};
use crate::tournament::ids::AccountId;
use crate::web::error::{Denial, WebError, WebResult};
use crate::web::i18n::{Asked, Words};
use crate::web::layout::{Nav, Page};
use crate::web::refusals;
use crate::web::state::AppState;
use askama::Template;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use std::net::IpAddr;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/setup", get(setup_form).post(setup_submit))
        .route("/login", get(login_form).post(login_submit))
        .route("/logout", post(logout))
}

#[derive(Template)]
#[template(path = "auth/setup.html")]
struct SetupPage {
    nav: Nav,
    form_token: String,
    error: Option<String>,
    /// What was typed, kept when the form is refused.
    password: String,
    confirm: String,
    /// Fewest characters a password may have here.
    min_password: usize,
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
    asked: Asked,
    jar: CookieJar,
) -> WebResult<Response> {
    setup_allowed(&state, &peer, &headers, &asked.words(None)).await?;
    let (jar, form_token) = form_token(jar);
    Ok((
        jar,
        Page::new(SetupPage {
            nav: Nav::default().in_words(asked.words(None)),
            form_token,
            error: None,
            password: String::new(),
            confirm: String::new(),
            min_password: state.password_rules.min_len,
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

/// The refusal of a second setup, in words: the organizer signs in instead.
fn organizer_exists(words: &Words) -> WebError {
    let refusal = Refusal::Account(AccountRefusal::OrganizerExists);
    WebError::Forbidden(refusals::words(&refusal, words))
}

async fn setup_allowed(
    state: &AppState,
    peer: &Peer,
    headers: &HeaderMap,
    words: &Words,
) -> WebResult<()> {
    // A league's server has no laptop: its administrator is made on its console.
    if state.league {
        return Err(WebError::Denied(Denial::SetupOnTheLaptop));
    }
    if accounts::organizer_exists(&state.db).await? {
        return Err(organizer_exists(words));
    }
    // A request through a proxy, trusted or not, is never the laptop's, even from a proxy
    // on this machine whose requests come from a loopback address.
    if !peer.on_this_machine() || !addressed_to_the_laptop(headers) {
        return Err(WebError::Denied(Denial::SetupOnTheLaptop));
    }
    Ok(())
}

async fn setup_submit(
    State(state): State<AppState>,
    peer: Peer,
    headers: HeaderMap,
    asked: Asked,
    jar: CookieJar,
    Form(form): Form<SetupForm>,
) -> WebResult<Response> {
    let words = asked.words(None);
    setup_allowed(&state, &peer, &headers, &words).await?;
    require_form_token(&jar, &form.form_token)?;
    let rules = state.password_rules;
    let error = password_problem(rules, ORGANIZER, (&form.password, &form.confirm), &words);
    if let Some(error) = error {
        let (jar, form_token) = form_token(jar);
        let page = SetupPage {
            nav: Nav::default().in_words(asked.words(None)),
            form_token,
            error: Some(error),
            password: form.password,
            confirm: form.confirm,
            min_password: rules.min_len,
        };
        return Ok((jar, Page::refused(page)).into_response());
    }
    let password = form.password;
    let hash = tokio::task::spawn_blocking(move || hash_password(&password))
        .await
        .map_err(|e| WebError::Internal(format!("hashing: {e}")))??;
    let session = match accounts::set_up_organizer(&state.db, &hash).await {
        Ok(session) => session,
        // Another first visit set the password meanwhile.
        Err(AppError::Refused(Refusal::Account(AccountRefusal::OrganizerExists))) => {
            return Err(organizer_exists(&words))
        }
        Err(err) => return Err(err.into()),
    };
    let jar = with_session(jar, session);
    Ok((jar, Redirect::to("/admin")).into_response())
}

/// Refuses a form whose token is not this browser's: an old page, or one from elsewhere.
fn require_form_token(jar: &CookieJar, submitted: &str) -> WebResult<()> {
    if form_token_ok(jar, submitted) {
        Ok(())
    } else {
        Err(expired_form())
    }
}

/// The answer to a sign-in form that cannot be trusted any more.
fn expired_form() -> WebError {
    WebError::Denied(Denial::FormExpired)
}

/// What is wrong with a new password of the account `name` and its confirmation under
/// `rules`, if anything, in `words`.
pub fn password_problem(
    rules: PasswordRules,
    name: &str,
    (password, confirm): (&str, &str),
    words: &Words,
) -> Option<String> {
    accounts::password_refusal(rules, name, password, confirm)
        .map(|refusal| refusals::words(&Refusal::Account(refusal), words))
}

/// Puts the cookie of a session just opened in the jar (and drops the sign-in form's).
pub fn with_session(jar: CookieJar, session: NewSession) -> CookieJar {
    jar.add(session_cookie(SESSION_COOKIE, session.token))
        .remove(Cookie::build(FORM_COOKIE).path("/"))
}

async fn login_form(
    State(state): State<AppState>,
    asked: Asked,
    jar: CookieJar,
) -> WebResult<Response> {
    if !state.league && !accounts::any_account(&state.db).await? {
        return Ok(Redirect::to("/setup").into_response());
    }
    let (jar, form_token) = form_token(jar);
    // The laptop has one organizer, whose name is filled in; a league has many.
    let name = if state.league { "" } else { ORGANIZER };
    let page = LoginPage {
        nav: Nav::default().in_words(asked.words(None)),
        form_token,
        name: name.into(),
        error: None,
    };
    Ok((jar, Page::new(page)).into_response())
}

/// The hash a sign-in is checked against: the account's, or a real hash of nothing when the
/// name is unknown, its access was revoked or the account disabled, so that every refusal
/// costs the same time and a stranger cannot tell which names exist.
fn hash_to_check(account: Option<&Account>) -> String {
    account
        .filter(|a| a.disabled_at.is_none())
        .map(|a| a.password_hash.as_str())
        .filter(|hash| !hash.is_empty())
        .unwrap_or_else(|| dummy_hash())
        .to_string()
}

/// The cookie of a browser that signed in to an account: `{account}.{nonce}.{mac}`, where the
/// mac hashes the account's stored password hash (secret, salted, and replaced when the password
/// changes) with the nonce. No table holds it, it outlives restarts, and it is sent only to
/// the sign-in form, where it keeps a check free for that browser during a flood.
const KNOWN_BROWSER_COOKIE: &str = "tenbou_known_browser";
/// How long a browser stays known without signing in again: a season of events.
const KNOWN_BROWSER_DAYS: i64 = 180;

fn known_browser_mac(account: &Account, nonce: &str) -> String {
    token_hash(&format!(
        "known-browser:{}:{nonce}:{}",
        account.id, account.password_hash
    ))
}

fn known_browser_cookie(account: &Account) -> Cookie<'static> {
    let nonce = random_token(16);
    let value = format!(
        "{}.{nonce}.{}",
        account.id,
        known_browser_mac(account, &nonce)
    );
    // Max-Age is read from text: the cookie crate's duration type is not one of ours.
    let life = KNOWN_BROWSER_DAYS * 24 * 3600;
    let mut cookie = Cookie::parse(format!("{KNOWN_BROWSER_COOKIE}={value}; Max-Age={life}"))
        .unwrap_or_else(|_| Cookie::new(KNOWN_BROWSER_COOKIE, value));
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Strict);
    cookie.set_path("/login");
    cookie
}

/// Whether this browser signed in to `account` before (and its password has not changed).
fn known_browser(jar: &CookieJar, account: &Account) -> bool {
    if account.password_hash.is_empty() {
        return false;
    }
    let Some(cookie) = jar.get(KNOWN_BROWSER_COOKIE) else {
        return false;
    };
    let mut parts = cookie.value().splitn(3, '.');
    let (Some(id), Some(nonce), Some(mac)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    id == account.id.to_string()
        && constant_time_eq(mac.as_bytes(), known_browser_mac(account, nonce).as_bytes())
}

/// The sign-in form again, in `words`, with what went wrong.
fn login_page(
    jar: CookieJar,
    status: StatusCode,
    name: String,
    (words, error): (Words, String),
) -> WebResult<Response> {
    let (jar, form_token) = form_token(jar);
    let page = LoginPage {
        nav: Nav::default().in_words(words),
        form_token,
        name,
        error: Some(error),
    };
    Ok((jar, Page::with_status(status, page)).into_response())
}

/// The sign-in form again with 429 and what went wrong: try again after `retry` seconds.
fn held_back(
    jar: CookieJar,
    name: String,
    said: (Words, String),
    retry: u64,
) -> WebResult<Response> {
    let mut response = login_page(jar, StatusCode::TOO_MANY_REQUESTS, name, said)?;
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(retry));
    Ok(response)
}

async fn login_submit(
    State(state): State<AppState>,
    peer: Peer,
    user: MaybeUser,
    asked: Asked,
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
    require_form_token(&jar, &form.form_token)?;
    let name = form.name.trim().to_string();
    let words = asked.words(None);
    let busy = |jar| {
        let said = (words, words.get("accounts-too-many-sign-ins"));
        held_back(jar, name.clone(), said, 5)
    };
    let throttle = &state.login_failures;
    let laptop = peer.is_the_laptop();
    // Held until the answer is sent, failure delay included: one address cannot queue more.
    // The laptop is not counted: it is the organizer's own machine.
    let _slot = if laptop {
        None
    } else {
        let Some(slot) = throttle.admit(peer.ip()) else {
            return busy(jar);
        };
        Some(slot)
    };
    // Read the account on a pooled connection and give it back before hashing: the places a
    // check may take depend on it.
    let account = accounts::account_named(&state.db, &name).await?;
    let known = account.as_ref().is_some_and(|a| known_browser(&jar, a));
    let attempt = SignInAttempt {
        address: peer.ip(),
        account: account.as_ref().map(|a| AccountId::new(a.id)),
    };
    // An account guessed at from many addresses takes a stranger's sign-in now and then (the
    // count is in the database, shared by every instance); the laptop and the browsers that
    // signed in to it before are never held back, so guessing locks nobody out.
    if let (Some(id), false) = (attempt.account, laptop || known) {
        if let Some(wait) = sign_in_limits::account_held_back(&state.db, id).await? {
            let seconds = wait.as_secs().max(1);
            let said = words.get_with("accounts-account-held-back", "seconds", seconds);
            return held_back(jar, name, (words, said), seconds);
        }
    }
    let asker = Asker {
        laptop,
        account: account.as_ref().map(|a| a.id),
        known_browser: known,
    };
    let Some(hashing) = throttle.check_place(asker).await else {
        return busy(jar);
    };
    let stored = hash_to_check(account.as_ref());
    let matches = throttle.checker.check(form.password, stored).await;
    drop(hashing);
    match account {
        Some(account) if matches => {
            sign_in_limits::clear(&state.db, attempt).await?;
            let session = accounts::sign_in(&state.db, AccountId::new(account.id)).await?;
            let jar = with_session(jar, session);
            let jar = jar.add(known_browser_cookie(&account));
            Ok((jar, Redirect::to("/admin")).into_response())
        }
        _ => {
            let delay = sign_in_limits::record_failure(&state.db, attempt).await?;
            tokio::time::sleep(delay).await;
            let said = (words, words.get("accounts-wrong-password"));
            login_page(jar, StatusCode::UNAUTHORIZED, name, said)
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
    let token = cookie.value();
    let Some(session) = accounts::session(&state.db, token).await? else {
        return Ok((
            jar.remove(Cookie::build(SESSION_COOKIE).path("/")),
            Redirect::to("/"),
        )
            .into_response());
    };
    let submitted = form.get("csrf").map(String::as_str).unwrap_or("");
    if !constant_time_eq(submitted.as_bytes(), session.csrf_token.as_bytes()) {
        return Err(expired_form());
    }
    accounts::sign_out(&state.db, token).await?;
    Ok((
        jar.remove(Cookie::build(SESSION_COOKIE).path("/")),
        Redirect::to("/"),
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_revoked_disabled_or_unknown_name_is_checked_against_a_real_hash() {
        let revoked = Account {
            id: 2,
            name: "Rei".into(),
            password_hash: String::new(),
            role: accounts::Role::Referee,
            created_by: Some(1),
            disabled_at: None,
        };
        assert!(hash_to_check(Some(&revoked)).starts_with("$argon2id$"));
        assert!(hash_to_check(None).starts_with("$argon2id$"));
        let disabled = Account {
            role: accounts::Role::Organizer,
            password_hash: "$scrypt$their-own".into(),
            disabled_at: Some("2026-05-01T10:00:00Z".into()),
            ..revoked
        };
        assert!(hash_to_check(Some(&disabled)).starts_with("$argon2id$"));
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
}
