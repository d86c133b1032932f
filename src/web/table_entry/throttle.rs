//! Wrong table codes, counted so that codes cannot be guessed without ever keeping a right
//! code out.
//!
//! Only misses are counted, and a code is looked up before anyone else's misses are weighed:
//! a guessing flood, from however many addresses, never holds back a phone that types the code
//! on its card. What is held back is the guessing itself:
//! - per address: an address that typed [`MAX_WRONG_CODES`] wrong codes in the last minute
//!   waits before its next lookup (any lookup: if its right guesses still got through, the
//!   limit would tell it which guess was right);
//! - per code prefix: a guesser with many addresses enumerates codes by their first
//!   characters. A prefix of a tournament that drew [`MAX_WRONG_CODES_PER_PREFIX`] misses in
//!   the last minute is closed to the addresses that already missed [`SUSPECT_MISSES`] times;
//!   a phone with no misses (or one or two typos) still looks its code up.
//!
//! The organizer is shown that guessing is going on ([`CodeGuessing`], on the tournament's
//! page): the wrong codes of the last minutes and the addresses held back now. Memory stays
//! bounded by what the last minutes saw: quiet addresses and prefixes are forgotten.
//!
//! Wrong seat PINs likewise, per address and per player, over a longer window
//! ([`PinThrottle`]).

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Wrong codes allowed per address per [`WRONG_CODE_WINDOW`].
pub const MAX_WRONG_CODES: usize = 10;
/// Characters of a code that make its prefix: 23 × 23 prefixes, each holding 23³ codes.
pub const PREFIX_LENGTH: usize = 2;
/// Wrong codes in one prefix of one tournament per [`WRONG_CODE_WINDOW`] before the prefix is
/// closed to addresses that keep missing. A table's players mistype their own code now and
/// then; nobody but a guesser misses this often within one prefix.
pub const MAX_WRONG_CODES_PER_PREFIX: usize = 6;
/// Misses in the last minute that make an address a suspect where a prefix is closed: more
/// than a typo or two.
pub const SUSPECT_MISSES: usize = 3;
const WRONG_CODE_WINDOW: Duration = Duration::from_secs(60);
/// How far back the organizer's notice counts wrong codes.
pub const NOTICE_WINDOW: Duration = Duration::from_secs(10 * 60);

/// What the organizer is shown while codes are being guessed at a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeGuessing {
    /// Wrong codes in the last [`NOTICE_WINDOW`].
    pub wrong_codes: usize,
    /// Minutes that window spans, for the notice's words.
    pub minutes: u64,
    /// Addresses that missed here and are held back now.
    pub held_addresses: usize,
}

/// One tournament's recent misses.
#[derive(Debug, Default)]
struct TournamentMisses {
    /// Misses of the last [`NOTICE_WINDOW`] by the minute they began in, oldest first: a
    /// dozen counts, however hard the flood.
    recent: VecDeque<(Instant, usize)>,
    /// Each prefix's misses of the last minute.
    by_prefix: HashMap<String, Vec<Instant>>,
    /// When each address last missed here.
    addresses: HashMap<Option<IpAddr>, Instant>,
}

/// Wrong table codes in the last minutes, per client address, per tournament and per prefix.
#[derive(Debug, Default)]
pub struct CodeThrottle {
    by_address: Mutex<HashMap<Option<IpAddr>, Vec<Instant>>>,
    /// Only tournaments that exist get here (a miss is counted after the tournament is
    /// loaded), so this map is as small as the database's list of tournaments.
    by_tournament: Mutex<HashMap<i64, TournamentMisses>>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // Only counts are kept: after a panic elsewhere they are still usable.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

fn in_window(now: Instant, at: Instant) -> bool {
    now.duration_since(at) < WRONG_CODE_WINDOW
}

/// How long until fewer than `limit` of `times` are in the window, if `limit` are.
fn wait_in(times: &[Instant], limit: usize, now: Instant) -> Option<Duration> {
    let recent: Vec<&Instant> = times.iter().filter(|t| in_window(now, **t)).collect();
    if recent.len() < limit {
        return None;
    }
    let oldest = recent.first().map_or(now, |t| **t);
    Some(WRONG_CODE_WINDOW.saturating_sub(now.duration_since(oldest)))
}

/// How long until fewer than `limit` of `times` are in `window`, if `limit` are; forgets
/// the times that left the window (the PINs' count).
fn wait_in_window(
    times: &mut Vec<Instant>,
    limit: usize,
    window: Duration,
    now: Instant,
) -> Option<Duration> {
    times.retain(|t| now.duration_since(*t) < window);
    if times.len() < limit {
        return None;
    }
    let oldest = times.first().copied().unwrap_or(now);
    Some(window.saturating_sub(now.duration_since(oldest)))
}

/// The prefix a well-formed code is counted under.
pub fn prefix_of(code: &str) -> Option<&str> {
    code.get(..PREFIX_LENGTH)
}

impl CodeThrottle {
    /// How long this address must wait before looking up a code again, if it must.
    pub fn wait(&self, client: Option<IpAddr>) -> Option<Duration> {
        self.wait_at(client, Instant::now())
    }

    fn wait_at(&self, client: Option<IpAddr>, now: Instant) -> Option<Duration> {
        let by_address = lock(&self.by_address);
        wait_in(by_address.get(&client)?, MAX_WRONG_CODES, now)
    }

    fn misses_of(&self, client: Option<IpAddr>, now: Instant) -> usize {
        lock(&self.by_address).get(&client).map_or(0, |times| {
            times.iter().filter(|t| in_window(now, **t)).count()
        })
    }

    /// How long this address must wait before looking up a code of this prefix, if it must:
    /// only while the prefix is closed, and only for an address that keeps missing.
    pub fn prefix_wait(
        &self,
        client: Option<IpAddr>,
        tournament_id: i64,
        prefix: &str,
    ) -> Option<Duration> {
        self.prefix_wait_at(client, tournament_id, prefix, Instant::now())
    }

    fn prefix_wait_at(
        &self,
        client: Option<IpAddr>,
        tournament_id: i64,
        prefix: &str,
        now: Instant,
    ) -> Option<Duration> {
        let wait = {
            let by_tournament = lock(&self.by_tournament);
            let times = by_tournament.get(&tournament_id)?.by_prefix.get(prefix)?;
            wait_in(times, MAX_WRONG_CODES_PER_PREFIX, now)?
        };
        (self.misses_of(client, now) >= SUSPECT_MISSES).then_some(wait)
    }

    /// Counts a code that opened nothing: against the address, the tournament and, for a code
    /// of the right shape, its prefix.
    pub fn record_wrong(&self, client: Option<IpAddr>, tournament_id: i64, prefix: Option<&str>) {
        self.record_wrong_at(client, tournament_id, prefix, Instant::now());
    }

    fn record_wrong_at(
        &self,
        client: Option<IpAddr>,
        tournament_id: i64,
        prefix: Option<&str>,
        now: Instant,
    ) {
        {
            let mut by_address = lock(&self.by_address);
            // Forget addresses that have been quiet for a minute, so the map stays small.
            by_address.retain(|_, times| times.last().is_some_and(|t| in_window(now, *t)));
            let times = by_address.entry(client).or_default();
            times.retain(|t| in_window(now, *t));
            times.push(now);
        }
        let mut by_tournament = lock(&self.by_tournament);
        let misses = by_tournament.entry(tournament_id).or_default();
        while misses
            .recent
            .front()
            .is_some_and(|(start, _)| now.duration_since(*start) >= NOTICE_WINDOW)
        {
            misses.recent.pop_front();
        }
        match misses.recent.back_mut() {
            Some((start, count)) if in_window(now, *start) => *count += 1,
            _ => misses.recent.push_back((now, 1)),
        }
        misses
            .by_prefix
            .retain(|_, times| times.last().is_some_and(|t| in_window(now, *t)));
        if let Some(prefix) = prefix {
            let times = misses.by_prefix.entry(prefix.to_string()).or_default();
            times.retain(|t| in_window(now, *t));
            times.push(now);
        }
        misses.addresses.retain(|_, last| in_window(now, *last));
        misses.addresses.insert(client, now);
    }

    /// What the organizer should know: wrong codes at this tournament in the last minutes and
    /// the addresses held back now; None when nobody typed a wrong code lately.
    pub fn guessing(&self, tournament_id: i64) -> Option<CodeGuessing> {
        self.guessing_at(tournament_id, Instant::now())
    }

    fn guessing_at(&self, tournament_id: i64, now: Instant) -> Option<CodeGuessing> {
        let (wrong_codes, addresses) = {
            let by_tournament = lock(&self.by_tournament);
            let misses = by_tournament.get(&tournament_id)?;
            let wrong_codes = misses
                .recent
                .iter()
                .filter(|(start, _)| now.duration_since(*start) < NOTICE_WINDOW)
                .map(|(_, count)| count)
                .sum();
            let addresses: Vec<Option<IpAddr>> = misses
                .addresses
                .iter()
                .filter(|(_, last)| in_window(now, **last))
                .map(|(address, _)| *address)
                .collect();
            (wrong_codes, addresses)
        };
        if wrong_codes == 0 {
            return None;
        }
        let held_addresses = addresses
            .into_iter()
            .filter(|address| self.wait_at(*address, now).is_some())
            .count();
        Some(CodeGuessing {
            wrong_codes,
            minutes: NOTICE_WINDOW.as_secs() / 60,
            held_addresses,
        })
    }
}

/// Wrong seat PINs a player's seat may draw per [`WRONG_PIN_WINDOW`] before the addresses that
/// missed it wait: a four-digit PIN then costs a guesser one try per address per window, and a
/// phone that never missed that player (the player's own, typing the PIN from their card) is
/// never held back by someone else's guessing, as a right table code is not.
pub const MAX_WRONG_PINS_PER_PLAYER: usize = 5;
/// Wrong seat PINs allowed per address per [`WRONG_PIN_WINDOW`], whichever players: one phone
/// cannot try every player's seat in turn.
pub const MAX_WRONG_PINS_PER_ADDRESS: usize = 10;
pub const WRONG_PIN_WINDOW: Duration = Duration::from_secs(15 * 60);

/// Wrong seat PINs over the last quarter hour, per client address and per player.
#[derive(Debug, Default)]
pub struct PinThrottle {
    per_address: Mutex<HashMap<Option<IpAddr>, Vec<Instant>>>,
    /// Each player's misses with the address that made them. Only players that exist get here
    /// (the PIN is checked against a seat's player).
    per_player: Mutex<HashMap<i64, Vec<Miss>>>,
}

/// A wrong PIN: when, and from which address.
type Miss = (Instant, Option<IpAddr>);

impl PinThrottle {
    /// How long until this address may try a PIN for this player again, if it must wait: an
    /// address that missed too often at any players waits, and so does an address that missed
    /// this player once a flood of misses has reached them. Any other phone tries its PIN.
    pub fn wait(&self, client: Option<IpAddr>, player: i64) -> Option<Duration> {
        let now = Instant::now();
        let address = {
            let mut map = lock(&self.per_address);
            map.get_mut(&client).and_then(|times| {
                wait_in_window(times, MAX_WRONG_PINS_PER_ADDRESS, WRONG_PIN_WINDOW, now)
            })
        };
        let mut map = lock(&self.per_player);
        let flooded = map.get_mut(&player).and_then(|misses| {
            misses.retain(|(at, _)| now.duration_since(*at) < WRONG_PIN_WINDOW);
            let suspect = misses.iter().any(|(_, by)| *by == client);
            if !suspect || misses.len() < MAX_WRONG_PINS_PER_PLAYER {
                return None;
            }
            let oldest = misses.first().map_or(now, |(at, _)| *at);
            Some(WRONG_PIN_WINDOW.saturating_sub(now.duration_since(oldest)))
        });
        address.max(flooded)
    }

    pub fn record_wrong(&self, client: Option<IpAddr>, player: i64) {
        let now = Instant::now();
        let recent = |at: &Instant| now.duration_since(*at) < WRONG_PIN_WINDOW;
        {
            let mut map = lock(&self.per_address);
            // Forget addresses and players quiet for the whole window: the maps stay small.
            map.retain(|_, times| times.last().is_some_and(recent));
            map.entry(client).or_default().push(now);
        }
        let mut map = lock(&self.per_player);
        map.retain(|_, misses| misses.last().is_some_and(|(at, _)| recent(at)));
        map.entry(player).or_default().push((now, client));
    }

    /// The organizer gave the player a new PIN: earlier guesses at the old one no longer
    /// hold anyone back at this player's seat.
    pub fn forget_player(&self, player: i64) {
        lock(&self.per_player).remove(&player);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(n: usize) -> Option<IpAddr> {
        Some(IpAddr::from([10, 0, (n / 256) as u8, (n % 256) as u8]))
    }

    #[test]
    fn an_address_is_held_back_after_ten_wrong_codes_and_others_are_not() {
        let throttle = CodeThrottle::default();
        let guesser = Some(IpAddr::from([192, 0, 2, 9]));
        for _ in 0..MAX_WRONG_CODES {
            assert!(throttle.wait(guesser).is_none());
            throttle.record_wrong(guesser, 1, Some("AB"));
        }
        let wait = throttle.wait(guesser).expect("the eleventh try waits");
        assert!(wait <= WRONG_CODE_WINDOW && wait.as_secs() >= 50);
        assert!(throttle.wait(Some(IpAddr::from([192, 0, 2, 10]))).is_none());
    }

    #[test]
    fn a_flooded_prefix_holds_back_only_the_addresses_that_keep_missing() {
        let throttle = CodeThrottle::default();
        let now = Instant::now();
        // Many addresses, a few misses each, all in one prefix.
        for n in 0..MAX_WRONG_CODES_PER_PREFIX * 2 {
            for _ in 0..SUSPECT_MISSES {
                throttle.record_wrong_at(address(n), 7, Some("AB"), now);
            }
        }
        assert!(throttle.prefix_wait_at(address(0), 7, "AB", now).is_some());
        // No address reached its own limit; a fresh one, or one with a typo, looks up.
        assert!(throttle.wait_at(address(0), now).is_none());
        assert!(throttle
            .prefix_wait_at(address(999), 7, "AB", now)
            .is_none());
        throttle.record_wrong_at(address(998), 7, Some("CD"), now);
        assert!(throttle
            .prefix_wait_at(address(998), 7, "AB", now)
            .is_none());
        // Other prefixes and tournaments go on.
        assert!(throttle.prefix_wait_at(address(0), 7, "CD", now).is_none());
        assert!(throttle.prefix_wait_at(address(0), 8, "AB", now).is_none());
        // A minute later the prefix is open again.
        let later = now + WRONG_CODE_WINDOW;
        assert!(throttle
            .prefix_wait_at(address(0), 7, "AB", later)
            .is_none());
    }

    #[test]
    fn the_organizer_is_told_the_wrong_codes_of_the_last_minutes_and_who_is_held_back() {
        let throttle = CodeThrottle::default();
        let now = Instant::now();
        assert_eq!(throttle.guessing_at(3, now), None);
        for _ in 0..MAX_WRONG_CODES {
            throttle.record_wrong_at(address(1), 3, Some("AB"), now);
        }
        throttle.record_wrong_at(address(2), 3, None, now);
        throttle.record_wrong_at(address(3), 4, Some("AB"), now);
        let notice = throttle.guessing_at(3, now).expect("guessing at 3");
        assert_eq!(notice.wrong_codes, MAX_WRONG_CODES + 1);
        assert_eq!(notice.held_addresses, 1);
        assert_eq!(notice.minutes, 10);
        // Past the minute nobody is held back; past the notice's window all is quiet again.
        let later = now + WRONG_CODE_WINDOW;
        let notice = throttle
            .guessing_at(3, later)
            .expect("still within the notice");
        assert_eq!((notice.wrong_codes, notice.held_addresses), (11, 0));
        assert_eq!(throttle.guessing_at(3, now + NOTICE_WINDOW), None);
    }

    #[test]
    fn the_memory_of_misses_forgets_quiet_addresses_and_prefixes() {
        let throttle = CodeThrottle::default();
        let now = Instant::now();
        for n in 0..500 {
            throttle.record_wrong_at(address(n), 5, Some(&format!("{n:02}")[..2]), now);
        }
        let later = now + WRONG_CODE_WINDOW;
        throttle.record_wrong_at(address(9999), 5, Some("AB"), later);
        assert_eq!(lock(&throttle.by_address).len(), 1);
        let by_tournament = lock(&throttle.by_tournament);
        assert_eq!(by_tournament[&5].by_prefix.len(), 1);
        assert_eq!(by_tournament[&5].addresses.len(), 1);
    }

    #[test]
    fn a_flooded_player_holds_back_the_addresses_that_missed_them_until_a_reset() {
        let throttle = PinThrottle::default();
        let guessers: Vec<Option<IpAddr>> = (0..MAX_WRONG_PINS_PER_PLAYER)
            .map(|i| Some(IpAddr::from([10, 0, 0, i as u8])))
            .collect();
        for &address in &guessers {
            assert!(throttle.wait(address, 3).is_none());
            throttle.record_wrong(address, 3);
        }
        let wait = throttle
            .wait(guessers[0], 3)
            .expect("a guesser's next try waits");
        assert!(wait <= WRONG_PIN_WINDOW && wait.as_secs() >= 14 * 60);
        // The player's own phone, which never missed, is not held back by others' guesses.
        let owner = Some(IpAddr::from([10, 9, 9, 9]));
        assert!(throttle.wait(owner, 3).is_none());
        assert!(
            throttle.wait(guessers[0], 4).is_none(),
            "other players go on"
        );
        throttle.forget_player(3);
        assert!(throttle.wait(guessers[0], 3).is_none());
    }

    #[test]
    fn an_address_is_held_back_after_ten_wrong_pins_at_any_players() {
        let throttle = PinThrottle::default();
        let guesser = Some(IpAddr::from([192, 0, 2, 7]));
        for player in 0..MAX_WRONG_PINS_PER_ADDRESS as i64 {
            assert!(throttle.wait(guesser, player).is_none());
            throttle.record_wrong(guesser, player);
        }
        assert!(throttle.wait(guesser, 99).is_some());
        assert!(throttle
            .wait(Some(IpAddr::from([192, 0, 2, 8])), 99)
            .is_none());
    }
}
