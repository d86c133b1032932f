//! The standings of a tournament played in teams (Clear Mahjong, docs/rules.md §16 "Teams"):
//! the individual standings and, beside them, the teams entered ranked by games won, then by
//! points (`tournament::team_standings`). Who won a game is the style's answer from the game
//! replayed (`StyleRules::team_game`), so a team tournament's standings replay its games; a
//! tournament played alone reads only the individual standings, as before. Nothing here writes.

use super::standings::{read_on, Standings};
use super::teams::plays_in_teams;
use super::{AppResult, PlayedGame, Store};
use crate::db;
use crate::db::results::{ruleset_of, Results};
use crate::db::Conn;
use crate::engine::seat::Seat;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::team_standings::{team_standings, TeamEntry, TeamGameResult, TeamLine};

/// One team's line with its partners' names, in the order of `line.partners`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStanding {
    pub line: TeamLine,
    pub names: [String; 2],
}

/// The individual standings and, for a tournament played in teams, the team standings.
pub struct WithTeams {
    pub standings: Standings,
    /// `None` for a tournament whose style is played alone.
    pub teams: Option<Vec<TeamStanding>>,
}

/// The standings page's read: the individual standings and the team standings beside them.
pub async fn load(store: &Store, id: TournamentId) -> AppResult<WithTeams> {
    let mut conn = store.read().await?;
    read_with_teams(&mut conn, id).await
}

/// [`load`] on a connection a caller reads more on (the teams' CSV file).
pub(super) async fn read_with_teams(conn: &mut Conn, id: TournamentId) -> AppResult<WithTeams> {
    let standings = read_on(conn, id).await?;
    let teams = if plays_in_teams(&standings.tournament) {
        Some(read_teams(conn, &standings).await?)
    } else {
        None
    };
    Ok(WithTeams { standings, teams })
}

/// The team standings of `standings`' tournament: its teams, its games replayed for who won.
async fn read_teams(conn: &mut Conn, standings: &Standings) -> AppResult<Vec<TeamStanding>> {
    let id = standings.tournament.id;
    let rows = db::teams::list(conn, id).await?;
    let mut entries = Vec::new();
    let mut names = std::collections::HashMap::new();
    for row in rows {
        let [first, second] = match row.partners.as_slice() {
            [a, b] => [a.clone(), b.clone()],
            // A team is two players (the schema and the form keep it so); anything else
            // cannot be ranked as a team.
            _ => continue,
        };
        names.insert(first.0, first.1);
        names.insert(second.0, second.1);
        entries.push(TeamEntry {
            name: row.name,
            partners: [first.0, second.0],
        });
    }
    let results = Results::load(conn, id).await?;
    let games: Vec<TeamGameResult> = results.games.iter().filter_map(team_game_of).collect();
    let totals = standings
        .ranking
        .lines
        .iter()
        .map(|r| (r.player, r.overall_total))
        .collect();
    let name = |p: &PlayerId| names.get(p).cloned().unwrap_or_default();
    Ok(team_standings(&entries, &games, &totals)
        .into_iter()
        .map(|line| TeamStanding {
            names: line.partners.each_ref().map(name),
            line,
        })
        .collect())
}

/// A game over at its table with every hand confirmed (as the standings count it), as its
/// style's sides and winner; a side with the substitute in it is left out.
fn team_game_of(game: &PlayedGame) -> Option<TeamGameResult> {
    if !game.sheet.ended || !game.all_confirmed() {
        return None;
    }
    let rules = ruleset_of(&game.info).ok()?;
    let played = &game.hands[..game.sheet.rows.len().min(game.hands.len())];
    let result = rules
        .style_rules()
        .team_game(&rules, played, &game.sheet.position)?;
    let player = |seat: Seat| {
        let occupant = game.info.seats.get(seat.index())?.as_ref();
        occupant.map(|(player, _)| *player)
    };
    let mut sides = Vec::new();
    let mut winner = None;
    for (index, [a, b]) in result.sides.into_iter().enumerate() {
        if let (Some(a), Some(b)) = (player(a), player(b)) {
            if result.winner == Some(index) {
                winner = Some(sides.len());
            }
            sides.push([a, b]);
        }
    }
    Some(TeamGameResult { sides, winner })
}
