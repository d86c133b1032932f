//! A hand's note on the score sheet as values: who won and how, what each paid, a draw and who
//! was tenpai, a chombo, a penalty, and why the game ended after the hand.
//!
//! The engine never words a note for a reader: [`Note`] is a list of [`NotePart`]s, and its
//! `Display` is the English the sheet has always shown (the CLI's JSON and `Row`'s
//! serialisation keep that text, docs/game-json.md). The web words each part in the page's
//! language (`web::engine_words::notes`). Every style's note is made of these parts: riichi's
//! and its variants' here, the other styles' values (the games of points, the tables of two,
//! Mangan, Clear, the American table of five) in `styles`.

use std::fmt;

use serde::{Deserialize, Serialize, Serializer};

use crate::engine::styles::clear::team_and_condition::{Condition, Team};

mod styles;
pub use styles::{
    bonus_english, BonusTimes, HandScore, PlayerPays, PointsPaid, PointsWorth, TeamWhy, WinBy,
};

#[cfg(test)]
pub(crate) mod examples;
#[cfg(test)]
mod styles_examples;
#[cfg(test)]
pub(crate) use examples::every_part_with_its_english;

/// A hand's note: its parts in order, written one after the other with "; " between them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub parts: Vec<NotePart>,
}

/// Who was tenpai at an exhaustive draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tenpai {
    Nobody,
    Everyone,
    /// Some of the players, by name, in seat order.
    Some(Vec<String>),
}

/// Why a false win (a win declared on a hand that is not one) was paid for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseWinWhy {
    /// Under the style's minimum of fan (MCR: 8).
    UnderMinimum {
        minimum: u32,
    },
    NotWinning,
}

/// What a win counted in faan was worth (Hong Kong Old Style).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FaanWorth {
    /// A number of faan under the limit.
    Faan { faan: u32 },
    /// A number of faan at or over the limit's, paid as the limit.
    FaanAtLimit { faan: u32 },
    /// A limit hand.
    Limit,
    /// The dealer's eighth deal in a row, paid as the limit whatever the hand.
    EightDealerKeeps,
}

/// Who paid a win, as the note names them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaidBy {
    /// Nobody paid anything (a hand worth nothing).
    Nobody,
    /// One player paid it all.
    One(String),
    /// Every other player paid the same.
    Each(i32),
    /// Players paid different amounts: each name with what it paid, in the order paid.
    Several(Vec<(String, i32)>),
}

/// How many of a tag team's people have reached 0 points, of how many (Mangan tag team).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeopleOut {
    pub out: usize,
    pub people: usize,
}

/// One thing a hand did, with the players named as the sheet names them. Kept as facts (an
/// audit entry's note) with its kind beside its fields, which also carries a part of one value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "part", content = "of", rename_all = "snake_case")]
pub enum NotePart {
    /// A ron: `winner` took `points` from `discarder`.
    Ron {
        winner: String,
        points: u32,
        discarder: String,
    },
    /// A ron where a third player is liable (pao) and pays half.
    RonWithLiable {
        winner: String,
        points: u32,
        discarder: String,
        liable: String,
    },
    /// A ron declared on the same discard and made void by head bump (riichi).
    RonVoid { winner: String },
    /// Three rons on one discard, an abortive draw where the ruleset says so.
    TripleRon {
        winners: Vec<String>,
        discarder: String,
    },
    /// The dealer's tsumo: `each` from every other player.
    TsumoAll { winner: String, each: u32 },
    /// A non-dealer's tsumo: `from_non_dealer` from each non-dealer, `from_dealer` from the
    /// dealer.
    TsumoSplit {
        winner: String,
        from_non_dealer: u32,
        from_dealer: u32,
    },
    /// A tsumo the liable player (pao) pays alone, `points` as a ron would cost.
    TsumoFromLiable {
        winner: String,
        points: u32,
        liable: String,
    },
    /// A riichi exhaustive draw: who made nagashi mangan (if any), and who was tenpai.
    ExhaustiveDraw {
        nagashi: Vec<String>,
        tenpai: Tenpai,
    },
    /// A draw, nothing more to say (the styles without tenpai payments).
    Draw,
    /// An abortive draw.
    AbortiveDraw,
    /// A chombo paid as a reverse mangan.
    ChomboReverseMangan { offender: String },
    /// A chombo taken off the offender's final score.
    ChomboOffFinalScore { offender: String, points: i32 },
    /// A win on a discard paid by the discarder and the other players (MCR): `fan` fan, the
    /// discarder pays `from_discarder`, each other player `from_each_other`.
    WinByDiscard {
        winner: String,
        fan: u32,
        from_discarder: u32,
        discarder: String,
        from_each_other: u32,
    },
    /// A self-drawn win of `fan` fan, `from_each` from every other player (MCR).
    SelfDraw {
        winner: String,
        fan: u32,
        from_each: u32,
    },
    /// A win declared on the same discard and made void by head bump (MCR, HKOS…).
    WinVoid { winner: String },
    /// A false win, paid `each` to every other player.
    FalseWin {
        player: String,
        why: FalseWinWhy,
        each: u32,
    },
    /// A table penalty of `points` taken from a player.
    Penalty { player: String, points: u32 },
    /// Players below zero, which ends the game where the ruleset busts.
    BelowZero { players: Vec<String> },
    /// The dealer chose to stop (agari-yame).
    DealerStops,
    /// The round's time ran out during the hand.
    TimeUp,
    /// The game is over after the hand.
    GameOver,
    /// A win counted in faan (HKOS): self-picked or on a discard, what it was worth, the
    /// `points` the winner took, who paid them, and who was liable (pao), if anyone.
    FaanWin {
        winner: String,
        self_pick: bool,
        worth: FaanWorth,
        points: i32,
        paid: PaidBy,
        liable: Option<String>,
    },
    /// A table penalty the player pays `each` other player.
    PenaltyToEach { player: String, each: u32 },
    /// Players at 0 points or fewer, which ends a Mangan game; in a tag team, also how many
    /// of its people have reached it.
    AtZeroOrFewer {
        players: Vec<String>,
        of_people: Option<PeopleOut>,
    },
    /// A hand nobody won, as the card players say it (American): a wall game.
    WallGame,
    /// A win in a game of points paid to the winner alone: who won and how, what the hand was
    /// worth and who paid it (Zung Jung, Vietnamese, American).
    PointsWin {
        winner: String,
        by: WinBy,
        worth: PointsWorth,
        paid: PointsPaid,
    },
    /// A win after which every player's hand was scored and settled (Chinese Classical): each
    /// player's score, seat order, and every payment between them.
    ScoredWin {
        winner: String,
        by: WinBy,
        scores: Vec<(String, HandScore)>,
        payments: Vec<PlayerPays>,
    },
    /// A dead-hand challenge paid after the hand (American): the stake, and whether the hand
    /// challenged was found dead.
    ChallengePaid {
        payment: PlayerPays,
        found_dead: bool,
    },
    /// What the bettor of an American table of five bet on: a player, or a wall game (`None`).
    Bet { bettor: String, on: Option<String> },
    /// A dead-hand challenge at an American table of five and what it found.
    Challenged {
        challenger: String,
        challenged: String,
        dead: bool,
    },
    /// A chombo at a table of two: the offender pays the other player a mangan by ron.
    ChomboPaysMangan {
        offender: String,
        to: String,
        points: i32,
    },
    /// Tenpai Race's attacker wins by tsumo in Stage B, paid by the defender.
    StageBTsumo {
        winner: String,
        payer: String,
        points: i32,
    },
    /// Tenpai Race's defender finds the attacker's wait in Stage B, paid by the attacker.
    WaitFound {
        winner: String,
        attacker: String,
        points: i32,
    },
    /// Tenpai Race's Stage A draw: nothing paid, one more counter.
    StageADraw,
    /// A Minefield ron after draws in a row: paid `times` over, after `draws` draws.
    RonDoubled {
        winner: String,
        points: i32,
        discarder: String,
        times: u32,
        draws: u32,
    },
    /// A Minefield draw after 17 discards each: the next win pays `next_win_times` over.
    MinefieldDraw { next_win_times: u32 },
    /// Mangan: the win (riichi's part) is below mangan, and no points change hands.
    BelowMangan { win: Box<NotePart> },
    /// Mangan: the win (riichi's part) is mangan or more; the winner receives nothing and the
    /// losers' `points` leave the game.
    ManganLeavesGame {
        win: Box<NotePart>,
        winner: String,
        points: i32,
    },
    /// Clear: after South 4 the rounds start again at East 1.
    RoundsStartAgain,
    /// Clear: a team clears these conditions with the hand.
    TeamClears {
        team: Team,
        conditions: Vec<Condition>,
    },
    /// Clear: a team has cleared all five conditions.
    TeamClearedAll { team: Team },
    /// Clear: how the game ended for the teams: the team that won (`None`: neither), and why.
    TeamResult { winner: Option<Team>, why: TeamWhy },
}

impl Note {
    /// A note of one part.
    pub fn of(part: NotePart) -> Note {
        Note { parts: vec![part] }
    }

    /// A note of these parts, in order.
    pub fn from_parts(parts: Vec<NotePart>) -> Note {
        Note { parts }
    }

    /// The note as the sheet's English writes it (its `Display`).
    pub fn english(&self) -> String {
        self.to_string()
    }

    /// Adds a part at the end.
    pub fn push(&mut self, part: NotePart) {
        self.parts.push(part);
    }

    /// Adds the parts saying the game ended at time, then that it is over.
    pub fn push_time_up_game_over(&mut self) {
        self.parts.extend([NotePart::TimeUp, NotePart::GameOver]);
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{part}")?;
        }
        Ok(())
    }
}

impl PartialEq<&str> for Note {
    fn eq(&self, other: &&str) -> bool {
        self.english() == **other
    }
}

impl PartialEq<String> for Note {
    fn eq(&self, other: &String) -> bool {
        self.english() == *other
    }
}

impl PartialEq<str> for Note {
    fn eq(&self, other: &str) -> bool {
        self.english() == other
    }
}

impl fmt::Display for FaanWorth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FaanWorth::Faan { faan } => write!(f, "{faan} faan"),
            FaanWorth::FaanAtLimit { faan } => write!(f, "{faan} faan (the limit)"),
            FaanWorth::Limit => f.write_str("the limit"),
            FaanWorth::EightDealerKeeps => f.write_str("the limit (eight dealer keeps)"),
        }
    }
}

/// Written after the winner's points: " from A", ": 16 from each", ": 32 from A, 16 from B".
impl fmt::Display for PaidBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaidBy::Nobody => Ok(()),
            PaidBy::One(payer) => write!(f, " from {payer}"),
            PaidBy::Each(each) => write!(f, ": {each} from each"),
            PaidBy::Several(payers) => {
                let each: Vec<String> = payers
                    .iter()
                    .map(|(payer, paid)| format!("{paid} from {payer}"))
                    .collect();
                write!(f, ": {}", each.join(", "))
            }
        }
    }
}

/// Serialises the note as its English text, as the sheet's JSON has always written it.
pub fn as_text<S: Serializer>(note: &Note, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(note)
}

impl fmt::Display for NotePart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotePart::Ron {
                winner,
                points,
                discarder,
            } => write!(f, "{winner} ron {points} from {discarder}"),
            NotePart::RonWithLiable {
                winner,
                points,
                discarder,
                liable,
            } => write!(
                f,
                "{winner} ron {points} from {discarder}, {liable} pays half (pao)"
            ),
            NotePart::RonVoid { winner } => write!(f, "{winner}'s ron void (head bump)"),
            NotePart::TripleRon { winners, discarder } => write!(
                f,
                "triple ron by {} off {discarder}: abortive draw",
                winners.join(", ")
            ),
            NotePart::TsumoAll { winner, each } => write!(f, "{winner} tsumo {each} all"),
            NotePart::TsumoSplit {
                winner,
                from_non_dealer,
                from_dealer,
            } => write!(f, "{winner} tsumo {from_non_dealer}/{from_dealer}"),
            NotePart::TsumoFromLiable {
                winner,
                points,
                liable,
            } => write!(f, "{winner} tsumo {points}, all from {liable} (pao)"),
            NotePart::ExhaustiveDraw { nagashi, tenpai } => {
                f.write_str("draw")?;
                if !nagashi.is_empty() {
                    write!(f, ", nagashi mangan: {}", nagashi.join(", "))?;
                }
                match tenpai {
                    Tenpai::Nobody => f.write_str(", all noten"),
                    Tenpai::Everyone => f.write_str(", all tenpai"),
                    Tenpai::Some(players) => write!(f, ", tenpai: {}", players.join(", ")),
                }
            }
            NotePart::Draw => f.write_str("draw"),
            NotePart::AbortiveDraw => f.write_str("abortive draw"),
            NotePart::ChomboReverseMangan { offender } => {
                write!(f, "chombo by {offender}, reverse mangan")
            }
            NotePart::ChomboOffFinalScore { offender, points } => {
                write!(f, "chombo by {offender}, {points} off the final score")
            }
            other => other.fmt_more(f),
        }
    }
}

impl NotePart {
    /// The English of the parts shared by the styles beyond riichi, and the game's end.
    fn fmt_more(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotePart::WinByDiscard {
                winner,
                fan,
                from_discarder,
                discarder,
                from_each_other,
            } => write!(
                f,
                "{winner} wins {fan} fan, {from_discarder} from {discarder}, \
                 {from_each_other} from each other"
            ),
            NotePart::SelfDraw {
                winner,
                fan,
                from_each,
            } => write!(f, "{winner} self-draws {fan} fan, {from_each} from each"),
            NotePart::WinVoid { winner } => write!(f, "{winner}'s win void (head bump)"),
            NotePart::FalseWin { player, why, each } => {
                let why = match why {
                    FalseWinWhy::UnderMinimum { minimum } => format!("under {minimum} fan"),
                    FalseWinWhy::NotWinning => "not a winning hand".to_owned(),
                };
                write!(f, "{player} false win ({why}), {each} to each")
            }
            NotePart::Penalty { player, points } => write!(f, "{player} penalty {points}"),
            NotePart::BelowZero { players } => write!(f, "{} below zero", players.join(", ")),
            NotePart::DealerStops => f.write_str("dealer stops (agari-yame)"),
            NotePart::TimeUp => f.write_str("time up"),
            NotePart::GameOver => f.write_str("game over"),
            other => other.fmt_styles(f),
        }
    }

    /// The English of the parts of single styles (Hong Kong Old Style…).
    fn fmt_styles(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotePart::FaanWin {
                winner,
                self_pick,
                worth,
                points,
                paid,
                liable,
            } => {
                let how = if *self_pick { "self-picks" } else { "wins" };
                write!(f, "{winner} {how} {worth}, {points}{paid}")?;
                match liable {
                    Some(liable) => write!(f, ", {liable} liable"),
                    None => Ok(()),
                }
            }
            NotePart::PenaltyToEach { player, each } => {
                write!(f, "{player} pays {each} to each as a penalty")
            }
            NotePart::AtZeroOrFewer { players, of_people } => {
                write!(f, "{} at 0 points or fewer", players.join(", "))?;
                match of_people {
                    Some(PeopleOut { out, people }) => write!(f, " ({out} of {people})"),
                    None => Ok(()),
                }
            }
            other => other.fmt_other_styles(f),
        }
    }
}
