//! The CSRF checks: the session token every state-changing request must carry, and the signed
//! double-submit token of the sign-in forms, which have no session yet.

use super::identity::{constant_time_eq, FORM_COOKIE};
use crate::app::accounts::{random_token, token_hash};
use crate::web::error::{Denial, WebError};
use axum::body::Body;
use axum::extract::Request;
use axum::http::header;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

/// Finds the CSRF token in the `x-csrf-token` header, the `csrf` query parameter (file uploads)
/// or the `csrf` field of a form body, and compares it with the session's. The body is read and
/// put back so the handler sees it unchanged.
pub(super) async fn check_csrf(request: Request, expected: &str) -> Result<Request, WebError> {
    let refused = || WebError::Denied(Denial::FormNotFromTenbou);
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
    let bytes = axum::body::to_bytes(body, crate::web::limits::MAX_BODY_BYTES)
        .await
        .map_err(|_| WebError::Denied(Denial::FormTooLarge))?;
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

/// A cookie of the sign-in: sent back only to this site, never read by scripts. It is marked
/// `Secure` where the client speaks HTTPS, as every cookie is (`auth::know_the_client`).
pub(super) fn session_cookie(name: &'static str, value: String) -> Cookie<'static> {
    let mut cookie = Cookie::new(name, value);
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Lax);
    cookie.set_path("/");
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
pub(super) fn form_token(jar: CookieJar) -> (CookieJar, String) {
    if let Some(existing) = jar.get(FORM_COOKIE).map(|c| c.value().to_string()) {
        if form_token_genuine(&existing) {
            return (jar, existing);
        }
    }
    let token = mint_form_token();
    (jar.add(session_cookie(FORM_COOKIE, token.clone())), token)
}

/// The submitted token must be one the server made and the one in this browser's cookie: a
/// page elsewhere can neither invent one nor read this browser's.
pub(super) fn form_token_ok(jar: &CookieJar, submitted: &str) -> bool {
    form_token_genuine(submitted)
        && jar
            .get(FORM_COOKIE)
            .is_some_and(|c| constant_time_eq(c.value().as_bytes(), submitted.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_tokens_the_server_made_are_genuine() {
        let token = mint_form_token();
        assert!(form_token_genuine(&token));
        assert!(!form_token_genuine(&"a".repeat(32)));
        let (nonce, _) = token.split_once('.').unwrap();
        assert!(!form_token_genuine(&format!("{nonce}.{}", "0".repeat(64))));
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
