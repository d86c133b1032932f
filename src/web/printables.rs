//! What the organizer prints for an event day, one click each: the table cards of a round (the
//! table's players and winds, its code and a QR code that opens the table's sheet on a phone),
//! blank paper score sheets per table, each player's personal schedule for the rounds
//! planned so far, and the organizer's player cards (each player's seat PIN, to hand out at
//! check-in). Pages are plain HTML with print CSS (`@media print`): one table card, sheet or
//! schedule per printed page; player cards many to a page, to cut apart.
//!
//! The QR codes come from the `qrcode` crate, rendered as inline SVG; they encode the address
//! the organizer's own browser used (the Host header), which is the one phones on the same
//! network reach too. Nothing here changes results; creating a round's missing table codes is
//! the only write.

use super::auth::MaybeUser;
use super::context::{Actor, Tournament};
use super::error::{WebError, WebResult};
use super::layout::Page;
use super::layout::{load_tournament, wind_name, Nav};
use super::rounds::FIFTH_SEAT_LABEL;
use super::AppState;
use crate::db;
use crate::db::results::SUBSTITUTE;
use crate::db::table_codes::{HandEntry, CODE_LENGTH};
use crate::db::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::Seat;
use crate::tournament::players::PlayerId;
use askama::Template;
use axum::http::{header, HeaderMap};
use axum::routing::get;
use axum::Router;
use rand::{RngCore, SeedableRng};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/schedules", get(all_schedules))
        .route("/t/{id}/players/{pid}/schedule", get(one_schedule))
}

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/rounds/{number}/cards", get(table_cards))
        .route("/t/{id}/rounds/{number}/paper-sheets", get(paper_sheets))
        .route("/t/{id}/players/cards", get(player_cards))
}

/// One player's card: who they are and their seat PIN.
struct PlayerCard {
    name: String,
    club: String,
    seat_pin: String,
}

#[derive(Template)]
#[template(path = "printables/player_cards.html")]
struct PlayerCardsPage {
    nav: Nav,
    tournament: TournamentRow,
    cards: Vec<PlayerCard>,
}

/// The player cards, for the organizer only: each player's seat PIN, which a table phone asks
/// once before it takes that player's seat. Withdrawn players get none.
async fn player_cards(actor: Actor) -> WebResult<Page<impl Template>> {
    let (state, user, id) = actor.into_parts();
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let pins: std::collections::HashMap<PlayerId, String> = db::seat_pins::pins(&mut conn, id)
        .await?
        .into_iter()
        .collect();
    let cards = db::players::list(&mut conn, id)
        .await?
        .into_iter()
        .filter(|p| !p.withdrawn)
        .map(|p| PlayerCard {
            seat_pin: pins.get(&p.id).cloned().unwrap_or_default(),
            name: p.name,
            club: p.club,
        })
        .collect();
    Ok(Page::new(PlayerCardsPage {
        nav: Nav::signed_in(&user),
        tournament,
        cards,
    }))
}

/// The address phones use to reach this server: the request's Host header, except that a
/// loopback host (the organizer browsing `localhost` on the laptop itself) is replaced by the
/// laptop's LAN address, which phones can open. Anything that is not a plain host name,
/// address or port is replaced by `localhost` (it ends up in a link).
pub fn site_address(headers: &HeaderMap, secure: bool, lan: Option<&str>) -> SiteAddress {
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.len() <= 255
                && h.chars()
                    .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or("localhost");
    let scheme = if secure { "https" } else { "http" };
    // Behind HTTPS a proxy names the site; its host is what phones use.
    if is_loopback_host(host) && !secure {
        if let Some(lan) = lan {
            return SiteAddress {
                url: lan.to_string(),
                phones_can_reach: true,
            };
        }
        return SiteAddress {
            url: format!("{scheme}://{host}"),
            phones_can_reach: false,
        };
    }
    SiteAddress {
        url: format!("{scheme}://{host}"),
        phones_can_reach: true,
    }
}

/// Where printed links and QR codes point.
pub struct SiteAddress {
    /// `http://192.168.1.20:8080`, without a closing slash.
    pub url: String,
    /// False when only this laptop can open `url` (no LAN address was found).
    pub phones_can_reach: bool,
}

/// `localhost`, `127.x.x.x` or `[::1]`, with or without a port.
fn is_loopback_host(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(bracketed) => bracketed.split(']').next().unwrap_or_default(),
        None => host.split(':').next().unwrap_or_default(),
    };
    name.eq_ignore_ascii_case("localhost")
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// A QR code of `text` as an inline `<svg>` element (black on white, with its quiet zone).
pub fn qr_svg(text: &str) -> WebResult<String> {
    let code = qrcode::QrCode::new(text.as_bytes())
        .map_err(|e| WebError::Internal(format!("QR code of {text}: {e}")))?;
    let svg = code
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(180, 180)
        .quiet_zone(true)
        .build();
    // The XML declaration has no place inside an HTML page.
    Ok(svg
        .find("<svg")
        .map_or(svg.clone(), |at| svg[at..].to_string()))
}

/// One table of a round as printed.
pub struct CardView {
    pub table: i64,
    pub game_id: i64,
    /// (wind, name) per starting seat, then ("bets first", name) for a table's fifth person.
    pub seats: Vec<(&'static str, String)>,
    pub code: String,
    pub url: String,
    pub qr: String,
}

/// The organizer at one round's printables: `/t/{id}/rounds/{number}/…`.
type OnRound = Actor<(i64, i64)>;

/// The cards of the round the organizer's address names.
async fn round_cards(
    actor: &OnRound,
    headers: &HeaderMap,
) -> WebResult<(TournamentRow, HandEntry, Vec<CardView>)> {
    let (state, (id, number)) = (&actor.state, actor.path);
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let round = db::rounds::get(&mut tx, id, number)
        .await?
        .ok_or(WebError::NotFound)?;
    let mut rng = rand::rngs::StdRng::from_os_rng();
    let codes = db::table_codes::ensure_for_round(&mut tx, round.id, || {
        (0..CODE_LENGTH).map(|_| rng.next_u32()).collect()
    })
    .await?;
    let seats = db::rounds::seats(&mut tx, round.id).await?;
    let fifths = db::rounds::fifths(&mut tx, round.id).await?;
    let entry = db::table_codes::hand_entry(&mut tx, id).await?;
    tx.commit().await?;
    let site = site_address(headers, state.secure_cookies, state.lan_address.as_deref()).url;
    let mut cards = Vec::with_capacity(codes.len());
    for (game_id, table, code) in codes {
        let url = format!("{site}/t/{id}/table/{code}");
        cards.push(CardView {
            table,
            game_id,
            seats: seats
                .iter()
                .filter(|s| s.game_id == game_id)
                .map(|s| {
                    (
                        wind_name(s.seat),
                        s.player_name
                            .clone()
                            .unwrap_or_else(|| SUBSTITUTE.to_string()),
                    )
                })
                // The fifth person of a table of five: a column of the paper sheet too.
                .chain(
                    fifths
                        .iter()
                        .filter(|f| f.game_id == game_id)
                        .map(|f| (FIFTH_SEAT_LABEL, f.player_name.clone())),
                )
                .collect(),
            qr: qr_svg(&url)?,
            code,
            url,
        });
    }
    Ok((tournament, entry, cards))
}

#[derive(Template)]
#[template(path = "printables/cards.html")]
struct CardsPage {
    nav: Nav,
    tournament: TournamentRow,
    round: i64,
    self_entry: bool,
    cards: Vec<CardView>,
    /// Where a phone without a camera types the code.
    code_url: String,
    /// False when the cards point to an address only this laptop can open.
    phones_can_reach: bool,
}

/// The table cards of a round, one per printed page; the organizer's list of codes too.
async fn table_cards(actor: OnRound, headers: HeaderMap) -> WebResult<Page<impl Template>> {
    let (tournament, entry, cards) = round_cards(&actor, &headers).await?;
    let (state, user, (id, number)) = actor.into_parts();
    let site = site_address(&headers, state.secure_cookies, state.lan_address.as_deref());
    let page = CardsPage {
        nav: Nav::signed_in(&user),
        code_url: format!("{}/t/{id}/table", site.url),
        phones_can_reach: site.phones_can_reach,
        tournament,
        round: number,
        self_entry: entry == HandEntry::Table,
        cards,
    };
    Ok(Page::new(page))
}

#[derive(Template)]
#[template(path = "printables/paper_sheets.html")]
struct PaperSheetsPage {
    nav: Nav,
    tournament: TournamentRow,
    round: i64,
    cards: Vec<CardView>,
    ruleset_name: String,
    starting_points: i32,
    /// Blank rows per sheet: a long hanchan fits.
    rows: Vec<usize>,
}

/// Blank score sheets for the tables of a round, for when phones and laptop are not an option.
async fn paper_sheets(actor: OnRound, headers: HeaderMap) -> WebResult<Page<impl Template>> {
    let (tournament, _, cards) = round_cards(&actor, &headers).await?;
    let (_, user, (_, number)) = actor.into_parts();
    let rules = Ruleset::preset(&tournament.ruleset);
    let page = PaperSheetsPage {
        nav: Nav::signed_in(&user),
        round: number,
        cards,
        ruleset_name: rules
            .as_ref()
            .map_or_else(|| tournament.ruleset.clone(), |r| r.name.to_string()),
        starting_points: rules.as_ref().map_or(30000, |r| r.starting_points),
        tournament,
        rows: (1..=20).collect(),
    };
    Ok(Page::new(page))
}

/// One round of a player's schedule.
pub struct ScheduleLine {
    pub round: i64,
    /// None when the player does not play this round (see `absent`).
    pub table: Option<i64>,
    /// Why a player without a table does not play: "sits out", or, in a bracket stage they
    /// did not reach, "did not qualify for the finals".
    pub absent: String,
    pub wind: &'static str,
    pub opponents: Vec<String>,
}

pub struct PersonalSchedule {
    pub player_id: PlayerId,
    pub name: String,
    pub lines: Vec<ScheduleLine>,
}

async fn schedules(
    conn: &mut sqlx::SqliteConnection,
    id: i64,
    only: Option<PlayerId>,
) -> WebResult<Vec<PersonalSchedule>> {
    let players = db::players::list(conn, id).await?;
    let rounds = db::rounds::list(conn, id).await?;
    let mut seatings = Vec::with_capacity(rounds.len());
    for round in &rounds {
        seatings.push((
            round.number,
            db::rounds::seats(conn, round.id).await?,
            db::rounds::fifths(conn, round.id).await?,
        ));
    }
    // A bracket round is played only by those who entered its stage: for anyone else the
    // schedule says they did not qualify, not that they sit out.
    let bracket = crate::web::bracket::Loaded::load(conn, id).await?;
    let stage_of_game = bracket
        .as_ref()
        .map(|b| b.stage_of_games())
        .unwrap_or_default();
    let absent = |seats: &[db::rounds::SeatRow], player: PlayerId| -> String {
        let (Some(bracket), Some(&(stage, _))) = (
            bracket.as_ref(),
            seats.iter().find_map(|s| stage_of_game.get(&s.game_id)),
        ) else {
            return "sits out".into();
        };
        let in_stage = |stage: usize| {
            bracket
                .bracket
                .rosters
                .get(stage)
                .is_some_and(|roster| roster.contains(&player.into()))
        };
        if in_stage(stage) {
            "sits out".into()
        } else if (0..stage).any(in_stage) {
            format!(
                "did not qualify for the {}",
                bracket.stage_name(stage).to_lowercase()
            )
        } else {
            "not in the bracket".into()
        }
    };
    let mut out = Vec::new();
    for player in players.iter().filter(|p| only.is_none_or(|o| o == p.id)) {
        if player.withdrawn && only.is_none() {
            continue;
        }
        let lines = seatings
            .iter()
            .map(|(round, seats, fifths)| {
                // Everyone at a game but `me` (a chair, or the fifth seat when None).
                let others = |game_id: i64, me: Option<Seat>| -> Vec<String> {
                    seats
                        .iter()
                        .filter(|s| s.game_id == game_id && Some(s.seat) != me)
                        .map(|s| {
                            format!(
                                "{} ({})",
                                s.player_name.clone().unwrap_or_else(|| SUBSTITUTE.into()),
                                wind_name(s.seat)
                            )
                        })
                        .chain(
                            fifths
                                .iter()
                                .filter(|f| f.game_id == game_id && me.is_some())
                                .map(|f| format!("{} ({FIFTH_SEAT_LABEL})", f.player_name)),
                        )
                        .collect()
                };
                let mine = seats.iter().find(|s| s.player_id == Some(player.id));
                let fifth = fifths.iter().find(|f| f.player_id == player.id);
                match (mine, fifth) {
                    (Some(me), _) => ScheduleLine {
                        round: *round,
                        table: Some(me.table_number),
                        absent: String::new(),
                        wind: wind_name(me.seat),
                        opponents: others(me.game_id, Some(me.seat)),
                    },
                    (None, Some(me)) => ScheduleLine {
                        round: *round,
                        table: Some(me.table_number),
                        absent: String::new(),
                        wind: FIFTH_SEAT_LABEL,
                        opponents: others(me.game_id, None),
                    },
                    (None, None) => ScheduleLine {
                        round: *round,
                        table: None,
                        absent: absent(seats, player.id),
                        wind: "",
                        opponents: Vec::new(),
                    },
                }
            })
            .collect();
        out.push(PersonalSchedule {
            player_id: player.id,
            name: player.name.clone(),
            lines,
        });
    }
    Ok(out)
}

#[derive(Template)]
#[template(path = "printables/schedules.html")]
struct SchedulesPage {
    nav: Nav,
    tournament: TournamentRow,
    schedules: Vec<PersonalSchedule>,
    single: bool,
}

/// Every player's own schedule, one per printed page.
async fn all_schedules(user: MaybeUser, t: Tournament) -> WebResult<Page<impl Template>> {
    let (id, tournament, mut conn) = t.into_parts();
    let page = SchedulesPage {
        nav: Nav::from(&user),
        schedules: schedules(&mut conn, id, None).await?,
        tournament,
        single: false,
    };
    Ok(Page::new(page))
}

/// One player's schedule: where they sit in each planned round.
async fn one_schedule(
    user: MaybeUser,
    t: Tournament<(i64, i64)>,
) -> WebResult<Page<impl Template>> {
    let ((id, pid), tournament, mut conn) = t.into_parts();
    let pid = PlayerId::new(pid).ok_or(WebError::NotFound)?;
    let found = schedules(&mut conn, id, Some(pid)).await?;
    if found.is_empty() {
        return Err(WebError::NotFound);
    }
    let page = SchedulesPage {
        nav: Nav::from(&user),
        schedules: found,
        tournament,
        single: true,
    };
    Ok(Page::new(page))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_qr_code_is_an_inline_svg_element() {
        let svg = qr_svg("http://192.168.1.20:8080/t/1/table/K7MPQ").unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(svg.contains("</svg>"));
    }

    #[test]
    fn a_host_header_that_is_not_a_host_becomes_localhost() {
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, "192.168.1.20:8080".parse().unwrap());
        assert_eq!(
            site_address(&headers, false, None).url,
            "http://192.168.1.20:8080"
        );
        headers.insert(header::HOST, "evil\"><script>".parse().unwrap());
        assert_eq!(site_address(&headers, false, None).url, "http://localhost");
    }

    #[test]
    fn the_laptops_own_loopback_address_becomes_the_lan_address_phones_can_open() {
        let lan = Some("http://192.168.1.20:8080");
        for host in [
            "localhost:8080",
            "127.0.0.1:8080",
            "[::1]:8080",
            "LOCALHOST",
        ] {
            let mut headers = HeaderMap::new();
            headers.insert(header::HOST, host.parse().unwrap());
            let site = site_address(&headers, false, lan);
            assert_eq!(site.url, "http://192.168.1.20:8080", "{host}");
            assert!(site.phones_can_reach);
            // Without a network, the cards say that phones cannot open them.
            let alone = site_address(&headers, false, None);
            assert!(!alone.phones_can_reach, "{host}");
        }
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, "tenbou.local:8080".parse().unwrap());
        let named = site_address(&headers, false, lan);
        assert_eq!(named.url, "http://tenbou.local:8080");
        assert!(named.phones_can_reach);
    }
}
