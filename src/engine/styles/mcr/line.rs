//! An MCR hand as written (docs/mcr.md "Input line"): the checks that turn its fields into a
//! [`McrHand`], with the reasons in the documented order (`bad_notation` before
//! `invalid_hand`), and the result line written back.
//!
//! The fields are plain values, not JSON: the batch reader (`tenbou score`) and the score sheet
//! (tiles typed into a form) both hand them over here, so both refuse a hand with the same
//! reason. Reading JSON, and refusing a field of the wrong JSON type, is the caller's; the
//! caller words that refusal as [`BadNotation::Field`]. Like the rest of the engine it does no I/O.

use serde::Serialize;

use super::scoring::{payments, McrHand, McrMeld, McrMeldKind, McrRefusal, McrScore};
use crate::engine::hand::Wind;
use crate::engine::tiles::{
    parse_each, Counts, NotationError, Tile, TileCounts, WrittenError, WrittenTiles, KINDS,
};

/// The fewest fan a win needs, flowers not counted.
pub const MINIMUM_FAN: u32 = 8;

/// Most bonus tiles a player can hold: four flowers and four seasons.
pub const MAX_FLOWERS: i64 = 8;

/// A hand's fields as written: mpsz strings, a meld kind by name, winds by letter.
#[derive(Debug, Clone, Copy)]
pub struct McrHandFields<'a> {
    pub tiles: WrittenTiles<'a>,
    /// Flowers and seasons set aside; wider than a count so that an impossible number still
    /// reaches the check and is refused by name.
    pub flowers: i64,
    pub tsumo: bool,
    pub last_tile: bool,
    pub kong: bool,
    pub fourth_tile: bool,
    /// `E`, `S`, `W` or `N`.
    pub seat_wind: &'a str,
    pub round_wind: &'a str,
}

/// One declared set as written: `chi`, `pon`, `kan`, `ankan` or `shouminkan`, and its tiles.
pub type McrMeldFields<'a> = crate::engine::tiles::WrittenMeld<'a>;

/// A field that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadNotation {
    #[error("hand: {0}")]
    Hand(NotationError),
    #[error("win_tile: {0}")]
    WinTile(NotationError),
    #[error("win_tile {0:?} is not exactly one tile")]
    WinTileNotOne(String),
    #[error("melds[{index}].kind {kind:?} is not chi, pon, kan, ankan or shouminkan")]
    MeldKind { index: usize, kind: String },
    #[error("melds[{index}].tiles: {error}")]
    MeldTiles { index: usize, error: NotationError },
    #[error("{field} {value:?} is not E, S, W or N")]
    Wind { field: &'static str, value: String },
    /// A field of the wrong type or missing, as the caller's reader found it.
    #[error("{field}: {problem}")]
    Field { field: String, problem: String },
}

/// A hand that can be read but cannot exist.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidHand {
    #[error("{count} copies of {tile} (there are 4 of each tile)")]
    TooManyCopies { tile: Tile, count: u8 },
    #[error("flowers {0} is outside 0–8")]
    Flowers(i64),
    #[error("{0} melds (a hand has at most 4)")]
    TooManyMelds(usize),
    #[error("melds[{index}] {tiles:?} is not a {kind} ({shape})")]
    MeldShape {
        index: usize,
        kind: &'static str,
        tiles: String,
        shape: &'static str,
    },
    #[error("{found} tiles, {expected} expected (14 plus one per kong)")]
    TileCount { found: u32, expected: u32 },
    #[error("melds[{index}] {tiles:?} is not in hand")]
    MeldNotInHand { index: usize, tiles: String },
    #[error("win_tile {0} is not in the concealed part of the hand")]
    WinTileNotConcealed(Tile),
}

/// Why a line's fields give no hand: the first word is the batch interface's error word.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum McrLineError {
    #[error("bad_notation: {0}")]
    BadNotation(#[from] BadNotation),
    #[error("invalid_hand: {0}")]
    InvalidHand(#[from] InvalidHand),
}

/// The meld kinds as written, with the kind MCR scores each as: a kong called from a discard
/// and a pung promoted to a kong both score as a melded kong.
const MELD_KINDS: [(&str, McrMeldKind); 5] = [
    ("chi", McrMeldKind::Chow),
    ("pon", McrMeldKind::Pung),
    ("kan", McrMeldKind::MeldedKong),
    ("ankan", McrMeldKind::ConcealedKong),
    ("shouminkan", McrMeldKind::MeldedKong),
];

/// Reads and checks a hand: every reason to refuse it as `bad_notation` first, then as
/// `invalid_hand` (docs/mcr.md "Result line"), so a hand with both is refused for its notation.
pub fn read_hand(fields: &McrHandFields<'_>) -> Result<McrHand, McrLineError> {
    let written = read_notation(fields)?;
    Ok(check_hand(fields, &written)?)
}

/// What notation alone gives: tiles counted, melds with their kinds, winds as tiles.
struct Written {
    hand: TileCounts,
    win_tile: Tile,
    melds: Vec<WrittenMeld>,
    seat_wind: Tile,
    round_wind: Tile,
}

struct WrittenMeld {
    kind: McrMeldKind,
    name: &'static str,
    tiles: Counts,
    len: u32,
}

fn read_notation(fields: &McrHandFields<'_>) -> Result<Written, BadNotation> {
    let (hand, win_tile) = fields.tiles.hand_and_win_tile().map_err(|e| match e {
        WrittenError::Hand(e) => BadNotation::Hand(e),
        WrittenError::WinTile(e) => BadNotation::WinTile(e),
        WrittenError::WinTileNotOne => BadNotation::WinTileNotOne(fields.tiles.win_tile.to_owned()),
    })?;
    let melds = fields.tiles.read_melds(|(index, m)| {
        let &(name, kind) = MELD_KINDS
            .iter()
            .find(|(name, _)| *name == m.kind)
            .ok_or_else(|| BadNotation::MeldKind {
                index,
                kind: m.kind.to_owned(),
            })?;
        let mut tiles = [0u8; KINDS];
        let mut len = 0;
        parse_each(m.tiles, |t, _| {
            let c = &mut tiles[t.tile.index()];
            *c = c.saturating_add(1);
            len += 1;
        })
        .map_err(|error| BadNotation::MeldTiles { index, error })?;
        Ok(WrittenMeld {
            kind,
            name,
            tiles,
            len,
        })
    })?;
    Ok(Written {
        hand,
        win_tile,
        melds,
        seat_wind: wind("seat_wind", fields.seat_wind)?,
        round_wind: wind("round_wind", fields.round_wind)?,
    })
}

fn wind(field: &'static str, letter: &str) -> Result<Tile, BadNotation> {
    Wind::from_letter(letter)
        .map(Wind::tile)
        .ok_or_else(|| BadNotation::Wind {
            field,
            value: letter.to_owned(),
        })
}

fn check_hand(fields: &McrHandFields<'_>, written: &Written) -> Result<McrHand, InvalidHand> {
    if let Some((index, &count)) = (written.hand.counts.iter().enumerate()).find(|(_, &c)| c > 4) {
        let tile = Tile::new(index as u8).expect("a count index is a tile");
        return Err(InvalidHand::TooManyCopies { tile, count });
    }
    if !(0..=MAX_FLOWERS).contains(&fields.flowers) {
        return Err(InvalidHand::Flowers(fields.flowers));
    }
    if written.melds.len() > 4 {
        return Err(InvalidHand::TooManyMelds(written.melds.len()));
    }
    let mut melds = Vec::with_capacity(written.melds.len());
    let mut kongs = 0;
    for (index, m) in written.melds.iter().enumerate() {
        let first = meld_first_tile(m).ok_or_else(|| InvalidHand::MeldShape {
            index,
            kind: m.name,
            tiles: fields.tiles.melds[index].tiles.to_owned(),
            shape: match m.kind {
                McrMeldKind::Chow => "three consecutive tiles of one suit",
                McrMeldKind::Pung => "three identical tiles",
                McrMeldKind::MeldedKong | McrMeldKind::ConcealedKong => "four identical tiles",
            },
        })?;
        if matches!(m.kind, McrMeldKind::MeldedKong | McrMeldKind::ConcealedKong) {
            kongs += 1;
        }
        melds.push(McrMeld {
            kind: m.kind,
            first,
        });
    }
    let expected = 14 + kongs;
    if written.hand.len != expected {
        return Err(InvalidHand::TileCount {
            found: written.hand.len,
            expected,
        });
    }
    let mut concealed = written.hand.counts;
    for (index, m) in written.melds.iter().enumerate() {
        for (have, &take) in concealed.iter_mut().zip(m.tiles.iter()) {
            *have = have
                .checked_sub(take)
                .ok_or_else(|| InvalidHand::MeldNotInHand {
                    index,
                    tiles: fields.tiles.melds[index].tiles.to_owned(),
                })?;
        }
    }
    if concealed[written.win_tile.index()] == 0 {
        return Err(InvalidHand::WinTileNotConcealed(written.win_tile));
    }
    Ok(McrHand {
        concealed,
        melds,
        win_tile: written.win_tile,
        flowers: fields.flowers as u8,
        self_drawn: fields.tsumo,
        last_tile: fields.last_tile,
        kong: fields.kong,
        fourth_tile: fields.fourth_tile,
        seat_wind: written.seat_wind,
        prevalent_wind: written.round_wind,
    })
}

/// The lowest tile of a meld of the right shape for its kind, or `None`.
fn meld_first_tile(m: &WrittenMeld) -> Option<Tile> {
    let first = m.tiles.iter().position(|&c| c > 0)?;
    let tile = Tile::new(first as u8)?;
    let identical = |n: u32| m.len == n && u32::from(m.tiles[first]) == n;
    let shape_ok = match m.kind {
        McrMeldKind::Chow => {
            // Three different tiles in a row inside one suit: the first at most 7 of its suit.
            m.len == 3
                && !tile.is_honor()
                && tile.number() <= 7
                && m.tiles[first..first + 3] == [1, 1, 1]
        }
        McrMeldKind::Pung => identical(3),
        McrMeldKind::MeldedKong | McrMeldKind::ConcealedKong => identical(4),
    };
    shape_ok.then_some(tile)
}

/// One fan kind in a result line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PatternLine {
    pub name: &'static str,
    pub fan: u32,
    pub count: u32,
}

/// What each player pays, in a result line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PaymentsLine {
    pub self_pick_each: u32,
    pub discarder: u32,
    pub others_each: u32,
}

/// A result line (docs/mcr.md "Result line"), fields in the documented order: on an error
/// `fan` and `payments` are null and `patterns` is empty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct McrResultLine<I> {
    pub id: I,
    pub error: Option<String>,
    pub fan: Option<u32>,
    pub patterns: Vec<PatternLine>,
    pub payments: Option<PaymentsLine>,
}

impl<I> McrResultLine<I> {
    /// The line of a scored hand.
    pub fn scored(id: I, score: &McrScore) -> Self {
        let p = payments(score.total);
        McrResultLine {
            id,
            error: None,
            fan: Some(score.total),
            patterns: score
                .fans
                .iter()
                .map(|f| PatternLine {
                    name: f.fan.name(),
                    fan: f.fan.value(),
                    count: f.count,
                })
                .collect(),
            payments: Some(PaymentsLine {
                self_pick_each: p.self_pick_each,
                discarder: p.discarder,
                others_each: p.others_each,
            }),
        }
    }

    /// The line of a hand refused, with its error text.
    pub fn refused(id: I, error: String) -> Self {
        McrResultLine {
            id,
            error: Some(error),
            fan: None,
            patterns: Vec::new(),
            payments: None,
        }
    }

    /// The line of a read hand: scored, or refused as not a win.
    pub fn of(id: I, outcome: &Result<McrScore, McrRefusal>) -> Self {
        match outcome {
            Ok(score) => Self::scored(id, score),
            Err(refusal) => Self::refused(id, refusal_text(*refusal)),
        }
    }
}

/// The error text of a hand that is not a win: its word, and for a hand under the minimum
/// its fan without flowers.
pub fn refusal_text(refusal: McrRefusal) -> String {
    match refusal {
        McrRefusal::NotWinningShape => "not_winning_shape".to_owned(),
        McrRefusal::UnderMinimum(fan) => {
            format!("under_minimum: {fan} fan, {MINIMUM_FAN} needed")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::parse_one;

    fn fields<'a>(
        hand: &'a str,
        win: &'a str,
        melds: &'a [McrMeldFields<'a>],
    ) -> McrHandFields<'a> {
        McrHandFields {
            tiles: WrittenTiles {
                hand,
                win_tile: win,
                melds,
            },
            flowers: 0,
            tsumo: false,
            last_tile: false,
            kong: false,
            fourth_tile: false,
            seat_wind: "E",
            round_wind: "E",
        }
    }

    fn meld<'a>(kind: &'a str, tiles: &'a str) -> McrMeldFields<'a> {
        McrMeldFields { kind, tiles }
    }

    fn tile(text: &str) -> Tile {
        parse_one(text).unwrap().unwrap().tile
    }

    fn error_word(f: &McrHandFields<'_>) -> String {
        let e = read_hand(f).unwrap_err().to_string();
        e.split(':').next().unwrap().to_owned()
    }

    #[test]
    fn a_hand_with_melds_reads_into_its_concealed_part_and_sets() {
        let melds = [
            meld("chi", "456p"),
            meld("ankan", "5555z"),
            meld("shouminkan", "0000m"),
        ];
        // 0000m: the same five four times, written as red fives (plain fives in MCR).
        let mut f = fields("0000m456p333p5555z66z", "6z", &melds);
        f.flowers = 3;
        f.tsumo = true;
        f.seat_wind = "S";
        f.round_wind = "N";
        let hand = read_hand(&f).unwrap();
        let mut concealed = [0u8; KINDS];
        for t in ["3p", "3p", "3p", "6z", "6z"] {
            concealed[tile(t).index()] += 1;
        }
        assert_eq!(hand.concealed, concealed);
        assert_eq!(
            hand.melds,
            vec![
                McrMeld {
                    kind: McrMeldKind::Chow,
                    first: tile("4p")
                },
                McrMeld {
                    kind: McrMeldKind::ConcealedKong,
                    first: tile("5z")
                },
                McrMeld {
                    kind: McrMeldKind::MeldedKong,
                    first: tile("5m")
                },
            ]
        );
        assert_eq!(hand.win_tile, tile("6z"));
        assert_eq!(hand.flowers, 3);
        assert!(hand.self_drawn);
        assert_eq!(hand.seat_wind, Tile::SOUTH);
        assert_eq!(hand.prevalent_wind, Tile::NORTH);
    }

    #[test]
    fn every_notation_error_is_bad_notation() {
        let chi = [meld("chi", "123m")];
        let minkan = [meld("minkan", "1111m")];
        let bad_meld_tiles = [meld("pon", "11x")];
        let cases: Vec<McrHandFields<'_>> = vec![
            fields("123m456p789s11x22z", "1m", &[]),
            fields("123m456p789s1122", "1m", &[]),
            fields("123m456p789s1128z", "1m", &[]),
            fields("123m456p789s0z112z", "1m", &[]),
            fields("123M456p789s11z22z", "1p", &[]),
            fields("123m456p789s11z22z", "12m", &[]),
            fields("123m456p789s11z22z", "", &[]),
            fields("123m456p789s11z22z", "1m", &minkan),
            fields("123m456p789s11z22z", "1m", &bad_meld_tiles),
            McrHandFields {
                seat_wind: "east",
                ..fields("123m456p789s11z22z", "1m", &chi)
            },
            McrHandFields {
                round_wind: "",
                ..fields("123m456p789s11z22z", "1m", &chi)
            },
        ];
        for f in &cases {
            assert_eq!(error_word(f), "bad_notation", "{f:?}");
        }
    }

    #[test]
    fn every_impossible_hand_is_invalid_hand() {
        let five_melds = [
            meld("pon", "111m"),
            meld("pon", "222m"),
            meld("pon", "333m"),
            meld("pon", "444m"),
            meld("pon", "555m"),
        ];
        let bad_chi = [meld("chi", "135m")];
        let honour_chi = [meld("chi", "123z")];
        let cross_chi = [meld("chi", "12m3p")];
        let bad_pon = [meld("pon", "112m")];
        let short_kan = [meld("ankan", "555z")];
        let missing = [meld("pon", "777z")];
        let win_in_meld = [meld("pon", "222z")];
        let mut flowers = fields("123m456m789m11p222z", "1p", &[]);
        flowers.flowers = 9;
        let mut negative = flowers;
        negative.flowers = -1;
        let cases: Vec<McrHandFields<'_>> = vec![
            fields("11111m456m789m1p22z", "1m", &[]),
            flowers,
            negative,
            fields("111222333444555m", "5m", &five_melds),
            fields("135m456m789m11p222z", "1p", &bad_chi),
            fields("456m789m11p222z123z", "1p", &honour_chi),
            fields("12m3p456m789m11p222z", "1p", &cross_chi),
            fields("112m456m789m11p222z", "1p", &bad_pon),
            fields("456m789m11p222z555z", "1p", &short_kan),
            fields("123m456m789m11p22z", "1p", &[]),
            fields("123m456m789m11p2222z", "1p", &[]),
            fields("123m456m789m11p222z", "1p", &missing),
            fields("123m456m789m11p222z", "2z", &win_in_meld),
            fields("123m456m789m11p222z", "3z", &[]),
        ];
        for f in &cases {
            assert_eq!(error_word(f), "invalid_hand", "{f:?}");
        }
    }

    #[test]
    fn notation_is_refused_before_an_impossible_count() {
        let f = fields("11111m456p789s11q", "1m", &[]);
        assert_eq!(error_word(&f), "bad_notation");
        let mut f = fields("11111m456m789m1p22z", "1m", &[]);
        f.seat_wind = "X";
        assert_eq!(error_word(&f), "bad_notation");
    }

    #[test]
    fn a_kong_adds_one_tile_to_the_count() {
        let melds = [meld("kan", "1111m")];
        assert!(read_hand(&fields("1111m456m789m11p222z", "1p", &melds)).is_ok());
        assert_eq!(
            read_hand(&fields("1111m456m789m11p22z", "1p", &melds)),
            Err(McrLineError::InvalidHand(InvalidHand::TileCount {
                found: 14,
                expected: 15
            }))
        );
    }

    #[test]
    fn refusals_are_worded_with_their_word_and_fan() {
        assert_eq!(
            refusal_text(McrRefusal::NotWinningShape),
            "not_winning_shape"
        );
        assert_eq!(
            refusal_text(McrRefusal::UnderMinimum(5)),
            "under_minimum: 5 fan, 8 needed"
        );
    }
}
