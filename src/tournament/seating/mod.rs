//! Seating: who plays whom, at which table and in which wind, round by round.
//!
//! Owns the seating of qualifying rounds (RULES §5: "qualifying rounds seated to
//! avoid repeat meetings"): the club's random draw, the repeat-avoiding
//! optimiser, Swiss seating by standings, the round robin of two-player games, and the
//! measures of a schedule, for tables of four, of three (sanma, RULES §6: "a round of 3k
//! players is k tables") and of two; the table size is the ruleset's [`TableSize`]. Pure:
//! no I/O, no clock; every random choice comes from the caller's seed through
//! ChaCha8, so a seed gives the same seating on every machine. It must not read
//! scores; Swiss gets the standings as an ordered list of players. A style played in teams
//! seats whole teams, two at a table (`teams`).

mod designs;
mod draw;
mod fifths;
mod kirkman;
mod optimise;
mod quality;
mod round_robin;
mod teams;
mod winds;

use crate::engine::ruleset::{PresetId, Ruleset};
pub use crate::engine::seat::TableSize;
pub use draw::{MAX_PLAYERS, MAX_ROUNDS};
pub use quality::{quality, quality_for, Quality};
pub use teams::{plan_swiss_team_rounds, plan_team_rounds, TeamSeatingError};

/// The table size of `preset`: three for sanma, two at a two-player game, four otherwise. `None`, a stored
/// id no preset has (a database written by an older or newer tenbou), seats
/// four, as every tournament did before sanma.
pub fn table_size(preset: Option<PresetId>) -> TableSize {
    preset.map_or(TableSize::FOUR, |id| Ruleset::preset(id).table)
}

/// Whether a tournament under `preset` may seat its rounds under `rule`: every rule for every
/// style but the fifth seat, which only a style with a bettor plays (American's, docs/rules.md
/// §10), and tag teams, which only a style with a tag-team form plays (Mangan's, §15). `None`,
/// a stored id no preset has, takes neither.
pub fn rule_allowed(rule: TableRule, preset: Option<PresetId>) -> Result<(), SeatingError> {
    let style = preset.map(|id| crate::engine::styles::style(id.style()));
    if rule == TableRule::TagTeams {
        return match style {
            Some(style) if style.has_tag_team() => Ok(()),
            _ => Err(SeatingError::NoTagTeamInStyle {
                style: style.map_or("this ruleset", |s| s.name()),
            }),
        };
    }
    if rule != TableRule::FifthSeats {
        return Ok(());
    }
    match style {
        Some(style) if style.has_fifth_seat() => Ok(()),
        Some(style) => Err(SeatingError::NoFifthSeatInStyle {
            style: style.name(),
        }),
        None => Err(SeatingError::NoFifthSeatInStyle {
            style: "this ruleset",
        }),
    }
}

/// Opaque player ids chosen by the caller (database ids).
pub type PlayerId = u32;

/// How a player count that is not a multiple of the table size is seated. The
/// names speak of tables of four; at tables of three (sanma) each rule is the
/// same with one seat fewer (see `draw::layout`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TableRule {
    /// Full tables only; the player count must be a multiple of the table size.
    Fours,
    /// As many full tables as possible, the rest one player short (tables of
    /// three, or of two in sanma), each completed by a substitute (the
    /// organizer, who is not ranked).
    ThreesWithSubstitute,
    /// Full tables; `N mod 4` (`N mod 3` in sanma) players sit out each round, in turn.
    SitOuts,
    /// Full tables of four, and the `N mod 4` players left over each sit as the fifth person
    /// (the first bettor of an American game of five, docs/rules.md §10) at a different table,
    /// in turn. Only a style that plays a bettor takes it (`StyleRules::has_fifth_seat`).
    FifthSeats,
    /// Tables of eight people, two partners to each of the four seats (Mangan Mahjong's tag
    /// team, docs/rules.md §15): the draw seats people 0–3 East to North and 4–7 as their
    /// partners in the same order. The count must be a multiple of eight; only a style with a
    /// tag-team form takes it (`StyleRules::has_tag_team`), and only the random draw seats it.
    TagTeams,
}

/// How tables are formed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatingMode {
    /// The club's draw: every round an independent seeded shuffle, winds drawn too.
    Random,
    /// Fewest repeat meetings over the whole tournament, winds balanced.
    Balanced,
    /// Neighbours in the standings play each other, avoiding repeat meetings.
    Swiss,
    /// Tables of two only: Berger tables, everyone meets everyone once in a cycle of
    /// `n − 1` rounds (`n` when the field is odd, one player sitting out each round, each
    /// once). Not offered at larger tables: there everyone meets everyone once only where a
    /// resolvable design exists (few field sizes), and Balanced already seats from one there.
    RoundRobin,
}

/// Whether rounds at tables of `table` can be seated in `mode`: every mode at every table but
/// the round robin, which is a schedule of games of two (see [`SeatingMode::RoundRobin`]).
pub fn mode_allowed(mode: SeatingMode, table: TableSize) -> Result<(), SeatingError> {
    if mode == SeatingMode::RoundRobin && table != TableSize::TWO {
        return Err(SeatingError::RoundRobinNeedsTablesOfTwo { table });
    }
    Ok(())
}

/// One table: who sits in each of its seats, East first, one entry per seat. A table of four
/// has four, a table of three (sanma) three, and a table where a fifth person joins under
/// [`TableRule::FifthSeats`] five: the fifth is the bettor of the first hand, who has no wind
/// (game seat 4). `None` is the substitute (the organizer, not ranked).
///
/// Serialized as seatings have always been written (the audit log keeps them): four `seats`,
/// East to North (an empty North at a table of three), and the `fifth` person where there is
/// one; see [`TableForm`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "TableForm", from = "TableForm")]
pub struct Table {
    pub seats: Vec<Option<PlayerId>>,
}

/// The seats of a table that have a wind; a fifth seat comes after them.
pub const WIND_SEATS: usize = 4;

/// The people at a tag-team table ([`TableRule::TagTeams`]): two to each seat with a wind.
pub const TAG_TEAM_PEOPLE: usize = 2 * WIND_SEATS;

impl Table {
    /// A table with these seats, East first (the fifth person, if any, last).
    pub fn new(seats: Vec<Option<PlayerId>>) -> Self {
        Table { seats }
    }

    /// A table of four with these seats and no fifth person.
    pub fn of_seats(seats: [Option<PlayerId>; 4]) -> Self {
        Table::new(seats.to_vec())
    }

    /// A table of `size` seats from the first of `seats`: a table of three leaves out the
    /// fourth, which is no seat there.
    pub fn sized(size: TableSize, seats: [Option<PlayerId>; 4]) -> Self {
        Table::new(seats[..size.count().min(WIND_SEATS)].to_vec())
    }

    /// Everyone who plays at the table: the seated players, the fifth person last.
    pub fn people(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.seats.iter().flatten().copied()
    }

    /// The seats that have a wind, East first (all of them but a fifth).
    pub fn wind_seats(&self) -> &[Option<PlayerId>] {
        &self.seats[..self.seats.len().min(WIND_SEATS)]
    }

    /// The fifth person, the first hand's bettor, where one joins the table (a table of five;
    /// at a tag-team table seat 4 is East's partner).
    pub fn fifth(&self) -> Option<PlayerId> {
        if self.seats.len() != WIND_SEATS + 1 {
            return None;
        }
        self.seats.get(WIND_SEATS).copied().flatten()
    }

    /// The partners of a tag-team table, East's first, in the seats' order; empty elsewhere.
    pub fn partners(&self) -> &[Option<PlayerId>] {
        match self.seats.len() {
            TAG_TEAM_PEOPLE => &self.seats[WIND_SEATS..],
            _ => &[],
        }
    }

    /// Seats `person` in the fifth seat, after the four with a wind.
    pub fn seat_fifth(&mut self, person: PlayerId) {
        self.seats.resize(WIND_SEATS, None);
        self.seats.push(Some(person));
    }
}

/// A table as seatings are written and read: `seats` East to North, four of them, and the
/// `fifth` person apart, absent where there is none (and in every seating written before the
/// fifth seat); a tag-team table's four `partners` apart too, in the seats' order. A table of three is written with an empty North, which reads back as a fourth
/// seat for the substitute: the seating's [`TableSize`] tells them apart (`Table::sized`).
#[derive(Clone, serde::Serialize, serde::Deserialize)]
pub struct TableForm {
    seats: Vec<Option<PlayerId>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fifth: Option<PlayerId>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    partners: Vec<Option<PlayerId>>,
}

impl From<Table> for TableForm {
    fn from(table: Table) -> Self {
        let fifth = table.fifth();
        let partners = table.partners().to_vec();
        let mut seats = table.seats;
        seats.resize(WIND_SEATS, None);
        TableForm {
            seats,
            fifth,
            partners,
        }
    }
}

impl From<TableForm> for Table {
    fn from(form: TableForm) -> Self {
        let mut table = Table::new(form.seats);
        table.seats.truncate(WIND_SEATS);
        if let Some(person) = form.fifth {
            table.seat_fifth(person);
        } else if form.partners.len() == WIND_SEATS {
            table.seats.resize(WIND_SEATS, None);
            table.seats.extend(form.partners);
        }
        table
    }
}

/// One round: its tables and the players sitting it out.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct RoundSeating {
    pub tables: Vec<Table>,
    pub sit_outs: Vec<PlayerId>,
}

/// What to plan.
pub struct PlanRequest<'a> {
    /// Players available for the rounds to plan (checked in, not withdrawn).
    pub players: &'a [PlayerId],
    /// Rounds already played (may include players no longer present). Never changed.
    pub history: &'a [RoundSeating],
    /// How many rounds to plan.
    pub rounds: usize,
    pub rule: TableRule,
    pub mode: SeatingMode,
    /// Best first; used by Swiss (players missing from it rank last).
    pub standings: &'a [PlayerId],
    pub seed: u64,
}

/// Why a seating cannot be made.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum SeatingError {
    #[error("only {players} players are available; at least {needed} are needed to seat a table")]
    TooFewPlayers { players: usize, needed: usize },
    #[error(
        "{players} players cannot all sit at tables of four; choose tables of three with a \
         substitute or sit-outs, or check in a multiple of four players"
    )]
    NotMultipleOfFour { players: usize },
    #[error(
        "{players} players cannot all sit at tables of three; choose tables of two with a \
         substitute or sit-outs, or check in a multiple of three players"
    )]
    NotMultipleOfThree { players: usize },
    #[error(
        "{players} players cannot all sit at tables of {}; choose sit-outs, or check in a \
         multiple of {} players",
        .table.in_words(),
        .table.count()
    )]
    NotMultipleOf { players: usize, table: TableSize },
    #[error(
        "{players} players leave {left_over} over after the tables of four, more than the \
         {tables} that a fifth seat can take (one per table); choose tables of three with a \
         substitute or sit-outs, or check in a number of players that leaves no more over than \
         there are tables"
    )]
    TooFewTablesForFifths {
        players: usize,
        tables: usize,
        left_over: usize,
    },
    #[error(
        "a table of three has no fifth seat; choose tables of two with a substitute or sit-outs"
    )]
    NoFifthSeatAtTablesOfThree,
    #[error("a table of {} has no fifth seat; choose sit-outs", .table.in_words())]
    NoFifthSeatAtTablesOf { table: TableSize },
    #[error(
        "{players} players leave one over at tables of two, and a game of two is not completed \
         by a substitute; choose sit-outs (one player sits out each round, in turn)"
    )]
    NoSubstituteAtTablesOfTwo { players: usize },
    #[error(
        "a round robin seats tables of two, not of {}: everyone meeting everyone once at larger \
         tables needs a design that few player counts have; choose balanced, which seats from \
         one where it exists",
        .table.in_words()
    )]
    RoundRobinNeedsTablesOfTwo { table: TableSize },
    #[error(
        "a round robin of {players} players takes {rounds} rounds, more than the {max} a \
         tournament can plan; choose balanced"
    )]
    RoundRobinTooLong {
        players: usize,
        rounds: usize,
        max: usize,
    },
    #[error(
        "{style} has no fifth seat: the bettor is American's; choose tables of three with a \
         substitute or sit-outs"
    )]
    NoFifthSeatInStyle { style: &'static str },
    #[error(
        "{style} has no tag-team form: eight to a table, two partners to a seat, is Mangan \
         Mahjong's; choose another table rule"
    )]
    NoTagTeamInStyle { style: &'static str },
    #[error(
        "{players} players cannot all sit at tag-team tables of eight (two partners to each \
         seat); check in a multiple of eight players, or seat the round one person to a seat"
    )]
    NotMultipleOfEight { players: usize },
    #[error(
        "tag-team tables are seated by the random draw only (the draw makes the partners); \
         choose the random draw"
    )]
    TagTeamsDrawnOnly,
    #[error("player {0} is listed more than once among the available players")]
    DuplicatePlayer(PlayerId),
    #[error("round {round} of the rounds played lists player {player} more than once; correct that round first")]
    PlayerTwiceInHistory { round: usize, player: PlayerId },
    #[error("{players} players is more than the {max} a seating can be planned for")]
    TooManyPlayers { players: usize, max: usize },
    #[error("{rounds} rounds is more than the {max} that can be planned at once")]
    TooManyRounds { rounds: usize, max: usize },
}

/// Plans `req.rounds` rounds of tables of four (riichi, Hong Kong Old Style):
/// [`plan_for`] with [`TableSize::FOUR`].
pub fn plan(req: &PlanRequest) -> Result<Vec<RoundSeating>, SeatingError> {
    plan_for(TableSize::FOUR, req)
}

/// Plans `req.rounds` rounds after `req.history` for `req.players` at tables
/// of `table` seats (the ruleset's table size).
///
/// The history is only read: re-planning after a late arrival or a withdrawal
/// means calling `plan` again with the current players and every round played
/// so far; only future rounds are produced. The output depends only on the
/// request (the order of `players` does not matter) and the seed.
///
/// * [`SeatingMode::Random`]: round `i` (0-based) is exactly what
///   [`random_draw`] gives for the history plus the rounds planned before it,
///   with a seed derived from `req.seed` and `i`.
/// * [`SeatingMode::Balanced`]: the fewest meetings after the first over history
///   and plan together (none while that is possible), from a resolvable design
///   when the tournament starts fresh with a size that has one, otherwise by a
///   local search of fixed length (see `optimise`). Tables of three take
///   Kirkman triple systems (see `kirkman`). Winds are then balanced
///   over history and plan together: every player's wind counts differ by at
///   most one, and by none when the player's number of games is a multiple of
///   the table size. This is exact for a fresh plan; after rounds seated some
///   other way (a random draw) it is as even as those rounds allow.
/// * [`SeatingMode::Swiss`]: each round's tables are consecutive blocks of the
///   standings, repaired to avoid repeat meetings by exchanging players with
///   the nearest possible ranks; tables of three (with a substitute) go to the
///   bottom of the standings; winds balanced as above. The standings are not
///   known beyond the next round, so later planned rounds use the same
///   standings: re-plan after each round.
/// * [`SeatingMode::RoundRobin`] (tables of two only): the rounds of Berger tables
///   not yet played (see `round_robin`), winds balanced over the whole schedule. The
///   tables are fixed by the field, not by the seed, so rounds proposed one at a time
///   continue one cycle, each seated as the whole plan would seat it.
///
/// Sit-outs (`SitOuts`, and five players under `ThreesWithSubstitute`) rotate
/// in every mode: nobody sits out twice before every current player has sat
/// out once, counting the history. Fifth persons (`FifthSeats`) rotate the same
/// way over the fifth seats of the history; the mode makes the tables of four
/// from the others, and each fifth then joins a different table (see `fifths`).
pub fn plan_for(table: TableSize, req: &PlanRequest) -> Result<Vec<RoundSeating>, SeatingError> {
    plan_with_effort(table, req, optimise::Effort::Full)
}

/// [`plan_for`] with a chosen search length.
fn plan_with_effort(
    table: TableSize,
    req: &PlanRequest,
    effort: optimise::Effort,
) -> Result<Vec<RoundSeating>, SeatingError> {
    let players = draw::checked_players(req.players, req.history)?;
    mode_allowed(req.mode, table)?;
    let lay = draw::layout(players.len(), req.rule, table)?;
    if req.rule == TableRule::TagTeams && req.mode != SeatingMode::Random {
        return Err(SeatingError::TagTeamsDrawnOnly);
    }
    if req.rounds > MAX_ROUNDS {
        return Err(SeatingError::TooManyRounds {
            rounds: req.rounds,
            max: MAX_ROUNDS,
        });
    }
    let mut rounds = match req.mode {
        SeatingMode::Random => {
            return Ok(plan_random(
                &players,
                req.history,
                req.rounds,
                lay,
                req.seed,
            ));
        }
        SeatingMode::Balanced => {
            optimise::balanced(&players, req.history, req.rounds, lay, req.seed, effort)
        }
        SeatingMode::Swiss => optimise::swiss(
            &players,
            req.history,
            req.rounds,
            lay,
            req.standings,
            req.seed,
            effort,
        ),
        // Its winds are the schedule's own, the same whichever rounds are asked for.
        SeatingMode::RoundRobin => return round_robin::plan(&players, req.history, req.rounds),
    };
    winds::balance_winds(&mut rounds, req.history, table.count());
    if lay.fifths {
        fifths::seat_fifths(&mut rounds, req.history, req.seed, true);
    }
    Ok(rounds)
}

fn plan_random(
    players: &[PlayerId],
    history: &[RoundSeating],
    rounds: usize,
    lay: draw::Layout,
    seed: u64,
) -> Vec<RoundSeating> {
    let mut counts = draw::left_over_counts(history, lay);
    (0..rounds)
        .map(|i| random_round(players, &mut counts, lay, draw::round_seed(seed, i)))
        .collect()
}

/// One round of the random draw, its fifth persons (if the layout has them) placed at random.
fn random_round(
    players: &[PlayerId],
    counts: &mut std::collections::HashMap<PlayerId, u32>,
    lay: draw::Layout,
    seed: u64,
) -> RoundSeating {
    let round = draw::draw_round(players, counts, lay, seed);
    if !lay.fifths {
        return round;
    }
    let mut rounds = [round];
    fifths::seat_fifths(&mut rounds, &[], seed, false);
    let [round] = rounds;
    round
}

/// How many tables of a round of `players` at tables of `table` seats are one player short
/// under `rule`, each needing its own substitute (one person cannot fill seats at two tables
/// at once): two for `3k + 1` sanma players, three for `4k + 1` at tables of four. `None` when
/// no round can be seated that way.
pub fn substitutes_per_round(players: usize, rule: TableRule, table: TableSize) -> Option<usize> {
    draw::layout(players, rule, table).ok().map(|lay| lay.short)
}

/// [`random_draw_for`] at tables of four.
pub fn random_draw(
    players: &[PlayerId],
    history: &[RoundSeating],
    rule: TableRule,
    seed: u64,
) -> Result<RoundSeating, SeatingError> {
    random_draw_for(TableSize::FOUR, players, history, rule, seed)
}

/// The club's random draw for one round at tables of `table` seats: a seeded
/// shuffle, winds drawn too (what [`plan_for`] uses in Random mode). Sit-outs,
/// when the rule has them, go to players who have sat out least in `history`;
/// fifth seats to those who have been fifth least.
pub fn random_draw_for(
    table: TableSize,
    players: &[PlayerId],
    history: &[RoundSeating],
    rule: TableRule,
    seed: u64,
) -> Result<RoundSeating, SeatingError> {
    let players = draw::checked_players(players, history)?;
    let lay = draw::layout(players.len(), rule, table)?;
    let mut counts = draw::left_over_counts(history, lay);
    Ok(random_round(&players, &mut counts, lay, seed))
}

#[cfg(test)]
mod tests;
