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
//! Failed sign-ins are counted in the database (`app::sign_in_limits`), so that instances
//! behind one proxy share them.
//!
//! Behind a proxy (`--trusted-proxy`), the client is the address the proxy forwards
//! (`proxy`), nobody is the laptop, and cookies are `Secure` when the client spoke HTTPS.
//! Checks run on a few dedicated threads that each reuse one block of argon2 memory, so a
//! flood of sign-ins costs no more memory than a single one per thread.

mod access;
mod csrf;
mod identity;
pub(crate) mod passwords;
pub(crate) mod proxy;
mod sign_in;

pub use access::{guard, read_only_when_archived, Access};
use csrf::check_csrf;
use identity::is_reading;
pub use identity::{is_the_laptop, CurrentUser, MaybeUser, Peer, FORM_COOKIE, SESSION_COOKIE};
pub(crate) use passwords::verify_password;
pub use passwords::{
    hash_password, release_idle_argon_memory, LoginThrottle, PasswordChecker, SignInSlot,
};
pub use proxy::{NotAProxyRange, ProxyRange, TrustedProxies};
pub use sign_in::{password_problem, routes, with_session, LoginForm, SetupForm};

use super::error::{Denial, WebError};
use super::i18n::Words;
use super::layout::Nav;
use super::state::AppState;
use crate::app::accounts;
pub use crate::app::accounts::{random_token, MIN_PASSWORD_LEN, ORGANIZER};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::CookieJar;

/// The header of a page follows who is signed in.
impl Nav {
    pub fn signed_in(user: &CurrentUser) -> Self {
        Self {
            signed_in: true,
            csrf: user.csrf_token.clone(),
            words: Default::default(),
        }
    }

    pub fn from(user: &MaybeUser) -> Self {
        user.0.as_ref().map(Self::signed_in).unwrap_or_default()
    }
}

/// Marks a request that came on a connection beyond its address's share of connections
/// (`server.rs`): only signed-in staff are answered on it, so that one address holding many
/// connections cannot keep the others' places and staff behind it still get through.
#[derive(Debug, Clone, Copy)]
pub struct StaffOnly;

/// What a request on a [`StaffOnly`] connection without a session is told; the connection
/// closes after it, giving its place back.
fn refuse_beyond_address_share(words: &Words) -> Response {
    (
        StatusCode::TOO_MANY_REQUESTS,
        [
            (header::RETRY_AFTER, HeaderValue::from_static("5")),
            (header::CONNECTION, HeaderValue::from_static("close")),
        ],
        words.get("refusals-too-many-connections"),
    )
        .into_response()
}

/// Reads the session cookie and, when it names a live session, puts the [`CurrentUser`] in the
/// request for the handlers and the other middleware. On a [`StaffOnly`] connection a request
/// without a live session is refused here.
pub async fn load_session(
    State(state): State<AppState>,
    jar: CookieJar,
    mut request: Request,
    next: Next,
) -> Response {
    if let Some(cookie) = jar.get(SESSION_COOKIE) {
        if let Ok(Some(session)) = accounts::session(&state.db, cookie.value()).await {
            let asked = crate::web::i18n::Asked::of(request.uri(), request.headers());
            request.extensions_mut().insert(CurrentUser {
                asked,
                account_id: session.account_id,
                role: session.role,
                name: session.name,
                csrf_token: session.csrf_token,
            });
        }
    }
    let staff_only = request.extensions().get::<StaffOnly>().is_some();
    if staff_only && request.extensions().get::<CurrentUser>().is_none() {
        let words = crate::web::i18n::Asked::of(request.uri(), request.headers()).words(None);
        return refuse_beyond_address_share(&words);
    }
    next.run(request).await
}

/// Reads who sent the request once (`proxy::client_of`: the forwarded client behind a trusted
/// proxy) for every handler's [`Peer`], and marks every cookie of the answer `Secure` when
/// cookies are always secure (`--secure-cookies`) or a trusted proxy says the client spoke
/// HTTPS: one place, so that no cookie (the session's, a form's, a phone's, the language's)
/// can be sent in the clear to a client that came over HTTPS.
pub async fn know_the_client(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let connection = request
        .extensions()
        .get::<ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0);
    let client = proxy::client_of(connection, request.headers(), &state.trusted_proxies);
    request.extensions_mut().insert(client);
    let mut response = next.run(request).await;
    if state.secure_cookies || client.https {
        mark_cookies_secure(response.headers_mut());
    }
    response
}

/// Adds the `Secure` attribute to every `Set-Cookie` that lacks it.
fn mark_cookies_secure(headers: &mut axum::http::HeaderMap) {
    let cookies: Vec<HeaderValue> = headers
        .get_all(header::SET_COOKIE)
        .iter()
        .cloned()
        .collect();
    if cookies.is_empty() {
        return;
    }
    headers.remove(header::SET_COOKIE);
    for cookie in cookies {
        let secure = String::from_utf8_lossy(cookie.as_bytes())
            .split(';')
            .skip(1)
            .any(|attribute| attribute.trim().eq_ignore_ascii_case("secure"));
        let marked = if secure {
            cookie
        } else {
            HeaderValue::from_bytes(&[cookie.as_bytes(), b"; Secure"].concat()).unwrap_or(cookie)
        };
        headers.append(header::SET_COOKIE, marked);
    }
}

/// Guards every route under `/admin`: a page asks an anonymous visitor to sign in; a change
/// without the session or without the session's CSRF token is refused with 403. What the
/// signed-in person may do is each route group's [`Access`].
pub async fn require_signed_in(request: Request, next: Next) -> Response {
    let Some(user) = request.extensions().get::<CurrentUser>().cloned() else {
        if request.method() == Method::GET || request.method() == Method::HEAD {
            return Redirect::to("/login").into_response();
        }
        return WebError::Denied(Denial::SignInToChange).into_response();
    };
    if is_reading(request.method()) {
        return next.run(request).await;
    }
    match check_csrf(request, &user.csrf_token).await {
        Ok(request) => next.run(request).await,
        Err(err) => err.into_response(),
    }
}
