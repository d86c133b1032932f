//! Issue 37: serving the open internet behind a proxy. Only a trusted proxy's
//! `X-Forwarded-For` names the client (for the sign-in limits), nobody behind a proxy is the
//! laptop, a trusted proxy's `X-Forwarded-Proto: https` marks cookies Secure, the first-start
//! setup is never reached through a proxy, and new passwords follow the rules (longer on the
//! open internet, never the account's name or a common one), refused with the form kept.

use crate::common::{self, hidden_field, TestApp};
use crate::hardening::add_referee;

use axum::http::StatusCode;
use tenbou::web::auth::TrustedProxies;

/// The proxy the tests trust.
const PROXY: &str = "10.0.0.1:443";

fn trusting(ranges: &[&str]) -> impl FnOnce(&mut tenbou::web::AppState) {
    let ranges = ranges.iter().map(|r| r.parse().unwrap()).collect();
    move |state| state.behind_proxies(TrustedProxies::new(ranges))
}

async fn stored_failures(app: &TestApp, address: &str) -> Option<i64> {
    sqlx::query_scalar(
        "SELECT failures FROM sign_in_failures WHERE scope = 'address' AND subject = $1",
    )
    .bind(address)
    .fetch_optional(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn only_a_trusted_proxy_names_the_client_whose_wrong_passwords_are_counted() {
    let mut app = TestApp::configured(trusting(&["10.0.0.0/24"])).await;
    app.setup_organizer().await;
    // (connection, X-Forwarded-For, the address counted, an address never counted)
    for (peer, forwarded, counted, ignored) in [
        (
            PROXY,
            "203.0.113.66, 203.0.113.7",
            "203.0.113.7",
            "10.0.0.1",
        ),
        (PROXY, "203.0.113.8, 10.0.0.9", "203.0.113.8", "10.0.0.9"),
        (
            "198.51.100.4:5000",
            "203.0.113.9",
            "198.51.100.4",
            "203.0.113.9",
        ),
    ] {
        app.peer = peer.parse().unwrap();
        app.cookies.clear();
        let headers = [("x-forwarded-for", forwarded)];
        let reply = app.sign_in_with("organizer", "not it", &headers).await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{peer} {forwarded}");
        assert_eq!(stored_failures(&app, counted).await, Some(1), "{forwarded}");
        assert_eq!(stored_failures(&app, ignored).await, None, "{forwarded}");
    }
}

/// Takes every password check but the laptop's: strangers flood the shared ones and the
/// organizer's own name.
async fn flood_every_check_but_the_laptops(
    app: &TestApp,
    throttle: &std::sync::Arc<tenbou::web::auth::LoginThrottle>,
) -> Vec<tokio::sync::OwnedSemaphorePermit> {
    let all = u32::try_from(throttle.hashing.available_permits()).unwrap();
    let shared = throttle
        .hashing
        .clone()
        .try_acquire_many_owned(all)
        .unwrap();
    let id: i64 = sqlx::query_scalar("SELECT id FROM accounts WHERE name = 'organizer'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let own = throttle
        .account_checks(id)
        .open
        .try_acquire_owned()
        .unwrap();
    vec![shared, own]
}

/// The laptop keeps a password check strangers cannot take; a request through a proxy is
/// never the laptop, whatever address it forwards, nor one a proxy nobody configured passed on
/// (it carries forwarding headers), nor anything from a trusted proxy on this machine.
#[tokio::test]
async fn behind_a_proxy_nobody_is_the_laptop() {
    let laptop_forwarded = [("x-forwarded-for", "127.0.0.1")];
    let real_ip = [("x-real-ip", "127.0.0.1")];
    let elsewhere = &["10.0.0.1"][..];
    let on_this_machine = &["127.0.0.1"][..];
    // (trusted proxies, connection, headers, answer)
    for (trusted, peer, headers, status) in [
        (
            elsewhere,
            PROXY,
            &laptop_forwarded[..],
            StatusCode::TOO_MANY_REQUESTS,
        ),
        (
            elsewhere,
            "127.0.0.1:6000",
            &laptop_forwarded[..],
            StatusCode::TOO_MANY_REQUESTS,
        ),
        (
            elsewhere,
            "127.0.0.1:6000",
            &real_ip[..],
            StatusCode::TOO_MANY_REQUESTS,
        ),
        (elsewhere, "127.0.0.1:6000", &[][..], StatusCode::SEE_OTHER),
        (
            on_this_machine,
            "127.0.0.1:6000",
            &[][..],
            StatusCode::TOO_MANY_REQUESTS,
        ),
    ] {
        let mut laptop = TestApp::new().await;
        laptop.setup_organizer().await;
        let mut throttle = None;
        let mut app = laptop
            .second_instance(|state| {
                trusting(trusted)(state);
                throttle = Some(state.login_failures.clone());
            })
            .await;
        let _flood = flood_every_check_but_the_laptops(&app, &throttle.unwrap()).await;
        app.peer = peer.parse().unwrap();
        let reply = app
            .sign_in_with("organizer", common::PASSWORD, headers)
            .await;
        assert_eq!(reply.status, status, "{trusted:?} {peer} {headers:?}");
    }
}

#[tokio::test]
async fn cookies_are_secure_when_a_trusted_proxy_says_the_client_spoke_https() {
    let https = [("x-forwarded-proto", "https")];
    let http = [("x-forwarded-proto", "http")];
    // (cookies always secure, connection, headers, marked Secure)
    for (always, peer, headers, secure) in [
        (false, PROXY, &https[..], true),
        (false, PROXY, &http[..], false),
        (false, PROXY, &[][..], false),
        (false, "198.51.100.4:5000", &https[..], false),
        (true, "198.51.100.4:5000", &[][..], true),
    ] {
        let mut app = TestApp::configured(|state| {
            trusting(&["10.0.0.1"])(state);
            state.secure_cookies = always;
        })
        .await;
        app.setup_organizer().await;
        app.cookies.clear();
        app.peer = peer.parse().unwrap();
        let form = app.get_with("/login", headers).await;
        let cookies: Vec<&str> = form
            .headers
            .get_all("set-cookie")
            .iter()
            .map(|value| value.to_str().unwrap())
            .collect();
        assert!(!cookies.is_empty(), "the form's cookie");
        for cookie in &cookies {
            assert_eq!(
                cookie.contains("; Secure"),
                secure,
                "{peer} {headers:?}: {cookie}"
            );
        }
        let reply = app
            .sign_in_with("organizer", common::PASSWORD, headers)
            .await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER);
        let session = reply
            .headers
            .get_all("set-cookie")
            .iter()
            .map(|value| value.to_str().unwrap())
            .find(|cookie| cookie.starts_with("tenbou_session="))
            .unwrap()
            .to_string();
        assert_eq!(session.contains("; Secure"), secure, "{session}");
    }
}

/// The first start's setup answers only a browser on this machine: never through a proxy,
/// trusted or not, even one on this machine that sends `Host: localhost`.
#[tokio::test]
async fn the_setup_is_never_reached_through_a_proxy() {
    let host = [("host", "localhost:8080")];
    let forwarded = [("host", "localhost:8080"), ("x-forwarded-for", "127.0.0.1")];
    let standard = [("forwarded", "for=127.0.0.1")];
    // (trusted proxies, headers, answer to the setup page)
    for (trusted, headers, status) in [
        (&["127.0.0.1"][..], &forwarded[..], StatusCode::FORBIDDEN),
        (&["127.0.0.1"][..], &host[..], StatusCode::FORBIDDEN),
        (&[][..], &forwarded[..], StatusCode::FORBIDDEN),
        (&[][..], &standard[..], StatusCode::FORBIDDEN),
        (&["10.0.0.1"][..], &host[..], StatusCode::OK),
        (&[][..], &host[..], StatusCode::OK),
    ] {
        let mut app = TestApp::configured(trusting(trusted)).await;
        let home = app.get_with("/", headers).await;
        let page = app.get_with("/setup", headers).await;
        assert_eq!(page.status, status, "{trusted:?} {headers:?}");
        let to_setup = home.location() == "/setup";
        assert_eq!(
            to_setup,
            status == StatusCode::OK,
            "the home page leads there"
        );
        let token = hidden_field(&page.body, "form_token").unwrap_or_default();
        let fields = [
            ("form_token", token.as_str()),
            ("password", common::PASSWORD),
            ("confirm", common::PASSWORD),
        ];
        let post = app.post_form_with("/setup", &fields, headers).await;
        let expected = if status == StatusCode::OK {
            StatusCode::SEE_OTHER
        } else {
            status
        };
        assert_eq!(post.status, expected, "{trusted:?} {headers:?}");
    }
}

/// The table cards print the address the client asked for: behind the trusted proxy, the
/// public host over HTTPS it forwarded (`X-Forwarded-*` or `Forwarded`), in the text and in
/// each table's QR code; from anyone else the same headers change nothing.
#[tokio::test]
async fn printed_cards_name_the_public_https_address_only_a_trusted_proxy_gives() {
    let mut app = TestApp::configured(trusting(&["10.0.0.1"])).await;
    app.setup_organizer().await;
    let id = app
        .tournament_with_round_one("Behind the proxy", "name\nAiko\nBen\nChloé\nDev\n")
        .await;
    let game = app.game_ids(id).await[0];
    let table = app.table_entry(id, game).await;
    let inner = ("host", "10.0.0.5:8080");
    let legacy = [
        inner,
        ("x-forwarded-proto", "https"),
        ("x-forwarded-host", "league.example"),
    ];
    let standard = [
        inner,
        (
            "forwarded",
            r#"for=203.0.113.5;proto=https;host="league.example""#,
        ),
    ];
    let (public, internal) = ("https://league.example", "http://10.0.0.5:8080");
    // (connection, headers, the site printed, a site never printed)
    for (peer, headers, printed, never) in [
        (PROXY, &legacy[..], public, internal),
        (PROXY, &standard[..], public, internal),
        (PROXY, &[inner][..], internal, public),
        ("198.51.100.4:5000", &legacy[..], internal, public),
        ("198.51.100.4:5000", &standard[..], internal, public),
    ] {
        app.peer = peer.parse().unwrap();
        let cards = app
            .get_with(&format!("/admin/t/{id}/rounds/1/cards"), headers)
            .await;
        cards.assert_ok();
        let qr = tenbou::web::printables::qr_svg(&format!("{printed}{table}")).unwrap();
        cards
            .assert_contains(&format!("{printed}/t/{id}/table"))
            .assert_contains(&qr)
            .assert_lacks(never);
    }
}

/// Sets up the organizer with `password`; the answer.
async fn set_up_with(app: &mut TestApp, password: &str, confirm: &str) -> common::Reply {
    let token = hidden_field(&app.get("/setup").await.body, "form_token").unwrap();
    let fields = [
        ("form_token", token.as_str()),
        ("password", password),
        ("confirm", confirm),
    ];
    app.post_form("/setup", &fields).await
}

/// A refused password keeps what was typed in the form and says what to fix, in the reader's
/// language; on the open internet (a trusted proxy configured) twelve characters are needed.
#[tokio::test]
async fn the_setup_refuses_a_short_named_or_common_password_keeping_the_form() {
    for (proxies, lang, password, said) in [
        (&[][..], "en", "Organizer", "is not the account"),
        (&[][..], "en", "mahjong123", "first that guessers try"),
        (&[][..], "fr", "password123", "un des premiers"),
        (&[][..], "ja", "organizer", "アカウント名と同じ"),
        (
            &["10.0.0.1"][..],
            "en",
            "tiles-stick",
            "at least 12 characters",
        ),
    ] {
        let mut app = TestApp::configured(trusting(proxies)).await;
        app.cookies.insert("lang".into(), lang.into());
        let reply = set_up_with(&mut app, password, password).await;
        reply.assert_unprocessable();
        reply.assert_contains(said);
        let kept = reply.page();
        for field in ["password", "confirm"] {
            let typed = kept.select(&format!("input[name={field}]")).attr("value");
            assert_eq!(typed, password, "{field} kept");
        }
    }
    let mut internet = TestApp::configured(trusting(&["10.0.0.1"])).await;
    let twelve = set_up_with(&mut internet, "tiles-sticks", "tiles-sticks").await;
    twelve.assert_redirects();
}

/// A referee's password and the organizer's own new one follow the same rules.
#[tokio::test]
async fn a_referees_and_the_organizers_new_password_follow_the_rules_with_the_form_kept() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring Open").await;
    let tournament = id.to_string();
    for (name, password, said) in [
        ("Reiko Tanaka", "reiko tanaka", "is not the account"),
        ("Rei", "password123", "first that guessers try"),
        ("Rei", "short", "at least 8 characters"),
    ] {
        let fields = [
            ("name", name),
            ("password", password),
            ("tournament", tournament.as_str()),
        ];
        let reply = app.post("/admin/referees", &fields).await;
        reply.assert_unprocessable();
        reply.assert_contains(said);
        let page = reply.page();
        let form = "form[action='/admin/referees']";
        let typed = page
            .select(&format!("{form} input[name=password]"))
            .attr("value");
        assert_eq!(typed, password);
        assert_eq!(
            page.select(&format!("{form} input[name=name]"))
                .attr("value"),
            name
        );
    }
    add_referee(&mut app, "Rei", "table-two-ref", &[id]).await;

    let fields = [
        ("current", common::PASSWORD),
        ("password", "iloveyou123"),
        ("confirm", "iloveyou123"),
    ];
    let reply = app.post("/admin/password", &fields).await;
    reply.assert_unprocessable();
    reply.assert_contains("first that guessers try");
    let form = "form[action='/admin/password']";
    let typed = reply
        .page()
        .select(&format!("{form} input[name=confirm]"))
        .attr("value");
    assert_eq!(typed, "iloveyou123");
}
