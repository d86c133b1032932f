//! The bracket's refusals in the organizer's desk's words, and the sentences the desk shares
//! with them (why rounds played before cannot count).

use crate::app::bracket::{rounds_text, BracketRefusal, EarlierOutside};

/// The text with its first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Why rounds played before cannot count in the bracket, as the setup form explains it.
pub fn earlier_outside_words(why: EarlierOutside) -> String {
    match why {
        EarlierOutside::StraightToFinals { entrants } => format!("With {entrants} entrants the bracket goes straight to the finals, which start from 0: rounds played before cannot count in them."),
        EarlierOutside::ClubFormat { entrants } => format!("The club's format for {entrants} entrants seats its own qualifying games, so rounds played before cannot count as qualifying games."),
    }
}

/// What the organizer should do, in English.
pub fn words(refusal: &BracketRefusal) -> String {
    match refusal {
        BracketRefusal::AlreadySetUp => "This tournament's bracket is already set up.".into(),
        BracketRefusal::NotSetUp => "Set up the bracket first.".into(),
        BracketRefusal::MissingNumber { what } => format!("Enter the number of {what}."),
        BracketRefusal::NoPlan(error) => format!("{}.", capitalised(&error.to_string())),
        BracketRefusal::EarlierUndecided { rounds } => format!(
            "{} {} already played: choose whether {} as qualifying games or stay outside the bracket.",
            capitalised(&rounds_text(rounds)),
            if rounds.len() == 1 { "is" } else { "are" },
            if rounds.len() == 1 { "it counts" } else { "they count" },
        ),
        BracketRefusal::EarlierCannotCount(why) => earlier_outside_words(*why),
        BracketRefusal::EarlierTooMany { rounds, qualifying } => format!(
            "{} already played would count as qualifying rounds, more than the {qualifying} chosen: choose at least {} qualifying rounds, or leave them outside the bracket.",
            capitalised(&rounds_text(rounds)),
            rounds.len()
        ),
        BracketRefusal::NothingToSeat => "No game can be seated now.".into(),
        // The domain's own messages say what stands in the way.
        BracketRefusal::Seating(error) => error.to_string(),
        BracketRefusal::Cut(refused) => refused.to_string(),
    }
}
