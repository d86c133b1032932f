//! A riichi hand scored straight from its tiles.
//!
//! Owns the path from a written hand (mpsz tiles, melds, the situation of the win) to a score:
//! [`notation`] turns text into typed input, [`validate`] refuses impossible hands and builds a
//! [`validate::Hand`], [`decompose`] finds every reading of the concealed tiles, [`yaku`] and
//! [`fu`] value one reading, and [`evaluate`] picks the reading that pays most and prices it with
//! `engine::payment`. It must not touch I/O, JSON or the game state (dealer rotation, deposits
//! between hands); those belong to `cli` and the game engine.
//!
//! The hot path (validate, decompose, value, price) allocates nothing: counts live in 34-slot
//! arrays and every list (melds, readings' sets, yaku, fu parts) is a fixed-capacity array.

pub mod decompose;
pub mod error;
pub mod evaluate;
pub mod fu;
pub mod line;
pub mod notation;
pub mod validate;
mod words;
pub mod yaku;

pub use error::{BadMeld, Field, HandError, ImpossibleHand, SituationConflict};
pub use evaluate::{evaluate, evaluate_with_nuki, Cost, Score};
pub use line::{evaluate_line, HandLine, LineError, MeldLine};
pub use notation::{HandInput, MeldInput, MeldKind, Situation, Wind};
pub use validate::Hand;
pub use yaku::Yaku;

use std::fmt;

/// A fixed-capacity list: the hot path keeps its lists on the stack.
#[derive(Clone, Copy)]
pub struct ArrayList<T: Copy, const N: usize> {
    items: [T; N],
    len: usize,
}

impl<T: Copy + Default, const N: usize> Default for ArrayList<T, N> {
    fn default() -> Self {
        ArrayList {
            items: [T::default(); N],
            len: 0,
        }
    }
}

impl<T: Copy, const N: usize> ArrayList<T, N> {
    /// Appends; capacities are chosen above the largest count the rules allow, so a full list
    /// is a bug, and the debug assertion says so.
    pub fn push(&mut self, item: T) {
        debug_assert!(self.len < N, "ArrayList capacity {N} exceeded");
        if self.len < N {
            self.items[self.len] = item;
            self.len += 1;
        }
    }
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len]
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl<T: Copy + fmt::Debug, const N: usize> fmt::Debug for ArrayList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq for ArrayList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
