//! Which language a request reads: the reader's own choice (`?lang=` on any page, then
//! remembered in a cookie), else the tournament's default language, else the first language of
//! the browser's `Accept-Language` that tenbou is written in, else English. A choice naming a
//! language that does not exist (`?lang=xx`) reads English and is not remembered.

use super::words::Words;
use crate::tournament::language::Language;
use axum::extract::{FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, Uri};
use axum::middleware::Next;
use axum::response::Response;
use axum_extra::extract::cookie::CookieJar;
use std::convert::Infallible;

/// The cookie that remembers the reader's choice.
pub const COOKIE: &str = "lang";

/// A year: the choice outlives the event, as a reader who chose French once expects.
const REMEMBERED_FOR_SECONDS: u32 = 365 * 24 * 60 * 60;

/// What a request asks for, before the page knows its tournament's default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Asked {
    /// The reader's choice: `?lang=` (English for a code tenbou does not know), else the cookie.
    chosen: Option<Language>,
    /// The browser's preference.
    browser: Option<Language>,
}

impl Asked {
    /// What the request's address and headers ask for.
    pub fn of(uri: &Uri, headers: &HeaderMap) -> Self {
        let from_cookie = CookieJar::from_headers(headers)
            .get(COOKIE)
            .and_then(|cookie| Language::parse(cookie.value()));
        let chosen = query_choice(uri)
            .map(|code| Language::parse(&code).unwrap_or_default())
            .or(from_cookie);
        Self {
            chosen,
            browser: browser_language(headers),
        }
    }

    /// Whether the reader chose a language (`?lang=` or the cookie), which every page reads
    /// whatever its tournament's default.
    pub fn has_choice(self) -> bool {
        self.chosen.is_some()
    }

    /// The words of the page: the reader's choice, else the tournament's default (`None` on
    /// a page of no tournament, or a tournament without one), else the browser's, else English.
    pub fn words(self, tournament_default: Option<Language>) -> Words {
        Words::new(
            self.chosen
                .or(tournament_default)
                .or(self.browser)
                .unwrap_or_default(),
        )
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Asked {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Infallible> {
        Ok(Self::of(&parts.uri, &parts.headers))
    }
}

/// The browser's preferred language among tenbou's, from `Accept-Language`.
pub fn browser_language(headers: &HeaderMap) -> Option<Language> {
    headers
        .get_all(header::ACCEPT_LANGUAGE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .find_map(Language::from_accept_language)
}

/// The code after `?lang=`, if the address has one.
pub fn query_choice(uri: &Uri) -> Option<String> {
    form_urlencoded::parse(uri.query()?.as_bytes())
        .find(|(name, _)| name == "lang")
        .map(|(_, code)| code.into_owned())
}

/// Remembers a language chosen with `?lang=` in a cookie on the answer, so every later page
/// reads it; an unknown code is not remembered.
pub async fn remember_choice(request: Request, next: Next) -> Response {
    let chosen = query_choice(request.uri()).and_then(|code| Language::parse(&code));
    let mut response = next.run(request).await;
    if let Some(language) = chosen {
        let cookie = format!(
            "{COOKIE}={}; Path=/; Max-Age={REMEMBERED_FOR_SECONDS}; SameSite=Lax",
            language.code()
        );
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}
