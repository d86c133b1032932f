//! A league the administrator's form did not make or change, in the page's words.

use crate::app::leagues::LeagueRefusal;
use crate::web::i18n::Words;

/// What the administrator should fix, in `words`' language.
pub fn words(refusal: &LeagueRefusal, words: &Words) -> String {
    match refusal {
        LeagueRefusal::Name { max } => words.get_with("refusals-league-name", "max", max),
        LeagueRefusal::BestOf => words.get("refusals-league-best-of"),
        LeagueRefusal::NoSuchEvent => words.get("refusals-league-no-such-event"),
    }
}
