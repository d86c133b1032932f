//! A stored bracket loaded with everything derived from it ([`Loaded`]), and how it reads on
//! a page: stage summaries in sentences, the stages' tables and lines, the ranking, and where
//! the bracket stands. Nothing here changes the database.

pub use crate::app::bracket::rounds_text;
pub use crate::app::ranking::Loaded;
use crate::app::rounds::SUBSTITUTE;
use crate::engine::seat::Seat;
use crate::tournament::bracket::{
    ordinal, signed, CutRule, GameRecord, Progress, Seating, StageSpec,
};
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::{Ranking, StageParts};
use crate::tournament::seating::SeatingMode;
use crate::web::i18n::Words;
use crate::web::layout::wind_name;
pub(super) use crate::web::refusals::bracket::capitalised;
use crate::web::rounds::FIFTH_SEAT_LABEL;
use crate::web::standings::breakdown;
use std::collections::HashMap;

pub(super) fn games_text(n: usize) -> String {
    if n == 1 {
        "1 game".into()
    } else {
        format!("{n} games")
    }
}

/// "four", "three": how many sit at a table, in a word.
fn seats_word(spec: &StageSpec) -> &'static str {
    match spec.table.count() {
        3 => "three",
        _ => "four",
    }
}

/// What a stage's seated games did, for its summary: the summary says what the event did,
/// not what a format could do.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StagePlay {
    /// How each game of the stage seated so far was seated, in order; the games still to seat
    /// follow the stage's own seating.
    pub seated: Vec<SeatingMode>,
    /// Whether a table of a seated game was short of a seat, completed by the organizer.
    pub short_tables: bool,
    /// The stage's games (numbered from 1) with an American table of five.
    pub five_games: Vec<i64>,
    /// Players in the stage: the games still to seat need the organizer only when they do
    /// not fill the tables.
    pub roster: usize,
}

impl StagePlay {
    /// A stage of `roster` players before any of its games is seated.
    pub fn planned(roster: usize) -> Self {
        StagePlay {
            roster,
            ..StagePlay::default()
        }
    }

    /// Whether the organizer completes (or completed) a table of the stage: a seated game had
    /// a short table, or a game still to seat will, its players not filling the tables.
    fn needs_organizer(&self, spec: &StageSpec) -> bool {
        let unseated = self.seated.len() < spec.rounds;
        self.short_tables || (unseated && self.roster % spec.table.count() != 0)
    }

    /// Each game's seating, the seated ones as they were and the rest as the stage plans.
    fn modes(&self, spec: &StageSpec) -> Vec<SeatingMode> {
        let planned = spec.seating.round_mode();
        (0..spec.rounds)
            .map(|game| self.seated.get(game).copied().unwrap_or(planned))
            .collect()
    }
}

/// How a game was seated, after "seated".
fn seating_words(mode: SeatingMode) -> &'static str {
    match mode {
        SeatingMode::Random => "by random draw",
        SeatingMode::Balanced => "to avoid repeat meetings with winds balanced",
        SeatingMode::Swiss => "by the standings, avoiding repeat meetings",
        SeatingMode::RoundRobin => "by round robin, everyone meeting everyone once",
    }
}

/// "each seated by random draw", or, where the games were seated in different ways, "round 1
/// seated by random draw, rounds 2 and 3 seated to avoid repeat meetings …".
fn seatings_text(modes: &[SeatingMode]) -> String {
    let mut groups: Vec<(SeatingMode, Vec<i64>)> = Vec::new();
    for (game, mode) in (1..).zip(modes) {
        match groups.iter_mut().find(|(m, _)| m == mode) {
            Some((_, games)) => games.push(game),
            None => groups.push((*mode, vec![game])),
        }
    }
    match groups.as_slice() {
        [(mode, games)] if games.len() == 1 => format!("seated {}", seating_words(*mode)),
        [(mode, _)] => format!("each seated {}", seating_words(*mode)),
        _ => groups
            .iter()
            .map(|(mode, games)| format!("{} seated {}", rounds_text(games), seating_words(*mode)))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// What the qualifying rounds of a large field did: how each was seated, the organizer's
/// seats and the tables of five only where there were (or will be) any.
fn qualifying_text(spec: &StageSpec, play: &StagePlay, top: usize) -> String {
    let short = match spec.table.count() {
        3 => "tables of two",
        _ => "tables of three",
    };
    let organizer = if play.needs_organizer(spec) {
        format!(" ({short} completed by the organizer)")
    } else {
        String::new()
    };
    let fives = match play.five_games.as_slice() {
        [] => String::new(),
        games => format!(
            "; {} had a table of five, its fifth person betting first",
            rounds_text(games)
        ),
    };
    format!(
        "{} at tables of {}, {}{organizer}{fives}; the top {top} by total score advance.",
        if spec.rounds == 1 {
            "1 round".to_string()
        } else {
            format!("{} rounds", spec.rounds)
        },
        seats_word(spec),
        seatings_text(&play.modes(spec)),
    )
}

/// What a stage does, in a sentence, from what its games did so far (`play`).
pub fn stage_summary(spec: &StageSpec, first: bool, play: &StagePlay) -> String {
    let carry = if first {
        String::new()
    } else {
        format!(", {}", spec.carry.label())
    };
    let seats = seats_word(spec);
    // The semi-final tables' start: "Tables of three seeded from the cut (1st, 4th, 5th at
    // table 1), 2 games each, scores carried over".
    let seeded = || {
        format!(
            "Tables of {seats} seeded from the cut ({} at table 1), {} each{carry}",
            snake_text(spec),
            games_text(spec.rounds)
        )
    };
    // "the winner" of each table, or "the best 2".
    let best_of = |n: usize| {
        if n == 1 {
            "the winner".to_string()
        } else {
            format!("the best {n}")
        }
    };
    match (&spec.seating, &spec.cut) {
        (_, CutRule::GamePlaces(places)) => format!(
            "Two games. Game 1 seats four entrants drawn at random: its first {} advance{}. Game 2 seats, by random draw, the four not yet qualified: its first {} advance.",
            places[0],
            if places[0] == 1 { "s" } else { "" },
            places.get(1).copied().unwrap_or(0)
        ),
        (_, CutRule::Champion) => format!(
            "{} among the {seats} finalists{carry}; the highest total wins.",
            games_text(spec.rounds)
        ),
        (Seating::SameTablesSnake, CutRule::TopPerTable(n)) => format!(
            "{}; {} of each table go{} to the final table.",
            seeded(),
            best_of(*n),
            if *n == 1 { "es" } else { "" }
        ),
        (_, CutRule::TopPerTableAndBest { per_table, best }) => format!(
            "{}; {} of each table and the best {} of the rest by total go to the final table.",
            seeded(),
            best_of(*per_table),
            if *best == 1 {
                "one".to_string()
            } else {
                best.to_string()
            }
        ),
        (_, CutRule::TopPerTable(n)) => format!(
            "Two tables by random draw, {} each with the same four{}. The best {n} combined scores of each table advance.",
            games_text(spec.rounds),
            if play.needs_organizer(spec) {
                "; a table of three is completed by the organizer, who never advances"
            } else {
                ""
            }
        ),
        (_, CutRule::TopOverall(n)) => qualifying_text(spec, play, *n),
    }
}

/// Who sits at the first semi-final table of a snake: "1st, 4th, 5th, 8th" for two tables of
/// four, "1st, 6th, 7th" for three tables of three.
fn snake_text(spec: &StageSpec) -> String {
    // The cut rule gives the table count back: every table sends the same number and the
    // best of the rest fill the final table's remaining seats.
    let seats = spec.table.count();
    let tables = match spec.cut {
        CutRule::TopPerTableAndBest { per_table, best } => {
            (seats.saturating_sub(best) / per_table.max(1)).max(1)
        }
        CutRule::TopPerTable(n) => (seats / n.max(1)).max(1),
        _ => 1,
    };
    (0..seats)
        .map(|lap| {
            let place = if lap % 2 == 0 {
                lap * tables + 1
            } else {
                lap * tables + tables
            };
            ordinal(place)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One player of a stage as shown.
pub struct LineView {
    pub place: usize,
    pub name: String,
    pub reason: String,
    /// "1 game", "2 games".
    pub games: String,
    pub total: String,
    pub detail: String,
    pub withdrawn: bool,
}

/// One game of a stage as shown.
pub struct GameView {
    pub game_id: Option<i64>,
    pub label: String,
    /// (wind, name, final score or empty while playing).
    pub seats: Vec<(&'static str, String, String)>,
    pub finished: bool,
    /// Ended at its table, a hand still waiting for confirmation: it does not count yet.
    pub awaiting: bool,
}

pub struct StageView {
    pub name: &'static str,
    pub summary: String,
    pub entered: bool,
    pub current: bool,
    pub lines: Vec<LineView>,
    pub games: Vec<GameView>,
}

pub struct RankView {
    pub place: usize,
    pub name: String,
    pub stage: &'static str,
    pub total: String,
}

/// The bracket as both pages show it.
pub struct BracketView {
    pub seed: u64,
    pub stages: Vec<StageView>,
    pub ranking: Vec<RankView>,
    pub champion: Option<String>,
    pub status: String,
    /// Rounds played outside the bracket, said so ("Rounds 1 and 2 were played outside the
    /// bracket …"); empty when there are none.
    pub outside: String,
}

impl BracketView {
    pub(super) fn new(loaded: &Loaded) -> Self {
        let bracket = &loaded.bracket;
        let progress = bracket.progress();
        let current = bracket.current_stage();
        let stages = bracket
            .plan
            .iter()
            .enumerate()
            .map(|(index, spec)| {
                let entered = index < bracket.rosters.len();
                StageView {
                    name: spec.name,
                    summary: stage_summary(spec, index == 0, &stage_play(loaded, index)),
                    entered,
                    current: entered && index == current && progress != Progress::Finished,
                    lines: if entered {
                        stage_lines(loaded, index, spec)
                    } else {
                        Vec::new()
                    },
                    games: stage_game_cards(loaded, index),
                }
            })
            .collect();
        // The same ranking the standings, player pages and exports show (docs/rules.md §5).
        let ranked = Ranking::new(&[], Some(bracket));
        let ranking = ranked
            .lines
            .iter()
            .filter_map(|r| {
                Some(RankView {
                    place: r.place?,
                    name: loaded.name(r.player),
                    stage: ranked.stage_name(r).unwrap_or_default(),
                    total: signed(r.stage_total),
                })
            })
            .collect::<Vec<_>>();
        let champion = ranked.champion().map(|p| loaded.name(p));
        let status = progress_text(loaded);
        Self {
            outside: outside_words(&loaded.outside_rounds),
            seed: bracket.seed,
            stages,
            champion,
            ranking,
            status,
        }
    }
}

/// One stage's draw as the final report lists it: how its tables were seated, and its players
/// in the order they entered it (the seeding the tables were drawn or snaked from).
pub struct StageDraw {
    pub name: &'static str,
    pub summary: String,
    /// "Name (why they entered)", in entry order.
    pub entrants: Vec<String>,
}

/// Every stage entered so far, with its seating and its players in seed order; the bracket's
/// own seed (the draw that settles the last ties) is `Loaded::bracket.seed`.
pub fn stage_draws(loaded: &Loaded) -> Vec<StageDraw> {
    let bracket = &loaded.bracket;
    bracket
        .plan
        .iter()
        .zip(&loaded.entries)
        .enumerate()
        .map(|(index, (spec, entries))| StageDraw {
            name: spec.name,
            summary: stage_summary(spec, index == 0, &stage_play(loaded, index)),
            entrants: entries
                .iter()
                .map(|(player, reason)| match reason.as_str() {
                    "" => loaded.name(*player),
                    reason => format!("{} ({reason})", loaded.name(*player)),
                })
                .collect(),
        })
        .collect()
}

/// The lines of an entered stage, best first, each with the parts of its total named.
fn stage_lines(loaded: &Loaded, index: usize, spec: &StageSpec) -> Vec<LineView> {
    let bracket = &loaded.bracket;
    let reasons: HashMap<PlayerId, &String> = loaded
        .entries
        .get(index)
        .map(|list| list.iter().map(|(p, r)| (*p, r)).collect())
        .unwrap_or_default();
    bracket
        .lines(index)
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            // The parts of the total, named so that they add up to it.
            // The bracket's pages read English for now (`Words::default()`).
            let parts = StageParts {
                carried: l.carried,
                carried_from: index
                    .checked_sub(1)
                    .and_then(|before| bracket.spec(before))
                    .map(|before| (spec.carry, before.name)),
                game_total: l.game_total,
                penalties: l.penalties,
            };
            let detail = breakdown(&parts, &Words::default());
            LineView {
                place: i + 1,
                name: loaded.name(l.player),
                reason: reasons
                    .get(&PlayerId::from(l.player))
                    .map(|r| r.to_string())
                    .unwrap_or_default(),
                games: games_text(l.games),
                total: signed(l.total),
                detail,
                withdrawn: bracket.withdrawn.contains(&l.player),
            }
        })
        .collect()
}

/// The cards of a stage's games.
fn stage_game_cards(loaded: &Loaded, index: usize) -> Vec<GameView> {
    loaded
        .bracket
        .stage_games(index)
        .into_iter()
        .map(|g| GameView {
            game_id: loaded.game_ids.get(&(g.stage, g.round, g.table)).copied(),
            label: format!("Game {} · table {}", g.round + 1, g.table + 1),
            seats: game_seats(loaded, g),
            finished: g.result.is_some(),
            awaiting: loaded
                .game_ids
                .get(&(g.stage, g.round, g.table))
                .is_some_and(|id| loaded.awaiting.contains(id)),
        })
        .collect()
}

/// "Rounds 1 and 2 were played outside the bracket: …"; empty when there are none.
fn outside_words(rounds: &[i64]) -> String {
    match rounds {
        [] => String::new(),
        rounds => format!(
            "{} {} played outside the bracket: {} nothing in it (the games stay on the player pages and in the games CSV).",
            capitalised(&rounds_text(rounds)),
            if rounds.len() == 1 { "was" } else { "were" },
            if rounds.len() == 1 { "it counts for" } else { "they count for" },
        ),
    }
}

/// A game's card: each seat's wind, player (or the organizer's seat) and final score, then
/// the fifth person of an American table of five, who plays and scores like the others
/// (docs/rules.md §10).
fn game_seats(loaded: &Loaded, game: &GameRecord) -> Vec<(&'static str, String, String)> {
    let table = loaded.bracket.table();
    let score = |person: usize| {
        let of = game.result.as_ref().and_then(|r| r.scores.get(person));
        of.copied().map(signed).unwrap_or_default()
    };
    game.seats
        .iter()
        .enumerate()
        .map(|(person, p)| {
            let seat = Seat::new(person as u8);
            (
                match table.contains(seat) {
                    true => wind_name(seat),
                    false => FIFTH_SEAT_LABEL,
                },
                p.map_or_else(|| SUBSTITUTE.to_string(), |p| loaded.name(p)),
                score(person),
            )
        })
        .collect()
}

/// What the games of `stage` seated so far did: how each was seated, whether a table was
/// short of a seat or had a fifth person.
fn stage_play(loaded: &Loaded, stage: usize) -> StagePlay {
    let games = loaded.bracket.stage_games(stage);
    let seats = loaded.bracket.table().count();
    let rounds = games
        .iter()
        .map(|g| g.round)
        .max()
        .map_or(0, |last| last + 1);
    let mut five_games: Vec<i64> = games
        .iter()
        .filter(|g| g.seats.len() > seats)
        .filter_map(|g| i64::try_from(g.round + 1).ok())
        .collect();
    five_games.dedup();
    StagePlay {
        seated: (0..rounds)
            .map(|round| loaded.round_mode(stage, round))
            .collect(),
        short_tables: games
            .iter()
            .any(|g| g.seats.iter().take(seats).any(Option::is_none)),
        five_games,
        roster: loaded.bracket.rosters.get(stage).map_or(0, Vec::len),
    }
}

/// Where the bracket stands, in a sentence (the bracket page and the "now" page).
pub fn progress_text(loaded: &Loaded) -> String {
    match &loaded.bracket.progress() {
        Progress::Replace { player, .. } => format!(
            "{} withdrew before the stage began and must be replaced.",
            loaded.name(*player)
        ),
        Progress::Seat { stage, round } => {
            format!("{}: game {} is next.", loaded.stage_name(*stage), round + 1)
        }
        Progress::Playing { stage } => {
            format!("{}: games in play.", loaded.stage_name(*stage))
        }
        Progress::Cut { stage } => format!(
            "{} is over: the cut to the {} is next.",
            loaded.stage_name(*stage),
            loaded.stage_name(stage + 1).to_lowercase()
        ),
        Progress::Finished => "The tournament is over.".into(),
    }
}
