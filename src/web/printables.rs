//! What the organizer prints for an event day, one click each: the table cards of a round (the
//! table's players and winds, its code and a QR code that opens the table's sheet on a phone),
//! blank paper score sheets per table, each player's personal schedule for the rounds
//! planned so far, and the organizer's player cards (each player's seat PIN, to hand out at
//! check-in). Pages are plain HTML with print CSS (`@media print`): one table card, sheet or
//! schedule per printed page; player cards many to a page, to cut apart.
//!
//! The QR codes come from the `qrcode` crate, rendered as inline SVG; they encode the address
//! the organizer's own browser used (the Host header), which is the one phones on the same
//! network reach too; behind a trusted proxy (`auth::proxy`), the public host and scheme the
//! proxy forwarded, never those a request from anyone else claims. Nothing here changes
//! results; creating a round's missing table codes is the only write.

use super::auth::{MaybeUser, Peer};
use super::bracket::selector::stage_selector;
use super::context::Actor;
use super::error::{WebError, WebResult};
use super::i18n::{Asked, Words};
use super::layout::{wind_name, Nav};
use super::layout::{Page, Path};
use super::state::AppState;
use crate::app::pages::Seat;
use crate::app::printables::{self, Absence, PlayerCard, PrintedRound, ScheduleLine};
use crate::app::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use askama::Template;
use axum::extract::State;
use axum::http::{header, HeaderMap};
use axum::routing::get;
use axum::Router;

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

#[derive(Template)]
#[template(path = "printables/player_cards.html")]
struct PlayerCardsPage {
    nav: Nav,
    tournament: TournamentRow,
    cards: Vec<PlayerCard>,
}

/// The player cards, for the organizer only: each player's seat PIN, which a table phone asks
/// once before it takes that player's seat. Withdrawn players get none.
async fn player_cards(actor: Actor, asked: Asked) -> WebResult<Page<impl Template>> {
    let (state, user, id) = actor.into_parts();
    let (tournament, cards) = printables::player_cards(&state.db, id.into()).await?;
    let words = asked.words(tournament.default_language());
    Ok(Page::new(PlayerCardsPage {
        nav: Nav::signed_in(&user).in_words(words),
        tournament,
        cards,
    }))
}

/// Where a request says it was sent, as the printed address reads it.
#[derive(Debug, Clone, Copy)]
pub struct SentTo<'h> {
    /// The host asked for: a trusted proxy's forwarded public host, else the Host header.
    pub host: Option<&'h str>,
    /// Over HTTPS: always here (`--secure-cookies`), or as a trusted proxy says.
    pub https: bool,
    /// Through a trusted proxy: the host is the public one, never the laptop's own.
    pub through_proxy: bool,
}

impl<'h> SentTo<'h> {
    /// What the request with `headers` from `peer` was sent to; `always_https` when this
    /// server is only reached over HTTPS.
    pub fn of(headers: &'h HeaderMap, peer: &Peer, always_https: bool) -> Self {
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
        Self {
            host: peer.forwarded_host(headers).or(host),
            https: always_https || peer.https(),
            through_proxy: peer.through_proxy(),
        }
    }
}

/// The address phones use to reach this server: the host the request was sent to, except
/// that a loopback host (the organizer browsing `localhost` on the laptop itself, straight
/// and without HTTPS) is replaced by the laptop's LAN address, which phones can open. Anything
/// that is not a plain host name, address or port is replaced by `localhost` (it ends up in a
/// link).
pub fn site_address(sent: SentTo, lan: Option<&str>) -> SiteAddress {
    let host = sent
        .host
        .filter(|h| {
            !h.is_empty()
                && h.len() <= 255
                && h.chars()
                    .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or("localhost");
    let scheme = if sent.https { "https" } else { "http" };
    // Behind HTTPS or a proxy the site is named by the address asked for, which is what
    // phones use.
    if is_loopback_host(host) && !sent.https && !sent.through_proxy {
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
    /// (wind, name) per starting seat, then ("bets first", name) for a table's fifth person,
    /// in the page's words.
    pub seats: Vec<(String, String)>,
    pub code: String,
    pub url: String,
    pub qr: String,
}

/// The organizer at one round's printables: `/t/{id}/rounds/{number}/…`.
type OnRound = Actor<(i64, i64)>;

/// A seat's label as printed: its wind, or the fifth seat's.
fn seat_label(words: Words, seat: Seat) -> String {
    match seat {
        Seat::Wind(wind) => words.wind(wind_name(wind)),
        Seat::Fifth => words.get("printables-bets-first"),
    }
}

/// A seated person's name, or the organizer's when they stand in.
fn seated_name(words: Words, name: Option<String>) -> String {
    name.unwrap_or_else(|| words.get("printables-substitute"))
}

/// The round's table cards and the tournament's words, as printed.
struct RoundCards {
    tournament: TournamentRow,
    words: Words,
    self_entry: bool,
    cards: Vec<CardView>,
}

/// The address of this server that the request with `headers` from `peer` reached.
fn site_of(state: &AppState, headers: &HeaderMap, peer: &Peer) -> SiteAddress {
    let sent = SentTo::of(headers, peer, state.secure_cookies);
    site_address(sent, state.lan_address.as_deref())
}

/// The cards of the round the organizer's address names, in the words `asked` chooses, with
/// the addresses of `site`.
async fn round_cards(actor: &OnRound, asked: Asked, site: &str) -> WebResult<RoundCards> {
    let (state, (id, number)) = (&actor.state, actor.path);
    let PrintedRound {
        tournament,
        tables_record_hands,
        tables,
    } = printables::round_tables(&state.db, id.into(), number).await?;
    let words = asked.words(tournament.default_language());
    let mut cards = Vec::with_capacity(tables.len());
    for table in tables {
        let url = format!("{site}/t/{id}/table/{}", table.code);
        cards.push(CardView {
            table: table.table,
            game_id: table.game_id,
            seats: table
                .seats
                .into_iter()
                .map(|(seat, name)| (seat_label(words, seat), seated_name(words, name)))
                .collect(),
            qr: qr_svg(&url)?,
            code: table.code,
            url,
        });
    }
    Ok(RoundCards {
        tournament,
        words,
        self_entry: tables_record_hands,
        cards,
    })
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
async fn table_cards(
    actor: OnRound,
    asked: Asked,
    peer: Peer,
    headers: HeaderMap,
) -> WebResult<Page<impl Template>> {
    let site = site_of(&actor.state, &headers, &peer);
    let printed = round_cards(&actor, asked, &site.url).await?;
    let (_, user, (id, number)) = actor.into_parts();
    let page = CardsPage {
        nav: Nav::signed_in(&user).in_words(printed.words),
        code_url: format!("{}/t/{id}/table", site.url),
        phones_can_reach: site.phones_can_reach,
        tournament: printed.tournament,
        round: number,
        self_entry: printed.self_entry,
        cards: printed.cards,
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
async fn paper_sheets(
    actor: OnRound,
    asked: Asked,
    peer: Peer,
    headers: HeaderMap,
) -> WebResult<Page<impl Template>> {
    let site = site_of(&actor.state, &headers, &peer);
    let RoundCards {
        tournament,
        words,
        cards,
        ..
    } = round_cards(&actor, asked, &site.url).await?;
    let (_, user, (_, number)) = actor.into_parts();
    let rules = tournament.preset().map(Ruleset::preset);
    let page = PaperSheetsPage {
        nav: Nav::signed_in(&user).in_words(words),
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

/// One round of a player's schedule as printed.
pub struct ScheduleRow {
    pub round: i64,
    /// None when the player does not play this round (see `absent`).
    pub table: Option<i64>,
    /// Why a player without a table does not play: "sits out", or, in a bracket stage they
    /// did not reach, "did not qualify for the finals".
    pub absent: String,
    pub wind: String,
    pub opponents: Vec<String>,
}

/// One player's schedule as printed.
pub struct PersonalSchedule {
    pub player_id: PlayerId,
    pub name: String,
    pub lines: Vec<ScheduleRow>,
}

/// A player's round in words: table, seat and opponents, or why they do not play.
fn schedule_row(words: Words, line: ScheduleLine) -> ScheduleRow {
    match line {
        ScheduleLine::Plays {
            round,
            table,
            seat,
            others,
        } => ScheduleRow {
            round,
            table: Some(table),
            absent: String::new(),
            wind: seat_label(words, seat),
            opponents: others
                .into_iter()
                .map(|(name, seat)| {
                    words.get_with2(
                        "printables-opponent",
                        ("name", seated_name(words, name)),
                        ("seat", seat_label(words, seat)),
                    )
                })
                .collect(),
        },
        ScheduleLine::Absent { round, why } => ScheduleRow {
            round,
            table: None,
            absent: match why {
                Absence::SitsOut => words.get("printables-sits-out"),
                Absence::DidNotQualify { stage } => {
                    words.get_with("printables-did-not-qualify", "stage", stage_selector(stage))
                }
                Absence::NotInBracket => words.get("printables-not-in-bracket"),
            },
            wind: String::new(),
            opponents: Vec::new(),
        },
    }
}

/// The schedules of tournament `id` (every player's, or only `only`'s) as printed, in the
/// words `asked` chooses.
async fn schedules(
    state: &AppState,
    asked: Asked,
    id: TournamentId,
    only: Option<PlayerId>,
) -> WebResult<(TournamentRow, Words, Vec<PersonalSchedule>)> {
    let (tournament, schedules) = printables::schedules(&state.db, id, only).await?;
    let words = asked.words(tournament.default_language());
    let schedules = schedules
        .into_iter()
        .map(|s| PersonalSchedule {
            player_id: s.player_id,
            name: s.name,
            lines: s
                .lines
                .into_iter()
                .map(|line| schedule_row(words, line))
                .collect(),
        })
        .collect();
    Ok((tournament, words, schedules))
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
async fn all_schedules(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let (tournament, words, schedules) = schedules(&state, asked, id, None).await?;
    let page = SchedulesPage {
        nav: Nav::from(&user).in_words(words),
        schedules,
        tournament,
        single: false,
    };
    Ok(Page::new(page))
}

/// One player's schedule: where they sit in each planned round.
async fn one_schedule(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path((id, pid)): Path<(TournamentId, i64)>,
) -> WebResult<Page<impl Template>> {
    let pid = PlayerId::new(pid).ok_or(WebError::NotFound)?;
    let (tournament, words, found) = schedules(&state, asked, id, Some(pid)).await?;
    if found.is_empty() {
        return Err(WebError::NotFound);
    }
    let page = SchedulesPage {
        nav: Nav::from(&user).in_words(words),
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

    /// A request sent straight (no proxy, no HTTPS) to `host`.
    fn straight_to(host: &str) -> SentTo<'_> {
        SentTo {
            host: Some(host),
            https: false,
            through_proxy: false,
        }
    }

    #[test]
    fn a_host_header_that_is_not_a_host_becomes_localhost() {
        assert_eq!(
            site_address(straight_to("192.168.1.20:8080"), None).url,
            "http://192.168.1.20:8080"
        );
        let evil = straight_to("evil\"><script>");
        assert_eq!(site_address(evil, None).url, "http://localhost");
        let forwarded = SentTo {
            through_proxy: true,
            ..evil
        };
        assert_eq!(site_address(forwarded, None).url, "http://localhost");
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
            let site = site_address(straight_to(host), lan);
            assert_eq!(site.url, "http://192.168.1.20:8080", "{host}");
            assert!(site.phones_can_reach);
            // Without a network, the cards say that phones cannot open them.
            let alone = site_address(straight_to(host), None);
            assert!(!alone.phones_can_reach, "{host}");
        }
        let named = site_address(straight_to("tenbou.local:8080"), lan);
        assert_eq!(named.url, "http://tenbou.local:8080");
        assert!(named.phones_can_reach);
    }

    #[test]
    fn behind_a_proxy_the_address_asked_for_is_kept_with_its_scheme() {
        let lan = Some("http://192.168.1.20:8080");
        let public = SentTo {
            host: Some("league.example"),
            https: true,
            through_proxy: true,
        };
        assert_eq!(site_address(public, lan).url, "https://league.example");
        // A proxy on this machine forwarding its own loopback name: not the laptop's LAN.
        let loopback = SentTo {
            host: Some("127.0.0.1:8080"),
            https: false,
            through_proxy: true,
        };
        assert_eq!(site_address(loopback, lan).url, "http://127.0.0.1:8080");
    }
}
