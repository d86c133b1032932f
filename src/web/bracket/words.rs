//! The bracket's words, in one place for every page that shows a stage: the stages' names, what
//! a stage does (its summary, from the format's values: how its games are seated, how its score
//! carries over, who it sends on), where the bracket stands and the organizer's next step.
//! `tournament::bracket` decides the format and gives it as values ([`StageSpec`]); the bracket
//! pages, the "now" page and the final report word it here in the reader's language, English
//! byte for byte as it always read.

use crate::app::ranking::Loaded;
use crate::tournament::bracket::{Carry, CutRule, Progress, Seating, StageKind, StageSpec};
use crate::tournament::seating::{SeatingMode, TableSize};
use crate::web::i18n::Words;
use crate::web::refusals::bracket::capitalised;

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

/// A stage's name: "Qualifying", "Semi-finals", "Finals".
pub fn stage_name(words: &Words, kind: StageKind) -> String {
    match kind {
        StageKind::Qualifying => words.get("bracket-stage-qualifying"),
        StageKind::SemiFinal => words.get("bracket-stage-semi-finals"),
        StageKind::Final => words.get("bracket-stage-finals"),
    }
}

/// The name of the stage at `index` of the loaded bracket (empty past its last).
pub fn stage_name_at(words: &Words, loaded: &Loaded, index: usize) -> String {
    loaded
        .bracket
        .spec(index)
        .map_or_else(String::new, |spec| stage_name(words, spec.kind))
}

/// How a stage's score starts from the previous one's: "scores reset to 0".
pub fn carry_label(words: &Words, carry: Carry) -> String {
    match carry {
        Carry::Reset => words.get("bracket-carry-reset"),
        Carry::Keep => words.get("bracket-carry-keep"),
        Carry::Half => words.get("bracket-carry-half"),
    }
}

/// "1 game", "3 games".
pub fn games_text(words: &Words, count: usize) -> String {
    words.get_with("bracket-games", "count", count)
}

/// "four", "three": how many sit at a table, in a word.
pub fn seats_word(words: &Words, table: TableSize) -> String {
    match table.count() {
        3 => words.get("bracket-seats-three"),
        _ => words.get("bracket-seats-four"),
    }
}

/// Rounds by their numbers, inside a sentence: "round 1", "rounds 1 and 2", "rounds 1–3".
pub fn rounds_words(words: &Words, numbers: &[i64]) -> String {
    let contiguous = numbers.windows(2).all(|w| w[1] == w[0] + 1);
    match numbers {
        [] => String::new(),
        [one] => words.get_with("bracket-rounds-one", "first", one),
        [first, last] => words.get_with2("bracket-rounds-two", ("first", first), ("last", last)),
        [first, .., last] if contiguous => {
            words.get_with2("bracket-rounds-range", ("first", first), ("last", last))
        }
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(i64::to_string).collect();
            words.get_with2(
                "bracket-rounds-list",
                ("init", init.join(", ")),
                ("last", last),
            )
        }
    }
}

/// How a game was seated, after "seated": "by random draw".
fn seating_words(words: &Words, mode: SeatingMode) -> String {
    match mode {
        SeatingMode::Random => words.get("bracket-seated-random"),
        SeatingMode::Balanced => words.get("bracket-seated-balanced"),
        SeatingMode::Swiss => words.get("bracket-seated-swiss"),
        SeatingMode::RoundRobin => words.get("bracket-seated-round-robin"),
    }
}

/// How the organizer's button says the next game is seated: "random draw".
pub fn seat_button_mode(words: &Words, mode: SeatingMode) -> String {
    match mode {
        SeatingMode::Balanced => words.get("bracket-seat-mode-balanced"),
        SeatingMode::Random => words.get("bracket-seat-mode-random"),
        SeatingMode::Swiss => words.get("bracket-seat-mode-swiss"),
        SeatingMode::RoundRobin => words.get("bracket-seat-mode-round-robin"),
    }
}

/// "each seated by random draw", or, where the games were seated in different ways, "round 1
/// seated by random draw, rounds 2 and 3 seated to avoid repeat meetings …".
fn seatings_text(words: &Words, modes: &[SeatingMode]) -> String {
    let mut groups: Vec<(SeatingMode, Vec<i64>)> = Vec::new();
    for (game, mode) in (1..).zip(modes) {
        match groups.iter_mut().find(|(m, _)| m == mode) {
            Some((_, games)) => games.push(game),
            None => groups.push((*mode, vec![game])),
        }
    }
    match groups.as_slice() {
        [(mode, games)] if games.len() == 1 => {
            words.get_with("bracket-seated-once", "how", seating_words(words, *mode))
        }
        [(mode, _)] => words.get_with("bracket-seated-each", "how", seating_words(words, *mode)),
        _ => groups
            .iter()
            .map(|(mode, games)| {
                words.get_with2(
                    "bracket-seated-rounds",
                    ("rounds", rounds_words(words, games)),
                    ("how", seating_words(words, *mode)),
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// What the qualifying rounds of a large field did: how each was seated, the organizer's
/// seats and the tables of five only where there were (or will be) any.
fn qualifying_text(words: &Words, spec: &StageSpec, play: &StagePlay, top: usize) -> String {
    let organizer = match (play.needs_organizer(spec), spec.table.count()) {
        (false, _) => String::new(),
        (true, 3) => words.get("bracket-organizer-completes-two"),
        (true, _) => words.get("bracket-organizer-completes-three"),
    };
    let fives = match play.five_games.as_slice() {
        [] => String::new(),
        games => words.get_with("bracket-fives", "rounds", rounds_words(words, games)),
    };
    let played = words.get_with2(
        "bracket-rounds-at-tables",
        ("count", spec.rounds),
        ("seats", seats_word(words, spec.table)),
    );
    let how = format!(
        "{}{organizer}{fives}",
        seatings_text(words, &play.modes(spec))
    );
    words.get_with3(
        "bracket-summary-qualifying",
        ("played", played),
        ("how", how),
        ("top", top),
    )
}

/// What a stage does, in a sentence, from what its games did so far (`play`).
pub fn stage_summary(words: &Words, spec: &StageSpec, first: bool, play: &StagePlay) -> String {
    let carry = if first {
        String::new()
    } else {
        words.get_with(
            "bracket-carry-after",
            "carry",
            carry_label(words, spec.carry),
        )
    };
    let seats = seats_word(words, spec.table);
    // The semi-final tables' start: "Tables of three seeded from the cut (1st, 4th, 5th at
    // table 1), 2 games each, scores carried over".
    let seeded = || {
        words.get_with3(
            "bracket-seeded",
            ("seats", seats.as_str()),
            ("snake", snake_text(words, spec)),
            (
                "each",
                words.get_with2(
                    "bracket-games-each",
                    ("games", games_text(words, spec.rounds)),
                    ("carry", carry.as_str()),
                ),
            ),
        )
    };
    let best_of = |count: usize| words.get_with("bracket-best-of", "count", count);
    match (&spec.seating, &spec.cut) {
        (_, CutRule::GamePlaces(places)) => words.get_with2(
            "bracket-summary-club-five-six",
            ("first", places[0]),
            ("second", places.get(1).copied().unwrap_or(0)),
        ),
        (_, CutRule::Champion) => words.get_with3(
            "bracket-summary-finals",
            ("games", games_text(words, spec.rounds)),
            ("seats", seats.as_str()),
            ("carry", carry.as_str()),
        ),
        (Seating::SameTablesSnake, CutRule::TopPerTable(n)) => words.get_with3(
            "bracket-summary-semi",
            ("seeded", seeded()),
            ("best", best_of(*n)),
            ("count", *n),
        ),
        (_, CutRule::TopPerTableAndBest { per_table, best }) => words.get_with3(
            "bracket-summary-semi-and-best",
            ("seeded", seeded()),
            ("best", best_of(*per_table)),
            ("rest", *best),
        ),
        (_, CutRule::TopPerTable(n)) => {
            let organizer = match play.needs_organizer(spec) {
                true => words.get("bracket-two-tables-organizer"),
                false => String::new(),
            };
            words.get_with3(
                "bracket-summary-two-tables",
                ("games", games_text(words, spec.rounds)),
                ("organizer", organizer),
                ("count", *n),
            )
        }
        (_, CutRule::TopOverall(n)) => qualifying_text(words, spec, play, *n),
    }
}

/// Who sits at the first semi-final table of a snake: "1st, 4th, 5th, 8th" for two tables of
/// four, "1st, 6th, 7th" for three tables of three.
fn snake_text(words: &Words, spec: &StageSpec) -> String {
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
            words.ordinal(place)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// "Rounds 1 and 2 were played outside the bracket: …"; empty when there are none.
pub fn outside_words(words: &Words, rounds: &[i64]) -> String {
    match rounds {
        [] => String::new(),
        rounds => words.get_with2(
            "bracket-outside",
            ("rounds", capitalised(&rounds_words(words, rounds))),
            ("count", rounds.len()),
        ),
    }
}

/// Where the bracket stands, in a sentence (the bracket page and the "now" page).
pub fn progress_text(words: &Words, loaded: &Loaded) -> String {
    let stage = |index: usize| stage_name_at(words, loaded, index);
    match &loaded.bracket.progress() {
        Progress::Replace { player, .. } => {
            words.get_with("bracket-progress-replace", "name", loaded.name(*player))
        }
        Progress::Seat { stage: at, round } => words.get_with2(
            "bracket-progress-seat",
            ("stage", stage(*at)),
            ("game", round + 1),
        ),
        Progress::Playing { stage: at } => {
            words.get_with("bracket-progress-playing", "stage", stage(*at))
        }
        Progress::Cut { stage: at } => words.get_with2(
            "bracket-progress-cut",
            ("stage", stage(*at)),
            ("next", stage(at + 1).to_lowercase()),
        ),
        Progress::Finished => words.get("bracket-progress-finished"),
    }
}
