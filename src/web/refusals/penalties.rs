//! A penalty the referee's desk did not give, in the desk's words.

use crate::app::penalties::PenaltyRefusal;

/// What the referee should fix, in English.
pub fn words(refusal: &PenaltyRefusal) -> String {
    match refusal {
        PenaltyRefusal::NoPlayer => "Choose the player.".to_string(),
        PenaltyRefusal::NoSuchGame => "Choose the game from the list.".to_string(),
        // The domain's own message says what to fix in the kind, amount or reason.
        PenaltyRefusal::Penalty(error) => error.to_string(),
    }
}
