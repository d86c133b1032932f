//! The bracket's refusals in the organizer's desk's words, and the sentences the desk shares
//! with them (why rounds played before cannot count).

use super::seating::seating_error;
use crate::app::bracket::{BracketRefusal, EarlierOutside};
use crate::app::cut::CutRefused;
use crate::tournament::bracket::{BracketError, MAX_STAGE_GAMES};
use crate::web::bracket::selector::stage_selector;
use crate::web::i18n::Words;

/// The text with its first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Why rounds played before cannot count in the bracket, as the setup form explains it.
pub fn earlier_outside_words(why: EarlierOutside, words: &Words) -> String {
    match why {
        EarlierOutside::StraightToFinals { entrants } => {
            words.get_with("refusals-bracket-straight-to-finals", "entrants", entrants)
        }
        EarlierOutside::ClubFormat { entrants } => {
            words.get_with("refusals-bracket-club-format", "entrants", entrants)
        }
    }
}

/// Rounds by their numbers, at the start of a sentence ("Rounds 1–3", "Rounds 1, 3 and 5").
fn rounds_words(numbers: &[i64], words: &Words) -> String {
    let contiguous = numbers.windows(2).all(|w| w[1] == w[0] + 1);
    match numbers {
        [] => String::new(),
        [one] => words.get_with("refusals-rounds-one", "first", one),
        [first, last] => words.get_with2("refusals-rounds-two", ("first", first), ("last", last)),
        [first, .., last] if contiguous => {
            words.get_with2("refusals-rounds-range", ("first", first), ("last", last))
        }
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(i64::to_string).collect();
            words.get_with2(
                "refusals-rounds-list",
                ("init", init.join(", ")),
                ("last", last),
            )
        }
    }
}

/// What the organizer should do, in `words`' language.
pub fn words(refusal: &BracketRefusal, words: &Words) -> String {
    match refusal {
        BracketRefusal::AlreadySetUp => words.get("refusals-bracket-already-set-up"),
        BracketRefusal::NotSetUp => words.get("refusals-bracket-not-set-up"),
        BracketRefusal::MissingNumber { what } => {
            words.get_with("refusals-bracket-missing-number", "what", *what)
        }
        BracketRefusal::NoPlan(error) => {
            format!(
                "{}{}",
                capitalised(&bracket_error(error, words)),
                words.get("full-stop")
            )
        }
        BracketRefusal::EarlierUndecided { rounds } => words.get_with2(
            "refusals-bracket-earlier-undecided",
            ("rounds", rounds_words(rounds, words)),
            ("count", rounds.len()),
        ),
        BracketRefusal::EarlierCannotCount(why) => earlier_outside_words(*why, words),
        BracketRefusal::EarlierTooMany { rounds, qualifying } => words.get_with3(
            "refusals-bracket-earlier-too-many",
            ("rounds", rounds_words(rounds, words)),
            ("qualifying", qualifying),
            ("count", rounds.len()),
        ),
        BracketRefusal::NothingToSeat => words.get("refusals-bracket-nothing-to-seat"),
        BracketRefusal::Seating(error) => bracket_error(error, words),
        BracketRefusal::Cut(refused) => cut_refused(refused, words),
    }
}

/// Why a bracket cannot be planned or advanced, as a clause (it starts in lower case).
pub fn bracket_error(error: &BracketError, words: &Words) -> String {
    use BracketError as E;
    match error {
        E::TooFew(entrants) => words.get_with("refusals-bracket-too-few", "entrants", entrants),
        E::NeedsLargeField(entrants) => {
            words.get_with("refusals-bracket-needs-large-field", "entrants", entrants)
        }
        E::BadCut(cut) => words.get_with("refusals-bracket-bad-cut", "cut", cut),
        E::TooFewForThree(entrants) => {
            words.get_with("refusals-bracket-too-few-for-three", "entrants", entrants)
        }
        E::BadCutForThree(cut) => words.get_with("refusals-bracket-bad-cut-for-three", "cut", cut),
        E::NoBracketAt(table) => words.get_with(
            "refusals-bracket-no-bracket-at",
            "table",
            words.get_with("refusals-table-size", "size", table.count()),
        ),
        E::PlayedInTeams => words.get("refusals-bracket-played-in-teams"),
        E::CutTooLarge { cut, entrants } => words.get_with2(
            "refusals-bracket-cut-too-large",
            ("cut", cut),
            ("entrants", entrants),
        ),
        E::BadGameCount => {
            words.get_with("refusals-bracket-bad-game-count", "max", MAX_STAGE_GAMES)
        }
        E::StageNotOver => words.get("refusals-bracket-stage-not-over"),
        E::NoNextStage => words.get("refusals-bracket-no-next-stage"),
        E::NoSuchStage(stage) => words.get_with("refusals-bracket-no-such-stage", "stage", stage),
        E::Seating(error) => words.get_with(
            "refusals-bracket-seating",
            "problem",
            seating_error(error, words),
        ),
    }
}

/// Why a cut was not made, re-run or completed. The bracket's reason and the stage's name
/// arrive as the bracket's own text.
pub fn cut_refused(refused: &CutRefused, words: &Words) -> String {
    match refused {
        CutRefused::StageNotOver => words.get("refusals-cut-stage-not-over"),
        CutRefused::Bracket(reason) => reason.clone(),
        CutRefused::AlreadyMatches => words.get("refusals-cut-already-matches"),
        CutRefused::NextStageRecorded(stage) => words.get_with(
            "refusals-cut-next-stage-recorded",
            "stage",
            stage_selector(*stage),
        ),
        CutRefused::NobodyToReplace => words.get("refusals-cut-nobody-to-replace"),
        CutRefused::NoReplacementLeft => words.get("refusals-cut-no-replacement-left"),
    }
}
