//! What the unit tests of the styles at a table of two share (Minefield, docs/rules.md §13, and
//! Tenpai Race, §14) beyond a preset's games (`styles::preset_games`, played by Ann and Ben):
//! a row read as the two entries a table of two has, and one value won by either seat.
//! Compiled for tests only.

use crate::engine::game::{replay, Hand, Sheet, Winner};
use crate::engine::styles::preset_games::{st, PresetGames};

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

/// The two seats' changes in the first hand of a game of `games` when `east_value` is won by
/// East, the first dealer, and when the same value is won by South: the hand of each winner
/// is `hand_of`'s.
pub fn won_by_either_seat(
    games: &PresetGames,
    east_value: &Winner,
    hand_of: impl Fn(Winner) -> Hand,
) -> [[i32; 2]; 2] {
    let south_value = Winner {
        seat: st(1),
        ..east_value.clone()
    };
    [east_value.clone(), south_value].map(|winner| {
        let sheet = replay(&games.rules(), &[hand_of(winner)]);
        deltas(&sheet, 0)
    })
}
