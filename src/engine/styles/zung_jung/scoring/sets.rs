//! The pieces a reading is made of — sets, a regular reading's four sets and pair, the
//! terminals and honours — which both the reader of readings and the counter of patterns use.

/// A tile kind as its index (`Tile::index`).
pub(super) type Kind = u8;

/// What a set is: a kong counts as a triplet for every pattern, and is also counted as a kong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SetKind {
    Sequence,
    Triplet,
    Kong,
}

/// One set of a reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Set {
    pub kind: SetKind,
    /// The tile of a triplet or kong, the lowest of a sequence.
    pub tile: Kind,
    /// All its tiles came from the wall (4.2): triplets of the concealed part but the one a
    /// winning discard completed, and concealed kongs.
    pub concealed: bool,
}

impl Set {
    pub fn is_triplet(&self) -> bool {
        self.kind != SetKind::Sequence
    }

    /// Whether `t` is one of the set's tiles.
    pub fn holds(&self, t: Kind) -> bool {
        match self.kind {
            SetKind::Sequence => t >= self.tile && t <= self.tile + 2,
            SetKind::Triplet | SetKind::Kong => t == self.tile,
        }
    }
}

/// A regular reading: four sets and a pair.
#[derive(Debug, Clone, Copy)]
pub(super) struct Regular {
    pub sets: [Set; 4],
    pub pair: Kind,
}

/// The 13 terminal and honour kinds.
pub(super) const TERMINALS_AND_HONORS: [usize; 13] =
    [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
