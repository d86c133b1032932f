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
    /// The teams, their partners by the file's player ids.
    pub teams: Vec<crate::tournament::teams::NewTeam>,
}

/// The refusal of `problem` at `place`.
fn invalid(place: Place, problem: Problem) -> ImportError {
    ImportError::Invalid(place.refuses(problem))
}

/// Refuses a file holding more than `max` of a `part` (players, rounds, penalties).
fn at_most(count: usize, max: usize, part: Part) -> Result<(), ImportError> {
    if count > max {
        return Err(ImportError::Invalid(ImportRefusal::TooMany { part, max }));
    }
    Ok(())
}

fn check_text(place: Place, what: Text, text: &str) -> Result<(), ImportError> {
    if text.chars().count() > MAX_TEXT || text.contains('\0') {
        return Err(invalid(place, Problem::Text(what)));
    }
    Ok(())
}

/// Parses every part of `doc` as the forms would; the first problem refuses the whole file.
/// The refusal of a game whose style (`game_style`, from its ruleset `game_ruleset`) is not
/// the style of the tournament's ruleset, naming the game and both styles.
fn style_mismatch(
    place: Place,
    game_ruleset: &str,
    game_style: crate::engine::styles::StyleId,
    tournament_ruleset: PresetId,
) -> Option<ImportError> {
    (tournament_ruleset.style() != game_style).then(|| {
        let problem = Problem::OtherStyle {
            ruleset: game_ruleset.to_string(),
            style: game_style,
            tournament: tournament_ruleset,
        };
        invalid(place, problem)
    })
}

use super::refusal::{ImportRefusal, Part, Place, Problem, Text};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::tournament::bracket::StageSpec;
use crate::tournament::details::TournamentDetails;
use crate::tournament::penalties::NewPenalty;
use crate::tournament::players::PlayerDetails;
use crate::tournament::rule_settings::{ruleset_with, settings_of};
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
    fn known(&self, place: Place, id: i64) -> Result<i64, ImportError> {
        if self.ids.contains(&id) {
            Ok(id)
        } else {
            Err(invalid(place, Problem::UnknownPlayer { player: id }))
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
    let in_teams = Ruleset::preset(context.details.ruleset)
        .style_rules()
        .plays_in_teams();
    let teams = super::teams::check_teams(&doc.teams, in_teams, &context.ids)?;
    if let Some(bracket) = &doc.bracket {
        check_bracket(bracket, &mut context)?;
    }
    at_most(doc.rounds.len(), MAX_ROUNDS, Part::Rounds)?;
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
        teams,
    })
}

/// The tournament's own details, settings, default language and who records hands.
fn check_tournament(t: &TournamentPart) -> Result<TournamentDetails, ImportError> {
    let details = TournamentDetails::parse(&t.name, &t.event_date, &t.venue, &t.ruleset)
        .and_then(|d| d.with_settings(|style| settings_of(style, &t.rule_settings)))
        .and_then(|d| d.with_language(&t.language))
        .map_err(|e| invalid(Place::Tournament, Problem::Details(e)))?;
    if !matches!(t.hand_entry.as_str(), "staff" | "table") {
        let found = t.hand_entry.clone();
        return Err(invalid(Place::Tournament, Problem::HandEntry { found }));
    }
    Ok(details)
}

/// Every player parsed as the forms would, each id and name once; the ids go into `ids`.
fn check_players(
    list: &[PlayerPart],
    ids: &mut HashSet<i64>,
) -> Result<Vec<PlayerDetails>, ImportError> {
    at_most(list.len(), MAX_PLAYERS, Part::Players)?;
    let mut players = Vec::new();
    let mut keys = HashSet::new();
    for (index, p) in list.iter().enumerate() {
        let place = Place::Player(index + 1);
        let parsed = PlayerDetails::parse(&p.name, &p.club, &p.player_number)
            .and_then(|details| details.with_ema(&p.ema_number, &p.country))
            .map_err(|e| invalid(place, Problem::Player(e)))?;
        if !ids.insert(p.id) {
            return Err(invalid(place, Problem::IdTwice { id: p.id }));
        }
        if !keys.insert(parsed.name.key()) {
            let name = parsed.name.as_str().to_string();
            return Err(invalid(place, Problem::NameTwice { name }));
        }
        players.push(parsed);
    }
    Ok(players)
}

/// The bracket: its plan must read, and its stages must be the plan's first ones, in order.
fn check_bracket(bracket: &BracketPart, context: &mut Context) -> Result<(), ImportError> {
    let config: Option<crate::tournament::bracket::LargeField> =
        serde_json::from_str(&bracket.config).map_err(|e| {
            let problem = e.to_string();
            invalid(Place::Bracket, Problem::UnreadablePlan { problem })
        })?;
    bracket
        .seed
        .parse::<u64>()
        .map_err(|_| invalid(Place::Bracket, Problem::SeedNotANumber))?;
    check_text(Place::Bracket, Text::Date, &bracket.created_at)?;
    let entrants = bracket.stages.first().map_or(0, |s| s.players.len());
    // Planned as the bracket page plans it: a cut made for tables of four cannot seat a
    // sanma field, and a plan the pages cannot rebuild would break every page after import.
    context.plan = crate::tournament::bracket::plan_for(context.table, entrants, config.as_ref())
        .map_err(|e| invalid(Place::Bracket, Problem::Plan(e)))?;
    if bracket.stages.len() > context.plan.len() {
        let (stages, planned) = (bracket.stages.len(), context.plan.len());
        let problem = Problem::MoreStagesThanPlanned { stages, planned };
        return Err(invalid(Place::Bracket, problem));
    }
    for (index, stage) in bracket.stages.iter().enumerate() {
        let place = Place::BracketStage(index + 1);
        if stage.position != index as i64 {
            let found = stage.position;
            return Err(invalid(place, Problem::StageOutOfOrder { found }));
        }
        check_text(place, Text::Date, &stage.created_at)?;
        let mut seen = HashSet::new();
        for (player, reason) in &stage.players {
            context.known(place, *player)?;
            check_text(place, Text::Reason, reason)?;
            if !seen.insert(*player) {
                let player = *player;
                return Err(invalid(place, Problem::EnteredTwice { player }));
            }
        }
        if index > 0 && stage.players.is_empty() {
            return Err(invalid(place, Problem::NobodyEntered));
        }
        context.stage_rounds.insert(stage.position, 0);
    }
    Ok(())
}

/// One round: its number, seating, table rule, stage, clock and sit-outs, then each of its
/// games. Returns each game's hands as the engine writes them.
fn check_round(round: &RoundPart, context: &mut Context) -> Result<Vec<Vec<String>>, ImportError> {
    let place = Place::Round(round.number);
    if round.number < 1 {
        return Err(invalid(place, Problem::RoundNumberBelowOne));
    }
    if !context.numbers.insert(round.number) {
        return Err(invalid(place, Problem::RoundTwice));
    }
    if SeatingMode::from_code(&round.mode).is_none() {
        let code = round.mode.clone();
        return Err(invalid(place, Problem::UnknownSeating { code }));
    }
    let Some(rule) = TableRule::from_code(&round.table_rule) else {
        let code = round.table_rule.clone();
        return Err(invalid(place, Problem::UnknownTableRule { code }));
    };
    crate::tournament::seating::rule_allowed(rule, Some(context.details.ruleset))
        .map_err(|e| invalid(place, Problem::TableRule(e)))?;
    check_text(place, Text::Seed, &round.seed)?;
    if let Some(stage) = round.stage {
        count_stage_round(place, stage, context)?;
    }
    if round.games.len() > MAX_TABLES {
        return Err(invalid(place, Problem::TooManyTables { max: MAX_TABLES }));
    }
    check_clock(place, round)?;
    let mut seated = HashSet::new();
    for &player in &round.sit_outs {
        context.known(place, player)?;
        if !seated.insert(player) {
            return Err(invalid(place, Problem::SitsOutTwice { player }));
        }
    }
    let mut round_hands = Vec::new();
    for (index, game) in round.games.iter().enumerate() {
        let (number, table) = (round.number, game.table_number);
        let place = Place::Table {
            round: number,
            table,
        };
        if table < 1 {
            return Err(invalid(place, Problem::TableNumberBelowOne));
        }
        if table != index as i64 + 1 {
            return Err(invalid(place, Problem::TablesOutOfOrder));
        }
        context.places.insert((number, table));
        round_hands.push(check_game(place, number, game, context, &mut seated)?);
    }
    Ok(round_hands)
}

/// Counts a round of bracket stage `stage`, refused past the games the plan gives it.
fn count_stage_round(place: Place, stage: i64, context: &mut Context) -> Result<(), ImportError> {
    let Some(count) = context.stage_rounds.get_mut(&stage) else {
        return Err(invalid(place, Problem::NoSuchStage { stage }));
    };
    *count += 1;
    let allowed = usize::try_from(stage)
        .ok()
        .and_then(|s| context.plan.get(s))
        .map_or(0, |spec| spec.rounds);
    if *count > allowed {
        return Err(invalid(place, Problem::StageFull { stage, allowed }));
    }
    Ok(())
}

/// The round's clock and each table's extra time, within a day.
fn check_clock(place: Place, round: &RoundPart) -> Result<(), ImportError> {
    if let Some((started, minutes)) = round.clock {
        if started < 0 || !(1..=MAX_CLOCK_MINUTES).contains(&minutes) {
            return Err(invalid(place, Problem::ClockOutOfRange { minutes }));
        }
    }
    for time in &round.table_times {
        let in_range = |n: i64| (0..=MAX_CLOCK_MINUTES).contains(&n);
        if !(1..=round.games.len() as i64).contains(&time.table_number)
            || !in_range(time.extra_minutes)
            || !in_range(time.extra_hands)
            || !in_range(time.hands_used)
        {
            let table = time.table_number;
            return Err(invalid(place, Problem::ExtraTimeOutOfRange { table }));
        }
    }
    Ok(())
}

/// One game: its ruleset (of the tournament's style and table), version, seats, marks and
/// hands, replayed as the score sheet replays them. `seated` holds who already sits in the
/// round. Returns the game's hands as the engine writes them.
fn check_game(
    place: Place,
    round_number: i64,
    game: &GamePart,
    context: &Context,
    seated: &mut HashSet<i64>,
) -> Result<Vec<String>, ImportError> {
    let tournament_ruleset = context.details.ruleset;
    let Some(preset) = PresetId::parse(&game.ruleset).map(Ruleset::preset) else {
        let ruleset = game.ruleset.clone();
        return Err(invalid(place, Problem::UnknownRuleset { ruleset }));
    };
    // A game of another style would be scored and ranked as if it were the tournament's:
    // refused, whatever its table (an MCR game seats four like riichi).
    if let Some(refusal) = style_mismatch(place, &game.ruleset, preset.style, tournament_ruleset) {
        return Err(refusal);
    }
    let table = context.table;
    if preset.table != table {
        let problem = Problem::OtherTable {
            ruleset: game.ruleset.clone(),
            seats: preset.table.count(),
            table: table.count(),
        };
        return Err(invalid(place, problem));
    }
    // The tournament's settings apply to each game, as when its sheet is replayed.
    let rules = ruleset_with(preset, &context.details.settings)
        .map_err(|e| invalid(place, Problem::Settings(e)))?;
    if !(0..=MAX_GAME_VERSION).contains(&game.version) {
        let version = game.version;
        return Err(invalid(place, Problem::VersionOutOfRange { version }));
    }
    check_seats(place, game, context, seated)?;
    if game.hands.len() > MAX_HANDS {
        return Err(invalid(place, Problem::TooManyHands { max: MAX_HANDS }));
    }
    check_marks(round_number, game, table.count())?;
    check_hands(round_number, game, &rules)
}

/// Who sits at the game: known players, each once in the round, in seats the table has, at
/// most one seat empty (the organizer's substitute), and a fifth person only where the style
/// has a bettor.
fn check_seats(
    place: Place,
    game: &GamePart,
    context: &Context,
    seated: &mut HashSet<i64>,
) -> Result<(), ImportError> {
    let seats = context.table.count();
    if game.seats[seats..].iter().any(Option::is_some) {
        return Err(invalid(place, Problem::SeatBeyondTable { seats }));
    }
    let mut sit = |player: i64| -> Result<(), ImportError> {
        context.known(place, player)?;
        if !seated.insert(player) {
            return Err(invalid(place, Problem::SeatedTwice { player }));
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
        .map_err(|e| invalid(place, Problem::FifthSeat(e)))?;
        sit(player)?;
    }
    if let Some(partners) = game.partners {
        // Only a style with the tag-team form seats partners (docs/rules.md §15), and a table
        // of eight has no fifth person besides.
        crate::tournament::seating::rule_allowed(
            TableRule::TagTeams,
            PresetId::parse(&game.ruleset),
        )
        .map_err(|e| invalid(place, Problem::Partners(e)))?;
        if game.fifth.is_some() {
            return Err(invalid(place, Problem::FifthAndPartners));
        }
        partners.into_iter().try_for_each(&mut sit)?;
    }
    // One seat at most is the organizer's substitute.
    if empty > 1 {
        let least = seats - 1;
        return Err(invalid(place, Problem::TooFewPlayers { least }));
    }
    Ok(())
}

/// The hands' marks: no more than hands, a known status, the entering seat one of the table's.
fn check_marks(round: i64, game: &GamePart, seats: usize) -> Result<(), ImportError> {
    let table = game.table_number;
    if game.marks.len() > game.hands.len() {
        return Err(invalid(
            Place::Table { round, table },
            Problem::MoreMarksThanHands,
        ));
    }
    for (index, mark) in game.marks.iter().enumerate() {
        let hand = index + 1;
        let place = Place::Mark { round, table, hand };
        if !matches!(mark.status.as_str(), "confirmed" | "pending" | "disputed") {
            let status = mark.status.clone();
            return Err(invalid(place, Problem::UnknownStatus { status }));
        }
        // Seat 4 is the fifth person's at a table of five; 4–7 the partners at a tag-team table.
        let people = seats as i64
            + i64::from(game.fifth.is_some())
            + game.partners.map_or(0, |p| p.len() as i64);
        if mark
            .entered_seat
            .is_some_and(|seat| !(0..people).contains(&seat))
        {
            return Err(invalid(place, Problem::EnteringSeatOutOfRange));
        }
        for (what, text) in [
            (Text::Phone, &mark.entered_device),
            (Text::Name, &mark.entered_by),
            (Text::Dispute, &mark.dispute),
        ] {
            check_text(place, what, text)?;
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
    let sheet = if game.partners.is_some() {
        // A tag-team table plays the game of eight: persons 0–3 as seated, 4–7 their partners.
        let eight = [
            "person 1", "person 2", "person 3", "person 4", "person 5", "person 6", "person 7",
            "person 8",
        ];
        // The style was checked with the seats: a ruleset without the form replays as four.
        match crate::engine::game::Game::with_partners(rules, eight) {
            Some(game) => game.replay_hands(&parsed_hands),
            None => crate::engine::game::replay(rules, &parsed_hands),
        }
    } else if game.fifth.is_some() {
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
    at_most(list.len(), MAX_PENALTIES, Part::Penalties)?;
    let mut penalties = Vec::new();
    let mut penalty_ids = HashSet::new();
    for (index, p) in list.iter().enumerate() {
        let place = Place::Penalty(index + 1);
        let parsed = NewPenalty::parse(&p.kind, &p.amount.to_string(), &p.reason)
            .map_err(|e| invalid(place, Problem::Penalty(e)))?;
        context.known(place, p.player)?;
        if !penalty_ids.insert(p.id) {
            return Err(invalid(place, Problem::IdTwice { id: p.id }));
        }
        if let Some((round, table)) = p.game {
            if !context.places.contains(&(round, table)) {
                return Err(ImportError::UnknownGame(round, table));
            }
        }
        check_text(place, Text::Date, &p.created_at)?;
        penalties.push(parsed);
    }
    Ok(penalties)
}

/// The audit log: texts within bounds, known actions, games in the file, and undo entries
/// that come after what they undo.
fn check_audit(audit: &[AuditPart], places: &HashSet<(i64, i64)>) -> Result<(), ImportError> {
    for (index, a) in audit.iter().enumerate() {
        let place = Place::AuditEntry(index + 1);
        for (what, text) in [
            (Text::Time, &a.at),
            (Text::Name, &a.who),
            (Text::Action, &a.action),
            (Text::Subject, &a.subject),
            (Text::OldValue, &a.before_value),
            (Text::NewValue, &a.after_value),
        ] {
            check_text(place, what, text)?;
        }
        if AuditAction::from_code(&a.action).is_none() {
            let action = a.action.clone();
            return Err(invalid(place, Problem::UnknownAction { action }));
        }
        if let Some(key) = &a.form_key {
            check_text(place, Text::FormKey, key)?;
        }
        if a.game.is_some_and(|game| !places.contains(&game)) {
            return Err(invalid(place, Problem::GameNotInFile));
        }
        if a.hand_position
            .is_some_and(|p| !(0..MAX_HANDS as i64).contains(&p))
        {
            return Err(invalid(place, Problem::HandOutOfRange));
        }
        // Only a later entry can undo an earlier one.
        if a.reverted_by
            .is_some_and(|by| by <= index || by >= audit.len())
        {
            return Err(invalid(place, Problem::UndoneByEarlier));
        }
    }
    Ok(())
}
