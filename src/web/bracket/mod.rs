//! The bracket pages: the organizer's desk for the stages (set up, seat the next game, make the
//! cut, replace a finalist who withdrew, re-run a cut after a correction) and the public view
//! of the stages, who qualified and why, the finals table and the final ranking.
//!
//! Two files, one job each: `view` says a stored bracket ([`Loaded`], loaded by `app::ranking`)
//! in words and page parts ([`BracketView`], [`progress_text`]); `handlers` has the routes,
//! the forms and the changes. Who plays and who advances is decided by `tournament::bracket`;
//! cuts are made and re-run by `app::cut`; scores come from the games' stored results.
//! Every change runs in one transaction with its audit entry.

mod handlers;
mod view;

pub use handlers::{admin_routes, public_routes};
pub use view::progress_text;
