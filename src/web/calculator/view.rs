//! How tiles and a score are shown: tile images and names, the winning hand as drawn, and a
//! [`ScoreView`] with its yaku, fu and payment in words. Shared by the calculator and the
//! score sheet's preview; reading the form is `tiles`'s job.

use super::tiles::{parse_melds, Table, TilesFields, MAX_COUNTER};
use crate::engine::hand::fu::FuReason;
use crate::engine::hand::yaku::Yaku;
use crate::engine::hand::{Score, Wind};
use crate::engine::payment::Limit;
use crate::engine::tiles::parse_each;

/// One tile image.
#[derive(Debug, Clone)]
pub struct TileImg {
    /// mpsz code and file name: `3m`, `0p` (red five), `7z`.
    pub code: String,
    /// What a screen reader says.
    pub name: String,
}

impl TileImg {
    pub(super) fn new(code: String) -> Self {
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

/// The payoff of the styles where every other player pays the winner: on a self-draw each
/// pays the same; on a discard the discarder pays one amount and each other player another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pay {
    pub self_pick_each: u32,
    pub discarder: u32,
    pub others_each: u32,
}

impl Pay {
    /// Who pays what on this win, one line each (`self_draw_note` after the self-draw's), and
    /// what the winner receives in all.
    pub fn lines(&self, self_drawn: bool, self_draw_note: &str) -> (Vec<String>, u32) {
        if self_drawn {
            (
                vec![format!(
                    "Each player pays {}{self_draw_note}",
                    self.self_pick_each
                )],
                3 * self.self_pick_each,
            )
        } else {
            (
                vec![
                    format!("The discarder pays {}", self.discarder),
                    format!("Each other player pays {}", self.others_each),
                ],
                self.discarder + 2 * self.others_each,
            )
        }
    }
}

impl ScoreView {
    pub fn new(score: &Score, tsumo: bool, dealer: bool, table: &Table) -> Self {
        Self::for_table(score, tsumo, dealer, table, 4)
    }

    /// [`ScoreView::new`] at a table of `players` (3 in sanma, where a non-dealer's tsumo has
    /// one other non-dealer paying: the "tsumo loss").
    pub fn for_table(
        score: &Score,
        tsumo: bool,
        dealer: bool,
        table: &Table,
        players: usize,
    ) -> Self {
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
                if players == 3 {
                    format!("The other non-dealer pays {}", c.additional + 100 * honba)
                } else {
                    format!("Each other player pays {}", c.additional + 100 * honba)
                },
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
