//! A refused change to a tournament's details or rules, in words: the form shows them above
//! what was typed.

use crate::app::tournaments::TournamentRefusal;

/// Why the tournament form was refused, in English.
pub fn words(refusal: &TournamentRefusal) -> &'static str {
    match refusal {
        TournamentRefusal::RulesetFixed => "The ruleset cannot change once a round has started: results keep the rules they were played under.",
        TournamentRefusal::SettingsFixed => "The wind rounds and the faan table cannot change once a round has started: results keep the rules they were played under.",
    }
}
