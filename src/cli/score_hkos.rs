//! `tenbou score` for Hong Kong Old Style lines (`"ruleset": "hkos-msmc"`,
//! docs/hand-jsonl.md "Hong Kong Old Style").
//!
//! Owns the JSON shape of an HKOS line (the riichi fields plus `flowers`, `seasons`,
//! `kong_on_kong`, `dealer_keeps`, `faan_table`) and of its result (`faan`, `limit`,
//! `patterns`, `base`, `payments`), and the refusal of bonus tiles on a line of another
//! ruleset. The rules are `engine::styles::hkos`'s; `cli::score` only routes lines here. These lines
//! go through serde: HKOS volumes are small, and the riichi fast path stays as it is.
//!
//! Choices the spec leaves open: fields as in riichi (`hand`, `win_tile` required; flags
//! false, winds `"E"`, `melds` `[]` by default); `flowers`/`seasons` default to `""`;
//! `dealer_keeps` to 0; riichi, dora, honba and deposit fields are ignored, as the spec says.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::hand::line::{written_meld, written_wind, MeldText};
use crate::engine::hand::{HandInput, Situation};
use crate::engine::ruleset::PresetId;
use crate::engine::styles::hkos::{score, BonusKind, BonusSet, FaanTable, HkosInput, HkosScore};

/// The preset id whose lines are scored here.
pub const PRESET: &str = crate::engine::styles::hkos::PRESETS[0];

/// Where a line that the riichi fast reader did not take should go.
pub enum Route {
    /// An HKOS line: score it with [`score_line`].
    Hkos,
    /// A line of another ruleset that carries bonus tiles: refused with this id and message,
    /// in that ruleset's result shape.
    Refuse(Value, String),
    /// Anything else: the riichi path.
    Other,
}

#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    id: Value,
    #[serde(default)]
    ruleset: Option<String>,
    #[serde(default)]
    flowers: Value,
    #[serde(default)]
    seasons: Value,
}

/// Routes a line: HKOS by its `ruleset`; a line of a riichi preset holding flowers or seasons
/// is refused (bonus tiles exist only in HKOS). A line that is not JSON is left to the riichi
/// path, which words that error.
pub fn route(line: &str) -> Route {
    if !(line.contains(PRESET) || line.contains("\"flowers\"") || line.contains("\"seasons\"")) {
        return Route::Other;
    }
    let Ok(probe) = serde_json::from_str::<Probe>(line) else {
        return Route::Other;
    };
    let ruleset = probe.ruleset.as_deref();
    if ruleset == Some(PRESET) {
        return Route::Hkos;
    }
    let holds = |v: &Value| !matches!(v, Value::Null) && v != &Value::String(String::new());
    let known = ruleset.is_none_or(|id| PresetId::parse(id).is_some());
    if known && (holds(&probe.flowers) || holds(&probe.seasons)) {
        let id = ruleset.unwrap_or(crate::engine::styles::DEFAULT_PRESET.as_str());
        return Route::Refuse(
            probe.id,
            format!("invalid_hand: bonus tiles (flowers, seasons) exist only in Hong Kong Old Style (hkos-msmc), not in {id}"),
        );
    }
    Route::Other
}

fn east() -> String {
    "E".to_owned()
}

#[derive(Deserialize)]
struct Line {
    hand: String,
    win_tile: String,
    #[serde(default)]
    melds: Vec<Meld>,
    #[serde(default)]
    tsumo: bool,
    #[serde(default)]
    haitei: bool,
    #[serde(default)]
    houtei: bool,
    #[serde(default)]
    rinshan: bool,
    #[serde(default)]
    kong_on_kong: bool,
    #[serde(default)]
    chankan: bool,
    #[serde(default)]
    tenhou: bool,
    #[serde(default)]
    chiihou: bool,
    #[serde(default)]
    renhou: bool,
    #[serde(default)]
    dealer_keeps: u32,
    #[serde(default = "east")]
    seat_wind: String,
    #[serde(default = "east")]
    round_wind: String,
    #[serde(default)]
    flowers: String,
    #[serde(default)]
    seasons: String,
    #[serde(default)]
    faan_table: Option<BTreeMap<String, u32>>,
}

#[derive(Deserialize)]
struct Meld {
    kind: String,
    tiles: String,
    #[serde(default)]
    opened: Option<bool>,
}

#[derive(Deserialize)]
struct WithId {
    #[serde(default)]
    id: Value,
    #[serde(flatten)]
    line: Line,
}

#[derive(Deserialize)]
struct IdOnly {
    #[serde(default)]
    id: Value,
}

/// A result line, fields in the spec's order; all but `id` and `error` are null on an error.
#[derive(Serialize)]
struct Out<'a> {
    id: &'a Value,
    error: Option<String>,
    faan: Option<u32>,
    limit: Option<bool>,
    patterns: Option<Vec<PatternOut>>,
    base: Option<u32>,
    payments: Option<PaymentsOut>,
}

#[derive(Serialize)]
struct PatternOut {
    name: &'static str,
    faan: u32,
}

#[derive(Serialize)]
struct PaymentsOut {
    self_pick_each: u32,
    discarder: u32,
    others_each: u32,
}

/// Scores one HKOS line and appends its result line to `out`.
pub fn score_line(text: &str, out: &mut Vec<u8>) {
    let (id, result) = match serde_json::from_str::<WithId>(text) {
        Ok(WithId { id, line }) => {
            let r = score_parsed(&line);
            (id, r)
        }
        Err(e) => match serde_json::from_str::<IdOnly>(text) {
            Ok(IdOnly { id }) => (id, Err(format!("bad_input: {e}"))),
            Err(_) => (Value::Null, Err(format!("bad_json: {e}"))),
        },
    };
    let line = match result {
        Ok(s) => Out {
            id: &id,
            error: None,
            faan: Some(s.valued.faan),
            limit: Some(s.valued.limit),
            patterns: Some(
                s.valued
                    .patterns
                    .iter()
                    .map(|p| PatternOut {
                        name: p.pattern.name(),
                        faan: p.faan,
                    })
                    .collect(),
            ),
            base: Some(s.base),
            payments: Some(PaymentsOut {
                self_pick_each: s.payments.self_pick_each,
                discarder: s.payments.discarder,
                others_each: s.payments.others_each,
            }),
        },
        Err(error) => Out {
            id: &id,
            error: Some(error),
            faan: None,
            limit: None,
            patterns: None,
            base: None,
            payments: None,
        },
    };
    serde_json::to_writer(&mut *out, &line).expect("writing to memory cannot fail");
    out.push(b'\n');
}

fn score_parsed(line: &Line) -> Result<HkosScore, String> {
    let table = match &line.faan_table {
        None => FaanTable::default(),
        Some(map) => FaanTable::from_text_keys(map.iter().map(|(k, v)| (k.as_str(), *v)))
            .map_err(|e| format!("bad_input: faan_table: {e}"))?,
    };
    // The winds and melds are read with the riichi line's words, so both commands word a
    // mistake alike.
    let seat_wind = written_wind("seat_wind", &line.seat_wind).map_err(|e| e.to_string())?;
    let round_wind = written_wind("round_wind", &line.round_wind).map_err(|e| e.to_string())?;
    let melds = line
        .melds
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let text = MeldText {
                kind: &m.kind,
                tiles: &m.tiles,
                opened: m.opened,
            };
            written_meld((i, &text)).map_err(|e| e.to_string())
        })
        .collect::<Result<Vec<_>, String>>()?;
    let input = HkosInput {
        hand: HandInput {
            hand: &line.hand,
            win_tile: &line.win_tile,
            melds: &melds,
            situation: Situation {
                tsumo: line.tsumo,
                haitei: line.haitei,
                houtei: line.houtei,
                rinshan: line.rinshan,
                chankan: line.chankan,
                tenhou: line.tenhou,
                chiihou: line.chiihou,
                renhou: line.renhou,
                ..Situation::default()
            },
            seat_wind,
            round_wind,
            ..HandInput::default()
        },
        flowers: BonusSet::parse(&line.flowers, BonusKind::Flower).map_err(|e| e.to_string())?,
        seasons: BonusSet::parse(&line.seasons, BonusKind::Season).map_err(|e| e.to_string())?,
        kong_on_kong: line.kong_on_kong,
        dealer_keeps: line.dealer_keeps,
    };
    score(&input, &table).map_err(|e| e.to_string())
}
