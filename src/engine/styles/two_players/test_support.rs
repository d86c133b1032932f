//! What the unit tests of the styles at a table of two share (Minefield, docs/rules.md §13, and
//! Tenpai Race, §14): a preset's game played by Ann (East) and Ben (South), replayed whole or
//! refused with its reason, its rows read as the two entries a table of two has, and winners
//! written short. Compiled for tests only.

use crate::engine::game::{replay, replay_with_names, Hand, Seat, Sheet, Winner};
use crate::engine::ruleset::{PresetId, Ruleset};

/// The games of the preset named `.0`, at a table of two.
pub struct TableOfTwo(pub &'static str);

impl TableOfTwo {
    pub fn rules(&self) -> Ruleset {
        Ruleset::preset(PresetId::parse(self.0).expect("the preset of a table of two"))
    }

    /// The sheet of `hands` played by Ann and Ben; fails if a hand is refused.
    pub fn replayed(&self, hands: &[Hand]) -> Sheet {
        let sheet = replay_with_names(&self.rules(), hands, ["Ann", "Ben", "", ""]);
        assert_eq!(sheet.error, None, "{hands:?}");
        sheet
    }

    /// The reason a hand of `hands` is refused with; fails if every hand is played.
    pub fn refusal(&self, hands: &[Hand]) -> String {
        let sheet = replay(&self.rules(), hands);
        sheet
            .error
            .expect("the hand should be refused")
            .error
            .to_string()
    }
}

pub fn st(n: u8) -> Seat {
    Seat::new(n)
}

/// A winner at `seat` with a hand of `han` and `fu`.
pub fn hf(seat: u8, han: u32, fu: u32) -> Winner {
    Winner::han_fu(st(seat), han, fu)
}

/// The two seats' changes in the hand at `index`: a row of a table of two has two entries,
/// none for the seats nobody sits in.
pub fn deltas(sheet: &Sheet, index: usize) -> [i32; 2] {
    let d = &sheet.rows[index].deltas;
    assert_eq!(d.len(), 2, "a row of a table of two");
    [d[0], d[1]]
}

/// The two seats' changes in the last hand played.
pub fn last_deltas(sheet: &Sheet) -> [i32; 2] {
    deltas(sheet, sheet.rows.len() - 1)
}
