//! The id of a style, as a ruleset carries it and the registry matches on it: a file of its own
//! so that the preset type (`ruleset.rs`) can name a style without importing the registry.

use serde::Serialize;

/// A family of rules: each owns its hand value, payments, deal rotation and game length. The
/// serde names are the ones stored and printed since the styles existed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StyleId {
    /// Four-player riichi (docs/rules.md §1–3).
    Riichi,
    /// Three-player riichi (docs/rules.md §6): riichi's han/fu and payment table at a table of three.
    Sanma,
    /// Hong Kong Old Style (docs/rules.md §7): faan, points from a table, no riichi or counters.
    HongKongOldStyle,
    /// MCR, Chinese Official (docs/rules.md §8): fan from 8 up, 16 hands, table points.
    Mcr,
    /// Zung Jung and the World Series of Mahjong (docs/rules.md §9): typed points, the deal
    /// passing every hand, 16 or 8 hands, the points as the score.
    ZungJung,
    /// American, the NMJL's game (docs/rules.md §10): a card's typed values, the jokerless
    /// double, self-pick and discard paid double, the dead-hand challenge.
    American,
    /// Chinese Classical (docs/rules.md §11): every player's hand scored after a win, in
    /// points and doubles, the losers settling among themselves, the points as the score.
    ChineseClassical,
    /// Vietnamese (docs/rules.md §12): typed points times the bonuses ticked, paid by each
    /// other player, on the shared game of points.
    Vietnamese,
    /// Minefield Mahjong, 17 steps (docs/rules.md §13): two players, a ron on the other's
    /// discard only, mangan or more, a draw doubling the next win.
    Minefield,
    /// Tenpai Race (docs/rules.md §14): two players, Stage A building without wins, Stage B
    /// the defender racing to name the attacker's wait before the attacker draws it.
    TenpaiRace,
    /// Mangan Mahjong (docs/rules.md §15): four-player riichi without counters or stakes, a win
    /// paying only from mangan up and the winner receiving nothing, East and South cycling until
    /// a player has 0 points or fewer.
    Mangan,
    /// Clear Mahjong (docs/rules.md §16): riichi in two teams of two, the rounds cycling past
    /// South until a team clears five conditions or a player is below zero.
    Clear,
}

impl StyleId {
    /// Every style, in the order their presets are listed (riichi first, its first preset the
    /// default).
    pub const ALL: [StyleId; 12] = [
        StyleId::Riichi,
        StyleId::Sanma,
        StyleId::HongKongOldStyle,
        StyleId::Mcr,
        StyleId::ZungJung,
        StyleId::American,
        StyleId::ChineseClassical,
        StyleId::Vietnamese,
        StyleId::Minefield,
        StyleId::TenpaiRace,
        StyleId::Mangan,
        StyleId::Clear,
    ];
}
