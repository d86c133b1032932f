//! The ids of the tournament's records — a tournament, a stage, a round, a game, an account,
//! a penalty, an audit entry — each its own type, so that a game's id can never be passed where a round's is
//! expected. They carry the number the database gives and nothing else; [`PlayerId`] lives
//! with the players because seating converts it.
//!
//! [`PlayerId`]: super::players::PlayerId

use std::fmt;
use std::str::FromStr;

/// Declares one id type: a copyable wrapper around the stored number that reads from a URL
/// path or a form (serde, `FromStr`) and prints as the number.
macro_rules! record_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash,
            serde::Serialize, serde::Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(i64);

        impl $name {
            /// The id the database gave.
            pub const fn new(raw: i64) -> Self {
                Self(raw)
            }

            /// The id as the database stores it.
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl From<i64> for $name {
            fn from(raw: i64) -> Self {
                Self(raw)
            }
        }

        impl From<$name> for i64 {
            fn from(id: $name) -> i64 {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                text.trim().parse().map(Self)
            }
        }
    };
}

record_id!(
    /// A tournament.
    TournamentId
);
record_id!(
    /// A stage of a tournament (the qualifying rounds, a final…).
    StageId
);
record_id!(
    /// A round of a stage.
    RoundId
);
record_id!(
    /// A game: one table in one round.
    GameId
);
record_id!(
    /// A staff account: the organizer or a referee.
    AccountId
);
record_id!(
    /// A league of a league's server: events whose results add up in one table.
    LeagueId
);
record_id!(
    /// A score penalty, chombo or dead hand given to a player.
    PenaltyId
);
record_id!(
    /// An entry of the audit log: a change of a game's hands that a deleted hand is restored
    /// from.
    AuditEntryId
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_reads_from_a_path_and_prints_as_its_number() {
        let id: GameId = " 42".parse().unwrap();
        assert_eq!(id.get(), 42);
        assert_eq!(id.to_string(), "42");
        assert!("4x".parse::<RoundId>().is_err());
        let json: TournamentId = serde_json::from_str("7").unwrap();
        assert_eq!(json, TournamentId::new(7));
    }
}
