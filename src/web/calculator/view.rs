//! How tiles and a score are shown: tile images and names, the winning hand as drawn, and a
//! [`ScoreView`] with its yaku, fu and payment in words. Shared by the calculator and the
//! score sheet's preview; reading the form is `tiles`'s job.

use super::tiles::{parse_melds, Table, TilesFields, MAX_COUNTER};
use crate::engine::hand::yaku::Yaku;
use crate::engine::hand::{Cost, Score};
use crate::engine::payment::Limit;
use crate::engine::tiles::parse_each;
use crate::web::i18n::Words;
use crate::web::terms::riichi as terms;

/// One tile image.
#[derive(Debug, Clone)]
pub struct TileImg {
    /// mpsz code and file name: `3m`, `0p` (red five), `7z`.
    pub code: String,
    /// What a screen reader says.
    pub name: String,
}

impl TileImg {
    /// The tile `code`, named in `words`.
    pub(super) fn new(code: String, words: &Words) -> Self {
        let name = tile_name(words, &code);
        TileImg { code, name }
    }
}

/// A tile's name in words: "3 man", "red 5 pin", "East wind", "white dragon" in English, the
/// suits' French names ("3 cercles"), and Japanese's own (三筒, 赤五筒, 東, 白). A code that
/// names no tile is shown as written.
pub fn tile_name(words: &Words, code: &str) -> String {
    let mut chars = code.chars();
    let (Some(digit), Some(suit), None) = (chars.next(), chars.next(), chars.next()) else {
        return code.to_string();
    };
    match (suit, digit.to_digit(10)) {
        ('z', Some(n)) => honour_name(words, n).unwrap_or_else(|| code.to_string()),
        ('m', Some(0)) => words.get("calculator-tile-red-man"),
        ('p', Some(0)) => words.get("calculator-tile-red-pin"),
        ('s', Some(0)) => words.get("calculator-tile-red-sou"),
        ('m', Some(n)) => words.get_with("calculator-tile-man", "number", n),
        ('p', Some(n)) => words.get_with("calculator-tile-pin", "number", n),
        ('s', Some(n)) => words.get_with("calculator-tile-sou", "number", n),
        _ => code.to_string(),
    }
}

/// The honour tile `n` of the `z` suit (1–4 the winds East to North, 5–7 the dragons white,
/// green, red).
fn honour_name(words: &Words, n: u32) -> Option<String> {
    Some(match n {
        1 => words.get("calculator-tile-east"),
        2 => words.get("calculator-tile-south"),
        3 => words.get("calculator-tile-west"),
        4 => words.get("calculator-tile-north"),
        5 => words.get("calculator-tile-white"),
        6 => words.get("calculator-tile-green"),
        7 => words.get("calculator-tile-red"),
        _ => return None,
    })
}

/// A meld's kind as the notation writes it (`chi`, `pon`, `kan`, `ankan`, `shouminkan`), in
/// words: English and French keep the notation, Japanese says ポン or 暗槓.
pub(super) fn meld_name(words: &Words, kind: &str) -> String {
    match kind {
        "chi" => words.get("calculator-meld-chi"),
        "pon" => words.get("calculator-meld-pon"),
        "kan" => words.get("calculator-meld-kan"),
        "ankan" => words.get("calculator-meld-ankan"),
        "shouminkan" => words.get("calculator-meld-shouminkan"),
        _ => kind.to_string(),
    }
}

/// The tiles of an mpsz text in order, named in `words`, or nothing when it does not read.
pub fn tile_imgs(text: &str, words: &Words) -> Vec<TileImg> {
    let mut out = Vec::new();
    let ok = parse_each(text, |t, _| {
        let code = if t.red {
            format!("0{}", t.tile.suit().letter())
        } else {
            t.tile.to_string()
        };
        out.push(TileImg::new(code, words));
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
    /// Each meld: its kind as written (`ankan`), its kind in words, its tiles.
    pub melds: Vec<(String, String, Vec<TileImg>)>,
    pub dora: Vec<TileImg>,
    /// The words the tiles are named in.
    pub words: Words,
}

impl HandTiles {
    /// The hand of `fields`, its tiles named in `words`.
    pub fn new(fields: &TilesFields, words: Words) -> Self {
        let mut concealed = tile_imgs(&fields.hand, &words);
        // One copy of the winning tile is shown apart, as it lies on the table.
        let win = concealed
            .iter()
            .rposition(|t| t.code == fields.win_tile)
            .map(|i| concealed.remove(i));
        let melds = parse_melds(&fields.melds)
            .unwrap_or_default()
            .into_iter()
            .map(|m| {
                let name = meld_name(&words, &m.kind);
                (m.kind, name, tile_imgs(&m.tiles, &words))
            })
            .collect();
        HandTiles {
            concealed,
            win,
            melds,
            dora: tile_imgs(&fields.dora, &words),
            words,
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
    /// The words the card is in.
    pub words: Words,
}

/// The payoff of the styles where every other player pays the winner: on a self-draw each
/// pays the same; on a discard the discarder pays one amount and each other player another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pay {
    pub self_pick_each: u32,
    pub discarder: u32,
    pub others_each: u32,
}

impl Pay {
    /// Who pays what on this win, one line each (a self-draw's line saying so where
    /// `names_self_pick`, as Hong Kong Old Style's does), and what the winner receives in all.
    pub fn lines(
        &self,
        self_drawn: bool,
        names_self_pick: bool,
        words: &Words,
    ) -> (Vec<String>, u32) {
        let each = self.self_pick_each;
        match (self_drawn, names_self_pick) {
            (true, true) => (
                vec![words.get_with("calculator-each-pays-self-pick", "points", each)],
                3 * each,
            ),
            (true, false) => (
                vec![words.get_with("calculator-each-pays", "points", each)],
                3 * each,
            ),
            (false, _) => (
                vec![
                    words.get_with("calculator-discarder-pays", "points", self.discarder),
                    words.get_with("calculator-each-other-pays", "points", self.others_each),
                ],
                self.discarder + 2 * self.others_each,
            ),
        }
    }
}

impl ScoreView {
    pub fn new(score: &Score, tsumo: bool, dealer: bool, table: &Table, words: Words) -> Self {
        Self::for_table(score, tsumo, dealer, table, 4, words)
    }

    /// [`ScoreView::new`] at a table of `players` (3 in sanma, where a non-dealer's tsumo has
    /// one other non-dealer paying: the "tsumo loss").
    pub fn for_table(
        score: &Score,
        tsumo: bool,
        dealer: bool,
        table: &Table,
        players: usize,
        words: Words,
    ) -> Self {
        let yaku = score
            .yaku
            .as_slice()
            .iter()
            .map(|y| {
                let worth = terms::yaku_worth(&words, y.yaku, y.han);
                (terms::yaku_name(&words, y.yaku), worth)
            })
            .collect();
        let counted = score.limit == Some(Limit::Yakuman);
        let value = terms::hand_value(&words, score.han, score.fu, score.yakuman, counted);
        let limit = match (score.yakuman, score.limit) {
            (0, Some(limit)) => terms::limit_name(&words, limit),
            _ => String::new(),
        };
        let (fu_parts, fu_note) = if score.yakuman > 0 {
            (Vec::new(), String::new())
        } else {
            let parts: Vec<(String, u32)> = score
                .fu_details
                .as_slice()
                .iter()
                .map(|p| (terms::fu_name(&words, p.reason), p.fu))
                .collect();
            let sum: u32 = parts.iter().map(|p| p.1).sum();
            let note = if sum != score.fu {
                words.get_with2("calculator-fu-rounded", ("sum", sum), ("fu", score.fu))
            } else {
                words.get_with("calculator-fu", "fu", score.fu)
            };
            (parts, note)
        };
        let honba = table.honba.min(MAX_COUNTER);
        let sticks = table.riichi_sticks.min(MAX_COUNTER);
        let payments = riichi_payments(&words, &score.cost, (tsumo, dealer), honba, players);
        let total_note = match (honba, sticks) {
            (0, 0) => String::new(),
            (counters, 0) => words.get_with("calculator-with-counters", "counters", counters),
            (0, sticks) => words.get_with("calculator-with-sticks", "sticks", sticks),
            (counters, sticks) => words.get_with2(
                "calculator-with-counters-and-sticks",
                ("counters", counters),
                ("sticks", sticks),
            ),
        };
        ScoreView {
            value,
            limit,
            yaku,
            fu_parts,
            fu_note,
            payments,
            total: score.cost.total,
            total_note,
            words,
        }
    }
}

/// Who pays what on a riichi win, one line each: `win` is (self-drawn, by the dealer); the
/// counters (`honba`) add 300 a win, paid by the discarder or shared on a self-draw.
fn riichi_payments(
    words: &Words,
    cost: &Cost,
    win: (bool, bool),
    honba: u32,
    players: usize,
) -> Vec<String> {
    match win {
        (false, _) if honba > 0 => vec![words.get_with2(
            "calculator-discarder-pays-with-counters",
            ("points", cost.main),
            ("counters", 300 * honba),
        )],
        (false, _) => vec![words.get_with("calculator-discarder-pays", "points", cost.main)],
        (true, true) => {
            let each = cost.main + 100 * honba;
            vec![words.get_with("calculator-each-pays-all", "points", each)]
        }
        (true, false) => {
            let others = cost.additional + 100 * honba;
            vec![
                words.get_with("calculator-dealer-pays", "points", cost.main + 100 * honba),
                if players == 3 {
                    words.get_with("calculator-other-non-dealer-pays", "points", others)
                } else {
                    words.get_with("calculator-each-other-pays", "points", others)
                },
            ]
        }
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A stored yaku name in words; a name this version does not know (a hand saved by another
/// version) is shown as written, in words.
pub fn stored_yaku_label(words: &Words, name: &str) -> String {
    Yaku::from_name(name).map_or_else(
        || capitalized(&name.replace('_', " ")),
        |yaku| terms::yaku_name(words, yaku),
    )
}
