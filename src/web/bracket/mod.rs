//! The bracket pages: the organizer's desk for the stages (set up, seat the next game, make the
//! cut, replace a finalist who withdrew, re-run a cut after a correction) and the public view
//! of the stages, who qualified and why, the finals table and the final ranking.
//!
//! Four files, one job each: `view` shows a stored bracket ([`Loaded`], loaded by
//! `app::ranking`) as page parts ([`BracketView`]); `words` words its stages, formats and
//! progress ([`progress_text`]) in the reader's language, for every page that shows them;
//! `reasons` words why each player entered a stage; `selector` names a stage inside a sentence;
//! `handlers` has the routes and the forms, each calling one `app::bracket` operation. Who
//! plays and who advances is decided by `tournament::bracket`; the changes, each one transaction with its audit entry, are
//! `app::bracket`'s and `app::cut`'s; scores come from the games' stored results.

mod handlers;
pub mod reasons;
pub mod selector;
mod view;
pub mod words;

pub use handlers::{admin_routes, public_routes};
pub use words::progress_text;
// The final report lists every stage's draw.
pub use view::{stage_draws, StageDraw};
