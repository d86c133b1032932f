//! The bracket's operations: what its pages read (the public view, the organizer's desk), and
//! each change to the stages — set up, seat the next game, make the cut, replace a finalist
//! who withdrew, re-run a cut after a correction — each in one transaction with its audit
//! entry. Who plays and who advances is `tournament::bracket`'s; the cuts themselves are
//! `app::cut`'s; the stored bracket is loaded by `app::ranking`. Refusals are
//! [`BracketRefusal`] values, worded by the pages.

use super::audit_note::AuditNote;
use super::author::Author;
pub use super::cut::CutChange;
use super::cut::{self, kind_code, stage_fact, CutRefused};
use super::ranking::Loaded;
use super::{AppError, AppResult, Store};
use crate::app::tournaments;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::db::results::SUBSTITUTE;
use crate::db::tournaments::TournamentRow;
use crate::db::Conn;
use crate::tournament::audit_detail::{AuditDetail, Fact};
use crate::tournament::bracket::{plan_for, BracketError, LargeField};
use crate::tournament::bracket::{AdvanceReason, Progress, StageSpec};
use crate::tournament::ids::{AccountId, TournamentId};
use crate::tournament::players::PlayerId;
use crate::tournament::seating::{table_size, RoundSeating, Table, TableRule, TableSize};
use rand::{RngCore, SeedableRng};

/// The bracket's changes as the audit log lists them on the desk.
pub use crate::db::audit::AuditEntry;

/// Why the bracket was not set up or changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BracketRefusal {
    /// The tournament's bracket exists already.
    AlreadySetUp,
    /// There is no bracket yet to change.
    NotSetUp,
    /// A number of the large-field plan is missing (`what`: "qualifying rounds").
    MissingNumber { what: &'static str },
    /// The plan cannot be made for this field.
    NoPlan(BracketError),
    /// Rounds were played before the bracket and the organizer did not say what they are.
    EarlierUndecided { rounds: Vec<i64> },
    /// Rounds played before cannot count in this bracket.
    EarlierCannotCount(EarlierOutside),
    /// More rounds were played before than the qualifying rounds chosen.
    EarlierTooMany { rounds: Vec<i64>, qualifying: usize },
    /// No game of the bracket can be seated now.
    NothingToSeat,
    /// The next game cannot be seated.
    Seating(BracketError),
    /// A cut not made, re-run or completed.
    Cut(CutRefused),
}

/// Why rounds played before the bracket cannot count in it, for `entrants`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EarlierOutside {
    /// The bracket goes straight to the finals, which start from 0.
    StraightToFinals { entrants: usize },
    /// The club's fixed format seats its own qualifying games.
    ClubFormat { entrants: usize },
}

/// What the organizer chose for the rounds played before the bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EarlierChoice {
    /// They are the first qualifying games: their scores go into the qualifying totals and
    /// the cut.
    Count,
    /// The bracket starts everyone from 0; the rounds stay as they are, outside it.
    LeaveOut,
}

/// Whether `entrants` at tables of `table` need the organizer's plan rather than a fixed one.
pub fn needs_plan(table: TableSize, entrants: usize) -> bool {
    matches!(
        plan_for(table, entrants, None),
        Err(BracketError::NeedsLargeField(_))
    )
}

/// Why the rounds already played cannot count in a bracket of `entrants` at tables of
/// `table` (none when they can): only the organizer's large-field plan seats qualifying
/// rounds one by one around what was played.
pub fn earlier_outside(table: TableSize, entrants: usize) -> Option<EarlierOutside> {
    if needs_plan(table, entrants) {
        None
    } else if plan_for(table, entrants, None).is_ok_and(|stages| stages.len() == 1) {
        Some(EarlierOutside::StraightToFinals { entrants })
    } else {
        Some(EarlierOutside::ClubFormat { entrants })
    }
}

fn new_seed() -> u64 {
    rand::rngs::StdRng::from_os_rng().next_u64()
}

/// The checked-in players who enter the bracket, with their names.
async fn checked_in(conn: &mut Conn, id: TournamentId) -> AppResult<Vec<(PlayerId, String)>> {
    Ok(db::players::list(conn, id.get())
        .await?
        .into_iter()
        .filter(|p| p.checked_in && !p.withdrawn)
        .map(|p| (p.id, p.name))
        .collect())
}

/// The public bracket page: the tournament and its bracket, if set up.
pub async fn public(store: &Store, id: TournamentId) -> AppResult<(TournamentRow, Option<Loaded>)> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let bracket = Loaded::load(&mut conn, id).await?;
    Ok((tournament, bracket))
}

/// What the setup form needs before there is a bracket.
pub struct Setup {
    /// The checked-in players who would enter.
    pub entrants: usize,
    /// Numbers of the rounds played so far outside any stage.
    pub earlier: Vec<i64>,
}

/// Where the desk's bracket stands.
pub enum DeskBracket {
    /// No bracket yet: what setting it up needs.
    NotSetUp(Setup),
    SetUp {
        bracket: Box<Loaded>,
        /// The bracket's last ten changes, newest first.
        changes: Vec<AuditEntry>,
    },
}

/// The organizer's desk: the bracket and its last changes, or what setting it up needs.
pub struct Desk {
    pub tournament: TournamentRow,
    pub table: TableSize,
    pub bracket: DeskBracket,
}

/// The organizer's bracket desk of the tournament.
pub async fn desk(store: &Store, id: TournamentId) -> AppResult<Desk> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let table = table_size(tournament.preset());
    let bracket = match Loaded::load(&mut conn, id).await? {
        None => {
            let entrants = checked_in(&mut conn, id).await?.len();
            let earlier = db::stages::rounds_outside_stages(&mut conn, id.get())
                .await?
                .into_iter()
                .map(|(_, number)| number)
                .collect();
            DeskBracket::NotSetUp(Setup { entrants, earlier })
        }
        Some(bracket) => {
            let changes = db::audit::for_tournament(&mut conn, id.get())
                .await?
                .into_iter()
                .filter(|e| e.action.code().starts_with("bracket"))
                .take(10)
                .collect();
            DeskBracket::SetUp {
                bracket: Box::new(bracket),
                changes,
            }
        }
    };
    Ok(Desk {
        tournament,
        table,
        bracket,
    })
}

/// The organizer's setup form, read: the large-field plan (or which number is missing, which
/// matters only when the field needs a plan) and what to do with rounds played before.
pub struct BracketSetup {
    pub large_field: Result<LargeField, &'static str>,
    pub earlier: Option<EarlierChoice>,
}

/// Whether rounds `numbers` played before can be what the organizer chose for them.
fn check_earlier(
    choice: Option<EarlierChoice>,
    numbers: &[i64],
    (table, entrants): (TableSize, usize),
    stages: &[StageSpec],
) -> Result<EarlierChoice, BracketRefusal> {
    let rounds = numbers.to_vec();
    match choice {
        None => Err(BracketRefusal::EarlierUndecided { rounds }),
        Some(EarlierChoice::Count) => {
            let qualifying = stages.first().map_or(0, |s| s.rounds);
            if let Some(why) = earlier_outside(table, entrants) {
                Err(BracketRefusal::EarlierCannotCount(why))
            } else if stages.len() > 1 && numbers.len() > qualifying {
                // Refused rather than stretched: the number of qualifying rounds is what the
                // organizer announced, and quietly playing more would change it.
                Err(BracketRefusal::EarlierTooMany { rounds, qualifying })
            } else {
                Ok(EarlierChoice::Count)
            }
        }
        Some(EarlierChoice::LeaveOut) => Ok(EarlierChoice::LeaveOut),
    }
}

/// Sets up the tournament's bracket for the players checked in: its plan, its first stage
/// entered by everyone, and the rounds played before counted in it or left outside.
pub async fn set_up(
    store: &Store,
    author: &Author,
    id: TournamentId,
    setup: BracketSetup,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let preset = tournaments::load(&mut tx, id).await?.preset();
    // Clear Mahjong's teams (docs/rules.md §16): a cut by player would part the partners.
    let in_teams = |p| {
        crate::engine::ruleset::Ruleset::preset(p)
            .style_rules()
            .plays_in_teams()
    };
    if preset.is_some_and(in_teams) {
        return Err(BracketRefusal::NoPlan(BracketError::PlayedInTeams).into());
    }
    let table = table_size(preset);
    if db::stages::bracket(&mut tx, id.get()).await?.is_some() {
        return Err(BracketRefusal::AlreadySetUp.into());
    }
    let entrants = checked_in(&mut tx, id).await?;
    let large = if needs_plan(table, entrants.len()) {
        let field = setup
            .large_field
            .map_err(|what| BracketRefusal::MissingNumber { what })?;
        Some(field)
    } else {
        None
    };
    let stages = plan_for(table, entrants.len(), large.as_ref()).map_err(BracketRefusal::NoPlan)?;
    // Rounds already played are never dropped silently: the organizer says whether they are
    // the first qualifying games or stay outside the bracket, and the page said which before.
    let earlier = db::stages::rounds_outside_stages(&mut tx, id.get()).await?;
    let numbers: Vec<i64> = earlier.iter().map(|(_, number)| *number).collect();
    let choice = if earlier.is_empty() {
        None
    } else {
        let field = (table, entrants.len());
        Some(check_earlier(setup.earlier, &numbers, field, &stages)?)
    };
    let seed = new_seed();
    let config = serde_json::to_string(&large)
        .map_err(|e| AppError::Corrupt(format!("bracket plan: {e}")))?;
    db::stages::create_bracket(&mut tx, id.get(), &config, seed).await?;
    let straight_to_finals = stages.len() == 1;
    // Everyone enters qualifying: only going straight to the finals needs a reason.
    let reason = if straight_to_finals {
        AdvanceReason::StraightToFinals {
            entrants: entrants.len(),
        }
    } else {
        AdvanceReason::Entered
    };
    // Penalties given before the finals do not count in them; before qualifying they do,
    // unless the rounds they were given in stay outside the bracket.
    let floor = if straight_to_finals || choice == Some(EarlierChoice::LeaveOut) {
        db::stages::last_penalty_id(&mut tx, id.get()).await?
    } else {
        0
    };
    let players: Vec<(PlayerId, AdvanceReason)> =
        entrants.iter().map(|(p, _)| (*p, reason.clone())).collect();
    let stage_id = db::stages::create_stage(&mut tx, id.get(), 0, floor, &players).await?;
    let earlier_text = match choice {
        Some(EarlierChoice::Count) => {
            for (round_id, _) in &earlier {
                db::stages::set_round_stage(&mut tx, *round_id, stage_id).await?;
            }
            format!(
                "; {} count as qualifying games 1–{}",
                rounds_text(&numbers),
                numbers.len()
            )
        }
        Some(EarlierChoice::LeaveOut) => {
            format!("; {} left outside the bracket", rounds_text(&numbers))
        }
        None => String::new(),
    };
    let plan_text: Vec<&str> = stages.iter().map(|s| s.name).collect();
    let names: Vec<&str> = entrants.iter().map(|(_, n)| n.as_str()).collect();
    let subject = format!("{} entrants: {}", entrants.len(), plan_text.join(" → "));
    let texts = |texts: &mut dyn Iterator<Item = &str>| {
        Fact::List(texts.map(|text| Fact::Text(text.to_string())).collect())
    };
    let mut facts = AuditDetail::new()
        .number("entrants", entrants.len())
        .with("plan", texts(&mut stages.iter().map(|s| kind_code(s.kind))))
        .with("names", texts(&mut names.iter().copied()))
        .text("seed", seed.to_string());
    if let Some(choice) = choice {
        let earlier = match choice {
            EarlierChoice::Count => "count",
            EarlierChoice::LeaveOut => "leave-out",
        };
        let rounds = numbers.iter().map(|n| Fact::Number(*n)).collect();
        facts = facts
            .text("earlier", earlier)
            .with("rounds", Fact::List(rounds));
    }
    AuditNote::by(author, id, AuditAction::BracketSetUp, &subject)
        .changed(
            "",
            &format!("{}; tie draw seed {seed}{earlier_text}", names.join(", ")),
        )
        .detail(facts)
        .commit(tx)
        .await
}

/// "round 1", "rounds 1 and 2", "rounds 1–3", "rounds 1, 3 and 4": round numbers in words,
/// as the audit log and the bracket's pages say them.
pub fn rounds_text(numbers: &[i64]) -> String {
    let contiguous = numbers.windows(2).all(|w| w[1] == w[0] + 1);
    match numbers {
        [] => String::new(),
        [one] => format!("round {one}"),
        [a, b] => format!("rounds {a} and {b}"),
        [first, .., last] if contiguous => format!("rounds {first}–{last}"),
        [init @ .., last] => format!(
            "rounds {} and {last}",
            init.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The stored bracket, read inside a change's transaction; refused when there is none yet.
async fn loaded(conn: &mut Conn, id: TournamentId) -> AppResult<Loaded> {
    tournaments::load(conn, id).await?;
    Loaded::load(conn, id)
        .await?
        .ok_or_else(|| BracketRefusal::NotSetUp.into())
}

/// The table rule a bracket game was seated by, as its round page states it: a table short of
/// a seat completed by the organizer, players sitting out (the club's five-or-six qualifier),
/// or full tables only (every finals table).
fn rule_of(seating: &RoundSeating, table: TableSize) -> TableRule {
    let short = seating
        .tables
        .iter()
        .any(|t| t.seats.iter().take(table.count()).any(Option::is_none));
    if short {
        TableRule::ThreesWithSubstitute
    } else if !seating.sit_outs.is_empty() {
        TableRule::SitOuts
    } else {
        TableRule::Fours
    }
}

/// Seats the bracket's next game as a new round of its stage; returns the round's number.
pub async fn seat_next(store: &Store, author: &Author, id: TournamentId) -> AppResult<i64> {
    let mut tx = store.begin_write().await?;
    let loaded = loaded(&mut tx, id).await?;
    let Progress::Seat { stage, round } = loaded.bracket.progress() else {
        return Err(BracketRefusal::NothingToSeat.into());
    };
    let seed = loaded.bracket.seating_seed(stage, new_seed());
    let seating = loaded
        .bracket
        .seat(stage, round, seed)
        .map_err(BracketRefusal::Seating)?;
    let number = db::rounds::list(&mut tx, id.get())
        .await?
        .last()
        .map_or(1, |r| r.number + 1);
    let mode = loaded.seating_mode(stage);
    let rule = rule_of(&seating, loaded.bracket.table());
    let round_id =
        db::rounds::create(&mut tx, id.get(), number, seed, mode, rule, &seating).await?;
    db::stages::set_round_stage(&mut tx, round_id, loaded.stage_id(stage)?).await?;
    let tables: Vec<String> = seating
        .tables
        .iter()
        .map(|t| {
            t.seats
                .iter()
                .map(|s| s.map_or_else(|| SUBSTITUTE.to_string(), |p| loaded.name(p)))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    // The substitute's seat is an empty name, which the log words in the reader's language.
    let seats = |table: &Table| {
        let names = table.seats.iter().map(|s| s.map(|p| loaded.name(p)));
        Fact::List(names.map(|n| Fact::Text(n.unwrap_or_default())).collect())
    };
    let facts = AuditDetail::new()
        .with("stage", stage_fact(&loaded, stage))
        .number("game", round + 1)
        .number("round", number)
        .text("mode", mode.code())
        .text("seed", seed.to_string())
        .with(
            "tables",
            Fact::List(seating.tables.iter().map(seats).collect()),
        );
    let subject = format!(
        "{} game {} (round {number})",
        loaded.stage_name(stage),
        round + 1
    );
    let seating = format!(
        "{} seating, seed {seed}: {}",
        mode.code(),
        tables.join(" | ")
    );
    AuditNote::by(author, id, AuditAction::BracketGameSeated, &subject)
        .changed("", &seating)
        .detail(facts)
        .commit::<AppError>(tx)
        .await?;
    Ok(number)
}

/// Makes `change` in one write transaction; refused (nothing changed) with why.
pub async fn change_cut(
    store: &Store,
    author: &Author,
    id: TournamentId,
    change: CutChange,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let loaded = loaded(&mut tx, id).await?;
    let account = author.account_id.map(AccountId::new);
    cut::change(&mut tx, (id, account), &loaded, change)
        .await?
        .map_err(BracketRefusal::Cut)?;
    tx.commit().await?;
    Ok(())
}
