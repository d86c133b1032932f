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
    tournament_ruleset: PresetId,
) -> Option<ImportError> {
    use crate::engine::styles::style;
    let tournament_style = tournament_ruleset.style();
    (tournament_style != game_style).then(|| {
        invalid(format!(
            "{place}: its ruleset \"{game_ruleset}\" is {}, but the tournament plays {} (\"{tournament_ruleset}\"); a game of another style cannot be scored in it.",
            style(game_style).name(),
            style(tournament_style).name(),
        ))
    })
}

use crate::engine::ruleset::{PresetId, Ruleset};
use crate::tournament::bracket::StageSpec;
use crate::tournament::details::TournamentDetails;
use crate::tournament::penalties::NewPenalty;
use crate::tournament::players::PlayerDetails;
use crate::tournament::rule_settings::{ruleset_with, HkosSettings};
use crate::tournament::seating::{table_size, TableSize};
use std::collections::HashSet;

/// What the parts checked so far tell the parts after them.
struct Context {
    details: TournamentDetails,
    /// Every round, game and bracket stage is seated at the tournament's tables (three in sanma).
    table: TableSize,
    /// The players' ids in the file.
    ids: HashSet<i64>,
    /// The bracket's plan, stage by stage (empty without a bracket).
    plan: Vec<StageSpec>,
    /// Rounds met so far per bracket stage in the file.
    stage_rounds: HashMap<i64, usize>,
    /// The round numbers met so far.
    numbers: HashSet<i64>,
    /// (round, table) of every game in the file.
    places: HashSet<(i64, i64)>,
}

impl Context {
    /// `id` if it is a player of the file's list.
    fn known(&self, place: &str, id: i64) -> Result<i64, ImportError> {
        if self.ids.contains(&id) {
            Ok(id)
        } else {
            Err(invalid(format!(
                "{place}: player {id} is not in the file's player list."
            )))
        }
    }
}

pub fn check(doc: &TournamentDocument) -> Result<Checked, ImportError> {
    let details = check_tournament(&doc.tournament)?;
    let mut context = Context {
        table: table_size(Some(details.ruleset)),
        details,
        ids: HashSet::new(),
        plan: Vec::new(),
        stage_rounds: HashMap::new(),
        numbers: HashSet::new(),
        places: HashSet::new(),
    };
    let players = check_players(&doc.players, &mut context.ids)?;
    if let Some(bracket) = &doc.bracket {
        check_bracket(bracket, &mut context)?;
    }
    at_most(doc.rounds.len(), MAX_ROUNDS, "rounds")?;
    let hands = doc
        .rounds
        .iter()
        .map(|round| check_round(round, &mut context))
        .collect::<Result<Vec<_>, _>>()?;
    let penalties = check_penalties(&doc.penalties, &context)?;
    check_audit(&doc.audit, &context.places)?;
    Ok(Checked {
        details: context.details,
        players,
        penalties,
        hands,
    })
}

/// The tournament's own details, settings and who records hands.
fn check_tournament(t: &TournamentPart) -> Result<TournamentDetails, ImportError> {
    let details = TournamentDetails::parse(&t.name, &t.event_date, &t.venue, &t.ruleset)
        .and_then(|d| d.with_settings(|| HkosSettings::from_stored(&t.rule_settings)))
        .map_err(|e| invalid(format!("tournament: {e}")))?;
    if !matches!(t.hand_entry.as_str(), "staff" | "table") {
        return Err(invalid(format!(
            "tournament: who records hands is \"{}\"; it must be \"staff\" or \"table\".",
            t.hand_entry
        )));
    }
    Ok(details)
}

/// Every player parsed as the forms would, each id and name once; the ids go into `ids`.
fn check_players(
    list: &[PlayerPart],
    ids: &mut HashSet<i64>,
) -> Result<Vec<PlayerDetails>, ImportError> {
    at_most(list.len(), MAX_PLAYERS, "players")?;
    let mut players = Vec::new();
    let mut keys = HashSet::new();
    for (index, p) in list.iter().enumerate() {
        let place = format!("player {}", index + 1);
        let parsed = PlayerDetails::parse(&p.name, &p.club, &p.player_number)
            .and_then(|details| details.with_ema(&p.ema_number, &p.country))
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
    Ok(players)
}

/// The bracket: its plan must read, and its stages must be the plan's first ones, in order.
fn check_bracket(bracket: &BracketPart, context: &mut Context) -> Result<(), ImportError> {
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
    context.plan = crate::tournament::bracket::plan_for(context.table, entrants, config.as_ref())
        .map_err(|e| invalid(format!("bracket: {e}")))?;
    if bracket.stages.len() > context.plan.len() {
        return Err(invalid(format!(
            "bracket: {} stages, but its plan has {}.",
            bracket.stages.len(),
            context.plan.len()
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
            context.known(&place, *player)?;
            check_text(&place, "reason", reason)?;
            if !seen.insert(*player) {
                return Err(invalid(format!("{place}: player {player} entered twice.")));
            }
        }
        if index > 0 && stage.players.is_empty() {
            return Err(invalid(format!("{place}: nobody entered it.")));
        }
        context.stage_rounds.insert(stage.position, 0);
    }
    Ok(())
}

/// One round: its number, seating, table rule, stage, clock and sit-outs, then each of its
/// games. Returns each game's hands as the engine writes them.
fn check_round(round: &RoundPart, context: &mut Context) -> Result<Vec<Vec<String>>, ImportError> {
    let place = format!("round {}", round.number);
    if round.number < 1 {
        return Err(invalid(format!("{place}: round numbers start at 1.")));
    }
    if !context.numbers.insert(round.number) {
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
    crate::tournament::seating::rule_allowed(rule, Some(context.details.ruleset))
        .map_err(|e| invalid(format!("{place}: {e}.")))?;
    check_text(&place, "seed", &round.seed)?;
    if let Some(stage) = round.stage {
        count_stage_round(&place, stage, context)?;
    }
    if round.games.len() > MAX_TABLES {
        return Err(invalid(format!("{place}: more than {MAX_TABLES} tables.")));
    }
    check_clock(&place, round)?;
    let mut seated = HashSet::new();
    for &player in &round.sit_outs {
        context.known(&place, player)?;
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
        context.places.insert((round.number, game.table_number));
        round_hands.push(check_game(
            &place,
            round.number,
            game,
            context,
            &mut seated,
        )?);
    }
    Ok(round_hands)
}

/// Counts a round of bracket stage `stage`, refused past the games the plan gives it.
fn count_stage_round(place: &str, stage: i64, context: &mut Context) -> Result<(), ImportError> {
    let Some(count) = context.stage_rounds.get_mut(&stage) else {
        return Err(invalid(format!(
            "{place}: it belongs to bracket stage {stage}, which is not in the file."
        )));
    };
    *count += 1;
    let allowed = usize::try_from(stage)
        .ok()
        .and_then(|s| context.plan.get(s))
        .map_or(0, |spec| spec.rounds);
    if *count > allowed {
        return Err(invalid(format!(
            "{place}: bracket stage {stage} has only {allowed} games."
        )));
    }
    Ok(())
}

/// The round's clock and each table's extra time, within a day.
fn check_clock(place: &str, round: &RoundPart) -> Result<(), ImportError> {
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
    Ok(())
}

/// One game: its ruleset (of the tournament's style and table), version, seats, marks and
/// hands, replayed as the score sheet replays them. `seated` holds who already sits in the
/// round. Returns the game's hands as the engine writes them.
fn check_game(
    place: &str,
    round_number: i64,
    game: &GamePart,
    context: &Context,
    seated: &mut HashSet<i64>,
) -> Result<Vec<String>, ImportError> {
    let tournament_ruleset = context.details.ruleset;
    let Some(preset) = PresetId::parse(&game.ruleset).map(Ruleset::preset) else {
        return Err(invalid(format!(
            "{place}: unknown ruleset \"{}\".",
            game.ruleset
        )));
    };
    // A game of another style would be scored and ranked as if it were the tournament's:
    // refused, whatever its table (an MCR game seats four like riichi).
    if let Some(refusal) = style_mismatch(place, &game.ruleset, preset.style, tournament_ruleset) {
        return Err(refusal);
    }
    let table = context.table;
    if preset.table != table {
        return Err(invalid(format!(
            "{place}: its ruleset \"{}\" seats {} players, but the tournament's tables seat {}.",
            game.ruleset,
            preset.table.count(),
            table.count()
        )));
    }
    // The tournament's settings apply to each game, as when its sheet is replayed.
    let rules = ruleset_with(preset, &context.details.settings)
        .map_err(|e| invalid(format!("{place}: {e}")))?;
    if !(0..=MAX_GAME_VERSION).contains(&game.version) {
        return Err(invalid(format!(
            "{place}: the version {} is out of range.",
            game.version
        )));
    }
    check_seats(place, game, context, seated)?;
    if game.hands.len() > MAX_HANDS {
        return Err(invalid(format!("{place}: more than {MAX_HANDS} hands.")));
    }
    check_marks(place, game, table.count())?;
    check_hands(round_number, game, &rules)
}

/// Who sits at the game: known players, each once in the round, in seats the table has, at
/// most one seat empty (the organizer's substitute), and a fifth person only where the style
/// has a bettor.
fn check_seats(
    place: &str,
    game: &GamePart,
    context: &Context,
    seated: &mut HashSet<i64>,
) -> Result<(), ImportError> {
    let seats = context.table.count();
    if game.seats[seats..].iter().any(Option::is_some) {
        return Err(invalid(format!(
            "{place}: a player sits in a seat a table of {seats} does not have."
        )));
    }
    let mut sit = |player: i64| -> Result<(), ImportError> {
        context.known(place, player)?;
        if !seated.insert(player) {
            return Err(invalid(format!(
                "{place}: player {player} is seated more than once in this round."
            )));
        }
        Ok(())
    };
    let mut empty = 0;
    for seat in &game.seats[..seats] {
        match seat {
            None => empty += 1,
            Some(player) => sit(*player)?,
        }
    }
    if let Some(player) = game.fifth {
        // Only a style with a bettor seats a fifth person (docs/rules.md §10).
        crate::tournament::seating::rule_allowed(
            TableRule::FifthSeats,
            PresetId::parse(&game.ruleset),
        )
        .map_err(|e| invalid(format!("{place}: a fifth seat, but {e}.")))?;
        sit(player)?;
    }
    // One seat at most is the organizer's substitute.
    if empty > 1 {
        return Err(invalid(format!(
            "{place}: a table needs at least {} players.",
            seats - 1
        )));
    }
    Ok(())
}

/// The hands' marks: no more than hands, a known status, the entering seat one of the table's.
fn check_marks(place: &str, game: &GamePart, seats: usize) -> Result<(), ImportError> {
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
    Ok(())
}

/// Every hand read by the engine and the game replayed under `rules` as the score sheet
/// replays it: a hand the rules refuse (a winner who discarded, a seat the table lacks, a hand
/// after the end) would otherwise be stored and break the game's pages and every later save.
fn check_hands(
    round_number: i64,
    game: &GamePart,
    rules: &Ruleset,
) -> Result<Vec<String>, ImportError> {
    let mut game_hands = Vec::new();
    let mut parsed_hands = Vec::with_capacity(game.hands.len());
    for (index, hand) in game.hands.iter().enumerate() {
        let bad_hand = |message: String| ImportError::BadHand {
            round: round_number,
            table: game.table_number,
            hand: index + 1,
            message,
        };
        let parsed: crate::engine::game::Hand =
            serde_json::from_value(hand.clone()).map_err(|e| bad_hand(e.to_string()))?;
        let text = crate::db::games::encode_hand(&parsed).map_err(|e| bad_hand(e.to_string()))?;
        game_hands.push(text);
        parsed_hands.push(parsed);
    }
    let sheet = if game.fifth.is_some() {
        // A table of five plays the game of five: persons 0–3 as seated, 4 the fifth.
        let names = ["person 1", "person 2", "person 3", "person 4", "person 5"];
        let mut five = crate::engine::game::Game::with_five(rules, names);
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
        crate::engine::game::replay(rules, &parsed_hands)
    };
    if let Some(error) = sheet.error {
        return Err(ImportError::ImpossibleHand {
            round: round_number,
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
    Ok(game_hands)
}

/// Every penalty parsed as the form would, of a known player, each id once, its game in the
/// file.
fn check_penalties(
    list: &[PenaltyPart],
    context: &Context,
) -> Result<Vec<NewPenalty>, ImportError> {
    at_most(list.len(), MAX_PENALTIES, "penalties")?;
    let mut penalties = Vec::new();
    let mut penalty_ids = HashSet::new();
    for (index, p) in list.iter().enumerate() {
        let place = format!("penalty {}", index + 1);
        let parsed = NewPenalty::parse(&p.kind, &p.amount.to_string(), &p.reason)
            .map_err(|e| invalid(format!("{place}: {e}")))?;
        context.known(&place, p.player)?;
        if !penalty_ids.insert(p.id) {
            return Err(invalid(format!("{place}: the id {} is used twice.", p.id)));
        }
        if let Some((round, table)) = p.game {
            if !context.places.contains(&(round, table)) {
                return Err(ImportError::UnknownGame(round, table));
            }
        }
        check_text(&place, "date", &p.created_at)?;
        penalties.push(parsed);
    }
    Ok(penalties)
}

/// The audit log: texts within bounds, known actions, games in the file, and undo entries
/// that come after what they undo.
fn check_audit(audit: &[AuditPart], places: &HashSet<(i64, i64)>) -> Result<(), ImportError> {
    for (index, a) in audit.iter().enumerate() {
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
            .is_some_and(|by| by <= index || by >= audit.len())
        {
            return Err(invalid(format!(
                "{place}: it is undone by an entry that is not after it."
            )));
        }
    }
    Ok(())
}
