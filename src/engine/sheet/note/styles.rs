//! The values of the notes of the styles beyond riichi's family, and their English: the games
//! of points (how a win was won, what it was worth, who paid it, every player's score in
//! Chinese Classical), the tables of two, Mangan's payments, Clear's teams and the American
//! table of five. Each `Display` is the English the sheet has always shown.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::NotePart;
use crate::engine::styles::clear::team_and_condition::Condition;
use crate::engine::styles::vietnamese::bonus;

/// How a game of points' hand was won.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinBy {
    /// A self-drawn win, as most styles' sheets say it ("self-draws").
    SelfDraw,
    /// A self-drawn win, as the card players say it (American: "self-picks").
    SelfPick,
    /// A win on this player's discard.
    Discard { discarder: String },
}

/// What a game of points' win was worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PointsWorth {
    /// The hand's points: "1 point", "40 points".
    Points { points: u32 },
    /// A value with its bonuses (Vietnamese): the typed value, each bonus with its multiplier
    /// and how many times the hand has it, and the total.
    Bonuses {
        base: u32,
        bonuses: Vec<BonusTimes>,
        total: u64,
    },
    /// The card's value alone, as the American table of five writes it: "25".
    CardValue { value: u32 },
}

/// A Vietnamese bonus a hand has, by its id, `times` times, each multiplying by `multiplier`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BonusTimes {
    pub bonus: String,
    pub multiplier: u32,
    pub times: u32,
}

/// Who paid a game of points' winner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PointsPaid {
    /// Every other player the same.
    Each { each: u32 },
    /// The discarder more, every other player the same.
    DiscarderMore {
        discarder: String,
        from_discarder: u32,
        from_each_other: u32,
    },
    /// Each player a different amount, in seat order.
    Several { payers: Vec<(String, u32)> },
}

/// A player's hand as Chinese Classical's note gives it among the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandScore {
    /// Nothing to multiply: the score alone ("16").
    Plain { score: u64 },
    /// A limit hand ("limit 500").
    Limit { score: u64 },
    /// Points doubled ("32 × 2^1 = 64").
    Doubled {
        points: u32,
        doubles: u32,
        score: u64,
    },
    /// Points doubled past the limit ("100 × 2^3 = 800 (limit 500)").
    DoubledToLimit {
        points: u32,
        doubles: u32,
        full: u64,
        limit: u64,
    },
}

/// One player paying another.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPays {
    pub from: String,
    pub to: String,
    pub amount: u32,
}

/// Why a Clear Mahjong game went to a team, or to neither (docs/rules.md §16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TeamWhy {
    ClearedAllFive,
    ClearedAsOwnPlayerBusted,
    BothCleared,
    OtherTeamBusted,
    BothBusted,
    TimeRanOut,
    EndedEarly,
}

impl fmt::Display for TeamWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TeamWhy::ClearedAllFive => "cleared all five conditions",
            TeamWhy::ClearedAsOwnPlayerBusted => "a team cleared all five conditions as its own player went below zero (the seed settles it with a game of Tenpai Race)",
            TeamWhy::BothCleared => "both teams cleared all five conditions in one hand",
            TeamWhy::OtherTeamBusted => "a player of the other team went below zero",
            TeamWhy::BothBusted => "players of both teams went below zero",
            TeamWhy::TimeRanOut => "time ran out; the team with more points together wins",
            TeamWhy::EndedEarly => "the game ended early; the team with more points together wins",
        })
    }
}

impl fmt::Display for PointsWorth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PointsWorth::Points { points: 1 } => f.write_str("1 point"),
            PointsWorth::Points { points } => write!(f, "{points} points"),
            PointsWorth::Bonuses {
                base,
                bonuses,
                total,
            } => {
                write!(f, "{base}")?;
                for b in bonuses {
                    for _ in 0..b.times {
                        write!(f, " × {}", b.multiplier)?;
                    }
                }
                let names: Vec<String> = bonuses
                    .iter()
                    .map(|b| match b.times {
                        1 => bonus_english(&b.bonus).to_owned(),
                        n => format!("{} × {n}", bonus_english(&b.bonus)),
                    })
                    .collect();
                write!(f, " ({}) = {total} points", names.join("; "))
            }
            PointsWorth::CardValue { value } => write!(f, "{value}"),
        }
    }
}

/// A Vietnamese bonus's name in the rules' words, by its id (an unknown id as written).
pub fn bonus_english(id: &str) -> &str {
    bonus::bonus(id).map_or(id, |b| b.name)
}

impl fmt::Display for PointsPaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PointsPaid::Each { each } => write!(f, "{each} from each"),
            PointsPaid::DiscarderMore {
                discarder,
                from_discarder,
                from_each_other,
            } => write!(
                f,
                "{from_discarder} from {discarder}, {from_each_other} from each other"
            ),
            PointsPaid::Several { payers } => {
                let each: Vec<String> = payers
                    .iter()
                    .map(|(payer, paid)| format!("{paid} from {payer}"))
                    .collect();
                f.write_str(&each.join(", "))
            }
        }
    }
}

impl fmt::Display for HandScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandScore::Plain { score } => write!(f, "{score}"),
            HandScore::Limit { score } => write!(f, "limit {score}"),
            HandScore::Doubled {
                points,
                doubles,
                score,
            } => write!(f, "{points} × 2^{doubles} = {score}"),
            HandScore::DoubledToLimit {
                points,
                doubles,
                full,
                limit,
            } => write!(f, "{points} × 2^{doubles} = {full} (limit {limit})"),
        }
    }
}

impl fmt::Display for PlayerPays {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} pays {} {}", self.from, self.to, self.amount)
    }
}

/// "self-draws", "self-picks" or "wins … off B": the verb of a win, around what it was worth.
fn points_win(f: &mut fmt::Formatter<'_>, winner: &str, by: &WinBy, worth: &str) -> fmt::Result {
    match by {
        WinBy::SelfDraw => write!(f, "{winner} self-draws{worth}"),
        WinBy::SelfPick => write!(f, "{winner} self-picks{worth}"),
        WinBy::Discard { discarder } => write!(f, "{winner} wins{worth} off {discarder}"),
    }
}

impl NotePart {
    /// The English of the parts of the games of points and the American table of five.
    pub(super) fn fmt_other_styles(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotePart::WallGame => f.write_str("wall game"),
            NotePart::PointsWin {
                winner,
                by,
                worth,
                paid,
            } => {
                points_win(f, winner, by, &format!(" {worth}"))?;
                write!(f, ", {paid}")
            }
            NotePart::ScoredWin {
                winner,
                by,
                scores,
                payments,
            } => {
                points_win(f, winner, by, "")?;
                let scores: Vec<String> = scores
                    .iter()
                    .map(|(player, score)| format!("{player} {score}"))
                    .collect();
                let payments: Vec<String> = payments.iter().map(ToString::to_string).collect();
                write!(f, "; scores {}: {}", scores.join(", "), payments.join(", "))
            }
            NotePart::ChallengePaid {
                payment,
                found_dead,
            } => {
                let why = match found_dead {
                    true => "a dead hand found on challenge",
                    false => "a challenge of a hand that was not dead",
                };
                write!(f, "{payment} ({why})")
            }
            NotePart::Bet { bettor, on: None } => write!(f, "{bettor} bet on a wall game"),
            NotePart::Bet {
                bettor,
                on: Some(on),
            } => write!(f, "{bettor} bet on {on}"),
            NotePart::Challenged {
                challenger,
                challenged,
                dead,
            } => {
                let found = if *dead { "dead" } else { "not dead" };
                write!(f, "{challenger} challenged {challenged}: {found}")
            }
            other => other.fmt_small_tables(f),
        }
    }

    /// The English of the parts of the tables of two, Mangan and Clear.
    fn fmt_small_tables(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotePart::ChomboPaysMangan {
                offender,
                to,
                points,
            } => write!(f, "chombo by {offender}, pays {to} a mangan ({points})"),
            NotePart::StageBTsumo {
                winner,
                payer,
                points,
            } => write!(f, "{winner} tsumo (Stage B), {payer} pays {points}"),
            NotePart::WaitFound {
                winner,
                attacker,
                points,
            } => write!(
                f,
                "{winner} found {attacker}'s wait (Stage B), {attacker} pays {points}"
            ),
            NotePart::StageADraw => {
                f.write_str("draw after 18 discards each: no payment, one more counter")
            }
            NotePart::RonDoubled {
                winner,
                points,
                discarder,
                times,
                draws,
            } => {
                let plural = if *draws == 1 { "" } else { "s" };
                write!(
                    f,
                    "{winner} ron {points} from {discarder} (×{times} after {draws} draw{plural})"
                )
            }
            NotePart::MinefieldDraw { next_win_times } => write!(
                f,
                "draw after 17 discards each: the next win pays ×{next_win_times}"
            ),
            NotePart::BelowMangan { win } => {
                write!(f, "{win}: below mangan, no points change hands")
            }
            NotePart::ManganLeavesGame {
                win,
                winner,
                points,
            } => write!(
                f,
                "{win}: {winner} receives nothing, {points} leave the game"
            ),
            other => other.fmt_clear(f),
        }
    }

    /// The English of Clear Mahjong's parts.
    fn fmt_clear(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotePart::RoundsStartAgain => f.write_str("the rounds start again at East 1"),
            NotePart::TeamClears { team, conditions } => {
                let names: Vec<&str> = conditions.iter().map(|c| Condition::name(*c)).collect();
                write!(f, "{} clears {}", team.name(), names.join(", "))
            }
            NotePart::TeamClearedAll { team } => {
                write!(f, "{} has cleared all five", team.name())
            }
            NotePart::TeamResult {
                winner: Some(team),
                why,
            } => write!(f, "team {} wins: {why}", team.name()),
            NotePart::TeamResult { winner: None, why } => write!(f, "no team wins: {why}"),
            _ => unreachable!("worded in NotePart's Display"),
        }
    }
}
