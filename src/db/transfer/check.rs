//! Checking a document before anything is written: every part parsed into domain values, every
//! game replayed with its ruleset, the first problem named with where it is.

use super::*;

/// Highest game version accepted: far beyond any real number of saves, far below overflow.
pub const MAX_GAME_VERSION: i64 = 1_000_000_000;
/// Most rounds, tables per round, players, hands per game and penalties a file may hold.
const MAX_ROUNDS: usize = 500;
const MAX_TABLES: usize = 500;
const MAX_PLAYERS: usize = 2000;
/// Hands a game may hold: also the cap of `tenbou game`, which reads the same games.
pub const MAX_HANDS: usize = 500;
const MAX_PENALTIES: usize = 10_000;
/// Longest free text (audit entries, stage reasons, seeds, times) accepted.
const MAX_TEXT: usize = 2000;
/// A round longer than a day is a typing mistake.
const MAX_CLOCK_MINUTES: i64 = 24 * 60;

/// A document whose every part parsed: the values to write.
#[derive(Debug, Clone)]
pub struct Checked {
    pub details: crate::tournament::details::TournamentDetails,
    /// Each player's parsed details, in the document's order.
    pub players: Vec<crate::tournament::players::PlayerDetails>,
    pub penalties: Vec<crate::tournament::penalties::NewPenalty>,
    /// Each game's hands as the engine writes them, by round then game.
    pub hands: Vec<Vec<Vec<String>>>,
}

fn invalid(message: String) -> ImportError {
    ImportError::Invalid(message)
}

/// Refuses a file holding more than `max` of `what` (players, rounds, penalties).
fn at_most(count: usize, max: usize, what: &str) -> Result<(), ImportError> {
    if count > max {
        return Err(invalid(format!("the file has more than {max} {what}.")));
    }
    Ok(())
}

fn check_text(place: &str, what: &str, text: &str) -> Result<(), ImportError> {
    if text.chars().count() > MAX_TEXT || text.contains('\0') {
        return Err(invalid(format!(
            "{place}: the {what} is too long or holds a NUL character."
        )));
    }
    Ok(())
}

/// Parses every part of `doc` as the forms would; the first problem refuses the whole file.
/// The refusal of a game whose style (`game_style`, from its ruleset `game_ruleset`) is not
/// the style of the tournament's ruleset, naming the game and both styles.
fn style_mismatch(
    place: &str,
    game_ruleset: &str,
    game_style: crate::engine::styles::StyleId,
    tournament_ruleset: &str,
) -> Option<ImportError> {
    use crate::engine::styles::style;
    let tournament_style = crate::engine::ruleset::Ruleset::preset(tournament_ruleset)?.style;
    (tournament_style != game_style).then(|| {
        invalid(format!(
            "{place}: its ruleset \"{game_ruleset}\" is {}, but the tournament plays {} (\"{tournament_ruleset}\"); a game of another style cannot be scored in it.",
            style(game_style).name(),
            style(tournament_style).name(),
        ))
    })
}

pub fn check(doc: &TournamentDocument) -> Result<Checked, ImportError> {
    use crate::engine::ruleset::Ruleset;
    use crate::tournament::details::TournamentDetails;
    use crate::tournament::penalties::NewPenalty;
    use crate::tournament::players::PlayerDetails;
    use crate::tournament::rule_settings::{ruleset_with, HkosSettings};
    use crate::tournament::seating::table_size;
    use std::collections::HashSet;

    let t = &doc.tournament;
    let details = TournamentDetails::parse(&t.name, &t.event_date, &t.venue, &t.ruleset)
        .and_then(|d| d.with_settings(|| HkosSettings::from_stored(&t.rule_settings)))
        .map_err(|e| invalid(format!("tournament: {e}")))?;
    // Every round, game and bracket stage is seated at the tournament's tables (three in sanma).
    let table = table_size(details.ruleset);
    if !matches!(t.hand_entry.as_str(), "staff" | "table") {
        return Err(invalid(format!(
            "tournament: who records hands is \"{}\"; it must be \"staff\" or \"table\".",
            t.hand_entry
        )));
    }

    at_most(doc.players.len(), MAX_PLAYERS, "players")?;
    let mut players = Vec::new();
    let mut ids = HashSet::new();
    let mut keys = HashSet::new();
    for (index, p) in doc.players.iter().enumerate() {
        let place = format!("player {}", index + 1);
        let parsed = PlayerDetails::parse(&p.name, &p.club, &p.player_number)
            .map_err(|e| invalid(format!("{place}: {e}")))?;
        if !ids.insert(p.id) {
            return Err(invalid(format!("{place}: the id {} is used twice.", p.id)));
        }
        if !keys.insert(parsed.name.key()) {
            return Err(invalid(format!(
                "{place}: \"{}\" appears twice (names ignore case and spaces).",
                parsed.name.as_str()
            )));
        }
        players.push(parsed);
    }
    let known = |place: &str, id: i64| {
        if ids.contains(&id) {
            Ok(id)
        } else {
            Err(invalid(format!(
                "{place}: player {id} is not in the file's player list."
            )))
        }
    };

    // The bracket: its plan must read, and its stages must be the plan's first ones, in order.
    let mut stage_rounds: HashMap<i64, usize> = HashMap::new();
    let mut plan = Vec::new();
    if let Some(bracket) = &doc.bracket {
        let config: Option<crate::tournament::bracket::LargeField> =
            serde_json::from_str(&bracket.config)
                .map_err(|e| invalid(format!("bracket: its plan cannot be read: {e}")))?;
        bracket
            .seed
            .parse::<u64>()
            .map_err(|_| invalid("bracket: its seed is not a number.".into()))?;
        check_text("bracket", "date", &bracket.created_at)?;
        let entrants = bracket.stages.first().map_or(0, |s| s.players.len());
        // Planned as the bracket page plans it: a cut made for tables of four cannot seat a
        // sanma field, and a plan the pages cannot rebuild would break every page after import.
        plan = crate::tournament::bracket::plan_for(table, entrants, config.as_ref())
            .map_err(|e| invalid(format!("bracket: {e}")))?;
        if bracket.stages.len() > plan.len() {
            return Err(invalid(format!(
                "bracket: {} stages, but its plan has {}.",
                bracket.stages.len(),
                plan.len()
            )));
        }
        for (index, stage) in bracket.stages.iter().enumerate() {
            let place = format!("bracket stage {}", index + 1);
            if stage.position != index as i64 {
                return Err(invalid(format!(
                    "{place}: stages must be numbered 0, 1, 2, … in order (found {}).",
                    stage.position
                )));
            }
            check_text(&place, "date", &stage.created_at)?;
            let mut seen = HashSet::new();
            for (player, reason) in &stage.players {
                known(&place, *player)?;
                check_text(&place, "reason", reason)?;
                if !seen.insert(*player) {
                    return Err(invalid(format!("{place}: player {player} entered twice.")));
                }
            }
            if index > 0 && stage.players.is_empty() {
                return Err(invalid(format!("{place}: nobody entered it.")));
            }
            stage_rounds.insert(stage.position, 0);
        }
    }

    at_most(doc.rounds.len(), MAX_ROUNDS, "rounds")?;
    let mut numbers = HashSet::new();
    let mut places = HashSet::new();
    let mut hands = Vec::new();
    for round in &doc.rounds {
        let place = format!("round {}", round.number);
        if round.number < 1 {
            return Err(invalid(format!("{place}: round numbers start at 1.")));
        }
        if !numbers.insert(round.number) {
            return Err(invalid(format!("{place}: the round appears twice.")));
        }
        if SeatingMode::from_code(&round.mode).is_none() {
            return Err(invalid(format!(
                "{place}: unknown seating \"{}\".",
                round.mode
            )));
        }
        let Some(rule) = TableRule::from_code(&round.table_rule) else {
            return Err(invalid(format!(
                "{place}: unknown table rule \"{}\".",
                round.table_rule
            )));
        };
        crate::tournament::seating::rule_allowed(rule, details.ruleset)
            .map_err(|e| invalid(format!("{place}: {e}.")))?;
        check_text(&place, "seed", &round.seed)?;
        if let Some(stage) = round.stage {
            let Some(count) = stage_rounds.get_mut(&stage) else {
                return Err(invalid(format!(
                    "{place}: it belongs to bracket stage {stage}, which is not in the file."
                )));
            };
            *count += 1;
            let allowed = usize::try_from(stage)
                .ok()
                .and_then(|s| plan.get(s))
                .map_or(0, |spec| spec.rounds);
            if *count > allowed {
                return Err(invalid(format!(
                    "{place}: bracket stage {stage} has only {allowed} games."
                )));
            }
        }
        if round.games.len() > MAX_TABLES {
            return Err(invalid(format!("{place}: more than {MAX_TABLES} tables.")));
        }
        if let Some((started, minutes)) = round.clock {
            if started < 0 || !(1..=MAX_CLOCK_MINUTES).contains(&minutes) {
                return Err(invalid(format!(
                    "{place}: the round's clock ({minutes} minutes) is out of range."
                )));
            }
        }
        for time in &round.table_times {
            let in_range = |n: i64| (0..=MAX_CLOCK_MINUTES).contains(&n);
            if !(1..=round.games.len() as i64).contains(&time.table_number)
                || !in_range(time.extra_minutes)
                || !in_range(time.extra_hands)
                || !in_range(time.hands_used)
            {
                return Err(invalid(format!(
                    "{place}: the extra time of table {} is out of range.",
                    time.table_number
                )));
            }
        }
        let mut seated = HashSet::new();
        for &player in &round.sit_outs {
            known(&place, player)?;
            if !seated.insert(player) {
                return Err(invalid(format!("{place}: player {player} sits out twice.")));
            }
        }
        let mut round_hands = Vec::new();
        for (index, game) in round.games.iter().enumerate() {
            let place = format!("round {} table {}", round.number, game.table_number);
            if game.table_number < 1 {
                return Err(invalid(format!("{place}: table numbers start at 1.")));
            }
            if game.table_number != index as i64 + 1 {
                return Err(invalid(format!(
                    "{place}: the tables must be numbered 1, 2, 3, … in order."
                )));
            }
            places.insert((round.number, game.table_number));
            let Some(preset) = Ruleset::preset(&game.ruleset) else {
                return Err(invalid(format!(
                    "{place}: unknown ruleset \"{}\".",
                    game.ruleset
                )));
            };
            // A game of another style would be scored and ranked as if it were the
            // tournament's: refused, whatever its table (an MCR game seats four like riichi).
            if let Some(refusal) =
                style_mismatch(&place, &game.ruleset, preset.style, details.ruleset)
            {
                return Err(refusal);
            }
            if preset.table != table {
                return Err(invalid(format!(
                    "{place}: its ruleset \"{}\" seats {} players, but the tournament's tables seat {}.",
                    game.ruleset,
                    preset.table.count(),
                    table.count()
                )));
            }
            // The tournament's settings apply to each game, as when its sheet is replayed.
            let rules = ruleset_with(preset, &details.settings)
                .map_err(|e| invalid(format!("{place}: {e}")))?;
            if !(0..=MAX_GAME_VERSION).contains(&game.version) {
                return Err(invalid(format!(
                    "{place}: the version {} is out of range.",
                    game.version
                )));
            }
            let seats = table.count();
            if game.seats[seats..].iter().any(Option::is_some) {
                return Err(invalid(format!(
                    "{place}: a player sits in a seat a table of {seats} does not have."
                )));
            }
            let mut empty = 0;
            for seat in &game.seats[..seats] {
                match seat {
                    None => empty += 1,
                    Some(player) => {
                        known(&place, *player)?;
                        if !seated.insert(*player) {
                            return Err(invalid(format!(
                                "{place}: player {player} is seated more than once in this round."
                            )));
                        }
                    }
                }
            }
            if let Some(player) = game.fifth {
                // Only a style with a bettor seats a fifth person (docs/rules.md §10).
                crate::tournament::seating::rule_allowed(TableRule::FifthSeats, &game.ruleset)
                    .map_err(|e| invalid(format!("{place}: a fifth seat, but {e}.")))?;
                known(&place, player)?;
                if !seated.insert(player) {
                    return Err(invalid(format!(
                        "{place}: player {player} is seated more than once in this round."
                    )));
                }
            }
            // One seat at most is the organizer's substitute.
            if empty > 1 {
                return Err(invalid(format!(
                    "{place}: a table needs at least {} players.",
                    seats - 1
                )));
            }
            if game.hands.len() > MAX_HANDS {
                return Err(invalid(format!("{place}: more than {MAX_HANDS} hands.")));
            }
            if game.marks.len() > game.hands.len() {
                return Err(invalid(format!("{place}: more hand marks than hands.")));
            }
            for (index, mark) in game.marks.iter().enumerate() {
                let place = format!("{place} hand {}", index + 1);
                if !matches!(mark.status.as_str(), "confirmed" | "pending" | "disputed") {
                    return Err(invalid(format!(
                        "{place}: unknown status \"{}\".",
                        mark.status
                    )));
                }
                // Seat 4 is the fifth person's, at a table of five.
                let people = seats as i64 + i64::from(game.fifth.is_some());
                if mark
                    .entered_seat
                    .is_some_and(|seat| !(0..people).contains(&seat))
                {
                    return Err(invalid(format!(
                        "{place}: the seat that entered it is out of range."
                    )));
                }
                for (what, text) in [
                    ("phone", &mark.entered_device),
                    ("name", &mark.entered_by),
                    ("dispute", &mark.dispute),
                ] {
                    check_text(&place, what, text)?;
                }
            }
            let mut game_hands = Vec::new();
            let mut parsed_hands = Vec::with_capacity(game.hands.len());
            for (index, hand) in game.hands.iter().enumerate() {
                let bad_hand = |message: String| ImportError::BadHand {
                    round: round.number,
                    table: game.table_number,
                    hand: index + 1,
                    message,
                };
                // Every hand must be one the engine reads, or the sheet could not be replayed.
                let parsed: crate::engine::game::Hand =
                    serde_json::from_value(hand.clone()).map_err(|e| bad_hand(e.to_string()))?;
                let text =
                    crate::db::games::encode_hand(&parsed).map_err(|e| bad_hand(e.to_string()))?;
                game_hands.push(text);
                parsed_hands.push(parsed);
            }
            // Replayed as the score sheet replays it: a hand the rules refuse (a winner who
            // discarded, a seat the table lacks, a hand after the end) would otherwise be stored
            // and break the game's pages and every later save.
            let sheet = if game.fifth.is_some() {
                // A table of five plays the game of five: persons 0–3 as seated, 4 the fifth.
                let names = ["person 1", "person 2", "person 3", "person 4", "person 5"];
                let mut five = crate::engine::game::Game::with_five(&rules, names);
                let mut error = None;
                for (index, hand) in parsed_hands.iter().enumerate() {
                    if let Err(e) = five.apply(hand) {
                        error = Some(crate::engine::game::HandError {
                            hand: index,
                            error: e,
                        });
                        break;
                    }
                }
                five.into_sheet(error)
            } else {
                crate::engine::game::replay(&rules, &parsed_hands)
            };
            if let Some(error) = sheet.error {
                return Err(ImportError::ImpossibleHand {
                    round: round.number,
                    table: game.table_number,
                    hand: error.hand + 1,
                    // The engine counts hands from 0; this message counts them as a person does.
                    message: match error.error {
                        crate::engine::game::GameError::GameOver { hands } => format!(
                            "the game was already over after hand {hands}; remove the hands after it"
                        ),
                        other => other.to_string(),
                    },
                });
            }
            round_hands.push(game_hands);
        }
        hands.push(round_hands);
    }

    at_most(doc.penalties.len(), MAX_PENALTIES, "penalties")?;
    let mut penalties = Vec::new();
    let mut penalty_ids = HashSet::new();
    for (index, p) in doc.penalties.iter().enumerate() {
        let place = format!("penalty {}", index + 1);
        let parsed = NewPenalty::parse(&p.kind, &p.amount.to_string(), &p.reason)
            .map_err(|e| invalid(format!("{place}: {e}")))?;
        known(&place, p.player)?;
        if !penalty_ids.insert(p.id) {
            return Err(invalid(format!("{place}: the id {} is used twice.", p.id)));
        }
        if let Some((round, table)) = p.game {
            if !places.contains(&(round, table)) {
                return Err(ImportError::UnknownGame(round, table));
            }
        }
        check_text(&place, "date", &p.created_at)?;
        penalties.push(parsed);
    }
    for (index, a) in doc.audit.iter().enumerate() {
        let place = format!("audit entry {}", index + 1);
        for (what, text) in [
            ("time", &a.at),
            ("name", &a.who),
            ("action", &a.action),
            ("subject", &a.subject),
            ("old value", &a.before_value),
            ("new value", &a.after_value),
        ] {
            check_text(&place, what, text)?;
        }
        if AuditAction::from_code(&a.action).is_none() {
            return Err(invalid(format!(
                "{place}: unknown action \"{}\".",
                a.action
            )));
        }
        if let Some(key) = &a.form_key {
            check_text(&place, "form key", key)?;
        }
        if a.game.is_some_and(|game| !places.contains(&game)) {
            return Err(invalid(format!("{place}: its game is not in the file.")));
        }
        if a.hand_position
            .is_some_and(|p| !(0..MAX_HANDS as i64).contains(&p))
        {
            return Err(invalid(format!("{place}: its hand is out of range.")));
        }
        // Only a later entry can undo an earlier one.
        if a.reverted_by
            .is_some_and(|by| by <= index || by >= doc.audit.len())
        {
            return Err(invalid(format!(
                "{place}: it is undone by an entry that is not after it."
            )));
        }
    }
    Ok(Checked {
        details,
        players,
        penalties,
        hands,
    })
}
