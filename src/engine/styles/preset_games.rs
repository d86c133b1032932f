//! What the unit tests of the styles played on riichi's sheet share (the club-night variants,
//! docs/rules.md §13–16): a preset's games played by named players, replayed whole or refused
//! with the reason, and seats and winners written short. Compiled for tests only.

use crate::engine::game::{replay, replay_with_names, Hand, Seat, Sheet, Winner};
use crate::engine::ruleset::{PresetId, Ruleset};

/// The games of the preset `preset`, played by `names` in starting-seat order (empty names for
/// the seats a smaller table does not have).
pub struct PresetGames {
    pub preset: &'static str,
    pub names: [&'static str; 4],
}

impl PresetGames {
    /// The games of `preset` at a table of two, played by Ann (East) and Ben (South).
    pub const fn of_two(preset: &'static str) -> PresetGames {
        PresetGames {
            preset,
            names: ["Ann", "Ben", "", ""],
        }
    }

    pub fn rules(&self) -> Ruleset {
        Ruleset::preset(PresetId::parse(self.preset).expect("the tests' preset id is a preset"))
    }

    /// The sheet of `hands` played by the names; fails if a hand is refused.
    pub fn replayed(&self, hands: &[Hand]) -> Sheet {
        let sheet = replay_with_names(&self.rules(), hands, self.names);
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
