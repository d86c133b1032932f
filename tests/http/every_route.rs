//! Every page of the site in French and Japanese: one test walks every route a browser can
//! open — the public pages, the table phone's, and the organizer's signed in — in an event with
//! a round, hands, a penalty, a referee and a seated phone, and fails on any page that is not
//! in the reader's language or shows a message's key. The English the French or Japanese page
//! still shows must be what `every_route_left.txt` lists as yet to translate, no more (a page
//! that loses its words fails) and no less (a piece translated is struck from the list).
//! Another test reads the routers' sources and fails on a route this walk does not open, so a
//! new page cannot be left out. A second event plays a bracket through its stages
//! (`staged`), whose pages the walk opens too.

pub(crate) mod staged;

use crate::common::TestApp;
use axum::http::StatusCode;
use std::collections::BTreeSet;
use std::path::Path;

const PLAYERS: &str = "name,club
Aiko Tanaka,MSMC
Ben Smith,
Chloé Martin,
Dev Patel,
Emi Sato,
Farid Haddad,
Gina Rossi,
Hugo Lefebvre,
";

/// The organizer's account, as the tests sign in: a name where it stands alone (the referees'
/// page lists the accounts).
const ACCOUNT: &str = "organizer";

/// The names this event gives, which read the same in every language.
const NAMES: &[&str] = &[
    "Montréal Open",
    "Aiko Tanaka",
    "Ben Smith",
    "Chloé Martin",
    "Dev Patel",
    "Emi Sato",
    "Farid Haddad",
    "Gina Rossi",
    "Hugo Lefebvre",
    "Referee Rei",
    "MSMC",
    // The penalty's reason, as the organizer typed it.
    "two tiles",
];

/// Words that read the same in English, French and Japanese pages: the product's name, the
/// ranking body's, file formats, and what the reader types (codes, PINs).
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[
    "tenbou",
    "EMA",
    "MERS",
    "CSV",
    "JSON",
    "HTML",
    "PIN",
    "SVG",
    "English",
    "Français",
    "日本語",
    // The IEC's unit of a backup's size: French writes its own (Kio), Japanese writes KiB.
    "KiB",
    // The melds' examples in the tile fields' placeholders: the notation the parser reads,
    // whose kinds (pon, ankan) are written in Latin letters in every language.
    "pon 999p, ankan 5555z",
    "pon 999p",
    // A player's country as its three-letter code, which the EMA's files use in every language.
    "FRA",
];

/// Words French writes as English does (a table, a site, the game's own terms): on a French
/// page they are French.
const SAME_IN_FRENCH: &[&str] = &[
    "Site",
    "Table",
    "table",
    "Club",
    "club",
    "Chombo",
    "chombo",
    "Riichi",
    "riichi",
    "Tsumo",
    "tsumo",
    "Ron",
    "ron",
    "Points",
    "points",
    "Place",
    // French for a player's places over the event, spelled as the English word.
    "Places",
    "place",
    "Total",
    "total",
    "Date",
    "date",
    "Uma",
    "Oka",
    "Dora",
    "Mangan",
    "mangan",
    // The calls and the riichi terms French clubs say in romaji, as English does.
    "Pon",
    "Kan",
    "Chi",
    "haneman",
    "baiman",
    "sanbaiman",
    "yakuman",
    "double",
    "triple",
    "ippatsu",
    "chankan",
    "rinshan",
    "tenpai",
    "nagashi",
    // The calculator's legend: the same word in French.
    "Situation",
    // A hand's value in han, as French clubs count it.
    "han",
    "Code",
    // Rulesets' proper names, which a French page keeps as their makers write them: M-League,
    // Tenhou, World Series of Mahjong, Zung Jung.
    "League",
    "Tenhou",
    "World",
    "Series",
    "Mahjong",
    "Zung",
    "Jung",
];

/// A route as the routers declare it, and the address this walk opens for it (`None`: not a
/// page — a download or a stream — with the reason).
struct Route {
    pattern: &'static str,
    kind: Kind,
}

enum Kind {
    /// An HTML page, opened at this address (`{id}`, `{gid}`, `{pid}`, `{code}` filled in).
    Page(&'static str),
    /// A CSV file whose header row is in the reader's language.
    Csv(&'static str),
    /// Not walked, and why.
    Skipped(&'static str),
}

use Kind::{Csv, Page, Skipped};

/// Every GET route of the site. The organizer's are under `/admin`, as the router nests them.
const ROUTES: &[Route] = &[
    // What anyone reads.
    Route {
        pattern: "/",
        kind: Page("/"),
    },
    Route {
        pattern: "/t/{id}",
        kind: Page("/t/{id}"),
    },
    Route {
        pattern: "/t/{id}/seat",
        kind: Page("/t/{id}/seat?name=Aiko"),
    },
    Route {
        pattern: "/t/{id}/rounds/{number}",
        kind: Page("/t/{id}/rounds/1"),
    },
    Route {
        pattern: "/t/{id}/players",
        kind: Page("/t/{id}/players"),
    },
    Route {
        pattern: "/t/{id}/players/{pid}",
        kind: Page("/t/{id}/players/{pid}"),
    },
    Route {
        pattern: "/t/{id}/schedule",
        kind: Page("/t/{id}/schedule"),
    },
    Route {
        pattern: "/t/{id}/standings",
        kind: Page("/t/{id}/standings"),
    },
    Route {
        pattern: "/t/{id}/games/{gid}",
        kind: Page("/t/{id}/games/{gid}"),
    },
    Route {
        pattern: "/t/{id}/statistics",
        kind: Page("/t/{id}/statistics"),
    },
    Route {
        pattern: "/t/{id}/report",
        kind: Page("/t/{id}/report"),
    },
    Route {
        pattern: "/t/{id}/report.html",
        kind: Page("/t/{id}/report.html"),
    },
    Route {
        pattern: "/t/{id}/bracket",
        kind: Page("/t/{id}/bracket"),
    },
    Route {
        pattern: "/t/{id}/board",
        kind: Page("/admin/t/{id}/board"),
    },
    Route {
        pattern: "/t/{id}/screen",
        kind: Page("/t/{id}/screen"),
    },
    Route {
        pattern: "/calculator",
        kind: Page("/calculator"),
    },
    Route {
        pattern: "/t/{id}/calculator",
        kind: Page("/t/{id}/calculator"),
    },
    Route {
        pattern: "/login",
        kind: Page("/login"),
    },
    Route {
        pattern: "/setup",
        kind: Page("/setup"),
    },
    Route {
        pattern: "/t/{id}/events",
        kind: Skipped("the live pages' event stream: no words"),
    },
    Route {
        pattern: "/t/{id}/export/{}.csv",
        kind: Csv("/t/{id}/export/standings.csv"),
    },
    // The table phone's.
    Route {
        pattern: "/t/{id}/table",
        kind: Page("/t/{id}/table"),
    },
    Route {
        pattern: "/t/{id}/table/{code}",
        kind: Page("/t/{id}/table/{code}"),
    },
    Route {
        pattern: "/t/{id}/table/{code}/seat",
        kind: Page("/t/{id}/table/{code}/seat"),
    },
    Route {
        pattern: "/t/{id}/table/{code}/hands",
        kind: Skipped("a reload: redirects to the sheet"),
    },
    Route {
        pattern: "/t/{id}/table/{code}/hands/{pos}/confirm",
        kind: Skipped("a reload: redirects to the sheet"),
    },
    Route {
        pattern: "/t/{id}/table/{code}/hands/{pos}/dispute",
        kind: Skipped("a reload: redirects to the sheet"),
    },
    // The organizer's and the referees'.
    Route {
        pattern: "/tournaments/new",
        kind: Page("/admin/tournaments/new"),
    },
    Route {
        pattern: "/t/{id}/edit",
        kind: Page("/admin/t/{id}/edit"),
    },
    Route {
        pattern: "/t/{id}/audit",
        kind: Page("/admin/t/{id}/audit"),
    },
    Route {
        pattern: "/referees",
        kind: Page("/admin/referees"),
    },
    Route {
        pattern: "/backups",
        kind: Page("/admin/backups"),
    },
    Route {
        pattern: "/backups/{name}",
        kind: Skipped("a backup file's download"),
    },
    Route {
        pattern: "/t/{id}/export.json",
        kind: Skipped("the tournament file: data, not words"),
    },
    Route {
        pattern: "/t/{id}/teams",
        kind: Page("/admin/t/{id}/teams"),
    },
    Route {
        pattern: "/t/{id}/players/{pid}/edit",
        kind: Page("/admin/t/{id}/players/{pid}/edit"),
    },
    Route {
        pattern: "/t/{id}/import",
        kind: Page("/admin/t/{id}/import"),
    },
    Route {
        pattern: "/t/{id}/penalties",
        kind: Page("/admin/t/{id}/penalties"),
    },
    Route {
        pattern: "/t/{id}/games/{gid}/hands/{pos}/edit",
        kind: Page("/admin/t/{id}/games/{gid}/hands/0/edit"),
    },
    Route {
        pattern: "/t/{id}/games/{gid}/hands/{pos}",
        kind: Skipped("a reload: redirects to the hand's form"),
    },
    Route {
        pattern: "/t/{id}/games/{gid}/seats/{seat}/free",
        kind: Skipped("a reload: redirects to the organizer's sheet"),
    },
    Route {
        pattern: "/t/{id}/ema",
        kind: Page("/admin/t/{id}/ema"),
    },
    Route {
        pattern: "/t/{id}/ema/results.csv",
        kind: Skipped("the EMA ranking's own file: its columns stay as the EMA takes them"),
    },
    Route {
        pattern: "/t/{id}/schedules",
        kind: Page("/t/{id}/schedules"),
    },
    Route {
        pattern: "/t/{id}/players/{pid}/schedule",
        kind: Page("/t/{id}/players/{pid}/schedule"),
    },
    Route {
        pattern: "/t/{id}/rounds/{number}/cards",
        kind: Page("/admin/t/{id}/rounds/1/cards"),
    },
    Route {
        pattern: "/t/{id}/rounds/{number}/paper-sheets",
        kind: Page("/admin/t/{id}/rounds/1/paper-sheets"),
    },
    Route {
        pattern: "/t/{id}/players/cards",
        kind: Page("/admin/t/{id}/players/cards"),
    },
    // A league's server's own pages, mounted only in league mode (`tests/http/league.rs` opens
    // them in Japanese and French).
    Route {
        pattern: "/league",
        kind: Skipped("a league's server only: tests/http/league.rs reads it in Japanese"),
    },
    Route {
        pattern: "/league/leagues",
        kind: Skipped("a league's server only: tests/http/league_tables.rs reads it in French"),
    },
    Route {
        pattern: "/league/leagues/{league}",
        kind: Skipped("a league's server only: tests/http/league_tables.rs reads it in Japanese"),
    },
    Route {
        pattern: "/leagues/{league}",
        kind: Skipped("a league's server only: tests/http/league_tables.rs reads it in both"),
    },
    Route {
        pattern: "/leagues/{league}/events",
        kind: Skipped("a league table's event stream: no words"),
    },
    Route {
        pattern: "/events",
        kind: Skipped("the public index's event stream: no words"),
    },
    Route {
        pattern: "/leagues/{league}/table.csv",
        kind: Skipped("a league's server only: tests/http/league_tables.rs reads its header"),
    },
];

/// Pages the routers declare twice (a public one and the organizer's), opened both ways.
const ALSO_UNDER_ADMIN: &[&str] = &[
    "/admin",
    "/admin/t/{id}",
    "/admin/t/{id}/games/{gid}",
    "/admin/t/{id}/bracket",
];

/// The event every page is opened in, and the values its addresses take.
struct Event {
    app: TestApp,
    id: i64,
    game: i64,
    player: i64,
    code: String,
    /// A laptop before its organizer is set up, for the setup page.
    fresh: TestApp,
    /// Every table's code this round.
    codes: Vec<String>,
    /// The event played through a bracket's stages.
    staged: staged::Staged,
}

impl Event {
    /// Round 1 of two tables: a hand on the first table's sheet, a penalty, a referee, and a
    /// phone seated at the second table (whose sheet the phone's pages show).
    async fn played() -> Event {
        let mut app = TestApp::signed_in().await;
        let id = app
            .tournament_with_round_one("Montréal Open", PLAYERS)
            .await;
        let games = app.game_ids(id).await;
        let mangan = [("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")];
        app.record_hand(id, games[0], &mangan).await;
        let player = app.player_id("Ben Smith").await;
        app.give_penalty(id, player, Some(games[0]), crate::common::TWO_DROPPED_TILES)
            .await;
        app.post(
            "/admin/referees",
            &[
                ("name", "Referee Rei"),
                ("password", "a long referee password"),
            ],
        )
        .await;
        let table = app.table_entry(id, games[1]).await;
        let seated = app.take_seat(&table, 0).await;
        assert!(seated.status.is_redirection(), "{}", seated.body);
        let code = table.rsplit('/').next().unwrap().to_string();
        let (app, staged) = staged::played(app).await;
        let codes = sqlx::query_scalar("SELECT code FROM table_codes")
            .fetch_all(&app.pool)
            .await
            .unwrap();
        Event {
            codes,
            staged,
            fresh: TestApp::new().await,
            app,
            id,
            game: games[0],
            player,
            code,
        }
    }

    fn address(&self, template: &str) -> String {
        self.staged
            .address(template)
            .replace("{id}", &self.id.to_string())
            .replace("{gid}", &self.game.to_string())
            .replace("{pid}", &self.player.to_string())
            .replace("{code}", &self.code)
    }

    /// The page at `path` in the language `code` (the reader's cookie), with its status.
    async fn open(&mut self, path: &str, code: &str) -> (StatusCode, String) {
        let app = match path {
            "/setup" => &mut self.fresh,
            _ => &mut self.app,
        };
        app.cookies.insert("lang".into(), code.into());
        let reply = app.get(path).await;
        (reply.status, reply.body)
    }
}

/// The text a reader sees (and hears): what lies between tags, and the attributes that are
/// read out or shown, one piece each, with spaces folded; scripts and styles left out.
fn shown_text(page: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut rest = page;
    while let Some(open) = rest.find('<') {
        pieces.push(rest[..open].to_string());
        let tag_end = rest[open..]
            .find('>')
            .map_or(rest.len(), |end| open + end + 1);
        let tag = &rest[open..tag_end];
        for attribute in ["aria-label=\"", "title=\"", "alt=\"", "placeholder=\""] {
            if let Some(at) = tag.find(attribute) {
                let value = &tag[at + attribute.len()..];
                pieces.push(value[..value.find('"').unwrap_or(value.len())].to_string());
            }
        }
        let lower = tag.to_ascii_lowercase();
        rest = &rest[tag_end..];
        for skipped in ["script", "style"] {
            if lower.starts_with(&format!("<{skipped}")) {
                let close = format!("</{skipped}>");
                rest = rest
                    .find(&close)
                    .map_or("", |end| &rest[end + close.len()..]);
            }
        }
    }
    pieces.push(rest.to_string());
    pieces
        .into_iter()
        .map(|piece| {
            crate::common::unescape(&piece)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|piece| !piece.is_empty())
        .collect()
}

/// A piece of an English page that, shown unchanged on a page in another language, is
/// English left untranslated: it has a word of three letters or more that is no name of the
/// event and no word every language shares.
fn is_english_words(piece: &str, code: &str) -> bool {
    let mut rest = piece.to_string();
    for name in NAMES
        .iter()
        .chain(staged::NAMES)
        .chain(SAME_IN_EVERY_LANGUAGE)
    {
        rest = rest.replace(name, " ");
    }
    let shared: &[&str] = if code == "fr" { SAME_IN_FRENCH } else { &[] };
    rest.split(|c: char| !c.is_ascii_alphabetic())
        .any(|word| word.len() >= 3 && !shared.contains(&word))
}

/// A piece of English as the list of what is left writes it, the same from run to run: the
/// event's names as `·`, and every word with a digit (a time, a code, a phone's token) as
/// `#`s.
fn as_listed(piece: &str) -> Option<String> {
    let is_a_code = |word: &str| {
        word.len() >= 4
            && word
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    };
    // A path on this machine, a web address (the one a table's card prints, the same in every
    // language), or a code a table's card prints, is no word to translate; nor is the
    // organizer's account name.
    if piece.starts_with('/') || piece.contains("://") || is_a_code(piece) || piece == ACCOUNT {
        return None;
    }
    let mut piece = piece.to_string();
    for name in NAMES.iter().chain(staged::NAMES) {
        piece = piece.replace(name, "·");
    }
    let words: Vec<String> = piece
        .split(' ')
        .map(|word| match word.chars().any(|c| c.is_ascii_digit()) {
            true => word
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { '#' } else { c })
                .collect(),
            false => word.to_string(),
        })
        .collect();
    Some(words.join(" "))
}

/// What is wrong with `page` at the address `path` (as written in [`ROUTES`]) in language
/// `code`, against the same page in English: the faults, and the English left on it (each
/// piece with its digits as `#`, so that times and codes read the same from run to run).
fn faults(
    path: &str,
    code: &str,
    page: &str,
    english: &str,
    keys: &[String],
) -> (Vec<String>, Vec<String>) {
    let mut found = Vec::new();
    let mut left = Vec::new();
    if !page.contains(&format!("<html lang=\"{code}\">")) {
        found.push(format!("{path} [{code}]: not in {code}"));
    }
    let english_text: BTreeSet<String> = shown_text(english).into_iter().collect();
    for piece in shown_text(page) {
        if keys
            .iter()
            .any(|key| piece.split_whitespace().any(|word| word == key))
        {
            found.push(format!("{path} [{code}]: shows a key: {piece:?}"));
        } else if english_text.contains(&piece) && is_english_words(&piece, code) {
            if let Some(piece) = as_listed(&piece) {
                left.push(format!("{path} [{code}]: {piece:?}"));
            }
        }
    }
    (found, left)
}

#[tokio::test]
async fn every_page_reads_in_french_and_japanese_with_no_key_and_no_english_left() {
    let mut event = Event::played().await;
    let keys = crate::languages::english_keys();
    let mut addresses: Vec<&str> = ROUTES
        .iter()
        .filter_map(|route| match route.kind {
            Page(address) => Some(address),
            _ => None,
        })
        .chain(ALSO_UNDER_ADMIN.iter().copied())
        .chain(staged::PAGES.iter().copied())
        .collect();
    addresses.dedup();
    let mut found = Vec::new();
    let mut english_left = BTreeSet::new();
    for template in addresses {
        let path = event.address(template);
        let (status, english) = event.open(&path, "en").await;
        if status != StatusCode::OK {
            found.push(format!("{path}: answers {status}"));
            continue;
        }
        for code in ["fr", "ja"] {
            let (_, page) = event.open(&path, code).await;
            // The tables' codes are drawn anew each run: they read as names do.
            let (mut page, mut english) = (page, english.clone());
            for table_code in &event.codes {
                page = page.replace(table_code.as_str(), "·");
                english = english.replace(table_code.as_str(), "·");
            }
            let (wrong, left) = faults(template, code, &page, &english, &keys);
            found.extend(wrong);
            english_left.extend(left);
        }
    }
    for route in ROUTES {
        if let Csv(address) = route.kind {
            let path = event.address(address);
            let header = |file: &str| file.lines().next().unwrap_or_default().to_string();
            let (_, english) = event.open(&path, "en").await;
            for code in ["fr", "ja"] {
                let (_, file) = event.open(&path, code).await;
                if header(&file) == header(&english) {
                    found.push(format!(
                        "{path} [{code}]: English header {:?}",
                        header(&file)
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
    compare_with_what_is_left(&english_left);
}

/// The English still left on a translated page, as `tests/http/every_route_left.txt` lists
/// it: what is yet to translate, which can only shrink. A piece of English the list does not
/// name fails (a page translated before lost a word, or a new page came untranslated), and so
/// does a listed piece no longer found (it was translated: strike it from the list). With
/// `TENBOU_WRITE_LEFT=1` the test writes the list as found instead.
fn compare_with_what_is_left(found: &BTreeSet<String>) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/http/every_route_left.txt");
    if std::env::var_os("TENBOU_WRITE_LEFT").is_some() {
        let text: String = found.iter().map(|line| format!("{line}\n")).collect();
        std::fs::write(&file, text).unwrap();
        return;
    }
    let listed: BTreeSet<String> = std::fs::read_to_string(&file)
        .unwrap_or_default()
        .lines()
        .filter(|line| !line.is_empty())
        .map(str::to_string)
        .collect();
    let new: Vec<&String> = found.difference(&listed).collect();
    assert!(
        new.is_empty(),
        "English on a page in another language that {} does not list:\n{}",
        file.display(),
        new.iter()
            .map(|line| line.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    let translated: Vec<&String> = listed.difference(found).collect();
    assert!(
        translated.is_empty(),
        "translated now, strike from {}:\n{}",
        file.display(),
        translated
            .iter()
            .map(|line| line.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The GET routes the routers' sources declare, as their patterns (a route built with
/// `format!` reads `{}` where its name goes).
fn declared_get_routes() -> BTreeSet<String> {
    let mut files = Vec::new();
    let mut folders = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            match path.is_dir() {
                true => folders.push(path),
                false if path.extension().is_some_and(|e| e == "rs") => files.push(path),
                false => {}
            }
        }
    }
    let mut routes = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (at, _) in text.match_indices("route(") {
            let call = text[at + "route(".len()..].trim_start();
            // A route named with `format!` reads its arguments before the handler's.
            let (call, built) = match call.strip_prefix("&format!(") {
                Some(inside) => (inside, true),
                None => (call, false),
            };
            let Some(quoted) = call.strip_prefix('"') else {
                continue;
            };
            let Some(end) = quoted.find('"') else {
                continue;
            };
            let mut after = &quoted[end + 1..];
            if built {
                after = after.split_once("),").map_or("", |(_, rest)| rest);
            }
            let after = after.trim_start_matches(|c: char| c == ',' || c.is_whitespace());
            if after.starts_with("get(") {
                routes.insert(quoted[..end].replace("{{", "{").replace("}}", "}"));
            }
        }
    }
    routes
}

#[test]
fn the_walk_opens_every_route_the_routers_declare() {
    let walked: BTreeSet<&str> = ROUTES.iter().map(|route| route.pattern).collect();
    let declared = declared_get_routes();
    assert!(
        declared.len() > 30,
        "the routers' sources read: {declared:?}"
    );
    let missed: Vec<&String> = declared
        .iter()
        .filter(|route| !walked.contains(route.as_str()))
        .collect();
    assert!(
        missed.is_empty(),
        "routes the walk does not open: {missed:?}"
    );
    let stale: Vec<&&str> = walked
        .iter()
        .filter(|route| !declared.contains(**route))
        .collect();
    assert!(
        stale.is_empty(),
        "routes the walk names that no router declares: {stale:?}"
    );
    for route in ROUTES {
        if let Skipped(reason) = route.kind {
            assert!(!reason.is_empty());
        }
    }
}
