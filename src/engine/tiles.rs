//! Tiles and the mpsz notation.
//!
//! Owns the tile encoding, the tile-count array every other part of the hand evaluator works
//! on, and the parser for "mpsz" strings (`123m456p789s11z`, red fives written `0`). It knows
//! nothing about hands, melds or scoring; those live in `engine::hand`.
//!
//! Encoding of [`Tile`] (a `u8` in `0..34`), chosen so that a suited tile's number and suit are
//! one division away and the 34-slot count array is indexed directly:
//!
//! | index | tiles |
//! |---|---|
//! | 0–8 | 1m–9m (characters, "man") |
//! | 9–17 | 1p–9p (dots, "pin") |
//! | 18–26 | 1s–9s (bamboo, "sou") |
//! | 27–30 | East, South, West, North (`1z`–`4z`) |
//! | 31–33 | white, green, red dragon (`5z`–`7z`: haku, hatsu, chun) |
//!
//! A red five is the same [`Tile`] as a plain five; the parser reports the red flag beside it
//! ([`ParsedTile::red`]) because a red five only differs in value, and only under rulesets
//! that play with red fives.

use std::fmt;

/// Number of distinct tile kinds.
pub const KINDS: usize = 34;

/// How many of each kind a hand holds, indexed by [`Tile::index`].
pub type Counts = [u8; KINDS];

/// One of the 34 tile kinds. See the module header for the encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

/// The suit of a tile; honours are their own "suit" so that flush checks stay one comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    Man,
    Pin,
    Sou,
    Honor,
}

impl Suit {
    /// The mpsz letter of the suit.
    pub fn letter(self) -> char {
        match self {
            Suit::Man => 'm',
            Suit::Pin => 'p',
            Suit::Sou => 's',
            Suit::Honor => 'z',
        }
    }
}

impl Tile {
    pub const EAST: Tile = Tile(27);
    pub const SOUTH: Tile = Tile(28);
    pub const WEST: Tile = Tile(29);
    pub const NORTH: Tile = Tile(30);
    pub const HAKU: Tile = Tile(31);
    pub const HATSU: Tile = Tile(32);
    pub const CHUN: Tile = Tile(33);

    /// The tile with this index, if it is one of the 34 kinds.
    pub const fn new(index: u8) -> Option<Tile> {
        if (index as usize) < KINDS {
            Some(Tile(index))
        } else {
            None
        }
    }

    /// A suited tile from its suit (0 man, 1 pin, 2 sou) and number 1–9.
    pub const fn suited(suit: u8, number: u8) -> Option<Tile> {
        if suit < 3 && number >= 1 && number <= 9 {
            Some(Tile(suit * 9 + number - 1))
        } else {
            None
        }
    }

    /// Every tile kind in index order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS as u8).map(Tile)
    }

    /// The index in `0..34` (see the module header).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn suit(self) -> Suit {
        match self.0 / 9 {
            0 => Suit::Man,
            1 => Suit::Pin,
            2 => Suit::Sou,
            _ => Suit::Honor,
        }
    }

    /// The number written before the suit letter: 1–9 for suited tiles, 1–7 for honours.
    pub const fn number(self) -> u8 {
        if self.0 >= 27 {
            self.0 - 26
        } else {
            self.0 % 9 + 1
        }
    }

    pub const fn is_honor(self) -> bool {
        self.0 >= 27
    }

    pub const fn is_dragon(self) -> bool {
        self.0 >= 31
    }

    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 <= 30
    }

    /// A 1 or a 9 of a suit.
    pub const fn is_terminal(self) -> bool {
        !self.is_honor() && (self.0 % 9 == 0 || self.0 % 9 == 8)
    }

    /// Terminals and honours: the tiles tanyao excludes and chanta asks for.
    pub const fn is_terminal_or_honor(self) -> bool {
        self.is_honor() || self.0 % 9 == 0 || self.0 % 9 == 8
    }

    /// The dora this tile indicates: the next tile of its suit, 9 wrapping to 1, North to
    /// East and red dragon to white (the usual riichi rule, e.g. EMA rules §"Dora").
    pub const fn dora_after(self) -> Tile {
        let i = self.0;
        Tile(if i < 27 {
            if i % 9 == 8 {
                i - 8
            } else {
                i + 1
            }
        } else if i <= 30 {
            if i == 30 {
                27
            } else {
                i + 1
            }
        } else if i == 33 {
            31
        } else {
            i + 1
        })
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.number(), self.suit().letter())
    }
}

/// A tile as written in notation: the kind plus whether it was written as a red five (`0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParsedTile {
    pub tile: Tile,
    pub red: bool,
}

/// Why a notation string was refused, and where (a 1-based character position).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("character {position}: {reason}")]
pub struct NotationError {
    pub position: usize,
    pub reason: NotationReason,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NotationReason {
    #[error("unexpected character {0:?} (expected a digit or one of m, p, s, z)")]
    UnexpectedChar(char),
    #[error("suit letter {0:?} has no digits before it")]
    LetterWithoutDigits(char),
    #[error("digits at the end have no suit letter")]
    DigitsWithoutSuit,
    #[error("{0}z is not an honour (honours are 1z to 7z)")]
    NoSuchHonor(u8),
}

/// Marks a digit that names no tile (`0z`, `8z`, `9z`) in [`DIGIT_TILE`].
const NO_TILE: u8 = u8::MAX;

/// The tile index of each digit (0–9) before each suit letter (m, p, s, z): a table lookup
/// keeps the parser's inner loop free of branches; `0` is the red five of a suit.
const DIGIT_TILE: [[u8; 10]; 4] = {
    let mut t = [[NO_TILE; 10]; 4];
    let mut suit = 0;
    while suit < 3 {
        t[suit][0] = suit as u8 * 9 + 4;
        let mut d = 1;
        while d <= 9 {
            t[suit][d] = suit as u8 * 9 + d as u8 - 1;
            d += 1;
        }
        suit += 1;
    }
    let mut d = 1;
    while d <= 7 {
        t[3][d] = 26 + d as u8;
        d += 1;
    }
    t
};

/// Calls `each(tile, position)` for every tile of an mpsz string, in order, and refuses the
/// whole string at its first error. Allocation-free, so it serves the scoring hot path; the
/// position is the 1-based character of the digit.
pub fn parse_each(
    text: &str,
    mut each: impl FnMut(ParsedTile, usize),
) -> Result<(), NotationError> {
    // Digits are remembered as a start offset until their suit letter arrives, so any run
    // length works without a buffer. Every byte before an error is accepted ASCII, so a byte
    // offset plus one is the character position, even when the error is a multi-byte char.
    let bytes = text.as_bytes();
    let error = |position: usize, reason| Err(NotationError { position, reason });
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b.is_ascii_digit() {
            continue;
        }
        let suit = match b {
            b'm' => 0,
            b'p' => 1,
            b's' => 2,
            b'z' => 3,
            _ => {
                let c = text[i..].chars().next().unwrap_or('?');
                return error(i + 1, NotationReason::UnexpectedChar(c));
            }
        };
        if start == i {
            return error(i + 1, NotationReason::LetterWithoutDigits(b as char));
        }
        let table = &DIGIT_TILE[suit];
        for (j, &d) in bytes[start..i].iter().enumerate() {
            let digit = d - b'0';
            let tile = table[usize::from(digit)];
            if tile == NO_TILE {
                return error(start + j + 1, NotationReason::NoSuchHonor(digit));
            }
            let tile = ParsedTile {
                tile: Tile(tile),
                red: digit == 0,
            };
            each(tile, start + j + 1);
        }
        start = i + 1;
    }
    if start < bytes.len() {
        return error(start + 1, NotationReason::DigitsWithoutSuit);
    }
    Ok(())
}

/// Counts of an mpsz string plus how many tiles were written as red fives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileCounts {
    pub counts: Counts,
    /// Red fives written, per suit (man, pin, sou).
    pub red: [u8; 3],
    pub len: u32,
}

/// [`DIGIT_TILE`] with rows of 16, so that a digit's low four bits index it without a check.
const DIGIT_TILE_16: [[u8; 16]; 4] = {
    let mut t = [[NO_TILE; 16]; 4];
    let mut suit = 0;
    while suit < 4 {
        let mut d = 0;
        while d < 10 {
            t[suit][d] = DIGIT_TILE[suit][d];
            d += 1;
        }
        suit += 1;
    }
    t
};

impl TileCounts {
    pub fn parse(text: &str) -> Result<TileCounts, NotationError> {
        Self::parse_backwards(text).map_or_else(|| Self::parse_in_order(text), Ok)
    }

    /// The usual case in one pass: read from the end, each digit's suit letter is known when
    /// the digit is reached (counts do not depend on the order). Anything unusual answers
    /// `None`, and the reading in order then finds the first error and its position.
    fn parse_backwards(text: &str) -> Option<TileCounts> {
        let mut out = TileCounts {
            counts: [0; KINDS],
            red: [0; 3],
            len: 0,
        };
        let mut row: Option<&[u8; 16]> = None;
        // Digits read since the last suit letter: a letter needs at least one.
        let mut digits = 0;
        for &b in text.as_bytes().iter().rev() {
            let suit = match b {
                b'0'..=b'9' => {
                    let tile = row?[usize::from(b & 15)];
                    let c = out.counts.get_mut(usize::from(tile))?;
                    *c = c.saturating_add(1);
                    if b == b'0' {
                        let r = &mut out.red[usize::from(tile) / 9];
                        *r = r.saturating_add(1);
                    }
                    out.len += 1;
                    digits += 1;
                    continue;
                }
                b'm' => 0,
                b'p' => 1,
                b's' => 2,
                b'z' => 3,
                _ => return None,
            };
            if row.is_some() && digits == 0 {
                return None;
            }
            row = Some(&DIGIT_TILE_16[suit]);
            digits = 0;
        }
        (row.is_none() || digits > 0).then_some(out)
    }

    fn parse_in_order(text: &str) -> Result<TileCounts, NotationError> {
        let mut out = TileCounts {
            counts: [0; KINDS],
            red: [0; 3],
            len: 0,
        };
        parse_each(text, |t, _| {
            // Saturating: a silly input of 300 copies must be refused by validation, not wrap.
            let c = &mut out.counts[t.tile.index()];
            *c = c.saturating_add(1);
            if t.red {
                let r = &mut out.red[t.tile.index() / 9];
                *r = r.saturating_add(1);
            }
            out.len += 1;
        })?;
        Ok(out)
    }

    pub fn red_total(&self) -> u32 {
        self.red.iter().map(|&r| u32::from(r)).sum()
    }
}

/// Parses a string holding exactly one tile, such as a winning tile `3m` or `0p`.
pub fn parse_one(text: &str) -> Result<Option<ParsedTile>, NotationError> {
    // The usual case, one digit and its suit (every hand names its winning tile so), read
    // directly; anything else, errors included, takes the general reading below.
    if let &[d @ b'0'..=b'9', letter] = text.as_bytes() {
        let suit = match letter {
            b'm' => Some(0),
            b'p' => Some(1),
            b's' => Some(2),
            b'z' => Some(3),
            _ => None,
        };
        if let Some(suit) = suit {
            let tile = DIGIT_TILE[suit][usize::from(d - b'0')];
            if tile != NO_TILE {
                return Ok(Some(ParsedTile {
                    tile: Tile(tile),
                    red: d == b'0',
                }));
            }
        }
    }
    let mut first = None;
    let mut n = 0;
    parse_each(text, |t, _| {
        if n == 0 {
            first = Some(t);
        }
        n += 1;
    })?;
    Ok(if n == 1 { first } else { None })
}

/// Writes counts back as mpsz (plain fives, suits in m, p, s, z order).
pub fn format_counts(counts: &Counts) -> String {
    let mut out = String::new();
    for suit in 0..4 {
        let range = if suit < 3 {
            suit * 9..suit * 9 + 9
        } else {
            27..34
        };
        let mut any = false;
        for i in range {
            for _ in 0..counts[i] {
                out.push(char::from(b'0' + Tile(i as u8).number()));
                any = true;
            }
        }
        if any {
            out.push(['m', 'p', 's', 'z'][suit]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counting_from_the_end_agrees_with_reading_in_order() {
        for text in [
            "",
            "123m456p789s11122z",
            "0m0p0s55m",
            "1111z",
            "1z2z3z",
            "123",
            "m",
            "12mp",
            "123m4",
            "0z",
            "8z",
            "1x",
            "12m é",
            "55555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555m",
        ] {
            assert_eq!(
                TileCounts::parse(text),
                TileCounts::parse_in_order(text),
                "{text:?}"
            );
        }
    }

    /// `parse_one` reads a digit and a letter directly; every such pair, good or bad, must
    /// get the answer (tile or error with its position) of the general reading.
    #[test]
    fn one_tile_read_directly_agrees_with_reading_each_tile() {
        let general = |text: &str| {
            let mut tiles = Vec::new();
            parse_each(text, |t, _| tiles.push(t)).map(|()| match tiles[..] {
                [one] => Some(one),
                _ => None,
            })
        };
        let mut texts = Vec::new();
        for first in (b'0'..=b'9').chain([b'a', b'm', b' ']) {
            for second in [b'm', b'p', b's', b'z', b'x', b'1', b'M'] {
                texts.push(String::from_utf8(vec![first, second]).unwrap());
            }
        }
        texts.extend(["", "5", "0m", "5mm", "55m", "1z", "7z", "8z", "0z", "é"].map(String::from));
        let mut read = 0;
        for text in &texts {
            assert_eq!(parse_one(text), general(text), "{text:?}");
            read += usize::from(matches!(parse_one(text), Ok(Some(_))));
        }
        // Ten digits for each suit, seven honours, and the three good ones among the extras.
        assert_eq!(read, 30 + 7 + 3);
    }

    #[test]
    fn the_encoding_puts_suits_in_blocks_of_nine_then_winds_then_dragons() {
        assert_eq!(Tile::suited(0, 1), Tile::new(0));
        assert_eq!(Tile::suited(1, 5).unwrap().index(), 13);
        assert_eq!(Tile::suited(2, 9).unwrap().index(), 26);
        assert_eq!(Tile::EAST.to_string(), "1z");
        assert_eq!(Tile::CHUN.to_string(), "7z");
        assert!(Tile::new(34).is_none());
    }

    #[test]
    fn dora_indicators_wrap_within_their_group() {
        let t = |s: &str| parse_one(s).unwrap().unwrap().tile;
        assert_eq!(t("9m").dora_after(), t("1m"));
        assert_eq!(t("4p").dora_after(), t("5p"));
        assert_eq!(t("4z").dora_after(), t("1z"));
        assert_eq!(t("3z").dora_after(), t("4z"));
        assert_eq!(t("7z").dora_after(), t("5z"));
        assert_eq!(t("5z").dora_after(), t("6z"));
    }

    #[test]
    fn terminal_and_honor_predicates_agree_with_the_tiles() {
        for t in Tile::all() {
            assert_eq!(
                t.is_terminal_or_honor(),
                t.is_terminal() || t.is_honor(),
                "{t}"
            );
            assert_eq!(t.is_honor(), t.suit() == Suit::Honor);
        }
    }

    #[test]
    fn red_fives_parse_as_fives_with_the_flag() {
        let c = TileCounts::parse("0m505p").unwrap();
        assert_eq!(c.counts[4], 1);
        assert_eq!(c.counts[13], 3);
        assert_eq!(c.red, [1, 1, 0]);
        assert_eq!(c.len, 4);
    }

    #[test]
    fn bad_notation_names_the_position_and_reason() {
        let e = TileCounts::parse("123m45").unwrap_err();
        assert_eq!(e.position, 5);
        assert_eq!(e.reason, NotationReason::DigitsWithoutSuit);
        let e = TileCounts::parse("12x3m").unwrap_err();
        assert_eq!(
            (e.position, e.reason),
            (3, NotationReason::UnexpectedChar('x'))
        );
        let e = TileCounts::parse("m").unwrap_err();
        assert_eq!(e.reason, NotationReason::LetterWithoutDigits('m'));
        let e = TileCounts::parse("118z").unwrap_err();
        assert_eq!((e.position, e.reason), (3, NotationReason::NoSuchHonor(8)));
        assert!(TileCounts::parse("0z").is_err());
        let e = TileCounts::parse("1é").unwrap_err();
        assert_eq!(
            (e.position, e.reason),
            (2, NotationReason::UnexpectedChar('é'))
        );
    }

    #[test]
    fn counts_format_back_to_notation() {
        let c = TileCounts::parse("5z123m0p").unwrap();
        assert_eq!(format_counts(&c.counts), "123m5p5z");
        assert_eq!(TileCounts::parse("").unwrap().len, 0);
    }
}

/// A hand's tiles as written — the concealed and melded tiles with the winning tile (mpsz), the
/// winning tile, and the declared melds — as every style scored from tiles reads them first.
#[derive(Debug, Clone, Copy)]
pub struct WrittenTiles<'a> {
    /// Every tile of the hand, meld tiles and the winning tile included.
    pub hand: &'a str,
    pub win_tile: &'a str,
    pub melds: &'a [WrittenMeld<'a>],
}

/// Why the tiles of [`WrittenTiles::hand_and_win_tile`] cannot be read, for each style to say
/// in its own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrittenError {
    /// The hand is not mpsz.
    Hand(NotationError),
    /// The winning tile is not mpsz.
    WinTile(NotationError),
    /// The winning tile is mpsz, but not exactly one tile.
    WinTileNotOne,
}

impl WrittenTiles<'_> {
    /// The hand's tiles counted and its winning tile: the first reading of every style scored
    /// from tiles, the hand's notation before the winning tile's.
    pub fn hand_and_win_tile(&self) -> Result<(TileCounts, Tile), WrittenError> {
        let hand = TileCounts::parse(self.hand).map_err(WrittenError::Hand)?;
        let win_tile = parse_one(self.win_tile)
            .map_err(WrittenError::WinTile)?
            .ok_or(WrittenError::WinTileNotOne)?;
        Ok((hand, win_tile.tile))
    }

    /// Each declared meld read by `read` with its index, in order, up to the first refusal.
    pub fn read_melds<M, E>(
        &self,
        read: impl FnMut((usize, &WrittenMeld<'_>)) -> Result<M, E>,
    ) -> Result<Vec<M>, E> {
        self.melds.iter().enumerate().map(read).collect()
    }
}

/// One declared meld as written: its kind by name (`chi`, `pon`, `kan`, …) and its tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WrittenMeld<'a> {
    pub kind: &'a str,
    pub tiles: &'a str,
}

/// A tile written more than four times where a declared meld holds some of its copies: most
/// often a meld's tiles typed among the concealed tiles too, so a refusal can point at the meld
/// rather than only count the copies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeldOvercount<'a> {
    pub tile: Tile,
    /// The first declared meld holding the tile, as written.
    pub meld: WrittenMeld<'a>,
    /// Copies among the concealed tiles (the melds' not counted).
    pub concealed: u8,
    /// Copies in the whole hand, melds included: more than four.
    pub total: u8,
}

/// The first tile written more than four times in `concealed` and `melds` together that a meld
/// and the concealed tiles share, if any. Text that does not read is left to the reader that
/// places the slip, so it finds nothing here.
pub fn meld_overcount<'a>(concealed: &str, melds: &[WrittenMeld<'a>]) -> Option<MeldOvercount<'a>> {
    let hidden = TileCounts::parse(concealed).ok()?.counts;
    let mut shown = Vec::with_capacity(melds.len());
    for meld in melds {
        shown.push((meld, TileCounts::parse(meld.tiles).ok()?.counts));
    }
    Tile::all().find_map(|tile| {
        let i = tile.index();
        let total = shown
            .iter()
            .fold(hidden[i], |sum, (_, c)| sum.saturating_add(c[i]));
        let (meld, _) = shown.iter().find(|(_, c)| c[i] > 0)?;
        (total > 4 && hidden[i] > 0).then_some(MeldOvercount {
            tile,
            meld: **meld,
            concealed: hidden[i],
            total,
        })
    })
}

#[cfg(test)]
mod meld_overcount_tests {
    use super::*;

    fn meld<'a>(kind: &'a str, tiles: &'a str) -> WrittenMeld<'a> {
        WrittenMeld { kind, tiles }
    }

    #[test]
    fn a_melds_tiles_typed_among_the_concealed_ones_are_found_with_the_meld() {
        let melds = [meld("chi", "123m"), meld("pon", "666p")];
        let found = meld_overcount("666p234s55z", &melds).expect("6p is written 6 times");
        assert_eq!(found.tile.to_string(), "6p");
        assert_eq!(found.meld.tiles, "666p");
        assert_eq!((found.concealed, found.total), (3, 6));
    }

    #[test]
    fn four_copies_a_tile_in_no_meld_or_text_that_does_not_read_find_nothing() {
        let pon = [meld("pon", "666p")];
        assert_eq!(meld_overcount("6p123s", &pon), None);
        // Five copies, all concealed: the engine's own count says so.
        assert_eq!(meld_overcount("66666p", &[meld("pon", "111m")]), None);
        assert_eq!(meld_overcount("666x", &pon), None);
        assert_eq!(meld_overcount("666p", &[meld("pon", "66")]), None);
    }
}
