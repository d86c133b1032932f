//! One reading's count of each fan kind, and its total: what the detectors of `fans`, `held`
//! and `sets` fill in. Its own file so that they all import it from below.

use super::names::{FANS, FAN_KINDS};
use super::Fan;

/// How many times each fan kind counts in one reading. Signed because a few cuts subtract
/// pungs already counted elsewhere; they never go below zero on a real hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct FanTable([i16; FAN_KINDS]);

impl Default for FanTable {
    fn default() -> Self {
        FanTable([0; FAN_KINDS])
    }
}

impl FanTable {
    pub fn get(&self, fan: Fan) -> i16 {
        self.0[fan as usize]
    }

    /// No fan counted at all.
    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().all(|&count| count == 0)
    }

    pub(super) fn has(&self, fan: Fan) -> bool {
        self.get(fan) > 0
    }

    pub(super) fn set(&mut self, fan: Fan, count: i16) {
        self.0[fan as usize] = count;
    }

    pub(super) fn clear(&mut self, fan: Fan) {
        self.set(fan, 0);
    }

    pub(super) fn add(&mut self, fan: Fan, count: i16) {
        self.0[fan as usize] += count;
    }

    /// Adds fan found elsewhere (kinds this table does not count yet).
    pub(super) fn merge(&mut self, other: &FanTable) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0.iter()) {
            *mine += theirs;
        }
    }

    /// The reading's total, flowers aside.
    pub fn total(&self) -> u32 {
        self.0
            .iter()
            .zip(FANS.iter())
            .map(|(&count, info)| count.max(0) as u32 * info.value)
            .sum()
    }

    /// The fan kinds that count, in the reference order, with how many times.
    pub fn counted(&self) -> impl Iterator<Item = (Fan, u32)> + '_ {
        self.0
            .iter()
            .zip(FANS.iter())
            .filter(|(&count, _)| count > 0)
            .map(|(&count, info)| (info.fan, count as u32))
    }
}
