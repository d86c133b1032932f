//! A tournament file that was not imported, in words: where its first problem is, so that a
//! person can find it in the file.

use super::transfer_check::import_refusal;
use crate::app::transfer::TransferRefusal;
use crate::web::i18n::Words;

/// Why the file was not imported, in `words`' language; a problem the file's check found
/// (`Invalid`) is worded by `transfer_check`.
pub fn words(refusal: &TransferRefusal, words: &Words) -> String {
    match refusal {
        TransferRefusal::NotADocument { problem } => {
            words.get_with("refusals-transfer-not-a-document", "problem", problem)
        }
        TransferRefusal::TooNew { version } => {
            words.get_with("refusals-transfer-too-new", "version", version)
        }
        TransferRefusal::UnknownPlayer { player } => {
            words.get_with("refusals-transfer-unknown-player", "player", player)
        }
        TransferRefusal::BadHand {
            round,
            table,
            hand,
            problem,
        } => words.get_with2(
            "refusals-transfer-bad-hand",
            ("at", hand_at(words, *round, *table, *hand)),
            ("problem", problem),
        ),
        TransferRefusal::ImpossibleHand {
            round,
            table,
            hand,
            problem,
        } => words.get_with2(
            "refusals-transfer-impossible-hand",
            ("at", hand_at(words, *round, *table, *hand)),
            ("problem", problem),
        ),
        TransferRefusal::UnknownGame { round, table } => words.get_with2(
            "refusals-transfer-unknown-game",
            ("round", round),
            ("table", table),
        ),
        TransferRefusal::Invalid(refusal) => import_refusal(refusal, words),
        TransferRefusal::StorageRefused { problem } => {
            words.get_with("refusals-transfer-storage", "problem", problem)
        }
    }
}

/// Where a hand is in the file: its round, table and place in the game.
fn hand_at(words: &Words, round: i64, table: i64, hand: usize) -> String {
    words.get_with3(
        "refusals-transfer-hand-at",
        ("round", round),
        ("table", table),
        ("hand", hand),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::transfer::{ImportError, Place, Problem};

    #[test]
    fn a_refused_file_reads_as_the_check_states_it() {
        let hand = |message: &str| (2, 1, 4, message.to_string());
        let (round, table, number, message) = hand("no such tile");
        let errors = [
            ImportError::NotADocument("its format is \"other\"".into()),
            ImportError::TooNew(3),
            ImportError::UnknownPlayer(12),
            ImportError::BadHand {
                round,
                table,
                hand: number,
                message: message.clone(),
            },
            ImportError::ImpossibleHand {
                round,
                table,
                hand: number,
                message,
            },
            ImportError::UnknownGame(2, 5),
            ImportError::Invalid(Place::Player(3).refuses(Problem::IdTwice { id: 7 })),
        ];
        for err in errors {
            let expected = err.to_string();
            assert_eq!(
                words(&TransferRefusal::from(err), &Words::default()),
                expected
            );
        }
    }
}
