//! Who is asking: the signed-in person (put in the request by `auth::load_session`), the
//! client a request came from (through a trusted proxy or not, `auth::proxy`), and the small
//! checks the sign-in pages and the CSRF guard share. Everything else in `auth` imports these
//! from here.

use super::proxy::{client_of, Client, TrustedProxies};
use crate::app::accounts::Role;
use crate::app::ownership::Scope;
use crate::tournament::ids::AccountId;
use crate::web::error::{Denial, WebError};
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::Method;
use std::net::{IpAddr, SocketAddr};

pub const SESSION_COOKIE: &str = "tenbou_session";
/// A random token for the sign-in forms, which have no session yet (double-submit cookie).
pub const FORM_COOKIE: &str = "tenbou_form";

/// The signed-in person, put in the request by `auth::load_session`.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub account_id: i64,
    /// The organizer, a referee (records hands and penalties only), or a league's
    /// administrator.
    pub role: Role,
    pub name: String,
    pub csrf_token: String,
    /// The language the request asks for (the reader's choice, the browser's), for the
    /// pages that choose their words from who acts rather than from the address.
    pub asked: crate::web::i18n::Asked,
}

impl CurrentUser {
    /// The signed-in account, as operations name who acts.
    pub fn account(&self) -> AccountId {
        AccountId::new(self.account_id)
    }

    /// What this person's operations reach: on a league's server (`league`) an organizer's
    /// own events and referees, else everything (`app::ownership`).
    pub fn scope(&self, league: bool) -> Scope {
        Scope::of(league, self.account(), self.role)
    }

    /// This person and what they reach, as the operations on accounts take them.
    pub fn acting(&self, league: bool) -> (AccountId, Scope) {
        (self.account(), self.scope(league))
    }
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
            .ok_or(WebError::Denied(Denial::SignInFirst))
    }
}

/// The organizer's laptop: a browser there opening `localhost` comes from 127.0.0.1 or ::1.
/// Other loopback addresses (127.0.0.2 and up) are what a test rig uses to stand in for many
/// attendees, so they get no privilege. This is about a connection's own address: a request's
/// client is the laptop only as [`Peer::is_the_laptop`] says (never through a proxy).
pub fn is_the_laptop(ip: IpAddr) -> bool {
    match ip.to_canonical() {
        IpAddr::V4(v4) => v4 == std::net::Ipv4Addr::LOCALHOST,
        IpAddr::V6(v6) => v6 == std::net::Ipv6Addr::LOCALHOST,
    }
}

/// Whether a request only reads (GET or HEAD): no CSRF check, and open to referees.
pub(super) fn is_reading(method: &Method) -> bool {
    method == Method::GET || method == Method::HEAD
}

/// Who a request came from: its client's address (a trusted proxy's forwarded one, see
/// `auth::proxy`), and whether it came straight from this machine.
#[derive(Debug, Clone, Copy)]
pub struct Peer(Client);

impl Peer {
    /// The client's address, with an IPv4 address seen through an IPv6 socket
    /// (`::ffff:127.0.0.1` when serving on `[::]`) given back as the IPv4 address it is.
    pub fn ip(&self) -> Option<IpAddr> {
        self.0.ip
    }

    /// A browser on this machine, with no proxy in between: one of its loopback addresses.
    /// What the first-start setup asks, which a proxy must never pass on.
    pub fn on_this_machine(&self) -> bool {
        !self.0.through_proxy && !self.0.forwarded && self.0.ip.is_some_and(|ip| ip.is_loopback())
    }

    /// The organizer's laptop ([`is_the_laptop`]), never through a proxy: behind one, nobody is.
    pub fn is_the_laptop(&self) -> bool {
        self.on_this_machine() && self.0.ip.is_some_and(is_the_laptop)
    }

    /// A trusted proxy said the client spoke HTTPS to it.
    pub fn https(&self) -> bool {
        self.0.https
    }

    /// The request came through a trusted proxy.
    pub fn through_proxy(&self) -> bool {
        self.0.through_proxy
    }

    /// The public host a trusted proxy says the client asked for; never another peer's word.
    pub fn forwarded_host<'h>(&self, headers: &'h axum::http::HeaderMap) -> Option<&'h str> {
        self.0.forwarded_host(headers)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Peer {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        // `auth::know_the_client` reads every request's client once; without it (a router
        // built without that layer) the connection's own address is all there is.
        let client = parts
            .extensions
            .get::<Client>()
            .copied()
            .unwrap_or_else(|| {
                let connection = parts
                    .extensions
                    .get::<ConnectInfo<SocketAddr>>()
                    .map(|c| c.0);
                client_of(connection, &parts.headers, &TrustedProxies::default())
            });
        Ok(Peer(client))
    }
}

/// Whether two secrets are equal, in the same time whichever byte differs.
pub(super) fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
