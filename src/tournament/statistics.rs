//! What a tournament's recorded games say about how its players played, counted from the
//! stored hands (the one truth of a game) and the final results the standings use: per player
//! and for the whole event, games, places, wins, self-picks, deal-ins, points won, chombo,
//! penalties, riichi (in riichi styles) and how often each yaku, fan or pattern was scored in
//! hands recorded from their tiles; and, for the charts, the score race over the rounds and a
//! player's places game by game.
//!
//! Pure: the caller hands in each game's hands, rows and result as values ([`GameFacts`]).
//! Nothing here reads a database or words a number for a page; an average over nothing is
//! `None`, never a division by zero.
//!
//! What counts where (a decision, docs/rules.md has no word on statistics): places and the
//! score race count only games that count in the standings (over, every hand confirmed); the
//! hand counts read every recorded hand, so a game being played shows at once.

use crate::engine::game::Score;
use crate::engine::sheet::{Hand, Outcome, Row, Seat};
use crate::tournament::players::PlayerId;
use std::collections::{BTreeMap, HashMap};

mod race;
#[cfg(test)]
mod tests;

pub use race::{places_of, race, PlacedGame, Race, RaceLine};

/// One game as the statistics read it.
pub struct GameFacts<'a> {
    /// The round (or bracket game) the game belongs to, for the score race.
    pub round: i64,
    /// Who played, by person: the seats as they sat for the first hand, then the fifth person
    /// at a table of five; `None` for the organizer's substitute.
    pub people: Vec<Option<PlayerId>>,
    pub hands: &'a [Hand],
    /// The replay's rows (fewer than the hands where a hand could not be played).
    pub rows: &'a [Row],
    /// Per person the final score and place, once the game counts in the standings.
    pub result: Option<Vec<(Score, u8)>>,
    /// The game is played under a style with riichi declarations.
    pub has_riichi: bool,
}

impl GameFacts<'_> {
    /// The person who sat in `seat` for hand `index`: at a table of five the chairs turn
    /// (the row says who sat where); everywhere else a seat is its person.
    fn person_at(&self, index: usize, seat: Seat) -> usize {
        let chair = usize::from(seat);
        self.rows
            .get(index)
            .and_then(|row| row.person_in(seat))
            .unwrap_or(chair)
    }

    /// The player who sat in `seat` for hand `index` (none for the substitute).
    fn player_at(&self, index: usize, seat: Seat) -> Option<PlayerId> {
        self.people
            .get(self.person_at(index, seat))
            .copied()
            .flatten()
    }

    /// What `seat` gained or lost in hand `index`, as the replay's row says.
    fn delta_at(&self, index: usize, seat: Seat) -> i64 {
        let Some(row) = self.rows.get(index) else {
            return 0;
        };
        let person = self.person_at(index, seat);
        row.deltas.get(person).copied().map_or(0, i64::from)
    }
}

/// A penalty given at the desk: `amount` points taken from `player`, in `round` if it was
/// attached to a game.
pub struct PenaltyFacts {
    pub player: PlayerId,
    pub amount: i64,
    pub round: Option<i64>,
}

/// The counts of one player, or of the whole event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games that count in the standings.
    pub games: usize,
    /// How many of those games ended in each place: `places[0]` firsts, `places[1]` seconds…
    pub places: Vec<usize>,
    /// Hands recorded (for the event: each hand once).
    pub hands: usize,
    pub wins: usize,
    /// Wins by self-draw (tsumo).
    pub self_picks: usize,
    /// Discards won on (for the event: each hand won on a discard once).
    pub deal_ins: usize,
    /// Exhaustive and abortive draws (the event's only).
    pub draws: usize,
    /// Points the winners gained in their winning hands, summed.
    pub win_points: i64,
    /// Chombo, and MCR's false wins.
    pub chombos: usize,
    /// Penalties paid at the table with a hand (Hong Kong Old Style, MCR).
    pub table_penalties: usize,
    /// Penalties given at the desk, and the points they took.
    pub penalties: usize,
    pub penalty_points: i64,
    /// Hands played in a style with riichi (for the event: one per person per hand), and the
    /// riichi declared in them.
    pub riichi_hands: usize,
    pub riichi: usize,
    /// Each yaku, fan or pattern scored in a hand recorded from its tiles, and how often.
    pub patterns: BTreeMap<String, usize>,
}

impl Tally {
    /// The average place, over the games that count; none without one.
    pub fn average_place(&self) -> Option<f64> {
        let sum: usize = self
            .places
            .iter()
            .enumerate()
            .map(|(place, count)| (place + 1) * count)
            .sum();
        ratio(sum as f64, self.places.iter().sum())
    }

    /// Points gained per win; none without a win.
    pub fn average_win(&self) -> Option<f64> {
        ratio(self.win_points as f64, self.wins)
    }

    /// Share of hands won, dealt in and with riichi declared, each in 0..=1; none over no hand.
    pub fn win_rate(&self) -> Option<f64> {
        ratio(self.wins as f64, self.hands)
    }

    pub fn deal_in_rate(&self) -> Option<f64> {
        ratio(self.deal_ins as f64, self.hands)
    }

    pub fn riichi_rate(&self) -> Option<f64> {
        ratio(self.riichi as f64, self.riichi_hands)
    }

    /// The patterns, most often scored first (equal counts by name).
    pub fn patterns_by_count(&self) -> Vec<(&str, usize)> {
        let mut patterns: Vec<(&str, usize)> = self
            .patterns
            .iter()
            .map(|(name, &count)| (name.as_str(), count))
            .collect();
        patterns.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        patterns
    }

    fn place(&mut self, place: u8) {
        let index = usize::from(place.max(1)) - 1;
        if self.places.len() <= index {
            self.places.resize(index + 1, 0);
        }
        self.places[index] += 1;
        self.games += 1;
    }
}

/// `part / whole`, or none when there is nothing to divide by.
fn ratio(part: f64, whole: usize) -> Option<f64> {
    (whole > 0).then(|| part / whole as f64)
}

/// The event's counts and every player's.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Statistics {
    pub event: Tally,
    pub players: HashMap<PlayerId, Tally>,
}

impl Statistics {
    /// The counts of `player`: all zero for a player who has not played.
    pub fn of(&self, player: PlayerId) -> Tally {
        self.players.get(&player).cloned().unwrap_or_default()
    }
}

/// Counts `games` and `penalties`.
pub fn statistics(games: &[GameFacts], penalties: &[PenaltyFacts]) -> Statistics {
    let mut stats = Statistics::default();
    for game in games {
        count_game(&mut stats, game);
    }
    for penalty in penalties {
        for tally in [
            &mut stats.event,
            stats.players.entry(penalty.player).or_default(),
        ] {
            tally.penalties += 1;
            tally.penalty_points = tally.penalty_points.saturating_add(penalty.amount);
        }
    }
    stats
}

fn count_game(stats: &mut Statistics, game: &GameFacts) {
    if let Some(result) = &game.result {
        stats.event.games += 1;
        for (person, &(_, place)) in result.iter().enumerate() {
            if let Some(player) = game.people.get(person).copied().flatten() {
                stats.players.entry(player).or_default().place(place);
            }
        }
    }
    let seated: Vec<PlayerId> = game.people.iter().flatten().copied().collect();
    for (index, hand) in game.hands.iter().enumerate() {
        stats.event.hands += 1;
        for player in &seated {
            stats.players.entry(*player).or_default().hands += 1;
        }
        if game.has_riichi {
            stats.event.riichi_hands += game.people.len();
            for player in &seated {
                stats.players.entry(*player).or_default().riichi_hands += 1;
            }
        }
        count_hand(stats, game, index, hand);
    }
}

/// The tallies a seat's deed in hand `index` adds to: the event's, and its player's.
fn tallies_of<'s>(
    stats: &'s mut Statistics,
    game: &GameFacts,
    index: usize,
    seat: Seat,
) -> (&'s mut Tally, Option<&'s mut Tally>) {
    let player = game.player_at(index, seat);
    let Statistics { event, players } = stats;
    (event, player.map(|p| players.entry(p).or_default()))
}

fn count_hand(stats: &mut Statistics, game: &GameFacts, index: usize, hand: &Hand) {
    let each = |stats: &mut Statistics, seat: Seat, add: &dyn Fn(&mut Tally)| {
        let (event, player) = tallies_of(stats, game, index, seat);
        add(event);
        if let Some(player) = player {
            add(player);
        }
    };
    match &hand.outcome {
        Outcome::Ron { discarder, winners } => {
            each(stats, *discarder, &|t| t.deal_ins += 1);
            for winner in winners {
                let gained = game.delta_at(index, winner.seat);
                let patterns = winner.tiles.as_ref().map(|t| t.yaku.as_slice());
                each(stats, winner.seat, &|t| t.win(gained, patterns));
            }
        }
        Outcome::Tsumo { winner } => {
            let gained = game.delta_at(index, winner.seat);
            let patterns = winner.tiles.as_ref().map(|t| t.yaku.as_slice());
            each(stats, winner.seat, &|t| {
                t.win(gained, patterns);
                t.self_picks += 1;
            });
        }
        Outcome::Draw { .. } | Outcome::Abortive {} => stats.event.draws += 1,
        Outcome::Chombo { offender } => each(stats, *offender, &|t| t.chombos += 1),
    }
    for false_win in hand.facts.false_wins() {
        each(stats, false_win.seat, &|t| t.chombos += 1);
    }
    for penalty in &hand.penalties {
        each(stats, penalty.seat, &|t| t.table_penalties += 1);
    }
    for &seat in hand.facts.riichi() {
        each(stats, seat, &|t| t.riichi += 1);
    }
}

impl Tally {
    fn win(&mut self, gained: i64, patterns: Option<&[(String, u32)]>) {
        self.wins += 1;
        self.win_points = self.win_points.saturating_add(gained);
        for (name, _) in patterns.unwrap_or_default() {
            *self.patterns.entry(name.clone()).or_default() += 1;
        }
    }
}
