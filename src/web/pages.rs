//! The public pages players open on their phones: the list of tournaments, a tournament's home
//! ("what is happening now"), find my seat, the seating of each round and the player list.
//! They need no account and change nothing.

use super::auth::MaybeUser;
use super::bracket::progress_text;
use super::context::Tournament;
use super::error::{WebError, WebResult};
use super::layout::{wind_name, Nav, Page};
use super::AppState;
use crate::app::rounds::Now;
use crate::db;
use crate::db::players::PlayerRow;
use crate::db::results::Results;
use crate::db::rounds::RoundRow;
use crate::db::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::players::{folded_name, PlayerId};
use crate::tournament::seating::{SeatingMode, TableRule};
use askama::Template;
use axum::extract::{Query, State};
use axum::routing::get;
use axum::Router;
use serde::Deserialize;
use sqlx::SqliteConnection;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(index))
        .route("/t/{id}", get(home))
        .route("/t/{id}/seat", get(find_seat))
        .route("/t/{id}/rounds/{number}", get(round_page))
        .route("/t/{id}/players", get(player_list))
        .route("/t/{id}/schedule", get(schedule))
}

/// One table of a round as shown on the pages.
pub struct TableView {
    pub number: i64,
    pub game_id: i64,
    /// (wind, player name or None for the substitute), East first.
    pub seats: Vec<(&'static str, Option<String>)>,
    /// The fifth person at an American table of five (the first bettor), by name.
    pub fifth: Option<String>,
    /// Where the game stands ("playing S2", "finished"), when known.
    pub status: String,
}

/// A round's seating as shown: tables in order and who sits out.
pub struct RoundView {
    pub round: RoundRow,
    pub tables: Vec<TableView>,
    pub sit_outs: Vec<String>,
}

impl RoundView {
    pub async fn load(conn: &mut SqliteConnection, round: RoundRow) -> WebResult<Self> {
        let seats = db::rounds::seats(conn, round.id).await?;
        let mut tables: Vec<TableView> = Vec::new();
        for seat in seats {
            if tables.last().is_none_or(|t| t.number != seat.table_number) {
                tables.push(TableView {
                    number: seat.table_number,
                    game_id: seat.game_id,
                    seats: Vec::new(),
                    fifth: None,
                    status: String::new(),
                });
            }
            if let Some(table) = tables.last_mut() {
                table.seats.push((wind_name(seat.seat), seat.player_name));
            }
        }
        for fifth in db::rounds::fifths(conn, round.id).await? {
            if let Some(table) = tables.iter_mut().find(|t| t.game_id == fifth.game_id) {
                table.fifth = Some(fifth.player_name);
            }
        }
        let sit_outs = db::rounds::sit_outs(conn, round.id)
            .await?
            .into_iter()
            .map(|(_, name)| name)
            .collect();
        Ok(Self {
            round,
            tables,
            sit_outs,
        })
    }

    /// The round's seating with where each table's game stands (only this round's games are
    /// replayed).
    pub async fn load_with_status(
        conn: &mut SqliteConnection,
        tournament_id: i64,
        round: RoundRow,
    ) -> WebResult<Self> {
        let number = round.number;
        let view = Self::load(conn, round).await?;
        let games = Results::load_round(conn, tournament_id, number).await?;
        Ok(view.with_status(&games))
    }

    /// Fills in where each table's game stands.
    pub fn with_status(mut self, results: &Results) -> Self {
        for table in &mut self.tables {
            if let Some(game) = results.games.iter().find(|g| g.info.id == table.game_id) {
                table.status = if game.sheet.ended {
                    "finished".to_string()
                } else if game.hands.is_empty() {
                    "not started".to_string()
                } else {
                    let honba = game.sheet.position.honba;
                    let counters = if honba > 0 {
                        format!("·{honba}")
                    } else {
                        String::new()
                    };
                    format!("playing {}{counters}", game.sheet.position.round.label())
                };
            }
        }
        self
    }

    pub fn mode_text(&self) -> &'static str {
        match self.round.mode {
            SeatingMode::Balanced => "Balanced seating",
            SeatingMode::Swiss => "Swiss seating",
            SeatingMode::Random => "Random draw",
        }
    }

    /// How a field that does not fill every table is seated, in words for this round's table
    /// size and its tables: substitutes are spoken of only where a table is one player short,
    /// with how many the round needs.
    pub fn rule_text(&self) -> String {
        // Every table lists all its seats, the substitute's included, so the largest is the
        // tournament's table size.
        let sanma = self.tables.iter().map(|t| t.seats.len()).max() == Some(3);
        match (self.round.table_rule, sanma) {
            (TableRule::SitOuts, _) => "sit-outs rotate".into(),
            (TableRule::FifthSeats, _) => "a fifth seat (the bettor) at some tables".into(),
            (TableRule::ThreesWithSubstitute, _) => {
                super::rounds::substitutes_text(&self.short_tables())
                    .unwrap_or_else(|| "every table full".into())
            }
            (TableRule::Fours, false) => "tables of four only".into(),
            (TableRule::Fours, true) => "tables of three only".into(),
        }
    }

    /// The numbers of the tables one player short (a seat the substitute fills).
    fn short_tables(&self) -> Vec<i64> {
        self.tables
            .iter()
            .filter(|t| t.seats.iter().any(|(_, name)| name.is_none()))
            .map(|t| t.number)
            .collect()
    }

    /// Who fills the empty seat of table `number`: the organizer when one table is short, a
    /// numbered substitute when several are.
    pub fn substitute_name(&self, number: &i64) -> String {
        let short = self.short_tables();
        let position = short.iter().position(|n| n == number).map_or(1, |p| p + 1);
        super::rounds::substitute_name(position, short.len())
            .unwrap_or_else(|| "organizer (fills the seat, not ranked)".into())
    }
}

#[derive(Template)]
#[template(path = "pages/index.html")]
struct IndexPage {
    nav: Nav,
    tournaments: Vec<TournamentRow>,
    /// Whether the organizer password has been chosen yet.
    set_up: bool,
}

/// The home page. On the laptop's first visit, before any organizer password exists, it leads
/// straight to the setup (as docs/organizer.md promises); phones see the list and a word on why it is
/// empty.
async fn index(
    State(state): State<AppState>,
    user: MaybeUser,
    peer: super::auth::Peer,
) -> WebResult<axum::response::Response> {
    use axum::response::IntoResponse;
    let mut conn = state.db.acquire().await?;
    let set_up = db::accounts::organizer_exists(&mut conn).await?;
    let on_the_laptop = peer
        .0
        .is_some_and(|addr| addr.ip().to_canonical().is_loopback());
    if !set_up && on_the_laptop {
        return Ok(axum::response::Redirect::to("/setup").into_response());
    }
    let tournaments = db::tournaments::list(&mut conn, false).await?;
    Ok(Page::new(IndexPage {
        nav: Nav::from(&user),
        tournaments,
        set_up,
    })
    .into_response())
}

#[derive(Template)]
#[template(path = "pages/home.html")]
struct HomePage {
    nav: Nav,
    tournament: TournamentRow,
    ruleset_name: &'static str,
    rounds: Vec<RoundRow>,
    current: Option<RoundView>,
    player_count: usize,
    checked_in: usize,
    /// Where the bracket stands ("Finals: games in play."), when there is one.
    stage_status: Option<String>,
    /// "Tournament over — champion: X" once it is over, with the champion's id for the link.
    champion: Option<(PlayerId, String)>,
    /// Every game so far finished, outside a bracket and before the tournament is archived:
    /// who leads the standings.
    leader: Option<(PlayerId, String)>,
}

async fn home(user: MaybeUser, t: Tournament) -> WebResult<Page<impl Template>> {
    let (id, tournament, mut conn) = t.into_parts();
    let now = Now::load(&mut conn, id).await?;
    let current = match now.current.clone() {
        Some(round) => Some(RoundView::load_with_status(&mut conn, id, round).await?),
        None => None,
    };
    let players = db::players::list(&mut conn, id).await?;
    let (ranking, loaded) =
        crate::app::ranking::load_ranking(&mut conn, id, &players, &now.outcomes).await?;
    let named = |player: PlayerId| {
        players
            .iter()
            .find(|p| p.id == player)
            .map(|p| (player, p.name.clone()))
    };
    let all_finished = now.all_finished();
    let first = ranking.lines.first().map(|l| l.player);
    // With a bracket the tournament is over when its last stage is; without one nothing says
    // another round will not follow, so it is over when the organizer archives it.
    let champion = match &loaded {
        Some(_) => ranking.champion(),
        None if all_finished && tournament.archived => first,
        None => None,
    }
    .and_then(named);
    let leader = if loaded.is_none() && all_finished && champion.is_none() {
        first.and_then(named)
    } else {
        None
    };
    let ruleset_name = Ruleset::preset(&tournament.ruleset).map_or("", |r| r.name);
    let page = HomePage {
        stage_status: loaded.as_ref().map(progress_text),
        champion,
        leader,
        nav: Nav::from(&user),
        ruleset_name,
        rounds: now.rounds,
        current,
        player_count: players.iter().filter(|p| !p.withdrawn).count(),
        checked_in: players
            .iter()
            .filter(|p| p.checked_in && !p.withdrawn)
            .count(),
        tournament,
    };
    Ok(Page::new(page))
}

#[derive(Deserialize)]
struct SeatQuery {
    #[serde(default)]
    q: String,
}

/// One answer to "find my seat".
struct SeatMatch {
    name: String,
    /// Table number and wind, or None when sitting out.
    seat: Option<(i64, &'static str)>,
    /// Whether the player is in the round at all (registered after it started, or withdrawn).
    in_round: bool,
}

#[derive(Template)]
#[template(path = "pages/seat.html")]
struct SeatPage {
    nav: Nav,
    tournament: TournamentRow,
    query: String,
    round: Option<i64>,
    matches: Vec<SeatMatch>,
}

/// A name or a search as "find my seat" compares them: folded as players sort ("zoe" finds
/// "Zoë", "otani" finds "Ōtani", "soren" finds "Søren").
fn search_key(text: &str) -> String {
    folded_name(text)
}

/// Longest search accepted; a name is at most 60 characters anyway.
const MAX_QUERY_LEN: usize = 60;

async fn find_seat(
    user: MaybeUser,
    Query(query): Query<SeatQuery>,
    t: Tournament,
) -> WebResult<Page<impl Template>> {
    let (id, tournament, mut conn) = t.into_parts();
    let query_text: String = query.q.trim().chars().take(MAX_QUERY_LEN).collect();
    let needle = search_key(&query_text);
    let round = Now::load(&mut conn, id).await?.current;
    let mut matches = Vec::new();
    if !needle.is_empty() {
        let (seats, fifths, sit_outs) = match &round {
            Some(r) => (
                db::rounds::seats(&mut conn, r.id).await?,
                db::rounds::fifths(&mut conn, r.id).await?,
                db::rounds::sit_outs(&mut conn, r.id).await?,
            ),
            None => (Vec::new(), Vec::new(), Vec::new()),
        };
        for player in db::players::list(&mut conn, id).await? {
            if !search_key(&player.name).contains(&needle) {
                continue;
            }
            let seat = seats
                .iter()
                .find(|s| s.player_id == Some(player.id))
                .map(|s| (s.table_number, wind_name(s.seat)))
                .or_else(|| {
                    fifths
                        .iter()
                        .find(|f| f.player_id == player.id)
                        .map(|f| (f.table_number, super::rounds::FIFTH_SEAT_LABEL))
                });
            let sitting_out = sit_outs.iter().any(|(pid, _)| *pid == player.id);
            matches.push(SeatMatch {
                name: player.name,
                in_round: seat.is_some() || sitting_out,
                seat,
            });
        }
    }
    let page = SeatPage {
        nav: Nav::from(&user),
        tournament,
        query: query_text,
        round: round.map(|r| r.number),
        matches,
    };
    Ok(Page::new(page))
}

#[derive(Template)]
#[template(path = "pages/round.html")]
struct RoundPage {
    nav: Nav,
    tournament: TournamentRow,
    view: RoundView,
    round_count: i64,
}

async fn round_page(user: MaybeUser, t: Tournament<(i64, i64)>) -> WebResult<Page<impl Template>> {
    let ((id, number), tournament, mut conn) = t.into_parts();
    let round = db::rounds::get(&mut conn, id, number)
        .await?
        .ok_or(WebError::NotFound)?;
    let round_count = db::rounds::list(&mut conn, id).await?.len() as i64;
    let view = RoundView::load_with_status(&mut conn, id, round).await?;
    Ok(Page::new(RoundPage {
        nav: Nav::from(&user),
        tournament,
        view,
        round_count,
    }))
}

#[derive(Template)]
#[template(path = "pages/players.html")]
struct PlayersPage {
    nav: Nav,
    tournament: TournamentRow,
    players: Vec<PlayerRow>,
}

async fn player_list(user: MaybeUser, mut t: Tournament) -> WebResult<Page<impl Template>> {
    let players = db::players::list(&mut t.conn, t.path).await?;
    Ok(Page::new(PlayersPage {
        nav: Nav::from(&user),
        tournament: t.row,
        players,
    }))
}

#[derive(Template)]
#[template(path = "pages/schedule.html")]
struct SchedulePage {
    nav: Nav,
    tournament: TournamentRow,
    rounds: Vec<RoundView>,
}

/// Every round's seating, one printed page per round.
async fn schedule(user: MaybeUser, t: Tournament) -> WebResult<Page<impl Template>> {
    let (id, tournament, mut conn) = t.into_parts();
    let mut rounds = Vec::new();
    for round in db::rounds::list(&mut conn, id).await? {
        rounds.push(RoundView::load(&mut conn, round).await?);
    }
    Ok(Page::new(SchedulePage {
        nav: Nav::from(&user),
        tournament,
        rounds,
    }))
}

#[cfg(test)]
mod tests {
    use super::search_key;

    #[test]
    fn find_my_seat_ignores_accents_and_case() {
        let cases = [
            ("Zoë", "zoe"),
            ("Ōtani", "otani"),
            ("Søren", "soren"),
            ("Chloé", "chloe"),
            ("Weiß", "weiss"),
            ("Ærø", "aero"),
            ("Łukasz", "lukasz"),
            ("Đorđe", "dorde"),
            ("Nguyễn Thị", "nguyen thi"),
            ("Zoe\u{308}", "zoe"),
            ("  ANNA   Maria ", "anna maria"),
            ("山田 太郎", "山田 太郎"),
        ];
        for (name, key) in cases {
            assert_eq!(search_key(name), key, "{name}");
        }
        assert!(search_key("Ōtani Shōhei").contains(&search_key("OTANI SHO")));
    }
}
