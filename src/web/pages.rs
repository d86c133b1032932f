//! The public pages players open on their phones: the list of tournaments, a tournament's home
//! ("what is happening now"), find my seat, the seating of each round and the player list.
//! They need no account and change nothing.

use super::auth::MaybeUser;
use super::bracket::progress_text;
use super::error::WebResult;
use super::i18n::{Asked, Words};
use super::layout::{wind_name, Nav, Page, Path, SeatLabel};
use super::state::AppState;
use super::terms::names;
use crate::app::pages::{self, GameProgress, PlayerRow, RoundRow, RoundSeating, Seat, SeatOf};
use crate::app::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::{folded_name, PlayerId};
use crate::tournament::seating::{SeatingMode, TableRule, TableSize};
use askama::Template;
use axum::extract::{Query, State};
use axum::routing::get;
use axum::Router;
use serde::Deserialize;

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
    /// Where the game stands, when known, for a page to word.
    pub progress: Option<GameProgress>,
}

/// A round's seating as shown: tables in order and who sits out.
pub struct RoundView {
    pub round: RoundRow,
    pub tables: Vec<TableView>,
    pub sit_outs: Vec<String>,
}

impl From<RoundSeating> for RoundView {
    /// The round's tables in order, each with its seats (a tag-team seat names both partners,
    /// as `app::pages` joined them), its fifth person and where its game stands.
    fn from(seating: RoundSeating) -> Self {
        let mut tables: Vec<TableView> = Vec::new();
        for seat in seating.seats {
            if tables.last().is_none_or(|t| t.number != seat.table_number) {
                tables.push(TableView {
                    number: seat.table_number,
                    game_id: seat.game_id,
                    seats: Vec::new(),
                    fifth: None,
                    progress: seating.progress.get(&seat.game_id).cloned(),
                });
            }
            if let Some(table) = tables.last_mut() {
                table.seats.push((wind_name(seat.seat), seat.player_name));
            }
        }
        for fifth in seating.fifths {
            if let Some(table) = tables.iter_mut().find(|t| t.game_id == fifth.game_id) {
                table.fifth = Some(fifth.player_name);
            }
        }
        Self {
            round: seating.round,
            tables,
            sit_outs: seating.sit_outs.into_iter().map(|(_, name)| name).collect(),
        }
    }
}

impl RoundView {
    /// The message naming how the round was seated ("Balanced seating").
    pub fn mode_key(&self) -> &'static str {
        match self.round.mode {
            SeatingMode::Balanced => "seating-mode-balanced",
            SeatingMode::Swiss => "seating-mode-swiss",
            SeatingMode::Random => "seating-mode-random",
            SeatingMode::RoundRobin => "seating-mode-round-robin",
        }
    }

    /// How a field that does not fill every table is seated, in words for this round's table
    /// size and its tables: substitutes are spoken of only where a table is one player short,
    /// with how many the round needs.
    pub fn rule_text(&self, words: &Words) -> String {
        // Every table lists all its seats, the substitute's included, so the largest is the
        // tournament's table size.
        let seats = self.tables.iter().map(|t| t.seats.len()).max();
        let table = seats.and_then(TableSize::new).unwrap_or(TableSize::FOUR);
        match self.round.table_rule {
            TableRule::SitOuts => words.get("names-rule-sit-outs"),
            TableRule::FifthSeats => words.get("names-rule-fifth-seats"),
            TableRule::TagTeams => words.get("names-rule-tag-teams"),
            TableRule::ThreesWithSubstitute => match self.short_tables().as_slice() {
                [] => words.get("names-rule-every-table-full"),
                [table] => words.get_with("names-rule-one-short", "table", *table),
                [first @ .., last] => {
                    let first: Vec<String> = first.iter().map(i64::to_string).collect();
                    words.get_with3(
                        "names-rule-several-short",
                        ("tables", first.join(", ")),
                        ("last", *last),
                        ("count", first.len() + 1),
                    )
                }
            },
            TableRule::Fours => words.get_with("names-rule-fours", "seats", table.count()),
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
    pub fn substitute_name(&self, number: &i64, words: &Words) -> String {
        let short = self.short_tables();
        let position = short.iter().position(|n| n == number).map_or(1, |p| p + 1);
        match short.len() {
            0 | 1 => words.get("names-organizer-fills"),
            count => words.get_with2("names-substitute", ("position", position), ("count", count)),
        }
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
/// empty. A league's server shows its public index of every organizer's events instead.
async fn index(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    peer: super::auth::Peer,
) -> WebResult<axum::response::Response> {
    use axum::response::IntoResponse;
    if state.league {
        return super::league::public_index(&state, &user, asked).await;
    }
    let (set_up, tournaments) = pages::front(&state.db).await?;
    if !set_up && peer.on_this_machine() {
        return Ok(axum::response::Redirect::to("/setup").into_response());
    }
    Ok(Page::new(IndexPage {
        nav: Nav::from(&user).in_words(asked.words(None)),
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
    ruleset_name: String,
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

async fn home(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let pages::HomeView {
        tournament,
        rounds,
        current,
        players,
        bracket,
        champion,
        leader,
    } = pages::home(&state.db, id).await?;
    let words = asked.words(tournament.default_language());
    let ruleset_name = tournament.preset().map_or_else(String::new, |id| {
        names::ruleset_name(&words, &Ruleset::preset(id))
    });
    let page = HomePage {
        stage_status: bracket.as_ref().map(|loaded| progress_text(&words, loaded)),
        champion,
        leader,
        nav: Nav::from(&user).in_words(words),
        ruleset_name,
        rounds,
        current: current.map(RoundView::from),
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
    seat: Option<(i64, SeatLabel)>,
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
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Query(query): Query<SeatQuery>,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let query_text: String = query.q.trim().chars().take(MAX_QUERY_LEN).collect();
    let needle = search_key(&query_text);
    let named = |name: &str| !needle.is_empty() && search_key(name).contains(&needle);
    let (tournament, round, found) = pages::find_seat(&state.db, id, named).await?;
    let matches = found
        .into_iter()
        .map(|(name, seat)| SeatMatch {
            name,
            in_round: !matches!(seat, SeatOf::NotInRound),
            seat: match seat {
                SeatOf::Table {
                    table,
                    seat: Seat::Wind(wind),
                } => Some((table, SeatLabel::Wind(wind_name(wind)))),
                SeatOf::Table {
                    table,
                    seat: Seat::Fifth,
                } => Some((table, SeatLabel::BetsFirst)),
                SeatOf::SittingOut | SeatOf::NotInRound => None,
            },
        })
        .collect();
    let words = asked.words(tournament.default_language());
    let page = SeatPage {
        nav: Nav::from(&user).in_words(words),
        tournament,
        query: query_text,
        round,
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

async fn round_page(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path((id, number)): Path<(TournamentId, i64)>,
) -> WebResult<Page<impl Template>> {
    let (tournament, seating, round_count) = pages::round(&state.db, id, number).await?;
    Ok(Page::new(RoundPage {
        nav: Nav::from(&user).in_words(asked.words(tournament.default_language())),
        tournament,
        view: RoundView::from(seating),
        round_count: round_count as i64,
    }))
}

#[derive(Template)]
#[template(path = "pages/players.html")]
struct PlayersPage {
    nav: Nav,
    tournament: TournamentRow,
    players: Vec<PlayerRow>,
}

async fn player_list(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let (tournament, players) = pages::players(&state.db, id).await?;
    Ok(Page::new(PlayersPage {
        nav: Nav::from(&user).in_words(asked.words(tournament.default_language())),
        tournament,
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
async fn schedule(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let (tournament, rounds) = pages::schedule(&state.db, id).await?;
    let words = asked.words(tournament.default_language());
    Ok(Page::new(SchedulePage {
        nav: Nav::from(&user).in_words(words),
        tournament,
        rounds: rounds.into_iter().map(RoundView::from).collect(),
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
