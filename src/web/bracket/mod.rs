//! The bracket pages: the organizer's desk for the stages (set up, seat the next game, make the
//! cut, replace a finalist who withdrew, re-run a cut after a correction) and the public view
//! of the stages, who qualified and why, the finals table and the final ranking.
//!
//! Two files, one job each: `view` says a stored bracket ([`Loaded`], loaded by `app::ranking`)
//! in words and page parts ([`BracketView`], [`progress_text`]); `handlers` has the routes and
//! the forms, each calling one `app::bracket` operation. Who plays and who advances is decided
//! by `tournament::bracket`; the changes, each one transaction with its audit entry, are
//! `app::bracket`'s and `app::cut`'s; scores come from the games' stored results.

mod handlers;
mod view;

pub use handlers::{admin_routes, public_routes};
pub use view::progress_text;
// The final report lists every stage's draw.
pub use view::{stage_draws, StageDraw};
