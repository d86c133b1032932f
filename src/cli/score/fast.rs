//! The fast reader: a JSON object of the spec's fields read in place. It answers `None` for
//! anything it is not sure to read exactly as serde would, and the line then goes to serde.

use super::{HandText, Id, MeldText, Situation};

/// Melds read at most; a line with more goes to serde (and the evaluator refuses it).
const MAX_MELDS: usize = 4;

/// The fields of a line, quoted, in the spec's order; a field is known by its place here.
const FIELDS: [&str; 23] = [
    "\"id\"",
    "\"hand\"",
    "\"win_tile\"",
    "\"melds\"",
    "\"tsumo\"",
    "\"riichi\"",
    "\"double_riichi\"",
    "\"ippatsu\"",
    "\"haitei\"",
    "\"houtei\"",
    "\"rinshan\"",
    "\"chankan\"",
    "\"tenhou\"",
    "\"chiihou\"",
    "\"renhou\"",
    "\"seat_wind\"",
    "\"round_wind\"",
    "\"dora_indicators\"",
    "\"ura_indicators\"",
    "\"honba\"",
    "\"riichi_sticks\"",
    "\"ruleset\"",
    "\"nuki\"",
];

/// A member after the first, separator and name together, as Python's `json.dumps` writes
/// it (`, "name": `) and as compact writers do (`,"name":`): the usual line is read
/// with one comparison per member.
const SPACED: [&str; 23] = [
    ", \"id\": ",
    ", \"hand\": ",
    ", \"win_tile\": ",
    ", \"melds\": ",
    ", \"tsumo\": ",
    ", \"riichi\": ",
    ", \"double_riichi\": ",
    ", \"ippatsu\": ",
    ", \"haitei\": ",
    ", \"houtei\": ",
    ", \"rinshan\": ",
    ", \"chankan\": ",
    ", \"tenhou\": ",
    ", \"chiihou\": ",
    ", \"renhou\": ",
    ", \"seat_wind\": ",
    ", \"round_wind\": ",
    ", \"dora_indicators\": ",
    ", \"ura_indicators\": ",
    ", \"honba\": ",
    ", \"riichi_sticks\": ",
    ", \"ruleset\": ",
    ", \"nuki\": ",
];
const COMPACT: [&str; 23] = [
    ",\"id\":",
    ",\"hand\":",
    ",\"win_tile\":",
    ",\"melds\":",
    ",\"tsumo\":",
    ",\"riichi\":",
    ",\"double_riichi\":",
    ",\"ippatsu\":",
    ",\"haitei\":",
    ",\"houtei\":",
    ",\"rinshan\":",
    ",\"chankan\":",
    ",\"tenhou\":",
    ",\"chiihou\":",
    ",\"renhou\":",
    ",\"seat_wind\":",
    ",\"round_wind\":",
    ",\"dora_indicators\":",
    ",\"ura_indicators\":",
    ",\"honba\":",
    ",\"riichi_sticks\":",
    ",\"ruleset\":",
    ",\"nuki\":",
];

pub struct Read<'a> {
    pub id: Id<'a>,
    pub ruleset: Option<&'a str>,
    hand: &'a str,
    win_tile: &'a str,
    melds: [MeldText<'a>; MAX_MELDS],
    meld_count: usize,
    situation: Situation,
    seat_wind: &'a str,
    round_wind: &'a str,
    dora_indicators: &'a str,
    ura_indicators: &'a str,
    honba: u32,
    riichi_sticks: u32,
    nuki: u32,
}

impl<'a> Read<'a> {
    pub fn text(&self) -> HandText<'_> {
        HandText {
            hand: self.hand,
            win_tile: self.win_tile,
            melds: &self.melds[..self.meld_count],
            situation: self.situation,
            seat_wind: self.seat_wind,
            round_wind: self.round_wind,
            dora_indicators: self.dora_indicators,
            ura_indicators: self.ura_indicators,
            honba: self.honba,
            riichi_sticks: self.riichi_sticks,
            nuki: self.nuki,
        }
    }
}

/// `each_field!(k, |i| test)`: the test for field `k`, one arm per field, so that each
/// comparison in it is of a known length.
macro_rules! each_field {
    ($k:expr, |$i:ident| $test:expr) => {
        each_field!(@arms $k, $i, $test, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
            16, 17, 18, 19, 20, 21, 22])
    };
    (@arms $k:expr, $i:ident, $test:expr, [$($n:literal),*]) => {
        match $k {
            $($n => {
                let $i = $n;
                $test
            })*
            _ => false,
        }
    };
}

/// The bytes that end the plain part of a string: the closing quote, a backslash (an
/// escape, left to serde), the control characters JSON forbids unescaped, and every byte
/// outside ASCII (a line with one is serde's, so that a line read here is ASCII and needs
/// no UTF-8 check of its own). A table, so that the scan of a string costs one load and
/// one test per byte.
const STOP: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = true;
        b += 1;
    }
    let mut b = 0x80;
    while b < 0x100 {
        table[b] = true;
        b += 1;
    }
    table[b'"' as usize] = true;
    table[b'\\' as usize] = true;
    table
};

/// Reads a line byte by byte, handing out slices of it that it has seen to be ASCII.
struct Cursor<'a> {
    text: &'a [u8],
    at: usize,
}

/// Bytes already seen to be ASCII, as text. Checking the whole line as UTF-8 first cost
/// more than the rest of its reading; the scans that find a string's or a number's end
/// look at every byte anyway, so they are what shows the bytes to be ASCII.
///
/// # Safety
/// Every byte of `bytes` must be below 0x80.
#[inline(always)]
unsafe fn ascii(bytes: &[u8]) -> &str {
    debug_assert!(bytes.is_ascii());
    // SAFETY: ASCII bytes are valid UTF-8, each a character of its own (the caller's
    // promise above).
    unsafe { std::str::from_utf8_unchecked(bytes) }
}

impl<'a> Cursor<'a> {
    #[inline(always)]
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    #[inline(always)]
    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    #[inline(always)]
    fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    #[inline(always)]
    fn word(&mut self, word: &[u8]) -> bool {
        match self.text.get(self.at..self.at + word.len()) {
            Some(bytes) if bytes == word => {
                self.at += word.len();
                true
            }
            _ => false,
        }
    }

    /// A string without escapes or control characters, its text between the quotes.
    #[inline(always)]
    fn string(&mut self) -> Option<&'a str> {
        if !self.eat(b'"') {
            return None;
        }
        let start = self.at;
        let mut end = start;
        while !STOP[usize::from(*self.text.get(end)?)] {
            end += 1;
        }
        if self.text[end] != b'"' {
            return None;
        }
        self.at = end + 1;
        // SAFETY: every byte from `start` to `end` was tested against STOP above, which
        // stops at each byte of 0x80 and over.
        Some(unsafe { ascii(&self.text[start..end]) })
    }

    #[inline(always)]
    fn boolean(&mut self) -> Option<bool> {
        if self.word(b"true") {
            Some(true)
        } else if self.word(b"false") {
            Some(false)
        } else {
            None
        }
    }

    /// An integer as JSON writes it (`-` only before a non-zero digit, no leading zeros,
    /// no fraction or exponent), at most 18 digits; its text.
    fn integer(&mut self) -> Option<&'a str> {
        let start = self.at;
        let negative = self.eat(b'-');
        let digits_start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        let digits = &self.text[digits_start..self.at];
        if digits.is_empty()
            || digits.len() > 18
            || (digits.len() > 1 && digits[0] == b'0')
            || (negative && digits == b"0")
            || matches!(self.peek(), Some(b'.' | b'e' | b'E'))
        {
            return None;
        }
        // SAFETY: the text read is an optional `-` and the ASCII digits scanned above.
        Some(unsafe { ascii(&self.text[start..self.at]) })
    }

    /// A count: an integer that fits a `u32`, as serde would take it.
    fn count(&mut self) -> Option<u32> {
        let text = self.integer()?;
        if text.starts_with('-') {
            return None;
        }
        // At most 18 digits, so the sum cannot overflow a u64.
        let n = text.bytes().fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
        u32::try_from(n).ok()
    }

    /// After a member: `,` (true, another follows) or the closing `}` (false).
    #[inline(always)]
    fn next_member(&mut self) -> Option<bool> {
        self.space();
        if self.eat(b',') {
            self.space();
            Some(true)
        } else if self.eat(b'}') {
            Some(false)
        } else {
            None
        }
    }

    /// The `:` after a key, with the space around it.
    #[inline(always)]
    fn colon(&mut self) -> Option<()> {
        self.space();
        if !self.eat(b':') {
            return None;
        }
        self.space();
        Some(())
    }

    /// Whether the field numbered `k` in [`FIELDS`] comes next, by its quoted name.
    #[inline(always)]
    fn known(&mut self, k: usize) -> bool {
        each_field!(k, |i| self.word(FIELDS[i].as_bytes()))
    }

    /// Whether the field numbered `k` comes next after a value, with the separator
    /// before it and the colon after it, in one of the two usual spacings.
    #[inline(always)]
    fn member(&mut self, k: usize) -> bool {
        each_field!(k, |i| self.word(SPACED[i].as_bytes())
            || self.word(COMPACT[i].as_bytes()))
    }

    /// A line's field name with the `:` after it: its place in [`FIELDS`]. Writers keep
    /// the spec's order and leave out fields at their default, so the field after
    /// `expect - 1` is tried first, then the one after it, by their bytes.
    fn field(&mut self, expect: usize) -> Option<usize> {
        let at = if self.known(expect) {
            expect
        } else if self.known(expect + 1) {
            expect + 1
        } else {
            let key = self.string()?;
            FIELDS
                .iter()
                .position(|f| f.len() == key.len() + 2 && &f[1..f.len() - 1] == key)?
        };
        self.colon()?;
        Some(at)
    }

    /// The value of field `field` (numbered as in [`FIELDS`]) into `read`.
    #[inline(always)]
    fn value(&mut self, read: &mut Read<'a>, field: usize) -> Option<()> {
        let s = &mut read.situation;
        match field {
            0 => {
                read.id = if self.word(b"null") {
                    Id::Raw("null")
                } else if self.peek() == Some(b'"') {
                    Id::Plain(self.string()?)
                } else {
                    Id::Raw(self.integer()?)
                };
            }
            1 => {
                read.hand = self.string()?;
            }
            2 => {
                read.win_tile = self.string()?;
            }
            3 => {
                read.meld_count = self.melds(&mut read.melds)?;
            }
            4 => {
                s.tsumo = self.boolean()?;
            }
            5 => {
                s.riichi = self.boolean()?;
            }
            6 => {
                s.double_riichi = self.boolean()?;
            }
            7 => {
                s.ippatsu = self.boolean()?;
            }
            8 => {
                s.haitei = self.boolean()?;
            }
            9 => {
                s.houtei = self.boolean()?;
            }
            10 => {
                s.rinshan = self.boolean()?;
            }
            11 => {
                s.chankan = self.boolean()?;
            }
            12 => {
                s.tenhou = self.boolean()?;
            }
            13 => {
                s.chiihou = self.boolean()?;
            }
            14 => {
                s.renhou = self.boolean()?;
            }
            15 => {
                read.seat_wind = self.string()?;
            }
            16 => {
                read.round_wind = self.string()?;
            }
            17 => {
                read.dora_indicators = self.string()?;
            }
            18 => {
                read.ura_indicators = self.string()?;
            }
            19 => {
                read.honba = self.count()?;
            }
            20 => {
                read.riichi_sticks = self.count()?;
            }
            21 => {
                read.ruleset = if self.word(b"null") {
                    None
                } else {
                    Some(self.string()?)
                };
            }
            22 => {
                read.nuki = self.count()?;
            }
            _ => return None,
        }
        Some(())
    }

    /// A meld: as Python or a compact writer spells it, in the spec's order, by a few
    /// comparisons; any other spelling from its start, one member at a time.
    fn meld(&mut self) -> Option<MeldText<'a>> {
        let start = self.at;
        if let Some(meld) = self.usual_meld() {
            return Some(meld);
        }
        self.at = start;
        self.any_meld()
    }

    #[inline(always)]
    fn usual_meld(&mut self) -> Option<MeldText<'a>> {
        if !(self.word(b"{\"kind\": ") || self.word(b"{\"kind\":")) {
            return None;
        }
        let kind = self.string()?;
        if !(self.word(b", \"tiles\": ") || self.word(b",\"tiles\":")) {
            return None;
        }
        let tiles = self.string()?;
        let opened = if self.word(b", \"opened\": ") || self.word(b",\"opened\":") {
            if self.word(b"null") {
                None
            } else {
                Some(self.boolean()?)
            }
        } else {
            None
        };
        self.eat(b'}').then_some(MeldText {
            kind,
            tiles,
            opened,
        })
    }

    fn any_meld(&mut self) -> Option<MeldText<'a>> {
        if !self.eat(b'{') {
            return None;
        }
        self.space();
        let (mut kind, mut tiles, mut opened, mut seen) = (None, None, None, 0u8);
        if !self.eat(b'}') {
            loop {
                // Any other key, or one with an escape, is serde's to read.
                let bit = if self.word(b"\"kind\"") {
                    1
                } else if self.word(b"\"tiles\"") {
                    2
                } else if self.word(b"\"opened\"") {
                    4
                } else {
                    return None;
                };
                self.colon()?;
                match bit {
                    1 => kind = Some(self.string()?),
                    2 => tiles = Some(self.string()?),
                    _ => {
                        opened = if self.word(b"null") {
                            None
                        } else {
                            Some(self.boolean()?)
                        }
                    }
                }
                if seen & bit != 0 {
                    return None;
                }
                seen |= bit;
                if !self.next_member()? {
                    break;
                }
            }
        }
        Some(MeldText {
            kind: kind?,
            tiles: tiles?,
            opened,
        })
    }

    fn melds(&mut self, melds: &mut [MeldText<'a>; MAX_MELDS]) -> Option<usize> {
        if !self.eat(b'[') {
            return None;
        }
        self.space();
        if self.eat(b']') {
            return Some(0);
        }
        let mut count = 0;
        loop {
            let meld = self.meld()?;
            *melds.get_mut(count)? = meld;
            count += 1;
            self.space();
            if self.eat(b']') {
                return Some(count);
            }
            if !self.eat(b',') {
                return None;
            }
            self.space();
        }
    }
}
/// Reads one line, or `None` when serde must.
pub fn read(text: &[u8]) -> Option<Read<'_>> {
    // No UTF-8 check of the line: the cursor hands out only slices it has seen to be
    // ASCII, and a line with any other byte in a string is serde's (outside strings, only
    // ASCII punctuation, words and digits are read).
    let mut c = Cursor { text, at: 0 };
    c.space();
    if !c.eat(b'{') {
        return None;
    }
    c.space();
    let mut read = Read {
        id: Id::Raw("null"),
        ruleset: None,
        hand: "",
        win_tile: "",
        melds: [MeldText::default(); MAX_MELDS],
        meld_count: 0,
        situation: Situation::default(),
        seat_wind: "E",
        round_wind: "E",
        dora_indicators: "",
        ura_indicators: "",
        honba: 0,
        riichi_sticks: 0,
        nuki: 0,
    };
    // Fields are numbered as in FIELDS; a field's bit in `seen` is 1 << its number.
    let mut seen = 0u32;
    // First one pass over the fields in the spec's order, each tried once where it would
    // stand: straight-line code whose every test goes the same way line after line, so
    // the processor predicts it, where a loop choosing the field by a jump would not.
    macro_rules! in_order {
        ($($k:literal)*) => {$(
            let here = if seen == 0 {
                c.known($k) && c.colon().is_some()
            } else {
                c.member($k)
            };
            if here {
                c.value(&mut read, $k)?;
                seen |= 1 << $k;
            }
        )*};
    }
    in_order!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22);
    if seen == 0 {
        // An empty object, or a first member that is not a field of the spec.
        return None;
    }
    // Then whatever is left (fields out of order, unusual spacing), one member at a time.
    while c.next_member()? {
        let field = c.field(0)?;
        c.value(&mut read, field)?;
        let bit = 1u32 << field;
        if seen & bit != 0 {
            return None;
        }
        seen |= bit;
    }
    c.space();
    // Nothing may follow the object, and both required fields must be there.
    (c.at == text.len() && seen & 0b110 == 0b110).then_some(read)
}
