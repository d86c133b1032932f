//! An event moved laptop → league server → laptop with the tournament file (docs/organizer.md,
//! "Backups and moving"; docs/league.md): played on a SQLite process, imported on the
//! PostgreSQL one by an organizer the administrator made, a hand added there, then imported
//! into a fresh laptop. At each step the CSV files (standings, players, seating, games, hands,
//! penalties) are the same bytes as where the event came from, and the standings page shows
//! the same table.

use crate::client::Client;
use crate::postgres::PgDatabase;
use crate::server::{free_port, Server};
use crate::{
    make_administrator, ABORTIVE, ADMIN, ADMIN_PASSWORD, ORGANIZER_PASSWORD, SOUTH_RON,
    WEST_YAKUMAN,
};

/// The CSV files compared at each step (a team tournament's `teams` aside).
const FILES: [&str; 6] = [
    "players",
    "seating",
    "standings",
    "games",
    "hands",
    "penalties",
];

/// One event on one process, as its organizer reaches it.
struct Event {
    client: Client,
    id: i64,
}

impl Event {
    /// Every CSV file of the event, by name.
    fn csv_files(&mut self) -> Vec<(&'static str, String)> {
        FILES
            .iter()
            .map(|name| {
                let path = format!("/t/{}/export/{name}.csv", self.id);
                (*name, self.client.page(&path))
            })
            .collect()
    }

    /// The standings table as a phone reads it: the page's table, its links' ids left out
    /// (a moved event and its players take new ids).
    fn standings_table(&mut self) -> String {
        let page = self.client.page(&format!("/t/{}/standings", self.id));
        let table = &page[page.find("<table").expect("a table")..];
        let table = &table[..table.find("</table>").expect("its end")];
        table
            .split("href=\"")
            .map(|part| part.split_once('"').map_or(part, |(_, rest)| rest))
            .collect()
    }

    /// The tournament file.
    fn export(&mut self) -> String {
        self.client
            .page(&format!("/admin/t/{}/export.json", self.id))
    }

    /// Imports `file` on this event's process as a new event of the signed-in organizer.
    fn import(client: &mut Client, file: &str) -> Event {
        let csrf = client.csrf();
        let imported = client
            .post_file(&format!("/admin/import?csrf={csrf}"), "file", file)
            .unwrap();
        assert_eq!(imported.status, 303, "import: {}", imported.body);
        let id = imported
            .header("location")
            .and_then(|at| at.strip_prefix("/admin/t/"))
            .and_then(|id| id.parse().ok())
            .expect("the imported event's page");
        Event {
            client: client.clone(),
            id,
        }
    }

    /// Asserts that this event reads as `other` does, file by file and on the standings page.
    fn agrees_with(&mut self, other: &mut Event, step: &str) {
        let (mine, theirs) = (self.csv_files(), other.csv_files());
        for ((name, here), (_, there)) in mine.iter().zip(&theirs) {
            assert_eq!(here, there, "{step}: {name}.csv differs");
        }
        assert_eq!(
            self.standings_table(),
            other.standings_table(),
            "{step}: the standings page differs"
        );
    }

    fn game_ids(&mut self) -> Vec<i64> {
        self.client.game_ids(self.id)
    }

    fn save(&mut self, game: i64, hand: &[(&str, &str)]) {
        let saved = self.client.save_hand(self.id, game, hand);
        assert_eq!(saved.status, 303, "{}", saved.body);
    }
}

/// An event played on a laptop: two tables, a finished game and one under way, a penalty.
fn played_on_a_laptop(port: u16) -> Event {
    let mut client = Client::new(port);
    client.setup_organizer();
    let players: Vec<String> = ["Aiko", "Ben", "Chloé", "Dev", "Emi", "Femi", "Gus", "Hana"]
        .iter()
        .map(|name| name.to_string())
        .collect();
    let id = client.tournament_of("Spring Open", &players);
    let mut event = Event { client, id };
    let games = event.game_ids();
    assert_eq!(games.len(), 2);
    event.save(games[0], ABORTIVE);
    event.save(games[0], WEST_YAKUMAN);
    event.save(games[1], SOUTH_RON);
    event.client.give_penalty(id, "4");
    event
}

#[test]
fn an_event_moves_from_a_laptop_to_the_server_and_back_unchanged() {
    let Some(database) = PgDatabase::for_test("moving") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let laptop_port = free_port();
    let _laptop = Server::start(&dir.path().join("laptop.db"), laptop_port);
    let mut on_laptop = played_on_a_laptop(laptop_port);

    // The league's server: an organizer made by the administrator imports the file.
    make_administrator(&database.url);
    let server_port = free_port();
    let _server = Server::start_on_postgres(&database.url, server_port, &["--league"]);
    let mut admin = Client::new(server_port);
    admin.sign_in(ADMIN, ADMIN_PASSWORD);
    admin.make_organizer("Ana");
    let mut ana = Client::new(server_port);
    ana.sign_in("Ana", ORGANIZER_PASSWORD);
    let mut on_server = Event::import(&mut ana, &on_laptop.export());
    on_server.agrees_with(&mut on_laptop, "laptop → server");

    // Played on: the second table's game ends on the server.
    let before = on_server.csv_files();
    let games = on_server.game_ids();
    on_server.save(games[1], WEST_YAKUMAN);
    let after = on_server.csv_files();
    let lines = |files: &[(&str, String)], name: &str| {
        let file = &files.iter().find(|(n, _)| *n == name).unwrap().1;
        file.lines().count()
    };
    assert_eq!(lines(&after, "hands"), lines(&before, "hands") + 1);
    assert_ne!(
        after[2], before[2],
        "the finished game counts in the standings"
    );

    // Back to a fresh laptop.
    let back_port = free_port();
    let _back = Server::start(&dir.path().join("back.db"), back_port);
    let mut organizer = Client::new(back_port);
    organizer.setup_organizer();
    let mut back = Event::import(&mut organizer, &on_server.export());
    back.agrees_with(&mut on_server, "server → laptop");
}
