//! The tile calculator players open on their phones: a winning hand written as mpsz text (or
//! tapped on the tile picker of `static/calculator.js`) and its situation in, its yaku, fu,
//! limit and payment out — or the reason it cannot win. Also the tile fields the score sheet's
//! hand form shares with it ([`TilesFields`], [`Flags`], [`ScoreView`]).
//!
//! Owns the form's text (concealed tiles, melds written `pon 999p, ankan 5555z`, indicators)
//! and how a score is shown. Scoring is `engine::hand::evaluate_line`'s, reached only through
//! [`TilesFields::evaluate`]; nothing here computes a rule.

use super::auth::MaybeUser;
use super::error::WebResult;
use super::layout::{load_tournament, Nav};
use super::layout::{Page, Path};
use super::AppState;
use crate::db::tournaments::TournamentRow;
use crate::engine::game::WinTiles;
use crate::engine::hand::fu::FuReason;
use crate::engine::hand::yaku::Yaku;
use crate::engine::hand::{evaluate_line, HandError, HandLine, LineError, MeldLine, Score, Wind};
use crate::engine::payment::Limit;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::{WIND_LETTERS, WIND_NAMES};
use crate::engine::tiles::parse_each;
use askama::Template;
use axum::extract::{Query, State};
use axum::routing::get;
use axum::Router;
use std::collections::HashMap;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/calculator", get(calculator))
        .route("/t/{id}/calculator", get(tournament_calculator))
}

/// Longest text accepted in one tile field: a hand with four kans and every indicator is far
/// shorter, and a cap keeps a hostile request from costing anything.
const MAX_FIELD: usize = 120;

/// Most honba counters or riichi sticks accepted: far above any real table, and low enough
/// that no payment can overflow.
const MAX_COUNTER: u32 = 99;

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
            HandError::BadNotation { .. } => format!(
                "The tiles are not written right: {detail}. Write digits then their suit, like 123m456p11z."
            ),
            HandError::InvalidHand(_) => format!("Not a possible hand: {detail}."),
            HandError::InvalidMeld(_) => format!("A meld is not right: {detail}."),
            HandError::InvalidSituation(_) => format!("The situation does not fit: {detail}."),
        }
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

    /// The written hand the evaluator reads: the meld tiles joined to the concealed ones.
    pub fn to_line(&self, flags: &Flags, table: &Table) -> Result<HandLine, TilesError> {
        let form = |m: String| Err(TilesError::Form(m));
        for (name, text) in [
            ("hand", &self.hand),
            ("winning tile", &self.win_tile),
            ("melds", &self.melds),
            ("dora indicators", &self.dora),
            ("ura dora indicators", &self.ura),
        ] {
            if text.len() > MAX_FIELD {
                return form(format!(
                    "The {name} field is too long: a hand is a few dozen characters at most."
                ));
            }
        }
        if self.hand.is_empty() {
            return form("Write the concealed tiles, the winning tile included.".into());
        }
        // Joined with the melds, digits without their letter would take the meld's suit.
        if !self.hand.ends_with(|c: char| c.is_ascii_alphabetic()) {
            return form(format!(
                "The concealed tiles must end with their suit letter (m, p, s or z): \"{}\".",
                self.hand
            ));
        }
        if self.win_tile.is_empty() {
            return form("Choose the winning tile (one of the concealed tiles).".into());
        }
        let melds = parse_melds(&self.melds).map_err(TilesError::Form)?;
        let mut hand = self.hand.clone();
        for m in &melds {
            hand.push_str(&m.tiles);
        }
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
            ..HandLine::default()
        })
    }

    /// Scores the tiles under `rules`: the calculator's and the score sheet's only way in.
    pub fn evaluate(
        &self,
        flags: &Flags,
        table: &Table,
        rules: &Ruleset,
    ) -> Result<Score, TilesError> {
        let line = self.to_line(flags, table)?;
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
        }
    }
}

/// One tile image.
#[derive(Debug, Clone)]
pub struct TileImg {
    /// mpsz code and file name: `3m`, `0p` (red five), `7z`.
    pub code: String,
    /// What a screen reader says.
    pub name: String,
}

impl TileImg {
    fn new(code: String) -> Self {
        let name = tile_name(&code);
        TileImg { code, name }
    }
}

/// A tile's name in words: "3 man", "red 5 pin", "East wind", "white dragon".
pub fn tile_name(code: &str) -> String {
    let mut chars = code.chars();
    let (Some(digit), Some(suit)) = (chars.next(), chars.next()) else {
        return code.to_string();
    };
    let honours = [
        "East wind",
        "South wind",
        "West wind",
        "North wind",
        "white dragon",
        "green dragon",
        "red dragon",
    ];
    match (suit, digit.to_digit(10)) {
        ('z', Some(n @ 1..=7)) => honours[n as usize - 1].to_string(),
        (s, Some(n)) => {
            let suit = match s {
                'm' => "man",
                'p' => "pin",
                _ => "sou",
            };
            if n == 0 {
                format!("red 5 {suit}")
            } else {
                format!("{n} {suit}")
            }
        }
        _ => code.to_string(),
    }
}

/// The tiles of an mpsz text in order, or nothing when it does not read.
pub fn tile_imgs(text: &str) -> Vec<TileImg> {
    let mut out = Vec::new();
    let ok = parse_each(text, |t, _| {
        let code = if t.red {
            format!("0{}", t.tile.suit().letter())
        } else {
            t.tile.to_string()
        };
        out.push(TileImg::new(code));
    });
    if ok.is_ok() {
        out
    } else {
        Vec::new()
    }
}

/// A hand laid out as tiles: the concealed tiles, the winning tile apart, then each meld.
#[derive(Debug, Clone, Default)]
pub struct HandTiles {
    pub concealed: Vec<TileImg>,
    pub win: Option<TileImg>,
    pub melds: Vec<(String, Vec<TileImg>)>,
    pub dora: Vec<TileImg>,
}

impl HandTiles {
    pub fn new(fields: &TilesFields) -> Self {
        let mut concealed = tile_imgs(&fields.hand);
        // One copy of the winning tile is shown apart, as it lies on the table.
        let win = concealed
            .iter()
            .rposition(|t| t.code == fields.win_tile)
            .map(|i| concealed.remove(i));
        let melds = parse_melds(&fields.melds)
            .unwrap_or_default()
            .into_iter()
            .map(|m| (m.kind, tile_imgs(&m.tiles)))
            .collect();
        HandTiles {
            concealed,
            win,
            melds,
            dora: tile_imgs(&fields.dora),
        }
    }
}

/// A score as a page shows it.
#[derive(Debug, Clone)]
pub struct ScoreView {
    /// "6 han 60 fu", "Yakuman", "Double yakuman", "13 han (counted yakuman)".
    pub value: String,
    /// "Haneman", or empty below the limits.
    pub limit: String,
    /// (label, "2 han" or "yakuman").
    pub yaku: Vec<(String, String)>,
    /// (reason, fu); empty for a yakuman, whose fu do not matter.
    pub fu_parts: Vec<(String, u32)>,
    /// "Total 52 fu, rounded up to 60 fu", when rounding changed it.
    pub fu_note: String,
    /// Who pays what, one line each.
    pub payments: Vec<String>,
    /// What the winner receives in all.
    pub total: u32,
    /// The honba and sticks included in the total, in words, or empty.
    pub total_note: String,
}

impl ScoreView {
    pub fn new(score: &Score, tsumo: bool, dealer: bool, table: &Table) -> Self {
        let yaku = score
            .yaku
            .as_slice()
            .iter()
            .map(|y| {
                let han = if y.yaku.is_yakuman() {
                    match y.han / 13 {
                        1 => "yakuman".to_string(),
                        2 => "double yakuman".to_string(),
                        n => format!("{n}× yakuman"),
                    }
                } else {
                    format!("{} han", y.han)
                };
                (yaku_label(y.yaku).to_string(), han)
            })
            .collect();
        let value = match score.yakuman {
            0 if score.limit == Some(Limit::Yakuman) => {
                format!("{} han (counted yakuman)", score.han)
            }
            0 => format!("{} han {} fu", score.han, score.fu),
            1 => "Yakuman".to_string(),
            2 => "Double yakuman".to_string(),
            n => format!("{n}× yakuman"),
        };
        let limit = match (score.yakuman, score.limit) {
            (0, Some(Limit::Yakuman)) => "Counted yakuman".to_string(),
            (0, Some(l)) => capitalized(l.name()),
            _ => String::new(),
        };
        let (fu_parts, fu_note) = if score.yakuman > 0 {
            (Vec::new(), String::new())
        } else {
            let parts: Vec<(String, u32)> = score
                .fu_details
                .as_slice()
                .iter()
                .map(|p| (fu_label(p.reason).to_string(), p.fu))
                .collect();
            let sum: u32 = parts.iter().map(|p| p.1).sum();
            let note = if sum != score.fu {
                format!("{sum} fu, rounded up to {} fu", score.fu)
            } else {
                format!("{} fu", score.fu)
            };
            (parts, note)
        };
        let c = &score.cost;
        let honba = table.honba.min(MAX_COUNTER);
        let sticks = table.riichi_sticks.min(MAX_COUNTER);
        let payments = if !tsumo {
            let mut line = format!("The discarder pays {}", c.main);
            if honba > 0 {
                line.push_str(&format!(" + {} for the counters", 300 * honba));
            }
            vec![line]
        } else if dealer {
            let each = c.main + 100 * honba;
            vec![format!("Each player pays {each} ({each} all)")]
        } else {
            vec![
                format!("The dealer pays {}", c.main + 100 * honba),
                format!("Each other player pays {}", c.additional + 100 * honba),
            ]
        };
        let mut extras = Vec::new();
        if honba > 0 {
            extras.push(plural(honba, "counter"));
        }
        if sticks > 0 {
            extras.push(plural(sticks, "riichi stick"));
        }
        let total_note = if extras.is_empty() {
            String::new()
        } else {
            format!("with {}", extras.join(" and "))
        };
        ScoreView {
            value,
            limit,
            yaku,
            fu_parts,
            fu_note,
            payments,
            total: c.total,
            total_note,
        }
    }
}

fn plural(n: u32, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A yaku's name for players: the usual romaji with a few English words.
pub fn yaku_label(yaku: Yaku) -> &'static str {
    use Wind::*;
    use Yaku::*;
    match yaku {
        Riichi => "Riichi",
        DoubleRiichi => "Double riichi",
        Ippatsu => "Ippatsu",
        MenzenTsumo => "Menzen tsumo (closed self-draw)",
        Pinfu => "Pinfu",
        Iipeikou => "Iipeikou (two identical runs)",
        Tanyao => "Tanyao (all simples)",
        YakuhaiHaku => "Yakuhai: white dragon",
        YakuhaiHatsu => "Yakuhai: green dragon",
        YakuhaiChun => "Yakuhai: red dragon",
        SeatWind(East) => "Yakuhai: seat wind (east)",
        SeatWind(South) => "Yakuhai: seat wind (south)",
        SeatWind(West) => "Yakuhai: seat wind (west)",
        SeatWind(North) => "Yakuhai: seat wind (north)",
        RoundWind(East) => "Yakuhai: round wind (east)",
        RoundWind(South) => "Yakuhai: round wind (south)",
        RoundWind(West) => "Yakuhai: round wind (west)",
        RoundWind(North) => "Yakuhai: round wind (north)",
        Haitei => "Haitei (win on the last tile)",
        Houtei => "Houtei (win on the last discard)",
        Rinshan => "Rinshan kaihou (win after a kan)",
        Chankan => "Chankan (robbing a kan)",
        Chiitoitsu => "Chiitoitsu (seven pairs)",
        Chanta => "Chanta (terminal or honour in each set)",
        Ittsu => "Ittsu (straight)",
        SanshokuDoujun => "Sanshoku (same run in three suits)",
        SanshokuDoukou => "Sanshoku doukou (same triplet in three suits)",
        Toitoi => "Toitoi (all triplets)",
        Sanankou => "Sanankou (three concealed triplets)",
        Sankantsu => "Sankantsu (three kans)",
        Shousangen => "Shousangen (little three dragons)",
        Honroutou => "Honroutou (all terminals and honours)",
        Honitsu => "Honitsu (half flush)",
        Junchan => "Junchan (terminal in each set)",
        Ryanpeikou => "Ryanpeikou (two pairs of identical runs)",
        Chinitsu => "Chinitsu (full flush)",
        Dora => "Dora",
        UraDora => "Ura dora",
        AkaDora => "Red fives",
        NukiDora => "Nuki dora (North tiles set aside)",
        KokushiMusou => "Kokushi musou (thirteen orphans)",
        KokushiMusou13Wait => "Kokushi musou, thirteen-sided wait",
        Suuankou => "Suuankou (four concealed triplets)",
        SuuankouTanki => "Suuankou tanki (four concealed triplets, pair wait)",
        Daisangen => "Daisangen (big three dragons)",
        Shousuushii => "Shousuushii (little four winds)",
        Daisuushii => "Daisuushii (big four winds)",
        Tsuuiisou => "Tsuuiisou (all honours)",
        Chinroutou => "Chinroutou (all terminals)",
        Ryuuiisou => "Ryuuiisou (all green)",
        ChuurenPoutou => "Chuuren poutou (nine gates)",
        JunseiChuurenPoutou => "Junsei chuuren poutou (pure nine gates)",
        Suukantsu => "Suukantsu (four kans)",
        Tenhou => "Tenhou (dealer's first draw)",
        Chiihou => "Chiihou (first draw)",
        Renhou => "Renhou (first discard)",
        Daisharin => "Daisharin",
    }
}

/// A stored yaku name in words; a name this version does not know (a hand saved by another
/// version) is shown as written, in words.
pub fn stored_yaku_label(name: &str) -> String {
    Yaku::from_name(name).map_or_else(
        || capitalized(&name.replace('_', " ")),
        |yaku| yaku_label(yaku).to_string(),
    )
}

/// Where fu come from, in words.
pub fn fu_label(reason: FuReason) -> &'static str {
    use FuReason::*;
    match reason {
        Base => "Base",
        OpenSimpleTriplet => "Open triplet of simples",
        ClosedSimpleTriplet => "Concealed triplet of simples",
        OpenTerminalTriplet => "Open triplet of terminals or honours",
        ClosedTerminalTriplet => "Concealed triplet of terminals or honours",
        OpenSimpleKan => "Open kan of simples",
        ClosedSimpleKan => "Concealed kan of simples",
        OpenTerminalKan => "Open kan of terminals or honours",
        ClosedTerminalKan => "Concealed kan of terminals or honours",
        DragonPair => "Pair of dragons",
        SeatWindPair => "Pair of the seat wind",
        RoundWindPair => "Pair of the round wind",
        DoubleWindPair => "Pair of the seat and round wind",
        ClosedWait => "Closed wait (kanchan)",
        EdgeWait => "Edge wait (penchan)",
        PairWait => "Pair wait (tanki)",
        Tsumo => "Self-draw (tsumo)",
        ClosedRon => "Concealed hand won by ron",
        OpenPinfu => "Open hand without fu (made 30)",
        Chiitoitsu => "Seven pairs (always 25)",
    }
}

/// The calculator form as typed.
#[derive(Debug, Clone, Default)]
pub struct CalcForm {
    pub tiles: TilesFields,
    pub flags: Flags,
    pub seat_wind: String,
    pub round_wind: String,
    pub honba: String,
    pub sticks: String,
}

/// Keeps one form value: trimmed, and cut short when absurdly long so the page stays small.
fn field(query: &HashMap<String, String>, name: &str) -> String {
    let text = query.get(name).map(|v| v.trim()).unwrap_or_default();
    // Spaces inside tile text are forgiven, as people type "123m 456p".
    text.chars().take(2 * MAX_FIELD).collect()
}

fn tile_field(query: &HashMap<String, String>, name: &str) -> String {
    field(query, name).replace(char::is_whitespace, "")
}

/// A wind as the form sends its letter; East when the field is missing or unknown, as the
/// form starts.
fn wind_letter(text: &str) -> &'static str {
    WIND_LETTERS
        .into_iter()
        .find(|letter| *letter == text)
        .unwrap_or(WIND_LETTERS[0])
}

impl CalcForm {
    fn from_query(query: &HashMap<String, String>) -> Self {
        let flag = |name: &str| query.get(name).is_some_and(|v| !v.is_empty());
        CalcForm {
            tiles: TilesFields {
                hand: tile_field(query, "hand"),
                win_tile: tile_field(query, "win_tile"),
                melds: field(query, "melds"),
                dora: tile_field(query, "dora"),
                ura: tile_field(query, "ura"),
            },
            flags: Flags {
                tsumo: query.get("win").is_some_and(|w| w == "tsumo"),
                riichi: flag("riichi"),
                double_riichi: flag("double_riichi"),
                ippatsu: flag("ippatsu"),
                last_tile: flag("last_tile"),
                rinshan: flag("rinshan"),
                chankan: flag("chankan"),
            },
            seat_wind: wind_letter(&field(query, "seat_wind")).to_string(),
            round_wind: wind_letter(&field(query, "round_wind")).to_string(),
            honba: field(query, "honba"),
            sticks: field(query, "sticks"),
        }
    }

    fn table(&self) -> Result<Table, String> {
        let count = |text: &str, what: &str| -> Result<u32, String> {
            if text.is_empty() {
                return Ok(0);
            }
            text.parse::<u32>()
                .ok()
                .filter(|n| *n <= MAX_COUNTER)
                .ok_or_else(|| {
                    format!("The number of {what} must be a whole number from 0 to {MAX_COUNTER}.")
                })
        };
        Ok(Table {
            seat_wind: wind_letter(&self.seat_wind),
            round_wind: wind_letter(&self.round_wind),
            honba: count(&self.honba, "counters (honba)")?,
            riichi_sticks: count(&self.sticks, "riichi sticks")?,
        })
    }

    fn is_wind(&self, which: &str, letter: &&str) -> bool {
        let value = if which == "seat" {
            &self.seat_wind
        } else {
            &self.round_wind
        };
        value == letter
    }
}

/// One row of the tile picker.
pub struct PickerRow {
    pub label: &'static str,
    pub tiles: Vec<TileImg>,
}

/// The picker's rows: the three suits, the honours, and the red fives where the ruleset
/// plays with them.
fn picker(rules: &Ruleset) -> Vec<PickerRow> {
    let suit = |label, letter: char| PickerRow {
        label,
        tiles: (1..=9)
            .map(|n| TileImg::new(format!("{n}{letter}")))
            .collect(),
    };
    let mut rows = vec![
        suit("Characters (man)", 'm'),
        suit("Dots (pin)", 'p'),
        suit("Bamboo (sou)", 's'),
        PickerRow {
            label: "Winds and dragons",
            tiles: (1..=7).map(|n| TileImg::new(format!("{n}z"))).collect(),
        },
    ];
    if rules.red_fives {
        rows.push(PickerRow {
            label: "Red fives",
            tiles: ["0m", "0p", "0s"]
                .iter()
                .map(|c| TileImg::new(c.to_string()))
                .collect(),
        });
    }
    rows
}

/// The winds a round or a seat can have, as (letter, name): the engine's.
fn wind_choices() -> Vec<(&'static str, &'static str)> {
    WIND_LETTERS.into_iter().zip(WIND_NAMES).collect()
}

#[derive(Template)]
#[template(path = "calculator/calculator.html")]
struct CalculatorPage {
    nav: Nav,
    tournament: Option<TournamentRow>,
    ruleset_name: &'static str,
    action: String,
    form: CalcForm,
    shown: HandTiles,
    picker: Vec<PickerRow>,
    score: Option<ScoreView>,
    refusal: Option<String>,
    winds: Vec<(&'static str, &'static str)>,
}

impl CalculatorPage {
    fn new(
        nav: Nav,
        tournament: Option<TournamentRow>,
        rules: &Ruleset,
        query: &HashMap<String, String>,
    ) -> Self {
        let form = CalcForm::from_query(query);
        let (mut score, mut refusal) = (None, None);
        // A first visit (no tiles yet) shows the empty form, not a complaint.
        if form.tiles.is_given() || !form.tiles.win_tile.is_empty() {
            match form.table() {
                Err(message) => refusal = Some(message),
                Ok(table) => match form.tiles.evaluate(&form.flags, &table, rules) {
                    Ok(s) => {
                        score = Some(ScoreView::new(
                            &s,
                            form.flags.tsumo,
                            table.seat_wind == "E",
                            &table,
                        ))
                    }
                    Err(e) => refusal = Some(e.message()),
                },
            }
        }
        let action = match &tournament {
            Some(t) => format!("/t/{}/calculator", t.id),
            None => "/calculator".to_string(),
        };
        CalculatorPage {
            nav,
            tournament,
            ruleset_name: rules.name,
            action,
            shown: HandTiles::new(&form.tiles),
            form,
            picker: picker(rules),
            score,
            refusal,
            winds: wind_choices(),
        }
    }
}

/// The calculator under the default (club) rules.
async fn calculator(
    user: MaybeUser,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Page<impl Template>> {
    let rules = Ruleset::club();
    let page = CalculatorPage::new(Nav::from(&user), None, &rules, &query);
    Ok(Page::new(page))
}

/// The calculator under a tournament's rules.
async fn tournament_calculator(
    State(state): State<AppState>,
    user: MaybeUser,
    Path(id): Path<i64>,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let rules = Ruleset::preset(&tournament.ruleset).unwrap_or_else(Ruleset::club);
    let page = CalculatorPage::new(Nav::from(&user), Some(tournament), &rules, &query);
    Ok(Page::new(page))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec_example() -> TilesFields {
        TilesFields {
            hand: "123m789p22z".into(),
            win_tile: "3m".into(),
            melds: "ankan 5555z, pon 999p".into(),
            dora: "7z4p".into(),
            ura: String::new(),
        }
    }

    const NORTH_IN_EAST: Table = Table {
        seat_wind: "N",
        round_wind: "E",
        honba: 0,
        riichi_sticks: 1,
    };

    #[test]
    fn the_spec_example_written_in_the_forms_way_scores_as_the_spec_says() {
        let score = spec_example()
            .evaluate(&Flags::default(), &NORTH_IN_EAST, &Ruleset::club())
            .unwrap();
        assert_eq!((score.han, score.fu, score.cost.main), (6, 60, 12000));
        let view = ScoreView::new(&score, false, false, &NORTH_IN_EAST);
        assert_eq!(view.value, "6 han 60 fu");
        assert_eq!(view.limit, "Haneman");
        assert_eq!(view.total, 13000);
        assert_eq!(view.payments, ["The discarder pays 12000"]);
        assert!(view
            .fu_parts
            .contains(&("Concealed kan of terminals or honours".to_string(), 32)));
    }

    #[test]
    fn melds_read_as_kind_and_tiles_and_anything_else_is_explained() {
        let melds = parse_melds(" pon 999p,ankan  5555z ; chi 234s").unwrap();
        let read: Vec<(&str, &str)> = melds
            .iter()
            .map(|m| (m.kind.as_str(), m.tiles.as_str()))
            .collect();
        assert_eq!(read, [("pon", "999p"), ("ankan", "5555z"), ("chi", "234s")]);
        assert!(parse_melds("").unwrap().is_empty());
        for bad in ["999p", "pon", "pong 999p", "pon 999p chi"] {
            assert!(parse_melds(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn digits_without_a_suit_before_the_melds_are_refused_rather_than_misread() {
        let fields = TilesFields {
            hand: "123m789p22".into(),
            ..spec_example()
        };
        let err = fields
            .evaluate(&Flags::default(), &NORTH_IN_EAST, &Ruleset::club())
            .unwrap_err();
        assert!(err.message().contains("suit letter"), "{}", err.message());
    }

    #[test]
    fn a_hand_without_yaku_is_told_apart_from_other_refusals() {
        let fields = TilesFields {
            hand: "123m456p789s235s11z".into(),
            win_tile: "5s".into(),
            ..TilesFields::default()
        };
        let table = Table {
            seat_wind: "S",
            round_wind: "E",
            honba: 0,
            riichi_sticks: 0,
        };
        let open_hand = TilesFields {
            hand: "123m456p234s11p".into(),
            melds: "chi 789s".into(),
            win_tile: "4s".into(),
            ..TilesFields::default()
        };
        let err = open_hand
            .evaluate(&Flags::default(), &table, &Ruleset::club())
            .unwrap_err();
        assert!(err.is_no_yaku(), "{err:?}");
        assert!(err.message().starts_with("No yaku"));
        let err = fields
            .evaluate(&Flags::default(), &table, &Ruleset::club())
            .unwrap_err();
        assert!(!err.is_no_yaku());
        assert!(
            err.message().starts_with("Not a winning hand"),
            "{}",
            err.message()
        );
    }

    #[test]
    fn tiles_have_names_and_a_red_five_keeps_its_own_image() {
        let codes: Vec<String> = tile_imgs("10m7z").into_iter().map(|t| t.code).collect();
        assert_eq!(codes, ["1m", "0m", "7z"]);
        assert_eq!(tile_name("0p"), "red 5 pin");
        assert_eq!(tile_name("3z"), "West wind");
        assert!(tile_imgs("12x").is_empty());
    }
}
