//! Behind a proxy: which peers are trusted to say who the client is (`--trusted-proxy`), and
//! who the client of a request is, read from the connection and, only when the connection
//! comes from a trusted proxy, from its `X-Forwarded-For` and `X-Forwarded-Proto` (or the
//! standard `Forwarded`'s `proto=`); and the public host such a proxy says the client asked
//! for (`X-Forwarded-Host`, or `Forwarded`'s `host=`), which printed links name.
//!
//! A header from any other peer is ignored for the client's address (anyone can write one),
//! but any forwarding header, trusted or not, means the request did not come from a browser on
//! this machine: behind a proxy nobody is the laptop, and a proxy on this machine that was not
//! configured must not make every visitor from the internet look like the organizer's laptop.

use axum::http::HeaderMap;
use std::net::{IpAddr, SocketAddr};

/// One trusted proxy or network of them: an address, or an address with a prefix length
/// (`10.0.0.7`, `10.0.0.0/8`, `::1`, `fd00::/8`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProxyRange {
    network: IpAddr,
    prefix: u8,
}

/// Why a `--trusted-proxy` value was not read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("`{0}` is not an IP address or a network (like 10.0.0.0/8 or fd00::/8)")]
pub struct NotAProxyRange(String);

impl std::str::FromStr for ProxyRange {
    type Err = NotAProxyRange;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let refused = || NotAProxyRange(text.to_string());
        let (address, prefix) = match text.trim().split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text.trim(), None),
        };
        let network: IpAddr = address.parse().map_err(|_| refused())?;
        let network = network.to_canonical();
        let bits = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => bits,
            Some(prefix) => prefix.parse::<u8>().map_err(|_| refused())?,
        };
        if prefix > bits {
            return Err(refused());
        }
        Ok(Self { network, prefix })
    }
}

impl ProxyRange {
    /// Whether `ip` is in this range (an IPv4 address seen through IPv6 counts as IPv4).
    fn contains(&self, ip: IpAddr) -> bool {
        match (self.network, ip.to_canonical()) {
            (IpAddr::V4(network), IpAddr::V4(ip)) => {
                same_prefix(&network.octets(), &ip.octets(), self.prefix)
            }
            (IpAddr::V6(network), IpAddr::V6(ip)) => {
                same_prefix(&network.octets(), &ip.octets(), self.prefix)
            }
            _ => false,
        }
    }
}

/// Whether the first `prefix` bits of two addresses agree.
fn same_prefix(a: &[u8], b: &[u8], prefix: u8) -> bool {
    let whole = usize::from(prefix / 8);
    let rest = prefix % 8;
    if a[..whole] != b[..whole] {
        return false;
    }
    if rest == 0 {
        return true;
    }
    let mask = 0xffu8 << (8 - rest);
    a[whole] & mask == b[whole] & mask
}

/// The proxies whose forwarding headers are believed; none by default (the laptop on a
/// venue's Wi-Fi has no proxy).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<ProxyRange>);

impl TrustedProxies {
    pub fn new(ranges: Vec<ProxyRange>) -> Self {
        Self(ranges)
    }

    /// Whether any proxy is configured: tenbou is then served to the open internet.
    pub fn any(&self) -> bool {
        !self.0.is_empty()
    }

    /// Whether `ip` is one of the trusted proxies.
    pub fn trust(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|range| range.contains(ip))
    }
}

/// Who sent a request, as far as the server can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Client {
    /// The client's address: the connection's, or the one a trusted proxy forwarded.
    pub ip: Option<IpAddr>,
    /// The request came through a trusted proxy.
    pub through_proxy: bool,
    /// It carried forwarding headers (from any peer): some proxy stood in between.
    pub forwarded: bool,
    /// A trusted proxy said the client spoke HTTPS to it.
    pub https: bool,
}

impl Client {
    /// The host the client asked the trusted proxy it came through for (the public name,
    /// with its port if it has one), as that proxy forwarded it; `None` from any other peer,
    /// whose word is anyone's, or when the proxy did not say.
    pub fn forwarded_host<'h>(&self, headers: &'h HeaderMap) -> Option<&'h str> {
        if !self.through_proxy {
            return None;
        }
        last_value(headers, "x-forwarded-host").or_else(|| forwarded_param(headers, "host"))
    }
}

/// The headers a proxy adds to say whom it forwards for.
const FORWARDING_HEADERS: [&str; 4] = [
    "x-forwarded-for",
    "x-forwarded-proto",
    "x-real-ip",
    "forwarded",
];

/// The client of a request that came on `connection` with `headers`, given the `trusted`
/// proxies. From a trusted proxy the client is the rightmost address of `X-Forwarded-For`
/// that is not itself a trusted proxy (each proxy appends the peer it saw, so only the hops
/// added by trusted proxies are believed); `X-Forwarded-Proto` is the scheme the last proxy
/// was spoken to in.
pub fn client_of(
    connection: Option<SocketAddr>,
    headers: &HeaderMap,
    trusted: &TrustedProxies,
) -> Client {
    let peer = connection.map(|addr| addr.ip().to_canonical());
    let forwarded = FORWARDING_HEADERS
        .iter()
        .any(|name| headers.contains_key(*name));
    let through_proxy = peer.is_some_and(|ip| trusted.trust(ip));
    if !through_proxy {
        return Client {
            ip: peer,
            through_proxy,
            forwarded,
            https: false,
        };
    }
    Client {
        ip: forwarded_client(peer, headers, trusted),
        through_proxy,
        forwarded,
        https: last_value(headers, "x-forwarded-proto")
            .or_else(|| forwarded_param(headers, "proto"))
            .is_some_and(|proto| proto.eq_ignore_ascii_case("https")),
    }
}

/// The parameter `name` (`proto`, `host`) of the last element of the standard `Forwarded`
/// header (RFC 7239: `for=…;proto=https;host=example.org`, one element a proxy), unquoted:
/// the element the proxy nearest to this server wrote.
fn forwarded_param<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    last_value(headers, "forwarded")?
        .split(';')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| key.trim().eq_ignore_ascii_case(name))
        .map(|(_, value)| value.trim().trim_matches('"'))
        .filter(|value| !value.is_empty())
}

/// Every comma-separated value of a header, over all its lines, in order.
fn values<'h>(headers: &'h HeaderMap, name: &str) -> Vec<&'h str> {
    headers
        .get_all(name)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|line| line.split(','))
        .map(str::trim)
        .filter(|value| !value.is_empty())
        .collect()
}

fn last_value<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    values(headers, name).pop()
}

/// Walks `X-Forwarded-For` from the right past the trusted proxies to the first address that
/// is not one. A value that is not an address ends the walk at the last hop believed, so
/// that nothing left of a hop the server cannot read is believed.
fn forwarded_client(
    peer: Option<IpAddr>,
    headers: &HeaderMap,
    trusted: &TrustedProxies,
) -> Option<IpAddr> {
    let mut client = peer;
    for hop in values(headers, "x-forwarded-for").into_iter().rev() {
        let Some(ip) = hop_address(hop) else {
            return client;
        };
        client = Some(ip);
        if !trusted.trust(ip) {
            break;
        }
    }
    client
}

/// An address as a proxy writes a hop: bare, or IPv4 with a port, or IPv6 in brackets.
fn hop_address(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    hop.parse::<SocketAddr>()
        .ok()
        .map(|addr| addr.ip().to_canonical())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranges(texts: &[&str]) -> TrustedProxies {
        TrustedProxies::new(texts.iter().map(|t| t.parse().unwrap()).collect())
    }

    #[test]
    fn ranges_read_addresses_and_networks_and_refuse_anything_else() {
        let trusted = ranges(&["10.0.0.0/8", "192.0.2.7", "fd00::/8", "::1"]);
        for (ip, trusts) in [
            ("10.200.3.4", true),
            ("11.0.0.1", false),
            ("192.0.2.7", true),
            ("192.0.2.8", false),
            ("fd12::5", true),
            ("fe80::1", false),
            ("::1", true),
            ("::ffff:10.1.2.3", true),
        ] {
            assert_eq!(trusted.trust(ip.parse().unwrap()), trusts, "{ip}");
        }
        for wrong in [
            "",
            "10.0.0.0/33",
            "proxy.example",
            "10.0.0/8",
            "::/129",
            "1.2.3.4/x",
        ] {
            assert!(wrong.parse::<ProxyRange>().is_err(), "{wrong:?}");
        }
        assert!(ranges(&["0.0.0.0/0"]).trust("203.0.113.9".parse().unwrap()));
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn the_client_is_the_rightmost_hop_no_trusted_proxy_added() {
        let trusted = ranges(&["10.0.0.0/8"]);
        let proxy: SocketAddr = "10.0.0.1:4000".parse().unwrap();
        let stranger: SocketAddr = "198.51.100.3:4000".parse().unwrap();
        let spoofed = "203.0.113.66, 198.51.100.9, 10.0.0.2";
        for (connection, xff, client, through) in [
            (proxy, spoofed, "198.51.100.9", true),
            (proxy, "198.51.100.9:5123", "198.51.100.9", true),
            (proxy, "[2001:db8::5]:443", "2001:db8::5", true),
            (proxy, "garbage, 10.0.0.3", "10.0.0.3", true),
            (proxy, "", "10.0.0.1", true),
            (stranger, spoofed, "198.51.100.3", false),
        ] {
            let seen = client_of(
                Some(connection),
                &headers(&[("x-forwarded-for", xff)]),
                &trusted,
            );
            assert_eq!(seen.ip, Some(client.parse().unwrap()), "{connection} {xff}");
            assert_eq!(seen.through_proxy, through);
            assert!(seen.forwarded);
        }
        let plain = client_of(Some(stranger), &HeaderMap::new(), &trusted);
        assert!(!plain.forwarded && !plain.through_proxy);
    }

    #[test]
    fn only_a_trusted_proxy_says_the_client_spoke_https() {
        let trusted = ranges(&["127.0.0.1"]);
        let https = headers(&[("x-forwarded-proto", "https")]);
        let local: SocketAddr = "127.0.0.1:9".parse().unwrap();
        let other: SocketAddr = "127.0.0.2:9".parse().unwrap();
        assert!(client_of(Some(local), &https, &trusted).https);
        assert!(!client_of(Some(other), &https, &trusted).https);
        let http = headers(&[("x-forwarded-proto", "http")]);
        assert!(!client_of(Some(local), &http, &trusted).https);
        assert!(!client_of(Some(local), &https, &TrustedProxies::default()).https);
        let standard = headers(&[("forwarded", "for=198.51.100.9;proto=https")]);
        assert!(client_of(Some(local), &standard, &trusted).https);
        assert!(!client_of(Some(other), &standard, &trusted).https);
    }

    #[test]
    fn only_a_trusted_proxy_names_the_public_host() {
        let trusted = ranges(&["10.0.0.1"]);
        let proxy: SocketAddr = "10.0.0.1:9".parse().unwrap();
        let stranger: SocketAddr = "198.51.100.3:9".parse().unwrap();
        for (pairs, host) in [
            (
                &[("x-forwarded-host", "league.example")][..],
                Some("league.example"),
            ),
            (
                &[("x-forwarded-host", "first.example, league.example:8443")][..],
                Some("league.example:8443"),
            ),
            (
                &[(
                    "forwarded",
                    r#"for=192.0.2.1;host="league.example";proto=https"#,
                )][..],
                Some("league.example"),
            ),
            (
                &[("forwarded", "host=a.example, for=10.0.0.2;Host=b.example")][..],
                Some("b.example"),
            ),
            (&[("host", "10.0.0.5:8080")][..], None),
        ] {
            let headers = headers(pairs);
            let through = client_of(Some(proxy), &headers, &trusted);
            assert_eq!(through.forwarded_host(&headers), host, "{pairs:?}");
            let direct = client_of(Some(stranger), &headers, &trusted);
            assert_eq!(direct.forwarded_host(&headers), None, "{pairs:?}");
        }
    }
}
