//! Issue 33: signing in while strangers flood the password checks. A name that belongs to an
//! account has a check of its own, so a referee signs in from a phone during a flood of other
//! names, a browser that signed in before still gets in while a flood aims at its name, the
//! laptop signs in while every shared check is held, and a signed-in browser needs no check to
//! sign in again. The sign-in helpers are [`crate::hardening`]'s.

use crate::common::{self, TestApp};
use crate::hardening::{add_referee, sign_in};

use axum::http::StatusCode;

/// Takes every password check strangers may use, as a flood from many addresses would.
fn hold_every_shared_check(
    throttle: &std::sync::Arc<tenbou::web::auth::LoginThrottle>,
) -> tokio::sync::OwnedSemaphorePermit {
    let all = u32::try_from(throttle.hashing.available_permits()).unwrap();
    throttle
        .hashing
        .clone()
        .try_acquire_many_owned(all)
        .expect("no check runs yet")
}

/// Takes the check an account keeps for itself, as a flood aimed at its name would.
async fn hold_the_accounts_own_check(
    app: &TestApp,
    throttle: &std::sync::Arc<tenbou::web::auth::LoginThrottle>,
    name: &str,
) -> tokio::sync::OwnedSemaphorePermit {
    let id: i64 = sqlx::query_scalar("SELECT id FROM accounts WHERE name = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    throttle
        .account_checks(id)
        .open
        .try_acquire_owned()
        .expect("no check of the account runs yet")
}

/// Issue 33: during a flood of sign-ins from 400 addresses, staff signing in from a phone got
/// 429 (6 of 6): the checks were shared by everyone. A name that belongs to an account now has
/// a check of its own, so a flood of other names keeps no staff member out.
#[tokio::test]
async fn a_referee_signs_in_from_a_phone_during_a_flood_of_wrong_sign_ins() {
    let mut throttle = None;
    let mut app = TestApp::configured(|state| throttle = Some(state.login_failures.clone())).await;
    let throttle = throttle.unwrap();
    app.setup_organizer().await;
    let id = app.create_tournament("Spring Open").await;
    add_referee(&mut app, "Rei", "table-two-ref", &[id]).await;
    // 400 addresses of wrong sign-ins with made-up names: every shared check is taken.
    let _flood = hold_every_shared_check(&throttle);
    app.peer = "192.0.2.77:5000".parse().unwrap();
    assert_eq!(
        sign_in(&mut app, "intruder", "guess-guess").await,
        StatusCode::TOO_MANY_REQUESTS,
        "an unknown name waits for the shared checks"
    );
    for (name, password) in [("Rei", "table-two-ref"), ("organizer", common::PASSWORD)] {
        assert_eq!(
            sign_in(&mut app, name, password).await,
            StatusCode::SEE_OTHER,
            "{name} signs in from a phone"
        );
        assert_eq!(app.get("/admin").await.status, StatusCode::OK, "{name}");
    }
}

/// A flood aimed at a staff member's own name takes that account's check too; a browser that
/// signed in to the account before still gets in, and a stranger's does not.
#[tokio::test]
async fn a_browser_that_signed_in_before_gets_in_while_a_flood_aims_at_its_name() {
    let mut throttle = None;
    let mut app = TestApp::configured(|state| throttle = Some(state.login_failures.clone())).await;
    let throttle = throttle.unwrap();
    app.setup_organizer().await;
    app.peer = "192.0.2.78:5000".parse().unwrap();
    assert_eq!(
        sign_in(&mut app, "organizer", common::PASSWORD).await,
        StatusCode::SEE_OTHER
    );
    let known = app
        .cookies
        .get("tenbou_known_browser")
        .cloned()
        .expect("the browser is remembered");

    let _flood = hold_every_shared_check(&throttle);
    let _aimed = hold_the_accounts_own_check(&app, &throttle, "organizer").await;
    assert_eq!(
        sign_in(&mut app, "organizer", common::PASSWORD).await,
        StatusCode::TOO_MANY_REQUESTS,
        "a browser never signed in waits"
    );
    // The phone that signed in before, its session over (signed out, or a day later).
    for (cookie, status) in [
        (
            format!("1.{}", "0".repeat(43)),
            StatusCode::TOO_MANY_REQUESTS,
        ),
        (known.clone(), StatusCode::SEE_OTHER),
    ] {
        app.cookies.clear();
        app.cookies
            .insert("tenbou_known_browser".into(), cookie.clone());
        let reply = app.sign_in("organizer", common::PASSWORD).await;
        assert_eq!(reply.status, status, "{cookie}");
    }
    // Known to the organizer's account only: a wrong password still fails.
    app.cookies.clear();
    app.cookies.insert("tenbou_known_browser".into(), known);
    let reply = app.sign_in("organizer", "not the password").await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_laptop_signs_in_while_strangers_hold_every_password_check() {
    let mut throttle = None;
    let mut app = TestApp::configured(|state| throttle = Some(state.login_failures.clone())).await;
    let throttle = throttle.unwrap();
    app.setup_organizer().await;
    let _flood = hold_every_shared_check(&throttle);
    // The flood aims at the organizer's own name: its own check is taken too.
    let _aimed = hold_the_accounts_own_check(&app, &throttle, "organizer").await;

    // A phone on the Wi-Fi (even a loopback address other than the laptop's) is turned away.
    for stranger in ["192.0.2.40:5000", "127.0.0.2:5000"] {
        app.peer = stranger.parse().unwrap();
        assert_eq!(
            sign_in(&mut app, "organizer", common::PASSWORD).await,
            StatusCode::TOO_MANY_REQUESTS,
            "{stranger}"
        );
    }
    // The laptop is not, on IPv4 or IPv6.
    for laptop in ["127.0.0.1:5000", "[::1]:5000"] {
        app.peer = laptop.parse().unwrap();
        assert_eq!(
            sign_in(&mut app, "organizer", common::PASSWORD).await,
            StatusCode::SEE_OTHER,
            "{laptop}"
        );
    }
}

#[tokio::test]
async fn a_signed_in_browser_needs_no_password_check_to_sign_in_again() {
    let mut throttle = None;
    let mut app = TestApp::configured(|state| throttle = Some(state.login_failures.clone())).await;
    let throttle = throttle.unwrap();
    app.setup_organizer().await;
    app.peer = "192.0.2.41:5000".parse().unwrap();
    let _flood = hold_every_shared_check(&throttle);
    // The form as the browser still shows it (from before it signed in).
    let reply = app
        .post_form(
            "/login",
            &[
                ("form_token", "expired"),
                ("name", "organizer"),
                ("password", common::PASSWORD),
            ],
        )
        .await;
    reply.assert_redirects();
    assert_eq!(reply.location(), "/admin");
    assert_eq!(app.get("/admin").await.status, StatusCode::OK);
}

/// The failures stored for `address` (or an account's id), as every instance reads them.
async fn stored_failures(app: &TestApp, scope: &str, subject: &str) -> Option<i64> {
    sqlx::query_scalar("SELECT failures FROM sign_in_failures WHERE scope = $1 AND subject = $2")
        .bind(scope)
        .bind(subject)
        .fetch_optional(&app.pool)
        .await
        .unwrap()
}

/// Issue 37: two tenbou instances behind one proxy serve one database. Wrong passwords are
/// counted there, per address and per account, so landing on the other instance gains a
/// guesser nothing: ten wrong passwords for the organizer from ten addresses, half on each
/// instance, hold back a stranger's browser on both, while the organizer's phone, which signed
/// in before, still gets in.
#[tokio::test]
async fn wrong_passwords_are_counted_once_for_two_instances_and_hold_back_the_account() {
    let mut first = TestApp::new().await;
    first.setup_organizer().await;
    let mut second = first.second_instance(|_| {}).await;
    first.peer = "192.0.2.100:5000".parse().unwrap();
    assert_eq!(
        sign_in(&mut first, "organizer", common::PASSWORD).await,
        StatusCode::SEE_OTHER
    );
    let known = first.cookies.get("tenbou_known_browser").cloned().unwrap();

    // One address guessing on both instances: one count, in the database.
    for app in [&mut first, &mut second] {
        app.peer = "192.0.2.60:5000".parse().unwrap();
        assert_eq!(
            sign_in(app, "nobody", "guess-guess").await,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        stored_failures(&second, "address", "192.0.2.60").await,
        Some(2)
    );

    for n in 0..10 {
        let app = if n % 2 == 0 { &mut first } else { &mut second };
        app.peer = format!("198.51.100.{n}:5000").parse().unwrap();
        let status = sign_in(app, "organizer", "not the password").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "guess {n}");
    }
    assert_eq!(stored_failures(&first, "account", "1").await, Some(10));
    for app in [&mut first, &mut second] {
        app.peer = "203.0.113.5:5000".parse().unwrap();
        app.cookies.clear();
        let reply = app.sign_in("organizer", common::PASSWORD).await;
        assert_eq!(
            reply.status,
            StatusCode::TOO_MANY_REQUESTS,
            "{}",
            reply.body
        );
        assert!(reply.headers.contains_key("retry-after"));
        reply.assert_contains("signed in to it before");
    }
    // Another account is not held back by the organizer's.
    second.cookies.clear();
    assert_eq!(
        second.sign_in("nobody", "guess-guess").await.status,
        StatusCode::UNAUTHORIZED
    );
    second.cookies.clear();
    second.cookies.insert("tenbou_known_browser".into(), known);
    let reply = second.sign_in("organizer", common::PASSWORD).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    assert_eq!(
        stored_failures(&first, "account", "1").await,
        None,
        "cleared"
    );
}
