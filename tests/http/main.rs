//! The HTTP tests: the whole router driven in process, a fresh database per test. One test
//! binary with a module per area, so the crate is linked once for all of them; `common` is the
//! test client they share.

mod common;

mod app_layer;
mod bracket;
mod calculator;
mod everyday_details;
mod foundation;
mod game;
mod hands_csv;
mod hardening;
mod hkos_web;
mod hostile_input;
mod import_replay;
mod live;
mod organizer_pages;
mod page_cache;
mod permissions;
mod reliability;
mod sanma_seating;
mod sanma_web;
mod style_pages;
mod substitutes;
mod table_entry;
