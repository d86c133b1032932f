//! The web layer: axum routes, forms, sign-in and page structs rendered with askama.
//!
//! A handler parses the request into typed values, calls one operation of the application
//! layer (`app`, which owns the transaction) and renders what comes back; it names no
//! storage item or type. A refusal comes back as an `app::Refusal` value and is worded here
//! (`refusals`). Nothing here computes a rule: that is the engine's and the tournament
//! module's job. `templates/` mirrors these modules.
//!
//! Where things live: `layout` is the page kit (header, wind names, a page as its own
//! response, the `Path` extractor); `i18n` the words of the pages in the reader's language;
//! `terms` the game's terms (yaku, fan, limits) and the names the code composes, in those words;
//! `error` the one error page and the log of failed
//! requests; `auth` who is signed in and what they may do; `context` the `Actor` extractor of
//! handlers that change things; `manage` the organizer's page for a tournament; `assets` the
//! CSS, scripts and images under `/static/`, built into the binary; each other module owns its
//! routes and pages; `state` what every handler can reach.
//! A refused form answers through `layout::refuse` (422 and the page saying what to fix);
//! templates write the CSRF field and tile fields with the macros of `templates/macros.html`.
//!
//! Modules are `pub(crate)`: only `auth` (its throttle is part of [`AppState`]), `caching`,
//! `live` and `printables` are reached from the tests and benchmarks.
mod assets;
pub mod auth;
pub(crate) mod author;
pub(crate) mod backups;
pub(crate) mod board;
pub(crate) mod bracket;
pub mod caching;
pub(crate) mod calculator;
pub(crate) mod charts;
pub(crate) mod clock;
pub(crate) mod context;
pub(crate) mod ema;
pub(crate) mod engine_words;
pub(crate) mod error;
pub(crate) mod export;
pub(crate) mod games;
pub(crate) mod hand_form;
pub(crate) mod i18n;
pub(crate) mod layout;
pub(crate) mod league;
pub(crate) mod leagues;
pub(crate) mod limits;
pub mod live;
pub(crate) mod manage;
pub(crate) mod pages;
pub(crate) mod players;
pub mod printables;
pub(crate) mod referees;
pub(crate) mod refusals;
pub(crate) mod rounds;
pub(crate) mod stage_guard;
pub(crate) mod standings;
pub(crate) mod state;
pub(crate) mod statistics;
pub(crate) mod styles;
pub(crate) mod table_entry;
mod teams;
pub(crate) mod terms;
pub(crate) mod tournaments;

use axum::http::{header, HeaderValue};
use axum::Router;

pub use assets::Assets;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::RequestBodyTimeoutLayer;

pub use error::WebError;
pub use limits::{BODY_TIMEOUT, MAX_BODY_BYTES};
pub use state::AppState;

/// A refusal in English words, for the console (`tenbou admin`).
pub fn refusal_in_english(refusal: &crate::app::Refusal) -> String {
    refusals::words(refusal, &i18n::Words::new(i18n::Language::English))
}

/// The whole application.
pub fn router(state: AppState, assets: Assets) -> Router {
    i18n::load();
    // An hour for a file named plainly; a versioned name's year (set in `assets`) is kept.
    let static_files = assets::router(assets).layer(SetResponseHeaderLayer::if_not_present(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    ));
    routes_by_access(&state)
        .nest_service("/static", static_files)
        // After routing, so the log names the route that failed.
        .route_layer(axum::middleware::from_fn(error::log_server_errors))
        .fallback(|| async { WebError::NotFound })
        // Outside every route, its guards and the fallback: an error page of any of them is
        // worded in the reader's language.
        .layer(axum::middleware::from_fn_with_state(
            state.db.clone(),
            error::word_errors,
        ))
        .layer(axum::middleware::from_fn(i18n::remember_choice))
        .layer(axum::middleware::from_fn_with_state(state.clone(), caching::conditional))
        .layer(axum::middleware::from_fn_with_state(state.clone(), live::bump_on_change))
        .layer(axum::middleware::from_fn_with_state(state.clone(), auth::load_session))
        // Outside every layer that sets a cookie, so that each is marked Secure alike.
        .layer(axum::middleware::from_fn_with_state(state.clone(), auth::know_the_client))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
            ),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .layer(CompressionLayer::new())
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES))
        .layer(RequestBodyTimeoutLayer::new(BODY_TIMEOUT))
        // Outermost, so a cached public page skips everything above (see `caching.rs`).
        .layer(axum::middleware::from_fn_with_state(
            state.last_change.clone(),
            caching::shared_pages,
        ))
        .with_state(state)
}

/// Every route, grouped by who may call it.
fn routes_by_access(state: &AppState) -> Router<AppState> {
    // Who may call each route, in one table. Each module hands over its routes split by who
    // may call them; this is the only place that says which group a route is in, so a review of
    // permissions reads this table and nothing else.
    //
    // | group             | who may call it                                  | under    |
    // |-------------------|--------------------------------------------------|----------|
    // | public            | anyone: pages, files, sign-in, live events       | `/`      |
    // | table phone       | a phone with its table's code, its own game only | `/t/…`   |
    // | staff             | the organizer, or a referee of that tournament   | `/admin` |
    // | organizer changes | the organizer; a referee of it may only read     | `/admin` |
    // | organizer only    | the organizer: settings, accounts, files         | `/admin` |
    // | whole database    | the organizer; on a league's server its admin    | `/admin` |
    // | league admin      | a league's administrator (league mode only)      | `/league`|
    // | league tables     | anyone (league mode only)                        | `/leagues`|
    //
    // On a league's server an organizer passes only for the tournaments they own
    // (`auth::access`).
    use auth::{guard, read_only_when_archived, Access};
    let public = Router::new()
        .merge(auth::routes())
        .merge(pages::routes())
        .merge(calculator::routes())
        .merge(export::routes())
        .merge(games::public_routes())
        .merge(standings::public_routes())
        .merge(bracket::public_routes())
        .merge(printables::routes())
        .merge(live::routes())
        .merge(board::public_routes())
        .merge(statistics::routes());
    // The code and the phone's own token are checked by `table_entry` itself (no account).
    let table_phone = table_entry::routes();
    let staff = Router::new()
        .merge(games::admin_routes())
        .merge(standings::admin_routes())
        .merge(table_entry::staff_routes());
    let organizer_changes = Router::new()
        .merge(tournaments::admin_routes())
        .merge(players::admin_routes())
        .merge(rounds::admin_routes())
        .merge(bracket::admin_routes())
        .merge(printables::admin_routes())
        .merge(clock::admin_routes())
        .merge(board::admin_routes())
        .merge(ema::admin_routes())
        .merge(teams::admin_routes());
    // Settings of a running tournament (who records hands) are the organizer's alone, like
    // accounts and whole-tournament files.
    let organizer_settings = table_entry::organizer_routes();
    let organizer_only = Router::new()
        .merge(backups::admin_routes())
        .merge(referees::admin_routes());
    let whole_database = backups::snapshot_routes();
    let admin = Router::new()
        .merge(guard(organizer_only, state, Access::Organizer))
        .merge(guard(whole_database, state, Access::WholeDatabase))
        .merge(read_only_when_archived(
            guard(organizer_settings, state, Access::Organizer),
            state,
        ))
        .merge(read_only_when_archived(
            guard(organizer_changes, state, Access::OrganizerChanges),
            state,
        ))
        .merge(read_only_when_archived(
            guard(staff, state, Access::TournamentStaff),
            state,
        ))
        // Restoring an archived tournament must pass while it is archived.
        .merge(guard(
            tournaments::archive_routes(),
            state,
            Access::Organizer,
        ))
        .route_layer(axum::middleware::from_fn(auth::require_signed_in));
    let everyone = Router::new()
        .merge(public)
        .merge(table_phone)
        .nest("/admin", admin);
    if !state.league {
        return everyone;
    }
    let league_admin = Router::new()
        .merge(league::routes())
        .merge(leagues::admin_routes());
    let league_admin = guard(league_admin, state, Access::LeagueAdmin)
        .route_layer(axum::middleware::from_fn(auth::require_signed_in));
    // A league's table is public, like the index that links to it.
    everyone
        .merge(league_admin)
        .merge(leagues::public_routes())
        .merge(live::league_routes())
}
