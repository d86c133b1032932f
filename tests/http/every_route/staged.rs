//! The walk's second event: twelve players through every stage of a bracket — one qualifying
//! round, a cut to the top eight, two semi-final tables, a cut to the final table and its
//! game — so that the stages' names, the cut's reasons and the champion show on the pages
//! the walk opens. Every game ends in one hand (a yakuman off the dealer), which leaves ties
//! at the cut lines: the reasons say how each was settled.

use crate::bracket::Event;
use crate::common::TestApp;

/// The bracket event's name and players, which read the same in every language.
pub const NAMES: &[&str] = &[
    "Laval Cup",
    "Irène Gagnon",
    "Jules Roy",
    "Kenji Mori",
    "Léa Côté",
    "Marc Pelletier",
    "Nadia Fortin",
    "Olivier Bouchard",
    "Pauline Morin",
    "Quentin Lavoie",
    "Rina Kato",
    "Simon Girard",
    "Tomoko Abe",
];

/// The pages of the bracket event the walk opens (`{sid}` the tournament, `{spid}` a
/// finalist, `{sgid}` a qualifying game), in addition to the first event's: those that show
/// its stages (a game's organizer sheet shows none, and the first event's stands for it).
pub const PAGES: &[&str] = &[
    "/t/{sid}",
    "/t/{sid}/standings",
    "/t/{sid}/players",
    "/t/{sid}/players/{spid}",
    "/t/{sid}/players/{spid}/schedule",
    "/t/{sid}/bracket",
    "/admin/t/{sid}/bracket",
    "/t/{sid}/games/{sgid}",
    "/t/{sid}/schedule",
    "/t/{sid}/schedules",
    "/t/{sid}/statistics",
    "/t/{sid}/report",
    "/t/{sid}/screen",
    "/admin/t/{sid}/board",
    "/admin/t/{sid}",
];

/// The bracket's plan, as the organizer chooses it on the bracket's form.
const PLAN: &[(&str, &str)] = &[
    ("qualifying_rounds", "1"),
    ("cut", "8"),
    ("semi_games", "1"),
    ("semi_carry", "keep"),
    ("final_games", "1"),
    ("final_carry", "reset"),
];

/// The bracket event, played to its champion.
pub struct Staged {
    pub id: i64,
    /// A finalist, who played every stage.
    pub finalist: i64,
    /// A game of the qualifying round.
    pub qualifying_game: i64,
}

/// Plays the bracket event in `app`, whose organizer is signed in.
pub async fn played(mut app: TestApp) -> (TestApp, Staged) {
    let id = app.create_tournament(NAMES[0]).await;
    let players: String = NAMES[1..].iter().map(|name| format!("{name}\n")).collect();
    app.import_players(id, &format!("name\n{players}"))
        .await
        .assert_contains("12 players imported");
    app.check_in_all(id).await;
    let mut event = Event { app, id };
    let form = event.bracket();
    event.app.post(&form, PLAN).await.assert_redirects();
    let mut qualifying_game = None;
    for stage in 0..3 {
        event.press("seat").await;
        for game in event.last_round().await {
            qualifying_game.get_or_insert(game.id);
            event.finish(&game, 1).await;
        }
        if stage < 2 {
            event.press("cut").await;
        }
    }
    let finalist = event.stage_players(2).await[0];
    let staged = Staged {
        id,
        finalist,
        qualifying_game: qualifying_game.expect("the qualifying round has games"),
    };
    (event.app, staged)
}

impl Staged {
    /// `template` with the bracket event's values in place.
    pub fn address(&self, template: &str) -> String {
        template
            .replace("{sid}", &self.id.to_string())
            .replace("{spid}", &self.finalist.to_string())
            .replace("{sgid}", &self.qualifying_game.to_string())
    }
}
