//! Why a player entered a stage, as a value: a place in a qualifying game, a place over the
//! whole qualifying, a place at a table, the best of the rest, the replacement of a finalist
//! who withdrew, with the tie rule that settled the cut line when one had to. The cut gives
//! these (`cuts.rs`), the application stores them with the stage's entries, and the bracket
//! pages word them in the reader's language; [`AdvanceReason`]'s `Display` is the English the
//! audit log, the command line and the older stored entries read.
//!
//! A stored reason is JSON ([`AdvanceReason::stored`]); the empty text of a plain entrant and
//! the English of entries stored before reasons were values read back as they are
//! ([`AdvanceReason::from_stored`]).

use super::{games_word, ordinal, signed};
use crate::engine::game::Score;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a player entered a stage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AdvanceReason {
    /// Entered the first stage, as every entrant does: nothing to say.
    Entered,
    /// One of `entrants`, all of whom go straight to the finals.
    StraightToFinals { entrants: usize },
    /// Placed `place` in qualifying game `game` (from 1) with `score` (the club's five-or-six).
    GamePlace {
        place: usize,
        game: usize,
        #[serde(with = "hundredths")]
        score: Score,
    },
    /// Placed `place` of `field` after `rounds` qualifying rounds with `total`.
    Overall {
        place: usize,
        field: usize,
        rounds: usize,
        #[serde(with = "hundredths")]
        total: Score,
        tie: Option<TieNote>,
    },
    /// Placed at a table of the stage.
    AtTable(TablePlace),
    /// The strongest of those the tables left out.
    BestOfRest(TablePlace),
    /// The next in line, in place of a finalist who withdrew (`withdrawn` names them once
    /// the application knows who).
    Replacement {
        by: ReplacedBy,
        #[serde(with = "hundredths")]
        total: Score,
        withdrawn: Option<String>,
    },
    /// A reason stored as English before reasons were values: shown as it was written.
    Written(String),
}

/// A place at one table of a stage: "2nd at table 3, +12.5 over two games".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePlace {
    /// From 1.
    pub place: usize,
    /// A semi-final table (named so), or a qualifying one.
    pub semi_final: bool,
    /// From 1.
    pub table: usize,
    #[serde(with = "hundredths")]
    pub total: Score,
    pub games: usize,
    /// What the player carried from the stage before (0 when nothing).
    #[serde(with = "hundredths")]
    pub carried: Score,
    pub tie: Option<TieNote>,
}

/// How the last one in was told apart from the first one out, when they were level on total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum TieNote {
    BestGame {
        #[serde(with = "hundredths")]
        total: Score,
        #[serde(with = "hundredths")]
        above: Score,
        #[serde(with = "hundredths")]
        below: Score,
    },
    FewerPenalties {
        #[serde(with = "hundredths")]
        total: Score,
        above: i64,
        below: i64,
    },
    /// The bracket's recorded draw, from its seed (kept as text: wider than JSON numbers).
    Draw {
        #[serde(with = "hundredths")]
        total: Score,
        seed: String,
    },
}

/// Who replaces a finalist who withdrew.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReplacedBy {
    /// The best of the rest, as the cut would be made without the player.
    BestOfRest,
    /// The next at the same table (from 1).
    NextAtTable(usize),
    /// The first reserve.
    NextQualified,
}

impl AdvanceReason {
    /// The reason as a stage's entry stores it: empty for a plain entrant, the English for a
    /// written one, JSON otherwise.
    pub fn stored(&self) -> String {
        match self {
            AdvanceReason::Entered => String::new(),
            AdvanceReason::Written(text) => text.clone(),
            reason => serde_json::to_string(reason).unwrap_or_else(|_| reason.to_string()),
        }
    }

    /// A stored reason read back: JSON as [`AdvanceReason::stored`] writes it, anything else
    /// as the text it is.
    pub fn from_stored(text: &str) -> Self {
        if text.is_empty() {
            return AdvanceReason::Entered;
        }
        serde_json::from_str(text).unwrap_or_else(|_| AdvanceReason::Written(text.to_string()))
    }

    /// The reason with the name of the finalist a replacement stands in for.
    pub fn replacing(self, name: &str) -> Self {
        match self {
            AdvanceReason::Replacement { by, total, .. } => AdvanceReason::Replacement {
                by,
                total,
                withdrawn: Some(name.to_string()),
            },
            other => other,
        }
    }
}

impl fmt::Display for AdvanceReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AdvanceReason::Entered => Ok(()),
            AdvanceReason::StraightToFinals { entrants } => {
                write!(f, "one of the {entrants} entrants: straight to the finals")
            }
            AdvanceReason::GamePlace { place, game, score } => write!(
                f,
                "{} in qualifying game {game} ({})",
                ordinal(*place),
                signed(*score)
            ),
            AdvanceReason::Overall {
                place,
                field,
                rounds,
                total,
                tie,
            } => {
                let round = if *rounds == 1 { "round" } else { "rounds" };
                write!(
                    f,
                    "{} of {field} after {rounds} qualifying {round}, {}",
                    ordinal(*place),
                    signed(*total)
                )?;
                write_tie(f, tie)
            }
            AdvanceReason::AtTable(at) => write!(f, "{at}"),
            AdvanceReason::BestOfRest(at) => write!(f, "best of the rest: {at}"),
            AdvanceReason::Replacement {
                by,
                total,
                withdrawn,
            } => {
                let total = signed(*total);
                match by {
                    ReplacedBy::BestOfRest => write!(f, "best of the rest ({total})"),
                    ReplacedBy::NextAtTable(table) => write!(f, "next at table {table} ({total})"),
                    ReplacedBy::NextQualified => write!(f, "next qualified ({total})"),
                }?;
                let who = withdrawn.as_deref().unwrap_or("a finalist");
                write!(f, ", in place of {who} who withdrew")
            }
            AdvanceReason::Written(text) => f.write_str(text),
        }
    }
}

impl fmt::Display for TablePlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = if self.semi_final {
            "semi-final table"
        } else {
            "table"
        };
        write!(
            f,
            "{} at {word} {}, {} over {}",
            ordinal(self.place),
            self.table,
            signed(self.total),
            games_word(self.games)
        )?;
        if self.carried != Score::default() {
            write!(f, " (with {} carried over)", signed(self.carried))?;
        }
        write_tie(f, &self.tie)
    }
}

fn write_tie(f: &mut fmt::Formatter<'_>, tie: &Option<TieNote>) -> fmt::Result {
    match tie {
        None => Ok(()),
        Some(TieNote::BestGame {
            total,
            above,
            below,
        }) => write!(
            f,
            "; level on {} with the next player, ahead on best single game ({} to {})",
            signed(*total),
            signed(*above),
            signed(*below)
        ),
        Some(TieNote::FewerPenalties {
            total,
            above,
            below,
        }) => write!(
            f,
            "; level on {} with the next player and on best game, ahead on fewer penalties ({above} to {below})",
            signed(*total)
        ),
        Some(TieNote::Draw { total, seed }) => write!(
            f,
            "; level on {} with the next player on every rule, ahead by the recorded draw (seed {seed})",
            signed(*total)
        ),
    }
}

/// A score stored as its hundredths, exactly.
mod hundredths {
    use crate::engine::game::Score;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(score: &Score, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(score.hundredths())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Score, D::Error> {
        i64::deserialize(deserializer).map(Score::from_hundredths)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at_table(carried: i64, tie: Option<TieNote>) -> TablePlace {
        TablePlace {
            place: 2,
            semi_final: true,
            table: 1,
            total: Score::from_hundredths(1250),
            games: 2,
            carried: Score::from_hundredths(carried),
            tie,
        }
    }

    #[test]
    fn a_reason_stored_reads_back_the_same() {
        let draw = TieNote::Draw {
            total: Score::from_hundredths(-500),
            seed: "18446744073709551615".into(),
        };
        let reasons = [
            AdvanceReason::Entered,
            AdvanceReason::StraightToFinals { entrants: 4 },
            AdvanceReason::GamePlace {
                place: 2,
                game: 1,
                score: Score::from_hundredths(1200),
            },
            AdvanceReason::AtTable(at_table(300, Some(draw))),
            AdvanceReason::BestOfRest(at_table(0, None)),
            AdvanceReason::Replacement {
                by: ReplacedBy::NextAtTable(2),
                total: Score::from_hundredths(-3000),
                withdrawn: Some("Aiko".into()),
            },
            AdvanceReason::Written("2nd in qualifying game 1 (+12)".into()),
        ];
        for reason in reasons {
            assert_eq!(AdvanceReason::from_stored(&reason.stored()), reason);
        }
    }

    #[test]
    fn english_reads_as_the_bracket_always_wrote_it() {
        let cases = [
            (
                AdvanceReason::Overall {
                    place: 3,
                    field: 13,
                    rounds: 1,
                    total: Score::from_hundredths(6700),
                    tie: None,
                },
                "3rd of 13 after 1 qualifying round, +67",
            ),
            (
                AdvanceReason::BestOfRest(at_table(
                    300,
                    Some(TieNote::FewerPenalties {
                        total: Score::from_hundredths(1250),
                        above: 0,
                        below: 2,
                    }),
                )),
                "best of the rest: 2nd at semi-final table 1, +12.5 over two games (with +3 carried over); level on +12.5 with the next player and on best game, ahead on fewer penalties (0 to 2)",
            ),
            (
                AdvanceReason::Replacement {
                    by: ReplacedBy::NextQualified,
                    total: Score::from_hundredths(0),
                    withdrawn: None,
                },
                "next qualified (0), in place of a finalist who withdrew",
            ),
        ];
        for (reason, english) in cases {
            assert_eq!(reason.to_string(), english);
        }
    }
}
