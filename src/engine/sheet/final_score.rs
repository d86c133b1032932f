//! The final score of a game from its final points (docs/rules.md §3): ranks, oka, uma, rounding,
//! tie rules and chombo deductions, plus the end-of-game settlement of leftover deposits.
//!
//! Owns [`Score`], an exact representation of a final score, and [`final_score`], usable on
//! its own (the tournament layer may score a paper result without replaying hands). It must not
//! know about hands or the table; its inputs are final points and chombo counts.
//!
//! Scores are kept as `i64` hundredths of a final-score unit (one unit = 1000 points). Points
//! are multiples of 100 so `(points − return) / 1000` is exact in tenths, and uma shared by two
//! or four tied players is exact in halves or quarters. Only three players sharing uma can give
//! thirds; those are rounded to the nearest hundredth (halves away from zero), which is the
//! two-decimal precision docs/game-json.md prints.

use std::fmt;

use serde::{Serialize, Serializer};

use super::hand::Seat;
use crate::engine::ruleset::{ChomboRule, Ruleset, ScoreMethod, TieRule};
use crate::engine::seat::TableSize;

/// A final score, exact to a hundredth. Displays and serializes as an integer when whole,
/// otherwise with at most two decimals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(i64);

impl Score {
    /// A score of `hundredths / 100`.
    pub const fn from_hundredths(hundredths: i64) -> Score {
        Score(hundredths)
    }

    /// A whole score.
    pub const fn whole(units: i64) -> Score {
        Score(units * 100)
    }

    /// The score in hundredths.
    pub const fn hundredths(self) -> i64 {
        self.0
    }

    /// Whether the score has no decimals.
    pub const fn is_whole(self) -> bool {
        self.0 % 100 == 0
    }

    /// The score as a float (for display or JSON only; arithmetic stays in hundredths).
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let (units, frac) = (abs / 100, abs % 100);
        if frac == 0 {
            write!(f, "{sign}{units}")
        } else if frac % 10 == 0 {
            write!(f, "{sign}{units}.{}", frac / 10)
        } else {
            write!(f, "{sign}{units}.{frac:02}")
        }
    }
}

impl Serialize for Score {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.is_whole() {
            serializer.serialize_i64(self.0 / 100)
        } else {
            serializer.serialize_f64(self.as_f64())
        }
    }
}

/// The result of a finished game: one entry per person at the table, in the order they sat
/// for the first hand (three at a table of three, four, or five at an American table of five,
/// whose fifth person, the first bettor, is entry 4; docs/rules.md §10).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalResult {
    /// Final points per person, leftover deposits included.
    pub points: Vec<i32>,
    /// Place per person, 1 first; tied points are ranked by starting seat (East first) in every
    /// preset, even where tied players share uma (docs/game-json.md).
    pub rank: Vec<u8>,
    /// Final score per person under the ruleset.
    pub score: Vec<Score>,
}

impl FinalResult {
    /// A result whose score is the final points themselves (the styles that score points, Hong
    /// Kong Old Style, MCR and an American table of five), one entry per person.
    pub fn scored_by_points(points: Vec<i32>, rank: Vec<u8>) -> FinalResult {
        let score = points.iter().map(|&p| Score::whole(i64::from(p))).collect();
        FinalResult {
            points,
            rank,
            score,
        }
    }

    /// How many people the result counts.
    pub fn people(&self) -> usize {
        self.points.len()
    }
}

/// Seats of a table of four from first place to last: most points first, ties by starting
/// seat (docs/rules.md §3; also used for leftover deposits, docs/rules.md §2).
pub fn placing(points: [i32; 4]) -> [Seat; 4] {
    let order = placing_at(points, TableSize::FOUR);
    [order[0], order[1], order[2], order[3]]
}

/// Seats of a table of `table` from first place to last, as [`placing`]; at a table of three
/// the fourth entry of `points` is ignored (docs/rules.md §6: ties by starting seat, E > S > W).
pub fn placing_at(points: [i32; 4], table: TableSize) -> Vec<Seat> {
    let mut order: Vec<Seat> = table.seats().collect();
    order.sort_by_key(|&s| (std::cmp::Reverse(points[s.index()]), s));
    order
}

/// Give deposits left on the table at the end of the game to the player with the most points,
/// ties by starting seat (docs/rules.md §2; the club: "any riichi bets still on the table go to
/// whoever is in first place"; the same in every preset).
pub fn settle_leftover_deposits(
    points: [i32; 4],
    deposits: u32,
    deposit_value: i32,
    table: TableSize,
) -> [i32; 4] {
    let mut out = points;
    let first = placing_at(points, table)[0].index();
    out[first] += deposits as i32 * deposit_value;
    out
}

/// Divide by `d` rounding to nearest, halves away from zero.
fn div_round(n: i64, d: i64) -> i64 {
    let q = n / d;
    let r = n % d;
    if 2 * r.abs() >= d {
        q + n.signum()
    } else {
        q
    }
}

/// The final score of a game (docs/rules.md §3) from final points (leftover deposits already
/// settled) and the number of chombos each seat committed.
///
/// - `ClubTruncated` (`msmc-2016`, `tenhou`): points − return, first adds the oka, divide by
///   1000 truncating toward zero, add the uma by place, then adjust first place so the four
///   sum to zero.
/// - `Exact` (`ema-*`, `wrc`, `mleague`): `(points − return) / 1000` plus the uma (the oka
///   counts as part of first place's uma), no truncation and no adjustment.
/// - `TieRule::ShareUma`: tied players share equally the uma (and oka) of the places they
///   occupy; `StartingSeat`: the earlier starting seat takes the higher place.
/// - `ChomboRule::FinalScoreDeduction`: the deduction per chombo is taken after everything
///   else; `ReverseMangan` was paid at the table and deducts nothing here.
///
/// At a table of three (sanma, docs/rules.md §6) the same computation runs over three seats with the
/// ruleset's three-place uma, and the result has three entries (the fourth of `points` is
/// ignored). `ScoreMethod::Points` (Hong Kong Old
/// Style, docs/rules.md §7) scores the final points themselves, as whole numbers.
pub fn final_score(rules: &Ruleset, points: [i32; 4], chombo_counts: [u32; 4]) -> FinalResult {
    let order = placing_at(points, rules.table);
    let seats = order.len();
    let mut rank = vec![0u8; seats];
    for (place, &seat) in order.iter().enumerate() {
        rank[seat.index()] = place as u8 + 1;
    }
    let points = points[..seats].to_vec();
    if rules.score_method == ScoreMethod::Points {
        return FinalResult::scored_by_points(points, rank);
    }

    // Place bonus in hundredths per place: uma, plus the oka for first in the exact method
    // (the club method adds the oka to the points before truncating).
    let mut bonus: [i64; 4] = [0; 4];
    for (place, b) in bonus.iter_mut().enumerate() {
        *b = i64::from(rules.uma[place]) * 100;
        if place == 0 && rules.score_method == ScoreMethod::Exact {
            *b += i64::from(rules.oka) / 10;
        }
    }
    // Bonus per place after sharing among tied players where the ruleset shares it.
    let mut place_bonus = bonus;
    if rules.tie_rule == TieRule::ShareUma {
        let mut start = 0;
        while start < seats {
            let mut end = start + 1;
            while end < seats && points[order[end].index()] == points[order[start].index()] {
                end += 1;
            }
            let total: i64 = bonus[start..end].iter().sum();
            let shared = div_round(total, (end - start) as i64);
            for b in &mut place_bonus[start..end] {
                *b = shared;
            }
            start = end;
        }
    }

    let mut score = vec![0i64; seats];
    for (seat, s) in score.iter_mut().enumerate() {
        let place = rank[seat] as usize - 1;
        let diff = i64::from(points[seat]) - i64::from(rules.return_points);
        *s = match rules.score_method {
            ScoreMethod::ClubTruncated => {
                let with_oka = if place == 0 {
                    diff + i64::from(rules.oka)
                } else {
                    diff
                };
                // Integer division in Rust truncates toward zero, as the club's rule says.
                (with_oka / 1000) * 100 + place_bonus[place]
            }
            ScoreMethod::Exact => div_round(diff * 100, 1000) + place_bonus[place],
            // Returned above: the points are the score.
            ScoreMethod::Points => i64::from(points[seat]) * 100,
        };
    }
    if rules.score_method == ScoreMethod::ClubTruncated {
        // Zero-sum adjustment goes to first place (docs/rules.md §3 step 4).
        let sum: i64 = score.iter().sum();
        score[order[0].index()] -= sum;
    }
    if let ChomboRule::FinalScoreDeduction { points: per } = rules.chombo {
        for (seat, s) in score.iter_mut().enumerate() {
            *s -= i64::from(chombo_counts[seat]) * i64::from(per) * 100;
        }
    }
    FinalResult {
        points,
        rank,
        score: score.into_iter().map(Score::from_hundredths).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::PresetId;

    fn rules(id: &str) -> Ruleset {
        Ruleset::preset(PresetId::parse(id).unwrap())
    }

    fn scores(r: &FinalResult) -> Vec<String> {
        r.score.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn each_preset_scores_its_worked_examples() {
        // (preset, final points, rank, score)
        type Case = (&'static str, [i32; 4], [u8; 4], [&'static str; 4]);
        #[rustfmt::skip]
        let cases: &[Case] = &[
            // The first worked example of docs/rules.md: 52, 11, −21, −42.
            ("msmc-2016", [42_300, 31_700, 18_500, 7_500], [1, 2, 3, 4], ["52", "11", "-21", "-42"]),
            // The second worked example adjusts first place to 51.
            ("msmc-2016", [40_900, 30_900, 20_900, 7_300], [1, 2, 3, 4], ["51", "10", "-19", "-42"]),
            // The spec's example: 5, 38, −15, −28.
            ("msmc-2016", [25_000, 28_900, 25_000, 21_100], [2, 1, 3, 4], ["5", "38", "-15", "-28"]),
            // Negative scores truncate toward zero and positive ones down: -8,900 → -8;
            // East 18,900 + 20,000 oka → 38 + 20; North -50,900 → -50 - 20.
            ("tenhou", [48_900, 30_000, 42_000, -20_900], [1, 3, 2, 4], ["58", "-10", "22", "-70"]),
            // EMA scores exactly, with decimals and no adjustment.
            ("ema-2016", [42_300, 31_700, 18_500, 27_500], [1, 2, 4, 3], ["27.3", "6.7", "-26.5", "-7.5"]),
            // M-League's first place gets 50 including the oka.
            ("mleague", [40_000, 30_000, 20_000, 10_000], [1, 2, 3, 4], ["60", "10", "-20", "-50"]),
        ];
        for (id, points, rank, score) in cases {
            let r = final_score(&rules(id), *points, [0; 4]);
            assert_eq!(&r.rank, rank, "{id} {points:?}");
            assert_eq!(scores(&r), score, "{id} {points:?}");
            let total = r.score.iter().map(|s| s.hundredths()).sum::<i64>();
            assert_eq!(total, 0, "{id} {points:?}");
        }
    }

    #[test]
    fn ties_at_every_place_go_to_the_earlier_starting_seat_in_the_club_method() {
        // (points, rank, score)
        #[rustfmt::skip]
        let cases: &[([i32; 4], [u8; 4], [&str; 4])] = &[
            // Tie for first between South and North: South ranks first.
            ([10_000, 35_000, 20_000, 35_000], [4, 1, 3, 2], ["-40", "45", "-20", "15"]),
            // Tie for second between East and West.
            ([30_000, 40_000, 30_000, 0], [2, 1, 3, 4], ["10", "50", "-10", "-50"]),
            // Tie for third between West and North.
            ([45_000, 25_000, 15_000, 15_000], [1, 2, 3, 4], ["55", "5", "-25", "-35"]),
            // Four-way tie: seat order decides, the oka still goes to East.
            ([25_000, 25_000, 25_000, 25_000], [1, 2, 3, 4], ["35", "5", "-15", "-25"]),
        ];
        for (points, rank, score) in cases {
            let r = final_score(&rules("msmc-2016"), *points, [0; 4]);
            assert_eq!(&r.rank, rank, "{points:?}");
            assert_eq!(scores(&r), score, "{points:?}");
            assert_eq!(r.score.iter().map(|s| s.hundredths()).sum::<i64>(), 0);
        }
    }

    #[test]
    fn tied_players_share_uma_in_ema_and_mleague() {
        #[rustfmt::skip]
        let cases: &[(&str, [i32; 4], [&str; 4])] = &[
            // EMA: tie for first shares (15 + 5) / 2.
            ("ema-2016", [35_000, 35_000, 25_000, 25_000], ["15", "15", "-15", "-15"]),
            // EMA: three tied for second share (5 - 5 - 15) / 3 = -5.
            ("ema-2025", [45_000, 25_000, 25_000, 25_000], ["30", "-10", "-10", "-10"]),
            // EMA: four-way tie, everyone 0.
            ("wrc", [30_000; 4], ["0", "0", "0", "0"]),
            // M-League: tie for first shares (50 + 10) / 2 including oka.
            ("mleague", [35_000, 35_000, 20_000, 10_000], ["35", "35", "-20", "-50"]),
            // M-League: three tied for first share (50 + 10 - 10) / 3 = 16.67.
            ("mleague", [30_000, 30_000, 30_000, 10_000], ["16.67", "16.67", "16.67", "-50"]),
            // M-League: tie for third shares (-10 - 30) / 2.
            ("mleague", [40_000, 30_000, 15_000, 15_000], ["60", "10", "-35", "-35"]),
        ];
        for (id, points, expected) in cases {
            let r = final_score(&rules(id), *points, [0; 4]);
            assert_eq!(scores(&r), expected, "{id} {points:?}");
            // Ranks stay 1-4 by starting seat even when uma is shared.
            let mut ranks = r.rank;
            ranks.sort();
            assert_eq!(ranks, [1, 2, 3, 4]);
        }
    }

    #[test]
    fn chombo_takes_20_after_uma_where_the_preset_deducts_it_and_nothing_in_the_club() {
        let points = [40_000, 30_000, 20_000, 30_000];
        let ema = final_score(&rules("ema-2016"), points, [0, 0, 1, 0]);
        assert_eq!(scores(&ema), ["25", "0", "-45", "0"]);
        let ml = final_score(&rules("mleague"), points, [0, 2, 0, 0]);
        assert_eq!(scores(&ml), ["60", "-40", "-40", "0"]);
        let club = final_score(
            &rules("msmc-2016"),
            [40_000, 25_000, 15_000, 20_000],
            [0, 0, 1, 0],
        );
        assert_eq!(scores(&club), ["50", "5", "-35", "-20"]);
    }

    #[test]
    fn leftover_deposits_go_to_first_place_with_ties_by_seat() {
        assert_eq!(
            settle_leftover_deposits([20_000, 30_000, 30_000, 18_000], 2, 1000, TableSize::FOUR),
            [20_000, 32_000, 30_000, 18_000]
        );
        assert_eq!(
            settle_leftover_deposits([25_000; 4], 0, 1000, TableSize::FOUR),
            [25_000; 4]
        );
    }

    #[test]
    fn scores_print_as_integers_when_whole_and_with_at_most_two_decimals() {
        let cases = [
            (5200, "52"),
            (-4200, "-42"),
            (-470, "-4.7"),
            (1667, "16.67"),
            (-5, "-0.05"),
            (0, "0"),
            (1050, "10.5"),
        ];
        for (h, s) in cases {
            assert_eq!(Score::from_hundredths(h).to_string(), s);
        }
        assert_eq!(serde_json::to_string(&Score::whole(-42)).unwrap(), "-42");
        assert_eq!(
            serde_json::to_string(&Score::from_hundredths(-470)).unwrap(),
            "-4.7"
        );
        assert_eq!(
            serde_json::to_string(&Score::from_hundredths(1667)).unwrap(),
            "16.67"
        );
    }
}
