//! The HTTP tests: the whole router driven in process, a fresh database per test. One test
//! binary with a module per area, so the crate is linked once for all of them; `common` is the
//! test client they share, `html` reads their pages by CSS selector.

mod common;
// A second instance over the same database, and requests through a proxy.
#[path = "../support/html.rs"]
mod html;
mod instances;
mod test_database;

mod american_five_sheet;
mod app_layer;
mod bracket;
mod bracket_corrections;
mod bracket_pages;
mod bracket_rounds;
mod bracket_sanma;
mod calculator;
mod calculator_mcr;
mod everyday_details;
mod fifth_seat;
mod foundation;
mod foundation_rounds;
mod game;
mod game_sheet;
mod game_undo;
mod hands_csv;
mod hardening;
mod hardening_sign_in;
mod hostile_input;
mod import_replay;
mod languages;
mod live;
mod organizer_pages;
mod page_cache;
mod permissions;
mod reliability;
mod sanma_seating;
mod style_pages;
mod styles;
mod substitutes;
mod table_entry;
mod table_entry_codes;
mod table_entry_pins;
// The EMA results file, MERS figures and the check before export (docs/ema.md).
mod ema;
// Teams of two for Clear Mahjong (docs/rules.md §16 "Teams"): the teams page, and an event in
// teams (standings, seating, the transfer file).
mod every_route;
mod tag_team;
mod team_events;
mod teams;
// The printables, final report, big screen, EMA page and CSV headers in French and Japanese.
mod languages_printables;
// The application's refusals and the audit log in French and Japanese.
mod refusal_languages;
// The game's terms, the calculator and the names the code composes in French and Japanese.
mod languages_terms;
// The rulesets' names, the tournament form's settings and their refusals, and the report's
// decisions in French and Japanese.
mod languages_rulesets;
// The bracket's stages and formats, the screen and the penalty desk in French and Japanese.
mod languages_bracket;
// The tile picker, the tiles' names and the typed styles' lists in French and Japanese.
mod languages_picker;
// A hand's note on the score sheet in French and Japanese.
mod languages_notes;
// A league's server: organizers owning their events, the administrator, the public index.
mod league;
// A league's table across events: its rule, its players matched, its public page and file.
mod league_tables;
// Serving the open internet: trusted proxies, Secure cookies, the setup, password rules.
mod hardening_proxy;
// What the walk of every route does not reach (a fifth person's seat, substitutes, the
// typed styles' and HKOS's calculator) in French and Japanese.
mod languages_leftovers;
// A bracket's stages, their totals and games, and the cut's reasons in French and Japanese.
mod languages_stages;
// The change signal between two processes on one PostgreSQL database (LISTEN/NOTIFY).
mod live_bus;
