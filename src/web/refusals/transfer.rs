//! A tournament file that was not imported, in words: where its first problem is, so that a
//! person can find it in the file.

use crate::app::transfer::TransferRefusal;

/// Why the file was not imported, in English.
pub fn words(refusal: &TransferRefusal) -> String {
    match refusal {
        TransferRefusal::NotADocument { problem } => {
            format!("This is not a tenbou tournament file: {problem}")
        }
        TransferRefusal::TooNew { version } => format!(
            "This file was written by a newer tenbou (format version {version}); update tenbou on this laptop first."
        ),
        TransferRefusal::UnknownPlayer { player } => {
            format!("The file refers to player {player}, who is not in its player list.")
        }
        TransferRefusal::BadHand {
            round,
            table,
            hand,
            problem,
        } => format!("Round {round}, table {table}: hand {hand} cannot be read: {problem}"),
        TransferRefusal::ImpossibleHand {
            round,
            table,
            hand,
            problem,
        } => format!("Round {round}, table {table}: hand {hand} cannot have happened: {problem}"),
        TransferRefusal::UnknownGame { round, table } => format!(
            "The file's penalty refers to round {round} table {table}, which is not in the file."
        ),
        TransferRefusal::Invalid(refusal) => refusal.to_string(),
        TransferRefusal::StorageRefused { problem } => {
            format!("The database refused the import: {problem}")
        }
    }
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
            assert_eq!(words(&TransferRefusal::from(err)), expected);
        }
    }
}
