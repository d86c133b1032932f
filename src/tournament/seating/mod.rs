//! Seating: who plays whom, at which table and in which wind, round by round.
//!
//! Owns the seating of qualifying rounds (RULES §5: "qualifying rounds seated to
//! avoid repeat meetings"): the club's random draw, the repeat-avoiding
//! optimiser, Swiss seating by standings, and the measures of a schedule. Pure:
//! no I/O, no clock; every random choice comes from the caller's seed through
//! ChaCha8, so a seed gives the same seating on every machine. It must not read
//! scores; Swiss gets the standings as an ordered list of players.

mod designs;
mod draw;
mod optimise;
mod quality;
mod winds;

pub use draw::{MAX_PLAYERS, MAX_ROUNDS};
pub use quality::{quality, Quality};

/// Opaque player ids chosen by the caller (database ids).
pub type PlayerId = u32;

/// How a player count that is not a multiple of four is seated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TableRule {
    /// Tables of four only; the player count must be a multiple of four.
    Fours,
    /// As many tables of four as possible, the rest tables of three, each
    /// completed by a substitute (the organizer, who is not ranked).
    ThreesWithSubstitute,
    /// Tables of four; `N mod 4` players sit out each round, in turn.
    SitOuts,
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
}

/// One table: seats in wind order East, South, West, North. `None` is the
/// substitute (the organizer, not ranked).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Table {
    pub seats: [Option<PlayerId>; 4],
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
    #[error("player {0} is listed more than once among the available players")]
    DuplicatePlayer(PlayerId),
    #[error("round {round} of the rounds played lists player {player} more than once; correct that round first")]
    PlayerTwiceInHistory { round: usize, player: PlayerId },
    #[error("{players} players is more than the {max} a seating can be planned for")]
    TooManyPlayers { players: usize, max: usize },
    #[error("{rounds} rounds is more than the {max} that can be planned at once")]
    TooManyRounds { rounds: usize, max: usize },
}

/// Plans `req.rounds` rounds after `req.history` for `req.players`.
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
///   local search of fixed length (see `optimise`). Winds are then balanced
///   over history and plan together: every player's wind counts differ by at
///   most one, and by none when the player's number of games is a multiple of
///   four. This is exact for a fresh plan; after rounds seated some other way
///   (a random draw) it is as even as those rounds allow.
/// * [`SeatingMode::Swiss`]: each round's tables are consecutive blocks of the
///   standings, repaired to avoid repeat meetings by exchanging players with
///   the nearest possible ranks; tables of three (with a substitute) go to the
///   bottom of the standings; winds balanced as above. The standings are not
///   known beyond the next round, so later planned rounds use the same
///   standings: re-plan after each round.
///
/// Sit-outs (`SitOuts`, and five players under `ThreesWithSubstitute`) rotate
/// in every mode: nobody sits out twice before every current player has sat
/// out once, counting the history.
pub fn plan(req: &PlanRequest) -> Result<Vec<RoundSeating>, SeatingError> {
    plan_with_effort(req, optimise::Effort::Full)
}

/// [`plan`] with a chosen search length.
fn plan_with_effort(
    req: &PlanRequest,
    effort: optimise::Effort,
) -> Result<Vec<RoundSeating>, SeatingError> {
    let players = draw::checked_players(req.players, req.history)?;
    let lay = draw::layout(players.len(), req.rule)?;
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
    };
    winds::balance_winds(&mut rounds, req.history);
    Ok(rounds)
}

fn plan_random(
    players: &[PlayerId],
    history: &[RoundSeating],
    rounds: usize,
    lay: draw::Layout,
    seed: u64,
) -> Vec<RoundSeating> {
    let mut counts = draw::sit_out_counts(history);
    (0..rounds)
        .map(|i| draw::draw_round(players, &mut counts, lay, draw::round_seed(seed, i)))
        .collect()
}

/// The club's random draw for one round: a seeded shuffle, winds drawn too
/// (what [`plan`] uses in Random mode). Sit-outs, when the rule has them, go to
/// players who have sat out least in `history`.
pub fn random_draw(
    players: &[PlayerId],
    history: &[RoundSeating],
    rule: TableRule,
    seed: u64,
) -> Result<RoundSeating, SeatingError> {
    let players = draw::checked_players(players, history)?;
    let lay = draw::layout(players.len(), rule)?;
    let mut counts = draw::sit_out_counts(history);
    Ok(draw::draw_round(&players, &mut counts, lay, seed))
}

#[cfg(test)]
mod tests;
