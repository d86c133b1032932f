//! The words of a hand's refusals: every sentence a [`HandError`] is shown with, in one place,
//! so that a translation finds them here and the checks in `validate` and the styles stay
//! sentences-free. The English is docs/hand-jsonl.md's error text: the machine word, a colon,
//! and what to fix; the field names are the spec's JSON names (`melds[0].tiles`).

use super::error::{BadInput, BadMeld, Field, HandError, ImpossibleHand, SituationConflict};
use crate::engine::hand::notation::MeldKind;
use crate::engine::tiles::format_counts;
use std::fmt;

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Hand => f.write_str("hand"),
            Field::WinTile => f.write_str("win_tile"),
            Field::Meld(i) => write!(f, "melds[{i}].tiles"),
            Field::DoraIndicators => f.write_str("dora_indicators"),
            Field::UraIndicators => f.write_str("ura_indicators"),
        }
    }
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.code())?;
        match self {
            HandError::BadNotation { field, error } => write!(f, "{field} at {error}"),
            HandError::InvalidHand(kind) => kind.fmt(f),
            HandError::InvalidMeld(kind) => kind.fmt(f),
            HandError::InvalidSituation(kind) => kind.fmt(f),
            HandError::NotWinningShape => f.write_str(
                "the concealed tiles form neither four sets and a pair, seven pairs nor thirteen orphans",
            ),
            HandError::NoYaku => f.write_str("the hand has no yaku (dora alone do not count)"),
        }
    }
}

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Wind { field, letter } => write!(f, "{field} {letter:?} is not E, S, W or N"),
            Self::MeldKind { meld, kind } => write!(
                f,
                "melds[{meld}].kind {kind:?} is not chi, pon, kan, ankan or shouminkan"
            ),
        }
    }
}

/// Why sanma refuses a tile: its set has no characters between 1m and 9m.
const SANMA_REMOVED: &str = "the characters 2m to 8m are removed";

impl fmt::Display for ImpossibleHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::WinTileNotOne { written } => {
                write!(f, "win_tile must be exactly one tile, got {written:?}")
            }
            Self::TooManyCopies { tile, count } => write!(f, "{count} copies of {tile}"),
            Self::TooManyWithIndicators { tile, count } => {
                write!(f, "{count} copies of {tile} counting the dora indicators")
            }
            Self::TooManyIndicators { field, count, most } => write!(
                f,
                "{field} holds {count} tiles; at most {most} indicators exist"
            ),
            Self::MeldTileMissing { meld, tile } => write!(
                f,
                "melds[{meld}] uses {tile}, which the hand does not hold (meld tiles are part of hand)"
            ),
            Self::MeldRedMissing { meld } => {
                write!(f, "melds[{meld}] has a red five the hand does not")
            }
            Self::TileCount { found, expected } => write!(
                f,
                "{found} tiles, expected {expected} (14 plus one per kan)"
            ),
            Self::WinTileNotConcealed { tile } => write!(
                f,
                "the winning tile {tile} is not in the concealed part of the hand"
            ),
            Self::NukiOutsideSanma { nuki, preset } => write!(
                f,
                "nuki ({nuki}) exist only in sanma; {preset} has no nuki dora"
            ),
            Self::RemovedInSanma { tile } => {
                write!(f, "{tile} does not exist in sanma: {SANMA_REMOVED}")
            }
            Self::IndicatorRemovedInSanma { field, tile } => write!(
                f,
                "{field} holds {tile}, which does not exist in sanma: {SANMA_REMOVED}"
            ),
            Self::TooManyNorths { count, nuki } => write!(
                f,
                "{count} copies of 4z counting the nuki ({nuki}) and the indicators; four exist"
            ),
        }
    }
}

impl fmt::Display for BadMeld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooMany { count } => write!(f, "{count} melds; a hand has at most 4"),
            Self::OpenedDisagrees { meld, kind, opened } => {
                let is = if kind.is_open() { "open" } else { "concealed" };
                write!(
                    f,
                    "melds[{meld}]: a {} is {is}, but opened is {opened}",
                    kind.name()
                )
            }
            Self::NotAShape { meld, kind, tiles } => {
                let needs = match kind {
                    MeldKind::Chi => "three tiles in a row of one suit",
                    MeldKind::Pon => "three of one tile",
                    _ => "four of one tile",
                };
                write!(
                    f,
                    "melds[{meld}]: a {} needs {needs}, got {:?}",
                    kind.name(),
                    format_counts(tiles)
                )
            }
            Self::ChiInSanma => {
                f.write_str("no open chii in sanma: a run can only be called to win")
            }
        }
    }
}

impl fmt::Display for SituationConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::DoubleRiichiWithoutRiichi => "double_riichi is a riichi: set riichi too",
            Self::IppatsuWithoutRiichi => "ippatsu needs riichi",
            Self::RiichiWhenOpen => "riichi needs a closed hand (only concealed kans allowed)",
            Self::RinshanWithoutKan => "rinshan needs a kan among the melds",
            Self::RinshanWithoutKanOrNuki => {
                "rinshan needs a kan among the melds or a north declaration (nuki)"
            }
            Self::RinshanByRon => "rinshan is a win by tsumo on the replacement tile",
            Self::IppatsuWithRinshan { after_kan: true } => {
                "ippatsu and rinshan cannot both apply: a kan ends ippatsu"
            }
            Self::IppatsuWithRinshan { after_kan: false } => {
                "ippatsu and rinshan cannot both apply: a north declaration, like a kan, ends ippatsu"
            }
            Self::ChankanByTsumo => "chankan is a win by ron on a tile added to a kan",
            Self::ChankanHoldingAnotherCopy => {
                "chankan: the winner cannot hold another copy of the robbed tile"
            }
            Self::HaiteiByRon => {
                "haitei is a win by tsumo on the last wall tile (houtei is the ron)"
            }
            Self::HouteiByTsumo => {
                "houtei is a win by ron on the last discard (haitei is the tsumo)"
            }
            Self::HaiteiWithRinshan => {
                "haitei and rinshan cannot both apply: a replacement tile is not the last wall tile"
            }
            Self::HouteiWithChankan => {
                "houtei and chankan cannot both apply: no kan can be made on the last tile"
            }
            Self::FirstTurnWithCalls => {
                "tenhou, chiihou and renhou need a hand with no calls (not even a concealed kan)"
            }
            Self::FirstTurnAfterOtherFlags => {
                "tenhou, chiihou and renhou come before any riichi, kan or last tile"
            }
            Self::TenhouNotDealerTsumo => "tenhou is the dealer's tsumo on the first draw",
            Self::ChiihouNotNonDealerTsumo => "chiihou is a non-dealer's tsumo on the first draw",
            Self::RenhouNotNonDealerRon => "renhou is a non-dealer's ron before the first draw",
            Self::NorthSeatInSanma => {
                "seat_wind N does not exist in sanma: the seats are E, S and W"
            }
            Self::NorthRoundInSanma => {
                "round_wind N is not played in sanma: a game is the East and South rounds"
            }
            Self::SeatNotInMinefield => {
                "a Minefield seat_wind is E (the first discarder) or W (the other player)"
            }
            Self::TsumoInMinefield => {
                "Minefield draws no tile: a hand is won only by ron on the other player's discard"
            }
            Self::DoubleRiichiInMinefield => {
                "Minefield has no double riichi: each player declares riichi with a discard"
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::hand::notation::{HandInput, MeldInput, Situation};
    use crate::engine::hand::validate::Hand;
    use crate::engine::tiles::Tile;

    fn tile(index: u8) -> Tile {
        Tile::new(index).unwrap()
    }

    /// Each refusal carries the facts its words name: the kind and its facts are checked as
    /// values, and the sentence is checked to say the same tile, count or meld.
    #[test]
    fn each_refusal_carries_the_facts_its_words_name() {
        let pon = [MeldInput {
            kind: MeldKind::Pon,
            tiles: "555z",
            opened: None,
        }];
        let chi = [MeldInput {
            kind: MeldKind::Chi,
            tiles: "135m",
            opened: Some(true),
        }];
        let base = HandInput {
            hand: "123m456p789s11122z",
            win_tile: "3m",
            ..HandInput::default()
        };
        let cases: [(HandInput<'_>, HandError, &str); 6] = [
            (
                HandInput {
                    hand: "33333m456p789s11z22z",
                    ..base
                },
                ImpossibleHand::TooManyCopies {
                    tile: tile(2),
                    count: 5,
                }
                .into(),
                "invalid_hand: 5 copies of 3m",
            ),
            (
                HandInput {
                    win_tile: "3m4m",
                    ..base
                },
                ImpossibleHand::WinTileNotOne {
                    written: "3m4m".into(),
                }
                .into(),
                "invalid_hand: win_tile must be exactly one tile, got \"3m4m\"",
            ),
            (
                HandInput {
                    melds: &pon,
                    ..base
                },
                ImpossibleHand::MeldTileMissing {
                    meld: 0,
                    tile: tile(31),
                }
                .into(),
                "invalid_hand: melds[0] uses 5z, which the hand does not hold (meld tiles are part of hand)",
            ),
            (
                HandInput {
                    melds: &chi,
                    ..base
                },
                BadMeld::NotAShape {
                    meld: 0,
                    kind: MeldKind::Chi,
                    tiles: {
                        let mut counts = [0; 34];
                        counts[0] = 1;
                        counts[2] = 1;
                        counts[4] = 1;
                        counts
                    },
                }
                .into(),
                "invalid_meld: melds[0]: a chi needs three tiles in a row of one suit, got \"135m\"",
            ),
            (
                HandInput {
                    hand: "123m456p789s1112z",
                    ..base
                },
                ImpossibleHand::TileCount {
                    found: 13,
                    expected: 14,
                }
                .into(),
                "invalid_hand: 13 tiles, expected 14 (14 plus one per kan)",
            ),
            (
                HandInput {
                    situation: Situation {
                        ippatsu: true,
                        ..Situation::default()
                    },
                    ..base
                },
                SituationConflict::IppatsuWithoutRiichi.into(),
                "invalid_situation: ippatsu needs riichi",
            ),
        ];
        for (input, kind, words) in cases {
            let refusal = Hand::new(&input).unwrap_err();
            assert_eq!(refusal, kind, "{words}");
            assert_eq!(refusal.to_string(), words);
        }
    }

    #[test]
    fn a_word_the_reader_does_not_know_is_named_with_its_field() {
        use crate::engine::hand::line::{written_meld, written_wind, LineError, MeldText};
        let wind = written_wind("round_wind", "X").unwrap_err();
        let expected = BadInput::Wind {
            field: "round_wind",
            letter: "X".into(),
        };
        assert_eq!(wind, LineError::BadInput(expected));
        assert_eq!(
            wind.to_string(),
            "bad_input: round_wind \"X\" is not E, S, W or N"
        );
        let meld = MeldText {
            kind: "chow",
            tiles: "123m",
            opened: None,
        };
        let kind = written_meld((2, &meld)).unwrap_err();
        let expected = BadInput::MeldKind {
            meld: 2,
            kind: "chow".into(),
        };
        assert_eq!(kind, LineError::BadInput(expected));
        assert_eq!(
            kind.to_string(),
            "bad_input: melds[2].kind \"chow\" is not chi, pon, kan, ankan or shouminkan"
        );
    }

    #[test]
    fn every_situation_conflict_opens_with_its_machine_word_and_says_something() {
        let error = HandError::from(SituationConflict::IppatsuWithRinshan { after_kan: false });
        assert_eq!(error.code(), "invalid_situation");
        assert!(error
            .to_string()
            .ends_with("a north declaration, like a kan, ends ippatsu"));
        let after_kan = HandError::from(SituationConflict::IppatsuWithRinshan { after_kan: true });
        assert!(after_kan.to_string().ends_with(": a kan ends ippatsu"));
    }
}
