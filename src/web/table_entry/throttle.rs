//! Wrong table codes counted per address and per tournament over the last minute, so that
//! table codes cannot be guessed: an address is held back after a few wrong codes, and a
//! tournament's codes after many from any addresses. Wrong seat PINs likewise, per address
//! and per player, over a longer window ([`PinThrottle`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Wrong codes allowed per address per [`WRONG_CODE_WINDOW`].
pub const MAX_WRONG_CODES: usize = 10;
/// Wrong codes allowed per tournament per [`WRONG_CODE_WINDOW`], whatever the addresses: a
/// guesser with many addresses is held back too. Phones that already sit at the table their
/// code opens are not (they are no guessers), so a flood of guesses stops no game.
pub const MAX_WRONG_CODES_PER_TOURNAMENT: usize = 50;
const WRONG_CODE_WINDOW: Duration = Duration::from_secs(60);

/// Wrong table codes in the last minute, per client address and per tournament.
#[derive(Debug, Default)]
pub struct CodeThrottle {
    wrong: Mutex<HashMap<Option<IpAddr>, Vec<Instant>>>,
    /// Only tournaments that exist get here (the code is looked up after the tournament), so
    /// this map is as small as the database's list of tournaments.
    per_tournament: Mutex<HashMap<i64, Vec<Instant>>>,
}

/// How long until fewer than `limit` of `times` are in the window, if `limit` are; forgets
/// the times that left the window.
fn wait_in(times: &mut Vec<Instant>, limit: usize, now: Instant) -> Option<Duration> {
    wait_in_window(times, limit, WRONG_CODE_WINDOW, now)
}

/// [`wait_in`] over any `window`.
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

impl CodeThrottle {
    /// How long this address must wait before trying a code again, if it must.
    pub fn wait(&self, client: Option<IpAddr>) -> Option<Duration> {
        let mut wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
        wait_in(
            wrong.entry(client).or_default(),
            MAX_WRONG_CODES,
            Instant::now(),
        )
    }

    /// How long codes of this tournament are held back for phones not yet seated, if they are.
    pub fn tournament_wait(&self, tournament_id: i64) -> Option<Duration> {
        let mut wrong = self
            .per_tournament
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let times = wrong.get_mut(&tournament_id)?;
        wait_in(times, MAX_WRONG_CODES_PER_TOURNAMENT, Instant::now())
    }

    pub fn record_wrong(&self, client: Option<IpAddr>, tournament_id: i64) {
        let now = Instant::now();
        {
            let mut wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
            // Forget addresses that have been quiet for a while, so the map stays small.
            wrong.retain(|_, times| {
                times
                    .last()
                    .is_some_and(|t| now.duration_since(*t) < WRONG_CODE_WINDOW)
            });
            wrong.entry(client).or_default().push(now);
        }
        let mut per_tournament = self
            .per_tournament
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let times = per_tournament.entry(tournament_id).or_default();
        times.retain(|t| now.duration_since(*t) < WRONG_CODE_WINDOW);
        times.push(now);
    }
}

/// Wrong seat PINs allowed per player per [`WRONG_PIN_WINDOW`]: a four-digit PIN then takes a
/// guesser about a thousand windows (ten days) on average, and one day of trying finds it
/// about once in fifty days of events, while a player who mistypes has five tries.
pub const MAX_WRONG_PINS_PER_PLAYER: usize = 5;
/// Wrong seat PINs allowed per address per [`WRONG_PIN_WINDOW`], whichever players: one phone
/// cannot try every player's seat in turn.
pub const MAX_WRONG_PINS_PER_ADDRESS: usize = 10;
pub const WRONG_PIN_WINDOW: Duration = Duration::from_secs(15 * 60);

/// Wrong seat PINs over the last quarter hour, per client address and per player.
#[derive(Debug, Default)]
pub struct PinThrottle {
    per_address: Mutex<HashMap<Option<IpAddr>, Vec<Instant>>>,
    /// Only players that exist get here (the PIN is checked against a seat's player).
    per_player: Mutex<HashMap<i64, Vec<Instant>>>,
}

impl PinThrottle {
    /// How long until this address may try a PIN for this player again, if it must wait.
    pub fn wait(&self, client: Option<IpAddr>, player: i64) -> Option<Duration> {
        let now = Instant::now();
        let address = {
            let mut map = self.per_address.lock().unwrap_or_else(|e| e.into_inner());
            map.get_mut(&client).and_then(|times| {
                wait_in_window(times, MAX_WRONG_PINS_PER_ADDRESS, WRONG_PIN_WINDOW, now)
            })
        };
        let mut map = self.per_player.lock().unwrap_or_else(|e| e.into_inner());
        let player = map.get_mut(&player).and_then(|times| {
            wait_in_window(times, MAX_WRONG_PINS_PER_PLAYER, WRONG_PIN_WINDOW, now)
        });
        address.max(player)
    }

    pub fn record_wrong(&self, client: Option<IpAddr>, player: i64) {
        let now = Instant::now();
        let recent = |times: &Vec<Instant>| {
            times
                .last()
                .is_some_and(|t| now.duration_since(*t) < WRONG_PIN_WINDOW)
        };
        {
            let mut map = self.per_address.lock().unwrap_or_else(|e| e.into_inner());
            // Forget addresses and players quiet for the whole window: the maps stay small.
            map.retain(|_, times| recent(times));
            map.entry(client).or_default().push(now);
        }
        let mut map = self.per_player.lock().unwrap_or_else(|e| e.into_inner());
        map.retain(|_, times| recent(times));
        map.entry(player).or_default().push(now);
    }

    /// The organizer gave the player a new PIN: earlier guesses at the old one no longer
    /// hold the player back.
    pub fn forget_player(&self, player: i64) {
        let mut map = self.per_player.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(&player);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_held_back_after_ten_wrong_codes_and_others_are_not() {
        let throttle = CodeThrottle::default();
        let guesser = Some(IpAddr::from([192, 0, 2, 9]));
        for _ in 0..MAX_WRONG_CODES {
            assert!(throttle.wait(guesser).is_none());
            throttle.record_wrong(guesser, 1);
        }
        let wait = throttle.wait(guesser).expect("the eleventh try waits");
        assert!(wait <= WRONG_CODE_WINDOW && wait.as_secs() >= 50);
        assert!(throttle.wait(Some(IpAddr::from([192, 0, 2, 10]))).is_none());
    }

    #[test]
    fn a_tournament_is_held_back_after_fifty_wrong_codes_from_any_addresses() {
        let throttle = CodeThrottle::default();
        for i in 0..MAX_WRONG_CODES_PER_TOURNAMENT {
            assert!(throttle.tournament_wait(7).is_none());
            // A new address each time: no address alone is held back.
            let address = Some(IpAddr::from([10, 0, (i / 256) as u8, (i % 256) as u8]));
            throttle.record_wrong(address, 7);
            assert!(throttle.wait(address).is_none());
        }
        assert!(throttle.tournament_wait(7).is_some());
        assert!(
            throttle.tournament_wait(8).is_none(),
            "other tournaments go on"
        );
    }

    #[test]
    fn a_player_is_held_back_after_five_wrong_pins_from_any_addresses_until_a_reset() {
        let throttle = PinThrottle::default();
        for i in 0..MAX_WRONG_PINS_PER_PLAYER {
            let address = Some(IpAddr::from([10, 0, 0, i as u8]));
            assert!(throttle.wait(address, 3).is_none());
            throttle.record_wrong(address, 3);
        }
        let stranger = Some(IpAddr::from([10, 9, 9, 9]));
        let wait = throttle.wait(stranger, 3).expect("the sixth try waits");
        assert!(wait <= WRONG_PIN_WINDOW && wait.as_secs() >= 14 * 60);
        assert!(throttle.wait(stranger, 4).is_none(), "other players go on");
        throttle.forget_player(3);
        assert!(throttle.wait(stranger, 3).is_none());
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
