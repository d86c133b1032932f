//! A stored bracket loaded with everything derived from it ([`Loaded`]), and how it reads on
//! a page: stage summaries in sentences, the stages' tables and lines, the ranking, and where
//! the bracket stands. Nothing here changes the database.

use super::reasons::reason_words;
use super::words::{
    games_text, outside_words, progress_text, stage_name, stage_summary, StagePlay,
};
pub use crate::app::ranking::Loaded;
use crate::engine::seat::Seat;
use crate::tournament::bracket::{signed, AdvanceReason, GameRecord, Progress, StageSpec};
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::{Ranking, StageParts};
use crate::web::i18n::Words;
use crate::web::layout::{wind_name, SeatLabel};
use crate::web::standings::breakdown;
use std::collections::HashMap;

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
    /// (seat, name or none for the organizer as substitute, final score or empty while
    /// playing).
    pub seats: Vec<(SeatLabel, Option<String>, String)>,
    pub finished: bool,
    /// Ended at its table, a hand still waiting for confirmation: it does not count yet.
    pub awaiting: bool,
}

pub struct StageView {
    pub name: String,
    pub summary: String,
    pub entered: bool,
    pub current: bool,
    pub lines: Vec<LineView>,
    pub games: Vec<GameView>,
}

pub struct RankView {
    pub place: usize,
    pub name: String,
    pub stage: String,
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
    pub(super) fn new(loaded: &Loaded, words: &Words) -> Self {
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
                    name: stage_name(words, spec.kind),
                    summary: stage_summary(words, spec, index == 0, &stage_play(loaded, index)),
                    entered,
                    current: entered && index == current && progress != Progress::Finished,
                    lines: if entered {
                        stage_lines(loaded, index, spec, words)
                    } else {
                        Vec::new()
                    },
                    games: stage_game_cards(loaded, index, words),
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
                    stage: r
                        .stage
                        .and_then(|at| bracket.spec(at))
                        .map_or_else(String::new, |spec| stage_name(words, spec.kind)),
                    total: signed(r.stage_total),
                })
            })
            .collect::<Vec<_>>();
        let champion = ranked.champion().map(|p| loaded.name(p));
        let status = progress_text(words, loaded);
        Self {
            outside: outside_words(words, &loaded.outside_rounds),
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
    pub name: String,
    pub summary: String,
    /// "Name (why they entered)", in entry order.
    pub entrants: Vec<String>,
}

/// Every stage entered so far, with its seating and its players in seed order; the bracket's
/// own seed (the draw that settles the last ties) is `Loaded::bracket.seed`.
pub fn stage_draws(loaded: &Loaded, words: &Words) -> Vec<StageDraw> {
    let bracket = &loaded.bracket;
    bracket
        .plan
        .iter()
        .zip(&loaded.entries)
        .enumerate()
        .map(|(index, (spec, entries))| StageDraw {
            name: stage_name(words, spec.kind),
            summary: stage_summary(words, spec, index == 0, &stage_play(loaded, index)),
            entrants: entries
                .iter()
                .map(|(player, reason)| match reason_words(words, reason) {
                    reason if reason.is_empty() => loaded.name(*player),
                    reason => words.get_with2(
                        "bracket-entrant-with-reason",
                        ("name", loaded.name(*player)),
                        ("reason", reason),
                    ),
                })
                .collect(),
        })
        .collect()
}

/// The lines of an entered stage, best first, each with the parts of its total named.
fn stage_lines(loaded: &Loaded, index: usize, spec: &StageSpec, words: &Words) -> Vec<LineView> {
    let bracket = &loaded.bracket;
    let reasons: HashMap<PlayerId, &AdvanceReason> = loaded
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
            let parts = StageParts {
                carried: l.carried,
                carried_from: index
                    .checked_sub(1)
                    .and_then(|before| bracket.spec(before))
                    .map(|before| (spec.carry, before.kind)),
                game_total: l.game_total,
                penalties: l.penalties,
            };
            let detail = breakdown(&parts, words);
            LineView {
                place: i + 1,
                name: loaded.name(l.player),
                reason: reasons
                    .get(&PlayerId::from(l.player))
                    .map(|r| reason_words(words, r))
                    .unwrap_or_default(),
                games: games_text(words, l.games),
                total: signed(l.total),
                detail,
                withdrawn: bracket.withdrawn.contains(&l.player),
            }
        })
        .collect()
}

/// The cards of a stage's games.
fn stage_game_cards(loaded: &Loaded, index: usize, words: &Words) -> Vec<GameView> {
    loaded
        .bracket
        .stage_games(index)
        .into_iter()
        .map(|g| GameView {
            game_id: loaded.game_ids.get(&(g.stage, g.round, g.table)).copied(),
            label: words.get_with2(
                "bracket-game-label",
                ("game", g.round + 1),
                ("table", g.table + 1),
            ),
            seats: game_seats(loaded, g),
            finished: g.result.is_some(),
            awaiting: loaded
                .game_ids
                .get(&(g.stage, g.round, g.table))
                .is_some_and(|id| loaded.awaiting.contains(id)),
        })
        .collect()
}

/// A game's card: each seat's wind, player (or the organizer's seat) and final score, then
/// the fifth person of an American table of five, who plays and scores like the others
/// (docs/rules.md §10).
fn game_seats(loaded: &Loaded, game: &GameRecord) -> Vec<(SeatLabel, Option<String>, String)> {
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
                    true => SeatLabel::Wind(wind_name(seat)),
                    false => SeatLabel::BetsFirst,
                },
                p.map(|p| loaded.name(p)),
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
