//! Leagues of a league's server (docs/league.md): the administrator makes a league, gives it
//! its rule and chooses the events it counts; anyone reads its table.
//!
//! Each change opens its own transaction and notes itself in the audit log with its facts; a
//! change is undone by editing back, which is noted the same way. The table reads each event's
//! places and scores from the ranking its standings show (`app::ema`, which places everyone who
//! played and gives their MERS base rank), so that a game counts in the league exactly when it
//! counts on the event's standings; the adding up is `tournament::league_table`'s. Who may
//! change a league is the front end's (`web::auth::Access::LeagueAdmin`).

use super::audit_note::AuditNote;
use super::ema::result_lines_of;
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ema::results::ResultLine;
use crate::tournament::ids::{AccountId, LeagueId, TournamentId};
use crate::tournament::league_table::{league_table, Aggregate, EventEntry, Measure, TableLine};

pub use crate::db::leagues::LeagueEventRow as LeagueEvent;

/// The longest name a league takes.
pub const MAX_LEAGUE_NAME: usize = 80;

/// Why a change to a league was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeagueRefusal {
    /// No name, or a longer one than [`MAX_LEAGUE_NAME`].
    Name { max: usize },
    /// The best N asked for is not a whole number of at least 1.
    BestOf,
    /// The event to count is not stored.
    NoSuchEvent,
}

/// A league's rule: what each event gives, and how the results add up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeagueRule {
    pub measure: Measure,
    pub aggregate: Aggregate,
}

/// A league as its pages show it.
#[derive(Debug, Clone)]
pub struct League {
    pub id: LeagueId,
    pub name: String,
    pub rule: LeagueRule,
}

impl From<db::leagues::LeagueRow> for League {
    fn from(row: db::leagues::LeagueRow) -> Self {
        League {
            id: LeagueId::new(row.id),
            name: row.name,
            rule: LeagueRule {
                measure: row.measure,
                aggregate: Aggregate::from_best_of(row.best_of),
            },
        }
    }
}

/// A league with the events it counts and those it could count, for its administrator.
pub struct LeagueSettings {
    pub league: League,
    pub events: Vec<LeagueEvent>,
    /// Every other event stored, newest first (archived ones too: a finished season's are).
    pub others: Vec<LeagueEvent>,
}

/// A league's table.
pub struct LeagueTable {
    pub league: League,
    /// The events it counts, oldest first: the order of each line's contributions.
    pub events: Vec<LeagueEvent>,
    pub lines: Vec<TableLine>,
}

/// The measure's word in the forms, the one the database stores: `places` or `scores`.
pub fn measure_code(measure: Measure) -> &'static str {
    measure.code()
}

/// The measure a form's word names, if any.
pub fn measure_named(code: &str) -> Option<Measure> {
    Measure::from_code(code)
}

fn checked_name(name: &str) -> AppResult<()> {
    if name.is_empty() || name.chars().count() > MAX_LEAGUE_NAME {
        return Err(LeagueRefusal::Name {
            max: MAX_LEAGUE_NAME,
        }
        .into());
    }
    Ok(())
}

/// The rule's facts, for the audit log.
fn rule_detail(name: &str, rule: LeagueRule) -> AuditDetail {
    let detail = AuditDetail::new()
        .text("name", name)
        .text("measure", rule.measure.code());
    match rule.aggregate.best_of() {
        Some(n) => detail.number("best_of", n),
        None => detail,
    }
}

/// The rule as the log's values show it: `places:all`, `scores:3`.
fn rule_text(name: &str, rule: LeagueRule) -> String {
    let counted = rule
        .aggregate
        .best_of()
        .map_or_else(|| "all".to_string(), |n| n.to_string());
    format!("{name} ({}:{counted})", rule.measure.code())
}

fn stored(rule: LeagueRule) -> (Measure, Option<i64>) {
    (rule.measure, rule.aggregate.best_of().map(i64::from))
}

/// The administrator `by` makes the league `name` under `rule`, counting no event yet.
pub async fn create(
    store: &Store,
    by: AccountId,
    name: &str,
    rule: LeagueRule,
) -> AppResult<LeagueId> {
    checked_name(name)?;
    let mut tx = store.begin_write().await?;
    let id = db::leagues::create(&mut tx, name, stored(rule), by.get()).await?;
    AuditNote::new(None, Some(by.get()), AuditAction::LeagueCreated, name)
        .detail(rule_detail(name, rule).number("league", id))
        .commit::<AppError>(tx)
        .await?;
    Ok(LeagueId::new(id))
}

/// The administrator `by` renames league `id` or changes its rule.
pub async fn edit(
    store: &Store,
    by: AccountId,
    id: LeagueId,
    name: &str,
    rule: LeagueRule,
) -> AppResult<()> {
    checked_name(name)?;
    let mut tx = store.begin_write().await?;
    let before = league_of(&mut tx, id).await?;
    db::leagues::set(&mut tx, id.get(), name, stored(rule)).await?;
    let was = rule_text(&before.name, before.rule);
    let now = rule_text(name, rule);
    let mut detail = rule_detail(name, rule).number("league", id.get());
    detail = detail
        .text("name_before", before.name.as_str())
        .text("measure_before", before.rule.measure.code());
    if let Some(n) = before.rule.aggregate.best_of() {
        detail = detail.number("best_of_before", n);
    }
    AuditNote::new(None, Some(by.get()), AuditAction::LeagueEdited, name)
        .changed(&was, &now)
        .detail(detail)
        .commit(tx)
        .await
}

/// The administrator `by` makes league `id` count event `tournament` (`count`) or no more.
/// Counting an event already counted, or leaving out one not counted, changes nothing.
pub async fn count_event(
    store: &Store,
    by: AccountId,
    id: LeagueId,
    tournament: TournamentId,
    count: bool,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let league = db::leagues::get(&mut tx, id.get())
        .await?
        .ok_or(AppError::NotFound)?;
    let Some(event) = db::tournaments::get(&mut tx, tournament.get()).await? else {
        return Err(LeagueRefusal::NoSuchEvent.into());
    };
    let (changed, action) = match count {
        true => (
            db::leagues::add_event(&mut tx, id.get(), tournament.get()).await?,
            AuditAction::LeagueEventAdded,
        ),
        false => (
            db::leagues::remove_event(&mut tx, id.get(), tournament.get()).await?,
            AuditAction::LeagueEventRemoved,
        ),
    };
    if !changed {
        return Ok(());
    }
    let detail = AuditDetail::new()
        .text("league", league.name.as_str())
        .text("event", event.name.as_str())
        .number("tournament", tournament.get());
    AuditNote::new(None, Some(by.get()), action, &league.name)
        .detail(detail)
        .commit(tx)
        .await
}

/// Every league, newest first.
pub async fn leagues(store: &Store) -> AppResult<Vec<League>> {
    let mut conn = store.read().await?;
    let rows = db::leagues::list(&mut conn).await?;
    Ok(rows.into_iter().map(League::from).collect())
}

/// League `id`, or not found.
async fn league_of(conn: &mut db::Conn, id: LeagueId) -> AppResult<League> {
    let row = db::leagues::get(conn, id.get()).await?;
    row.map(League::from).ok_or(AppError::NotFound)
}

/// League `id` with its events and the others it could count.
pub async fn settings(store: &Store, id: LeagueId) -> AppResult<LeagueSettings> {
    let mut conn = store.read().await?;
    let league = league_of(&mut conn, id).await?;
    let events = db::leagues::events(&mut conn, id.get()).await?;
    let others = db::tournaments::list(&mut conn, true)
        .await?
        .into_iter()
        .filter(|event| events.iter().all(|counted| counted.id != event.id))
        .map(|event| LeagueEvent {
            id: event.id,
            name: event.name,
            event_date: event.event_date,
        })
        .collect();
    Ok(LeagueSettings {
        league,
        events,
        others,
    })
}

/// The ids of the events league `id` counts, for its page's events stream to follow.
pub async fn counted_events(store: &Store, id: LeagueId) -> AppResult<Vec<i64>> {
    let mut conn = store.read().await?;
    league_of(&mut conn, id).await?;
    let events = db::leagues::events(&mut conn, id.get()).await?;
    Ok(events.into_iter().map(|event| event.id).collect())
}

/// What `line` of an event's results gives its player under `measure`.
fn value_of(line: &ResultLine, measure: Measure) -> f64 {
    match measure {
        Measure::PlacePoints => line.base_rank,
        // The final total the standings show: the table points where the ranking has them.
        Measure::Score => line.table_points.unwrap_or(line.score).as_f64(),
    }
}

/// League `id`'s table, from each counted event's ranking as its standings show it now.
pub async fn table(store: &Store, id: LeagueId) -> AppResult<LeagueTable> {
    let mut conn = store.read().await?;
    let league = league_of(&mut conn, id).await?;
    let events = db::leagues::events(&mut conn, id.get()).await?;
    let mut entries = Vec::with_capacity(events.len());
    for event in &events {
        let lines = result_lines_of(&mut conn, TournamentId::new(event.id)).await?;
        entries.push(
            lines
                .iter()
                .map(|line| EventEntry {
                    name: line.name.clone(),
                    ema_number: line.ema_number.clone(),
                    value: value_of(line, league.rule.measure),
                })
                .collect::<Vec<_>>(),
        );
    }
    let lines = league_table(&entries, league.rule.aggregate);
    Ok(LeagueTable {
        league,
        events,
        lines,
    })
}
