//! The browser tests: the real `tenbou` binary driven through headless Chromium at a phone's
//! width. One test binary with a module per page, so the crate is linked once for all of them;
//! `browser` starts the app and the browser, `client` is the plain HTTP client some use.

#[path = "../support/browser.rs"]
mod browser;
#[path = "../support/client.rs"]
mod client;

mod accessibility;
mod big_screen;
mod bracket;
mod calculator;
mod clear_teams;
mod club_night;
mod event_day;
mod everyday_details;
mod front_door;
#[path = "../support/html.rs"]
mod html;
mod keyboard;
mod live;
mod mangan_phones;
mod narrow_pages;
mod phone_streams;
mod player_page;
mod score_sheet;
mod seating;
mod sheet_layout;
mod style_sheets;
mod table_entry;
mod two_players;

mod picker;
