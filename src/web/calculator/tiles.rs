//! The tile form: the text of a winning hand as typed (concealed tiles, melds written
//! `pon 999p, ankan 5555z`, winning tile, dora and ura indicators), its flags and the table's
//! winds and counters, read into the engine's [`HandLine`] and scored by
//! `engine::hand::evaluate_line`. The calculator and the score sheet's hand form both read
//! tiles through here; how a score is shown is `view`'s.

use crate::engine::game::WinTiles;
use crate::engine::hand::{evaluate_line, Field, HandError, HandLine, LineError, MeldLine, Score};
use crate::engine::ruleset::Ruleset;
use crate::engine::tiles::{meld_overcount, parse_each, WrittenMeld};

/// Longest text accepted in one tile field: a hand with four kans and every indicator is far
/// shorter, and a cap keeps a hostile request from costing anything.
pub(super) const MAX_FIELD: usize = 120;

/// A count typed in a field: 0 when left empty, `None` unless a whole number from 0 to `max`.
pub(super) fn count_or_zero(text: &str, max: u32) -> Option<u32> {
    if text.is_empty() {
        return Some(0);
    }
    text.parse::<u32>().ok().filter(|n| *n <= max)
}

/// Most honba counters or riichi sticks accepted: far above any real table, and low enough
/// that no payment can overflow.
pub(crate) const MAX_COUNTER: u32 = 99;

/// A typed nuki count as stored once the hand is scored (and so known to be a small number).
fn to_count(text: &str) -> u32 {
    text.trim().parse().unwrap_or(0)
}

/// The tile text of a winning hand as a form holds it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TilesFields {
    /// The concealed tiles, the winning tile included, the melds not.
    pub hand: String,
    pub win_tile: String,
    /// Melds as `kind tiles` pairs: `pon 999p, ankan 5555z`.
    pub melds: String,
    pub dora: String,
    pub ura: String,
    /// Sanma: how many North tiles were set aside as nuki dora, as typed (empty is none).
    /// They are not among the concealed tiles (docs/hand-jsonl.md "Sanma").
    pub nuki: String,
}

/// The situation flags a player ticks. The last-tile box means haitei on a tsumo and houtei on
/// a ron, since only one of them can apply.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flags {
    pub tsumo: bool,
    pub riichi: bool,
    pub double_riichi: bool,
    pub ippatsu: bool,
    pub last_tile: bool,
    pub rinshan: bool,
    pub chankan: bool,
}

impl Flags {
    /// The names of the ticked boxes, as stored with a hand; the win itself is not a flag.
    pub fn names(&self) -> Vec<String> {
        let last = if self.tsumo { "haitei" } else { "houtei" };
        [
            (self.riichi, "riichi"),
            (self.double_riichi, "double_riichi"),
            (self.ippatsu, "ippatsu"),
            (self.last_tile, last),
            (self.rinshan, "rinshan"),
            (self.chankan, "chankan"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, name)| name.to_string())
        .collect()
    }
}

/// Refuses the first of `fields` (its name in the form's words, its text) that is longer than
/// any hand is written, before anything reads it.
fn refuse_too_long(fields: &[(&str, &String)]) -> Result<(), String> {
    match fields.iter().find(|(_, text)| text.len() > MAX_FIELD) {
        Some((name, _)) => Err(format!(
            "The {name} field is too long: a hand is a few dozen characters at most."
        )),
        None => Ok(()),
    }
}

/// What the table says about the hand: winds and counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Table {
    /// `E`, `S`, `W` or `N`; `E` is the dealer.
    pub seat_wind: &'static str,
    pub round_wind: &'static str,
    pub honba: u32,
    pub riichi_sticks: u32,
}

/// Why tiles could not be scored: the form's own notation, or the evaluator's refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TilesError {
    Form(String),
    Line(LineError),
}

impl TilesError {
    pub fn is_no_yaku(&self) -> bool {
        matches!(self, TilesError::Line(LineError::Hand(HandError::NoYaku)))
    }

    /// A sentence a player can act on.
    pub fn message(&self) -> String {
        let hand = match self {
            TilesError::Form(message) => return message.clone(),
            TilesError::Line(LineError::BadInput(detail)) => {
                return format!("Please check the input: {detail}.")
            }
            TilesError::Line(LineError::Hand(hand)) => hand,
        };
        // The engine's text opens with its machine word; a person reads the rest.
        let text = hand.to_string();
        let detail = text.split_once(": ").map_or(text.as_str(), |(_, d)| d);
        match hand {
            HandError::NoYaku => {
                "No yaku: this hand cannot win (dora alone do not count).".to_string()
            }
            HandError::NotWinningShape => format!("Not a winning hand: {detail}."),
            HandError::BadNotation { field, error } => format!(
                "The tiles are not written right in {}, at character {}: {}. Write digits then their suit, like 123m456p11z.",
                field_words(*field),
                error.position,
                error.reason
            ),
            HandError::InvalidHand(_) => format!("Not a possible hand: {detail}."),
            HandError::InvalidMeld(_) => format!("A meld is not right: {detail}."),
            HandError::InvalidSituation(_) => format!("The situation does not fit: {detail}."),
        }
    }
}

/// A tile field as the form names it (the engine's names, `hand` or `melds[0].tiles`, are
/// for the command line's JSON).
fn field_words(field: Field) -> String {
    match field {
        // The evaluator reads the concealed tiles with the melds' tiles joined after them, but
        // `to_line` has checked each meld's tiles alone before: a slip here is a concealed one.
        Field::Hand => "the concealed tiles".to_string(),
        Field::WinTile => "the winning tile".to_string(),
        Field::Meld(i) => format!("meld {}", i + 1),
        Field::DoraIndicators => "the dora indicators".to_string(),
        Field::UraIndicators => "the ura dora indicators".to_string(),
    }
}

/// Refuses a tile written more than four times when a meld holds some of it, pointing at the
/// meld: its tiles were most likely typed among the concealed tiles as well, and "5 copies of
/// 6p" alone would not say where to look.
fn refuse_meld_overcount(concealed: &str, melds: &[MeldLine]) -> Result<(), String> {
    let written: Vec<WrittenMeld<'_>> = melds
        .iter()
        .map(|m| WrittenMeld {
            kind: &m.kind,
            tiles: &m.tiles,
        })
        .collect();
    match meld_overcount(concealed, &written) {
        None => Ok(()),
        Some(found) => Err(format!(
            "{tile} is in the meld \"{kind} {tiles}\" and {times} among the concealed tiles: {total} copies, but there are 4 of each tile. Write a meld's tiles in the melds only, not among the concealed tiles.",
            tile = found.tile,
            kind = found.meld.kind,
            tiles = found.meld.tiles,
            times = match found.concealed {
                1 => "once more".to_string(),
                n => format!("{n} more times"),
            },
            total = found.total,
        )),
    }
}

/// Reads `pon 999p, ankan 5555z`: meld kinds each followed by their tiles.
pub fn parse_melds(text: &str) -> Result<Vec<MeldLine>, String> {
    let words: Vec<&str> = text
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    let mut melds = Vec::new();
    for pair in words.chunks(2) {
        let kind = pair[0].to_ascii_lowercase();
        let known = ["chi", "pon", "kan", "ankan", "shouminkan"].contains(&kind.as_str());
        match (known, pair.get(1)) {
            (true, Some(tiles)) => melds.push(MeldLine {
                kind,
                tiles: tiles.to_string(),
                opened: None,
            }),
            _ => {
                return Err(format!(
                    "Write each meld as its kind then its tiles, like \"pon 999p, ankan 5555z\" (kinds: chi, pon, kan, ankan, shouminkan); \"{}\" does not read that way.",
                    pair.join(" ")
                ))
            }
        }
    }
    Ok(melds)
}

impl TilesFields {
    /// Whether the player wrote any tiles at all (the sheet then scores from them).
    pub fn is_given(&self) -> bool {
        !self.hand.is_empty() || !self.melds.is_empty()
    }

    /// The whole hand as one tile text (the meld tiles joined after the concealed ones, as
    /// every style's reader takes it) and the melds read, or what is missing or mistyped in
    /// the form's words. The tiles themselves are the engine's to check.
    pub fn written(&self) -> Result<(String, Vec<MeldLine>), String> {
        refuse_too_long(&[
            ("hand", &self.hand),
            ("winning tile", &self.win_tile),
            ("melds", &self.melds),
        ])?;
        if self.hand.is_empty() {
            return Err("Write the concealed tiles, the winning tile included.".into());
        }
        // Joined with the melds, digits without their letter would take the meld's suit.
        if !self.hand.ends_with(|c: char| c.is_ascii_alphabetic()) {
            return Err(format!(
                "The concealed tiles must end with their suit letter (m, p, s or z): \"{}\".",
                self.hand
            ));
        }
        if self.win_tile.is_empty() {
            return Err("Choose the winning tile (one of the concealed tiles).".into());
        }
        let melds = parse_melds(&self.melds)?;
        refuse_meld_overcount(&self.hand, &melds)?;
        let mut hand = self.hand.clone();
        for m in &melds {
            hand.push_str(&m.tiles);
        }
        Ok((hand, melds))
    }

    /// The written hand the evaluator reads: the meld tiles joined to the concealed ones.
    pub fn to_line(&self, flags: &Flags, table: &Table) -> Result<HandLine, TilesError> {
        refuse_too_long(&[
            ("hand", &self.hand),
            ("winning tile", &self.win_tile),
            ("melds", &self.melds),
            ("dora indicators", &self.dora),
            ("ura dora indicators", &self.ura),
        ])
        .map_err(TilesError::Form)?;
        let (hand, melds) = self.written().map_err(TilesError::Form)?;
        // The meld tiles are read joined to the concealed ones; each is checked on its own
        // first so that a slip is placed in the meld where it was typed.
        for (i, meld) in melds.iter().enumerate() {
            parse_each(&meld.tiles, |_, _| {}).map_err(|error| {
                TilesError::Line(LineError::Hand(HandError::BadNotation {
                    field: Field::Meld(i),
                    error,
                }))
            })?;
        }
        // The count itself (at most four, and only in sanma) is the evaluator's to check.
        let nuki = match self.nuki.trim() {
            "" => 0,
            text => text.parse::<u32>().map_err(|_| {
                TilesError::Form(format!(
                    "The nuki dora must be a count of North tiles set aside, 0 to 4: \"{text}\"."
                ))
            })?,
        };
        Ok(HandLine {
            hand,
            win_tile: self.win_tile.clone(),
            melds,
            tsumo: flags.tsumo,
            riichi: flags.riichi || flags.double_riichi,
            double_riichi: flags.double_riichi,
            ippatsu: flags.ippatsu,
            haitei: flags.last_tile && flags.tsumo,
            houtei: flags.last_tile && !flags.tsumo,
            rinshan: flags.rinshan,
            chankan: flags.chankan,
            seat_wind: table.seat_wind.to_string(),
            round_wind: table.round_wind.to_string(),
            dora_indicators: self.dora.clone(),
            ura_indicators: self.ura.clone(),
            honba: table.honba.min(MAX_COUNTER),
            riichi_sticks: table.riichi_sticks.min(MAX_COUNTER),
            nuki,
            ..HandLine::default()
        })
    }

    /// Scores the tiles under `rules` (with the nuki count typed in these fields): the
    /// calculator's and the score sheet's only way in.
    pub fn evaluate(
        &self,
        flags: &Flags,
        table: &Table,
        rules: &Ruleset,
    ) -> Result<Score, TilesError> {
        evaluate_line(&self.to_line(flags, table)?, rules).map_err(TilesError::Line)
    }

    /// [`TilesFields::evaluate`] with `nuki` North tiles set aside (sanma's nuki dora; the
    /// engine refuses them where the rules have none).
    pub fn evaluate_with_nuki(
        &self,
        flags: &Flags,
        table: &Table,
        nuki: u32,
        rules: &Ruleset,
    ) -> Result<Score, TilesError> {
        let line = HandLine {
            nuki,
            ..self.to_line(flags, table)?
        };
        evaluate_line(&line, rules).map_err(TilesError::Line)
    }

    /// What a score sheet stores beside the computed value.
    pub fn to_stored(&self, flags: &Flags, score: &Score) -> WinTiles {
        WinTiles {
            concealed: self.hand.clone(),
            win_tile: self.win_tile.clone(),
            melds: self.melds.clone(),
            dora_indicators: self.dora.clone(),
            ura_indicators: self.ura.clone(),
            flags: flags.names(),
            yaku: score
                .yaku
                .as_slice()
                .iter()
                .map(|y| (y.yaku.name().to_string(), y.han))
                .collect(),
            nuki: to_count(&self.nuki),
            ..WinTiles::default()
        }
    }

    /// The fields showing stored tiles again, for editing the hand.
    pub fn from_stored(tiles: &WinTiles) -> Self {
        TilesFields {
            hand: tiles.concealed.clone(),
            win_tile: tiles.win_tile.clone(),
            melds: tiles.melds.clone(),
            dora: tiles.dora_indicators.clone(),
            ura: tiles.ura_indicators.clone(),
            nuki: match tiles.nuki {
                0 => String::new(),
                n => n.to_string(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_longer_than_any_hand_is_refused_by_its_name_before_anything_reads_it() {
        let long = "1m".repeat(MAX_FIELD);
        let fields = |edit: fn(&mut TilesFields, String)| {
            let mut f = TilesFields {
                hand: "123m456p789s2233z".into(),
                win_tile: "3z".into(),
                ..TilesFields::default()
            };
            edit(&mut f, long.clone());
            f
        };
        let table = Table {
            seat_wind: "E",
            round_wind: "E",
            honba: 0,
            riichi_sticks: 0,
        };
        let too_long = |name: &str| {
            format!("The {name} field is too long: a hand is a few dozen characters at most.")
        };
        let melds = fields(|f, text| f.melds = text);
        assert_eq!(melds.written().err(), Some(too_long("melds")));
        // The hand is named first, though the winning tile is empty and the ura dora too long.
        let hand = fields(|f, text| {
            f.ura = text.clone();
            f.win_tile = String::new();
            f.hand = text;
        });
        assert_eq!(hand.written().err(), Some(too_long("hand")));
        let to_line = hand.to_line(&Flags::default(), &table);
        assert_eq!(to_line.err(), Some(TilesError::Form(too_long("hand"))));
        // An indicator field, read only when the line is made, is checked before the hand.
        let dora = fields(|f, text| {
            f.dora = text;
            f.win_tile = String::new();
        });
        let to_line = dora.to_line(&Flags::default(), &table);
        assert_eq!(
            to_line.err(),
            Some(TilesError::Form(too_long("dora indicators")))
        );
    }
}
