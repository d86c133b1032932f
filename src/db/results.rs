//! A tournament's results as the pages and exports need them: every game replayed from its
//! stored hands, and the penalties. Loaded in a few queries and derived here, never stored.
//! The one place that reads games back and replays them through the engine; the web layer
//! turns a [`LoadError`] into its error page.

use super::Conn;
use crate::db;
use crate::db::games::{decode_hands, GameInfo, HandMark, HandStatus, UnreadableHand};
use crate::db::penalties::PenaltyRow;
use crate::engine::game::{replay_with_names, Game, Hand, HandError, Sheet};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::tournament::players::PlayerId;
use std::collections::HashMap;

/// Why a game or a tournament's results could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("there is no such game in this tournament")]
    NoSuchGame,
    #[error("game {game} has unknown ruleset {ruleset}")]
    UnknownRuleset { game: i64, ruleset: String },
    #[error("game {game}: {source}")]
    BadSettings {
        game: i64,
        source: crate::engine::styles::settings::SettingsError,
    },
    #[error(transparent)]
    UnreadableHand(#[from] UnreadableHand),
}

/// The name shown for the substitute's seat.
pub const SUBSTITUTE: &str = "Organizer (substitute)";

/// A game with its replayed sheet.
pub struct PlayedGame {
    pub info: GameInfo,
    pub hands: Vec<Hand>,
    pub sheet: Sheet,
    /// Per hand: confirmed, or entered at the table and still pending or disputed.
    pub marks: Vec<HandMark>,
    /// The table's clock, once its round's clock is started. Loaded with a single game (every
    /// sheet built from it then shows the clock), not with a whole tournament's results.
    pub time: Option<TableClock>,
    /// The engine's game after the last hand, kept when a single game is loaded for a change
    /// (see [`load_game`]) so that a new last hand is applied to it instead of replaying every
    /// hand again; None for a tournament's results and after an impossible hand.
    pub state: Option<Game>,
}

/// A table's round clock as stored: the round's start and length, and what the table was
/// given beyond it. What is left is computed when a page is rendered.
#[derive(Debug, Clone, Copy)]
pub struct TableClock {
    pub round: db::rounds::RoundClock,
    pub table: db::rounds::TableTime,
}

impl PlayedGame {
    pub fn names(&self) -> Vec<String> {
        seat_names(&self.info)
    }

    /// The mark of hand `index` (confirmed when none is stored).
    pub fn mark(&self, index: usize) -> HandMark {
        self.marks.get(index).cloned().unwrap_or_default()
    }

    /// Every hand is confirmed: only then does a finished game count in the standings (a hand
    /// entered at a table waits for a second player of that table or the organizer).
    pub fn all_confirmed(&self) -> bool {
        self.marks.iter().all(|m| m.status == HandStatus::Confirmed)
    }
}

/// Seat names of a game in starting-seat order, one per person at its table: a name per seat
/// (three in sanma), then the fifth person's at a table of five, persons 0–4 as they sat for
/// the first hand.
pub fn seat_names(info: &GameInfo) -> Vec<String> {
    info.seats
        .iter()
        .map(|s| {
            s.as_ref()
                .map_or_else(|| SUBSTITUTE.to_string(), |(_, name)| name.clone())
        })
        .collect()
}

/// The ruleset a game is scored with: its preset with the tournament's settings (Hong Kong
/// Old Style's wind rounds and faan table).
pub fn ruleset_of(info: &GameInfo) -> Result<Ruleset, LoadError> {
    let preset = PresetId::parse(&info.ruleset)
        .map(Ruleset::preset)
        .ok_or_else(|| LoadError::UnknownRuleset {
            game: info.id,
            ruleset: info.ruleset.clone(),
        })?;
    crate::tournament::rule_settings::ruleset_with(preset, &info.rule_settings).map_err(|source| {
        LoadError::BadSettings {
            game: info.id,
            source,
        }
    })
}

/// A game's sheet from its hands, replayed with its ruleset.
pub fn replay_game(info: GameInfo, hands: Vec<Hand>) -> Result<PlayedGame, LoadError> {
    let (sheet, _) = replay(&info, &hands, false)?;
    Ok(played(info, hands, sheet, None))
}

/// Games replayed from their first hand on this thread: counted in tests, so that a test can
/// tell how often an operation replays its game (a correction's cost grows with it).
#[cfg(test)]
pub mod replay_count {
    use std::cell::Cell;

    thread_local! {
        static REPLAYS: Cell<usize> = const { Cell::new(0) };
    }

    pub(super) fn one_more() {
        REPLAYS.with(|replays| replays.set(replays.get() + 1));
    }

    /// The games replayed so far on this thread.
    pub fn so_far() -> usize {
        REPLAYS.with(Cell::get)
    }
}

/// Replays `hands` for `info`'s game; with `keep`, also the engine's game after the last hand
/// (when every hand could be played).
fn replay(info: &GameInfo, hands: &[Hand], keep: bool) -> Result<(Sheet, Option<Game>), LoadError> {
    #[cfg(test)]
    replay_count::one_more();
    let rules = ruleset_of(info)?;
    let names = seat_names(info);
    let name = |i: usize| names.get(i).map_or("", String::as_str);
    let tag_team = names.len() == crate::db::games::TAG_TEAM_PEOPLE;
    let mut game = if names.len() == 5 {
        Game::with_five(&rules, std::array::from_fn(name))
    } else if let Some(game) = tag_team
        .then(|| Game::with_partners(&rules, std::array::from_fn(name)))
        .flatten()
    {
        game
    } else {
        // The engine keeps four name slots; a table of three leaves the fourth empty.
        if !keep {
            return Ok((
                replay_with_names(&rules, hands, std::array::from_fn(name)),
                None,
            ));
        }
        Game::with_names(&rules, std::array::from_fn(name))
    };
    for (index, hand) in hands.iter().enumerate() {
        if let Err(error) = game.apply(hand) {
            return Ok((
                game.into_sheet(Some(HandError { hand: index, error })),
                None,
            ));
        }
    }
    if !keep {
        return Ok((game.into_sheet(None), None));
    }
    Ok((game.clone().into_sheet(None), Some(game)))
}

fn played(info: GameInfo, hands: Vec<Hand>, sheet: Sheet, state: Option<Game>) -> PlayedGame {
    let marks = vec![HandMark::default(); hands.len()];
    PlayedGame {
        info,
        hands,
        sheet,
        marks,
        time: None,
        state,
    }
}

/// `game` with the hands `hands` instead of its own: the same hands keep its sheet; its hands
/// and one more at the end apply that hand to the kept engine game (no replay of the others);
/// otherwise the whole list is replayed. The marks and the clock are left for the caller.
pub fn with_hands(game: &PlayedGame, hands: Vec<Hand>) -> Result<PlayedGame, LoadError> {
    // A confirmation or a dispute changes no hand: the sheet stays as it was.
    if hands == game.hands {
        let sheet = game.sheet.clone();
        return Ok(played(game.info.clone(), hands, sheet, game.state.clone()));
    }
    let appended = hands.len() == game.hands.len() + 1 && hands.starts_with(&game.hands);
    if let (true, Some(state), Some(last)) = (appended, &game.state, hands.last()) {
        let mut next = state.clone();
        let (sheet, state) = match next.apply(last) {
            Ok(_) => (next.clone().into_sheet(None), Some(next)),
            Err(error) => {
                let error = HandError {
                    hand: hands.len() - 1,
                    error,
                };
                (next.into_sheet(Some(error)), None)
            }
        };
        return Ok(played(game.info.clone(), hands, sheet, state));
    }
    let (sheet, state) = replay(&game.info, &hands, true)?;
    Ok(played(game.info.clone(), hands, sheet, state))
}

/// One game of a tournament, replayed, keeping the engine's game for a change to continue.
pub async fn load_game(
    conn: &mut Conn,
    tournament_id: i64,
    game_id: i64,
) -> Result<PlayedGame, LoadError> {
    load_game_as_read(conn, tournament_id, game_id, None).await
}

/// [`load_game`], reusing the replay of `read` (the same game read moments ago, in the same
/// request) when the game still has `read`'s seats, ruleset and hands: a replay depends on
/// nothing else, so playing the hands again would give the same sheet. A change made after a
/// form was read against the game then plays the engine only for what it changes.
pub async fn load_game_as_read(
    conn: &mut Conn,
    tournament_id: i64,
    game_id: i64,
    read: Option<&PlayedGame>,
) -> Result<PlayedGame, LoadError> {
    let info = db::games::get(conn, tournament_id, game_id)
        .await?
        .ok_or(LoadError::NoSuchGame)?;
    let hands = decode_hands(game_id, &db::games::hands(conn, game_id).await?)?;
    let unchanged = read.filter(|read| read.info == info && read.hands == hands);
    let (sheet, state) = match unchanged {
        Some(read) => (read.sheet.clone(), read.state.clone()),
        None => replay(&info, &hands, true)?,
    };
    let mut game = played(info, hands, sheet, state);
    game.marks = db::games::marks(conn, game_id).await?;
    game.time = table_clock(conn, tournament_id, &game.info).await?;
    Ok(game)
}

/// The clock of a game's table, if its round's clock was started.
async fn table_clock(
    conn: &mut Conn,
    tournament_id: i64,
    info: &GameInfo,
) -> Result<Option<TableClock>, LoadError> {
    let Some(round) = db::rounds::get(conn, tournament_id, info.round_number).await? else {
        return Ok(None);
    };
    let Some(clock) = db::rounds::clock(conn, round.id).await? else {
        return Ok(None);
    };
    let table = db::rounds::table_times(conn, round.id)
        .await?
        .into_iter()
        .find(|t| t.table_number == info.table_number)
        .unwrap_or(db::rounds::TableTime {
            table_number: info.table_number,
            ..Default::default()
        });
    Ok(Some(TableClock {
        round: clock,
        table,
    }))
}

/// Everything recorded in a tournament (or one of its rounds).
#[derive(Default)]
pub struct Results {
    pub games: Vec<PlayedGame>,
    pub penalties: Vec<PenaltyRow>,
}

impl Results {
    /// Every game of the tournament, replayed (the exports and the correction history need the
    /// hands; rankings read `game_results::Outcomes` instead).
    pub async fn load(conn: &mut Conn, tournament_id: i64) -> Result<Self, LoadError> {
        Self::load_in(conn, tournament_id, None).await
    }

    /// The games of one round, replayed: where each table of the round stands.
    pub async fn load_round(
        conn: &mut Conn,
        tournament_id: i64,
        round_number: i64,
    ) -> Result<Self, LoadError> {
        Self::load_in(conn, tournament_id, Some(round_number)).await
    }

    /// The games `player` sat at, replayed, and the penalties given to them: all that one
    /// player's statistics count, without replaying the rest of the event (a player plays a
    /// few games of hundreds).
    pub async fn load_player(
        conn: &mut Conn,
        tournament_id: i64,
        player: PlayerId,
    ) -> Result<Self, LoadError> {
        let sat_at = |info: &GameInfo| {
            info.people()
                .any(|(_, seat)| seat.map(|s| s.0) == Some(player))
        };
        let infos = db::games::list_in(conn, tournament_id, None).await?;
        let mut games = Vec::new();
        for info in infos.into_iter().filter(sat_at) {
            let id = info.id;
            let hands = decode_hands(id, &db::games::hands(conn, id).await?)?;
            let mut game = replay_game(info, hands)?;
            game.marks = db::games::marks(conn, id).await?;
            games.push(game);
        }
        let penalties = db::penalties::list(conn, tournament_id)
            .await?
            .into_iter()
            .filter(|p| p.player_id == player)
            .collect();
        Ok(Self { games, penalties })
    }

    async fn load_in(
        conn: &mut Conn,
        tournament_id: i64,
        round_number: Option<i64>,
    ) -> Result<Self, LoadError> {
        let infos = db::games::list_in(conn, tournament_id, round_number).await?;
        let mut stored: HashMap<i64, Vec<String>> = HashMap::new();
        for (game_id, data) in db::games::all_hands(conn, tournament_id, round_number).await? {
            stored.entry(game_id).or_default().push(data);
        }
        let mut marks: HashMap<i64, Vec<HandMark>> = HashMap::new();
        for (game_id, mark) in db::games::all_marks(conn, tournament_id, round_number).await? {
            marks.entry(game_id).or_default().push(mark);
        }
        let mut games = Vec::with_capacity(infos.len());
        for info in infos {
            let hands = decode_hands(
                info.id,
                stored.get(&info.id).map_or(&[][..], |v| v.as_slice()),
            )?;
            let id = info.id;
            let mut game = replay_game(info, hands)?;
            if let Some(found) = marks.remove(&id) {
                game.marks = found;
            }
            games.push(game);
        }
        let penalties = db::penalties::list(conn, tournament_id).await?;
        Ok(Self { games, penalties })
    }
}
