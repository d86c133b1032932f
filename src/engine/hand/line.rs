//! A hand as written in text fields (tiles in mpsz, winds as letters, meld kinds as words) and
//! the one place where such text becomes a [`HandInput`] for the evaluator.
//!
//! Every front end (`tenbou score`'s JSON lines, the web calculator, the score sheet) fills a
//! [`HandLine`] (owned) or a [`HandText`] (borrowed, for the batch path that must not copy),
//! so they all map text to input the same way. Which ruleset applies is the caller's to decide.

use super::{
    evaluate::evaluate_with_nuki_then, HandError, HandInput, MeldInput, MeldKind, Score, Situation,
    Wind,
};
use crate::engine::ruleset::Ruleset;
use serde::Deserialize;

/// A hand as written, owned: what the web forms fill, and a `tenbou score` line as read
/// (docs/hand-jsonl.md): `hand` and `win_tile` are required, every other field has the batch
/// format's default.
#[derive(Debug, Clone, Deserialize)]
pub struct HandLine {
    pub hand: String,
    pub win_tile: String,
    #[serde(default)]
    pub melds: Vec<MeldLine>,
    #[serde(default)]
    pub tsumo: bool,
    #[serde(default)]
    pub riichi: bool,
    #[serde(default)]
    pub double_riichi: bool,
    #[serde(default)]
    pub ippatsu: bool,
    #[serde(default)]
    pub haitei: bool,
    #[serde(default)]
    pub houtei: bool,
    #[serde(default)]
    pub rinshan: bool,
    #[serde(default)]
    pub chankan: bool,
    #[serde(default)]
    pub tenhou: bool,
    #[serde(default)]
    pub chiihou: bool,
    #[serde(default)]
    pub renhou: bool,
    #[serde(default = "east")]
    pub seat_wind: String,
    #[serde(default = "east")]
    pub round_wind: String,
    #[serde(default)]
    pub dora_indicators: String,
    #[serde(default)]
    pub ura_indicators: String,
    #[serde(default)]
    pub honba: u32,
    #[serde(default)]
    pub riichi_sticks: u32,
    /// A preset's id, when the line names one (the batch format allows it).
    #[serde(default)]
    pub ruleset: Option<String>,
    /// Sanma: North tiles set aside as nuki dora, not part of `hand` (spec "Sanma").
    #[serde(default)]
    pub nuki: u32,
}

/// A wind's default in the batch format: East.
fn east() -> String {
    "E".to_string()
}

/// The defaults of the batch format: no flags, East for both winds, no indicators.
impl Default for HandLine {
    fn default() -> Self {
        Self {
            hand: String::new(),
            win_tile: String::new(),
            melds: Vec::new(),
            tsumo: false,
            riichi: false,
            double_riichi: false,
            ippatsu: false,
            haitei: false,
            houtei: false,
            rinshan: false,
            chankan: false,
            tenhou: false,
            chiihou: false,
            renhou: false,
            seat_wind: east(),
            round_wind: east(),
            dora_indicators: String::new(),
            ura_indicators: String::new(),
            honba: 0,
            riichi_sticks: 0,
            ruleset: None,
            nuki: 0,
        }
    }
}

/// One meld as written: its kind's name (`chi`, `pon`, …) and its tiles.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct MeldLine {
    pub kind: String,
    pub tiles: String,
    #[serde(default)]
    pub opened: Option<bool>,
}

/// A hand as written, borrowed from the text it was read from.
#[derive(Debug, Clone, Copy)]
pub struct HandText<'a> {
    pub hand: &'a str,
    pub win_tile: &'a str,
    pub melds: &'a [MeldText<'a>],
    pub situation: Situation,
    pub seat_wind: &'a str,
    pub round_wind: &'a str,
    pub dora_indicators: &'a str,
    pub ura_indicators: &'a str,
    pub honba: u32,
    pub riichi_sticks: u32,
    /// Sanma: North tiles set aside as nuki dora.
    pub nuki: u32,
}

/// One meld as written, borrowed.
#[derive(Debug, Clone, Copy, Default)]
pub struct MeldText<'a> {
    pub kind: &'a str,
    pub tiles: &'a str,
    pub opened: Option<bool>,
}

/// Why a written hand could not be scored: a field the engine's vocabulary does not know
/// (a wind letter, a meld kind), or the evaluator's own refusal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("bad_input: {0}")]
    BadInput(BadInput),
    #[error(transparent)]
    Hand(#[from] HandError),
}

pub use crate::engine::hand::error::BadInput;

/// Melds read without allocating; a legal hand has at most four.
const MELDS_ON_STACK: usize = 4;

/// Scores a written hand under `rules` (its own `ruleset` field is the caller's to resolve).
pub fn evaluate_line(line: &HandLine, rules: &Ruleset) -> Result<Score, LineError> {
    let melds: Vec<MeldText> = line
        .melds
        .iter()
        .map(|m| MeldText {
            kind: &m.kind,
            tiles: &m.tiles,
            opened: m.opened,
        })
        .collect();
    evaluate_text(
        &HandText {
            hand: &line.hand,
            win_tile: &line.win_tile,
            melds: &melds,
            situation: Situation {
                tsumo: line.tsumo,
                riichi: line.riichi,
                double_riichi: line.double_riichi,
                ippatsu: line.ippatsu,
                haitei: line.haitei,
                houtei: line.houtei,
                rinshan: line.rinshan,
                chankan: line.chankan,
                tenhou: line.tenhou,
                chiihou: line.chiihou,
                renhou: line.renhou,
            },
            seat_wind: &line.seat_wind,
            round_wind: &line.round_wind,
            dora_indicators: &line.dora_indicators,
            ura_indicators: &line.ura_indicators,
            honba: line.honba,
            riichi_sticks: line.riichi_sticks,
            nuki: line.nuki,
        },
        rules,
    )
}

/// [`evaluate_line`] for borrowed text: the batch path, which allocates nothing for a hand
/// of up to four melds.
pub fn evaluate_text(line: &HandText<'_>, rules: &Ruleset) -> Result<Score, LineError> {
    evaluate_text_then(line, rules, |score| *score)
}

/// As [`evaluate_text`], handing the score to `then` where it was made, for a caller that
/// only writes it out (see [`super::evaluate::evaluate_with_nuki_then`]).
pub fn evaluate_text_then<R>(
    line: &HandText<'_>,
    rules: &Ruleset,
    then: impl FnOnce(&Score) -> R,
) -> Result<R, LineError> {
    let seat_wind = written_wind("seat_wind", line.seat_wind)?;
    let round_wind = written_wind("round_wind", line.round_wind)?;
    let placeholder = MeldInput {
        kind: MeldKind::Pon,
        tiles: "",
        opened: None,
    };
    let mut stack = [placeholder; MELDS_ON_STACK];
    let heap: Vec<MeldInput>;
    let melds: &[MeldInput] = if line.melds.len() <= MELDS_ON_STACK {
        for (slot, m) in stack.iter_mut().zip(line.melds.iter().enumerate()) {
            *slot = written_meld(m)?;
        }
        &stack[..line.melds.len()]
    } else {
        heap = line
            .melds
            .iter()
            .enumerate()
            .map(written_meld)
            .collect::<Result<_, _>>()?;
        &heap
    };
    let input = HandInput {
        hand: line.hand,
        win_tile: line.win_tile,
        melds,
        situation: line.situation,
        seat_wind,
        round_wind,
        dora_indicators: line.dora_indicators,
        ura_indicators: line.ura_indicators,
        honba: line.honba,
        riichi_sticks: line.riichi_sticks,
    };
    Ok(evaluate_with_nuki_then(&input, line.nuki, rules, then)?)
}

/// The wind written as a letter in the field `field` (`seat_wind`, `round_wind`).
pub fn written_wind(field: &'static str, letter: &str) -> Result<Wind, LineError> {
    Wind::from_letter(letter).ok_or_else(|| {
        LineError::BadInput(BadInput::Wind {
            field,
            letter: letter.to_string(),
        })
    })
}

/// The written meld at index `i` of `melds` as the evaluator's input: its kind's word must be
/// known.
pub fn written_meld<'a>((i, m): (usize, &MeldText<'a>)) -> Result<MeldInput<'a>, LineError> {
    let kind = MeldKind::from_name(m.kind).ok_or_else(|| {
        LineError::BadInput(BadInput::MeldKind {
            meld: i,
            kind: m.kind.to_string(),
        })
    })?;
    Ok(MeldInput {
        kind,
        tiles: m.tiles,
        opened: m.opened,
    })
}
