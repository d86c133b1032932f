//! The written form of a hand, before any check: tiles as mpsz text, melds, winds, flags.
//!
//! Owns the vocabulary of `docs/hand-jsonl.md` (meld kinds `chi`, `pon`, `kan`, `ankan`,
//! `shouminkan`; winds `E`, `S`, `W`, `N`; the situation flags) as typed values. The tile text
//! itself is parsed by `engine::tiles`, and whether the whole makes sense is `validate`'s job.

use crate::engine::tiles::Tile;

/// A seat or round wind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wind {
    East,
    South,
    West,
    North,
}

impl Wind {
    /// The four winds in turn order.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// `E`, `S`, `W` or `N`, as rows and hand lines write it.
    pub fn letter(self) -> &'static str {
        match self {
            Wind::East => "E",
            Wind::South => "S",
            Wind::West => "W",
            Wind::North => "N",
        }
    }

    /// 0 for East to 3 for North: the turn order within a hand.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Reads the spec's one-letter form (`E`, `S`, `W`, `N`).
    pub fn from_letter(s: &str) -> Option<Wind> {
        match s {
            "E" => Some(Wind::East),
            "S" => Some(Wind::South),
            "W" => Some(Wind::West),
            "N" => Some(Wind::North),
            _ => None,
        }
    }

    /// The honour tile of this wind.
    pub fn tile(self) -> Tile {
        match self {
            Wind::East => Tile::EAST,
            Wind::South => Tile::SOUTH,
            Wind::West => Tile::WEST,
            Wind::North => Tile::NORTH,
        }
    }

    /// Lower-case English name, as used in the yaku names (`yakuhai_seat_wind_east`).
    pub fn name(self) -> &'static str {
        match self {
            Wind::East => "east",
            Wind::South => "south",
            Wind::West => "west",
            Wind::North => "north",
        }
    }
}

/// How a meld was made (spec: `melds[].kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeldKind {
    /// A run called from the player on the left.
    Chi,
    /// A triplet called from a discard.
    Pon,
    /// An open kan called from a discard (daiminkan).
    Kan,
    /// A concealed kan: four from the player's own hand; the hand stays closed.
    Ankan,
    /// A pon promoted to a kan with the drawn fourth tile; open.
    Shouminkan,
}

impl MeldKind {
    pub fn from_name(s: &str) -> Option<MeldKind> {
        match s {
            "chi" => Some(MeldKind::Chi),
            "pon" => Some(MeldKind::Pon),
            "kan" => Some(MeldKind::Kan),
            "ankan" => Some(MeldKind::Ankan),
            "shouminkan" => Some(MeldKind::Shouminkan),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            MeldKind::Chi => "chi",
            MeldKind::Pon => "pon",
            MeldKind::Kan => "kan",
            MeldKind::Ankan => "ankan",
            MeldKind::Shouminkan => "shouminkan",
        }
    }

    pub fn is_kan(self) -> bool {
        matches!(self, MeldKind::Kan | MeldKind::Ankan | MeldKind::Shouminkan)
    }

    /// Whether the meld opens the hand: every call except a concealed kan.
    pub fn is_open(self) -> bool {
        self != MeldKind::Ankan
    }

    /// Tiles the meld holds.
    pub fn size(self) -> u32 {
        if self.is_kan() {
            4
        } else {
            3
        }
    }
}

/// One meld as written: its kind, its tiles, and the optional `opened` flag, which is checked
/// against the kind rather than trusted (an `ankan` marked opened is a mistake to report).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeldInput<'a> {
    pub kind: MeldKind,
    pub tiles: &'a str,
    pub opened: Option<bool>,
}

/// The situation of the win (spec: the boolean fields of an input line).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Situation {
    pub tsumo: bool,
    /// Any riichi; a double riichi sets [`Situation::double_riichi`] as well.
    pub riichi: bool,
    pub double_riichi: bool,
    pub ippatsu: bool,
    pub haitei: bool,
    pub houtei: bool,
    pub rinshan: bool,
    pub chankan: bool,
    pub tenhou: bool,
    pub chiihou: bool,
    /// Ron before the winner's first draw with no call made. Not in the spec's input line but
    /// accepted (as `renhou`) so that presets that score it can; it only counts where
    /// `Ruleset::renhou` is on.
    pub renhou: bool,
}

/// A hand as written, borrowed from whatever held the text (a JSON line, a form).
#[derive(Debug, Clone, Copy)]
pub struct HandInput<'a> {
    /// Every tile of the winning hand: meld tiles and the winning tile included.
    pub hand: &'a str,
    pub win_tile: &'a str,
    pub melds: &'a [MeldInput<'a>],
    pub situation: Situation,
    pub seat_wind: Wind,
    pub round_wind: Wind,
    pub dora_indicators: &'a str,
    pub ura_indicators: &'a str,
    pub honba: u32,
    pub riichi_sticks: u32,
}

impl Default for HandInput<'_> {
    fn default() -> Self {
        HandInput {
            hand: "",
            win_tile: "",
            melds: &[],
            situation: Situation::default(),
            seat_wind: Wind::East,
            round_wind: Wind::East,
            dora_indicators: "",
            ura_indicators: "",
            honba: 0,
            riichi_sticks: 0,
        }
    }
}
