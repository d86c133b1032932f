//! The note parts of the styles beyond riichi's family in the reader's language: the games of
//! points (Zung Jung, Vietnamese, American, Chinese Classical), the tables of two (Minefield,
//! Tenpai Race), Clear's teams and the American table of five (Mangan's payments, which hold
//! riichi's part, are worded with it in `notes`). English reads exactly as the engine's
//! `Display`.

use super::note_pieces::{listed, points, shares};
use crate::engine::sheet::note::{
    bonus_english, BonusTimes, HandScore, PlayerPays, PointsPaid, PointsWorth, TeamWhy, WinBy,
};
use crate::engine::sheet::NotePart;
use crate::engine::styles::clear::team_and_condition::{Condition, Team};
use crate::engine::styles::clear::TeamResult;
use crate::engine::styles::vietnamese::bonus;
use crate::web::i18n::{Arg, Words};
use crate::web::terms::vietnamese::bonus_name;

/// The messages of one kind of win, by how it was won.
struct WonBy {
    self_draw: &'static str,
    self_pick: &'static str,
    /// Off a discard: its message names the discarder too.
    discard: &'static str,
}

/// A game of points' win: what it was worth and who paid.
const POINTS_WIN: WonBy = WonBy {
    self_draw: "engine-note-points-self-draw",
    self_pick: "engine-note-points-self-pick",
    discard: "engine-note-points-discard",
};

/// A win after which every hand was scored: the scores and every payment.
const SCORED_WIN: WonBy = WonBy {
    self_draw: "engine-note-scored-self-draw",
    self_pick: "engine-note-scored-self-pick",
    discard: "engine-note-scored-discard",
};

/// A win of `kind` in words by how it was won `by`, with its three facts `args`; off a
/// discard the discarder is named after them.
fn won_by(kind: WonBy, by: &WinBy, args: [(&str, &dyn Arg); 3], words: &Words) -> String {
    match by {
        WinBy::SelfDraw => words.get_with_all(kind.self_draw, &args),
        WinBy::SelfPick => words.get_with_all(kind.self_pick, &args),
        WinBy::Discard { discarder } => words.get_with_all(
            kind.discard,
            &[args[0], args[1], args[2], ("discarder", discarder)],
        ),
    }
}

/// The parts of the games of points and of the American table of five.
pub fn points_part(part: &NotePart, words: &Words) -> String {
    match part {
        NotePart::WallGame => words.get("engine-note-wall-game"),
        NotePart::PointsWin {
            winner,
            by,
            worth,
            paid,
        } => {
            let worth = points_worth(worth, words);
            let paid = points_paid(paid, words);
            let args: [(&str, &dyn Arg); 3] =
                [("winner", winner), ("worth", &worth), ("paid", &paid)];
            won_by(POINTS_WIN, by, args, words)
        }
        NotePart::ScoredWin {
            winner,
            by,
            scores,
            payments,
        } => scored_win(winner, by, scores, payments, words),
        NotePart::ChallengePaid {
            payment,
            found_dead,
        } => {
            let payment = player_pays(payment, words);
            match found_dead {
                true => words.get_with("engine-note-challenge-dead", "payment", payment),
                false => words.get_with("engine-note-challenge-not-dead", "payment", payment),
            }
        }
        NotePart::Bet { bettor, on: None } => {
            words.get_with("engine-note-bet-wall-game", "bettor", bettor)
        }
        NotePart::Bet {
            bettor,
            on: Some(on),
        } => words.get_with2("engine-note-bet-on", ("bettor", bettor), ("on", on)),
        NotePart::Challenged {
            challenger,
            challenged,
            dead,
        } => {
            let args = (("challenger", challenger), ("challenged", challenged));
            match dead {
                true => words.get_with2("engine-note-challenged-dead", args.0, args.1),
                false => words.get_with2("engine-note-challenged-not-dead", args.0, args.1),
            }
        }
        other => small_table_part(other, words),
    }
}

/// The parts of the tables of two.
fn small_table_part(part: &NotePart, words: &Words) -> String {
    match part {
        NotePart::ChomboPaysMangan {
            offender,
            to,
            points: value,
        } => words.get_with3(
            "engine-note-chombo-pays-mangan",
            ("offender", offender.clone()),
            ("to", to.clone()),
            ("points", points(value, words)),
        ),
        NotePart::StageBTsumo {
            winner,
            payer,
            points: value,
        } => words.get_with3(
            "engine-note-stage-b-tsumo",
            ("winner", winner.clone()),
            ("payer", payer.clone()),
            ("points", points(value, words)),
        ),
        NotePart::WaitFound {
            winner,
            attacker,
            points: value,
        } => words.get_with3(
            "engine-note-wait-found",
            ("winner", winner.clone()),
            ("attacker", attacker.clone()),
            ("points", points(value, words)),
        ),
        NotePart::StageADraw => words.get("engine-note-stage-a-draw"),
        NotePart::RonDoubled {
            winner,
            points: value,
            discarder,
            times,
            draws,
        } => words.get_with_all(
            "engine-note-ron-doubled",
            &[
                ("winner", winner),
                ("points", &points(value, words)),
                ("discarder", discarder),
                ("times", times),
                ("draws", draws),
            ],
        ),
        NotePart::MinefieldDraw { next_win_times } => {
            words.get_with("engine-note-minefield-draw", "times", next_win_times)
        }
        other => clear_part(other, words),
    }
}

/// Clear Mahjong's parts.
fn clear_part(part: &NotePart, words: &Words) -> String {
    match part {
        NotePart::RoundsStartAgain => words.get("engine-note-rounds-start-again"),
        NotePart::TeamClears { team, conditions } => {
            let names: Vec<String> = conditions
                .iter()
                .map(|c| condition_name(*c, words))
                .collect();
            words.get_with2(
                "engine-note-team-clears",
                ("team", team_name(*team, words)),
                ("conditions", listed(&names, words)),
            )
        }
        NotePart::TeamClearedAll { team } => words.get_with(
            "engine-note-team-cleared-all",
            "team",
            team_name(*team, words),
        ),
        NotePart::TeamResult { winner, why } => {
            let result = TeamResult {
                winner: *winner,
                why: *why,
            };
            team_result_words(&result, words)
        }
        worded => unreachable!("worded in note_part: {worded:?}"),
    }
}

/// A win after which every player's hand was scored: the scores, then every payment.
fn scored_win(
    winner: &str,
    by: &WinBy,
    scores: &[(String, HandScore)],
    payments: &[PlayerPays],
    words: &Words,
) -> String {
    let scores: Vec<String> = scores
        .iter()
        .map(|(player, score)| {
            words.get_with2(
                "engine-note-player-score",
                ("player", player.clone()),
                ("score", hand_score(*score, words)),
            )
        })
        .collect();
    let payments: Vec<String> = payments.iter().map(|p| player_pays(p, words)).collect();
    let (scores, payments) = (listed(&scores, words), listed(&payments, words));
    let args: [(&str, &dyn Arg); 3] = [
        ("winner", &winner),
        ("scores", &scores),
        ("payments", &payments),
    ];
    won_by(SCORED_WIN, by, args, words)
}

/// What a game of points' win was worth.
fn points_worth(worth: &PointsWorth, words: &Words) -> String {
    match worth {
        PointsWorth::Points { points: 1 } => words.get("engine-note-one-point"),
        PointsWorth::Points { points: value } => {
            words.get_with("engine-note-points", "points", points(value, words))
        }
        PointsWorth::Bonuses {
            base,
            bonuses,
            total,
        } => {
            let mut worked = points(base, words);
            for b in bonuses {
                for _ in 0..b.times {
                    worked.push_str(&format!(" × {}", b.multiplier));
                }
            }
            let names: Vec<String> = bonuses.iter().map(|b| bonus_times(b, words)).collect();
            words.get_with3(
                "engine-note-bonuses",
                ("worked", worked),
                ("bonuses", names.join(&words.get("engine-note-separator"))),
                ("total", points(total, words)),
            )
        }
        PointsWorth::CardValue { value } => points(value, words),
    }
}

/// A Vietnamese bonus by name, with how many times the hand has it where more than once.
fn bonus_times(times: &BonusTimes, words: &Words) -> String {
    let name = match bonus::bonus(&times.bonus) {
        Some(bonus) => bonus_name(words, bonus),
        None => bonus_english(&times.bonus).to_owned(),
    };
    match times.times {
        1 => name,
        n => words.get_with2("engine-note-bonus-times", ("bonus", name), ("times", n)),
    }
}

/// Who paid a game of points' winner.
fn points_paid(paid: &PointsPaid, words: &Words) -> String {
    match paid {
        PointsPaid::Each { each } => {
            words.get_with("engine-note-paid-each", "each", points(each, words))
        }
        PointsPaid::DiscarderMore {
            discarder,
            from_discarder,
            from_each_other,
        } => words.get_with3(
            "engine-note-paid-discarder-more",
            ("discarder", discarder.clone()),
            ("from_discarder", points(from_discarder, words)),
            ("from_each_other", points(from_each_other, words)),
        ),
        PointsPaid::Several { payers } => shares(payers, words),
    }
}

/// A player's hand among Chinese Classical's scores.
fn hand_score(score: HandScore, words: &Words) -> String {
    match score {
        HandScore::Plain { score } => points(score, words),
        HandScore::Limit { score } => {
            words.get_with("engine-note-score-limit", "score", points(score, words))
        }
        HandScore::Doubled {
            points: value,
            doubles,
            score,
        } => words.get_with3(
            "engine-note-score-doubled",
            ("points", points(value, words)),
            ("doubles", doubles.to_string()),
            ("score", points(score, words)),
        ),
        HandScore::DoubledToLimit {
            points: value,
            doubles,
            full,
            limit,
        } => words.get_with_all(
            "engine-note-score-doubled-to-limit",
            &[
                ("points", &points(value, words)),
                ("doubles", &doubles.to_string()),
                ("full", &points(full, words)),
                ("limit", &points(limit, words)),
            ],
        ),
    }
}

/// One player paying another.
fn player_pays(payment: &PlayerPays, words: &Words) -> String {
    words.get_with3(
        "engine-note-player-pays",
        ("from", payment.from.clone()),
        ("to", payment.to.clone()),
        ("amount", points(payment.amount, words)),
    )
}

/// A Clear Mahjong team, named by its seats.
pub(crate) fn team_name(team: Team, words: &Words) -> String {
    match team {
        Team::EastNorth => words.get("engine-note-team-east-north"),
        Team::SouthWest => words.get("engine-note-team-south-west"),
    }
}

/// A Clear Mahjong condition, by the seed's name and its yaku's.
pub(crate) fn condition_name(condition: Condition, words: &Words) -> String {
    match condition {
        Condition::Ittsu => words.get("engine-note-condition-ittsu"),
        Condition::Sanshoku => words.get("engine-note-condition-sanshoku"),
        Condition::Chanta => words.get("engine-note-condition-chanta"),
        Condition::Sanankou => words.get("engine-note-condition-sanankou"),
        Condition::Chiitoitsu => words.get("engine-note-condition-chiitoitsu"),
    }
}

/// A finished Clear Mahjong game's result for the teams: who won, or that neither did, and
/// why (the score sheet's summary).
pub(crate) fn team_result_words(result: &TeamResult, words: &Words) -> String {
    let why = team_why(result.why, words);
    match result.winner {
        Some(team) => words.get_with2(
            "engine-note-team-wins",
            ("team", team_name(team, words)),
            ("why", why),
        ),
        None => words.get_with("engine-note-no-team-wins", "why", why),
    }
}

/// Why a Clear Mahjong game went to a team, or to neither.
fn team_why(why: TeamWhy, words: &Words) -> String {
    match why {
        TeamWhy::ClearedAllFive => words.get("engine-note-team-why-cleared-all-five"),
        TeamWhy::ClearedAsOwnPlayerBusted => words.get("engine-note-team-why-cleared-and-busted"),
        TeamWhy::BothCleared => words.get("engine-note-team-why-both-cleared"),
        TeamWhy::OtherTeamBusted => words.get("engine-note-team-why-other-busted"),
        TeamWhy::BothBusted => words.get("engine-note-team-why-both-busted"),
        TeamWhy::TimeRanOut => words.get("engine-note-team-why-time-ran-out"),
        TeamWhy::EndedEarly => words.get("engine-note-team-why-ended-early"),
    }
}
