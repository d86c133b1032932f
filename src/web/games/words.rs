//! The engine's refusal of a hand in the people's words: seats by name and wind as the form
//! shows them, hands numbered and named by round as the sheet shows them.

use super::sheet_view::{hand_names, seat_title};
use crate::app::hands::PlayedGame;
use crate::engine::game::{seat_winds, GameError, Round, Seat};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::web::engine_words::{self, Wording};
use crate::web::i18n::Words;

/// Every seat's wind in the hand at `index` of `game`, played in `round` (the dealer's wind
/// East): as the game's ruleset seats its players.
pub(super) fn winds_at(game: &PlayedGame, index: usize, round: Round) -> [Seat; 4] {
    let rules = game
        .info
        .preset()
        .map_or_else(Ruleset::club, Ruleset::preset);
    seat_winds(&rules, index, round)
}

/// The engine's message for a person at the sheet, in the reader's language: seats by name
/// and wind as the form shows them (the engine says "seat 2 (West)", the starting seat), no
/// field names, hands numbered as the sheet numbers them.
pub(super) fn humane_error(
    err: &GameError,
    names: &[String],
    winds: [Seat; 4],
    table: TableSize,
    words: &Words,
) -> String {
    if let GameError::GameOver { hands } = err {
        return words.get_with("engine-sheet-game-over", "hand", *hands);
    }
    let seated = |seat: Seat| {
        let name = names.get(seat.index()).filter(|_| table.contains(seat))?;
        let wind = winds.get(seat.index())?.wind_name().unwrap_or_default();
        Some(format!("{name} ({})", words.wind(wind)))
    };
    let mut text = engine_words::game(err, &Wording::naming_seats(words, &seated));
    // A style's reason the engine gives as a finished sentence names seats its own way.
    for (seat, name) in table.seats().zip(names) {
        let wind = seat.wind_name().unwrap_or_default();
        text = text.replace(
            &format!("seat {seat} ({wind})"),
            &seat_title(name, winds[seat.index()]),
        );
    }
    text.replace("agari-yame (`dealer_stops`)", "agari-yame")
        // Under a style's minimum the form has its own way to record the false win.
        .replace(
            "; a win declared under it is a false win (`false_wins`, \"under_minimum\"), not a win",
            &format!(". {}", crate::web::styles::MCR_UNDER_MINIMUM_HOW),
        )
        .replace(
            "; a hand worth less may not win",
            &format!(": a hand worth less may not win. {UNDER_POINTS_HOW}"),
        )
        // The form asks for the bet by the players' names, not by chair numbers.
        .replace(
            "the bettor's bet (`bet`): the chair of the player bet on",
            "the bettor's bet: choose the player bet on",
        )
        .replace('`', "")
}

/// How the sheet records a win declared under a game of points' minimum (the World Series' 5
/// points): a false win is a penalty taken from the player (docs/rules.md §9).
const UNDER_POINTS_HOW: &str = "A win declared under it is a false win: untick \u{201c}wins\u{201d}, record what happened afterwards as the hand's outcome, and give the player's penalty (the points taken) under \u{201c}dead hand, penalty\u{201d}.";

/// The round hand `index` of the sheet as it stands was played in (`otherwise` for a hand the
/// sheet does not have): a message about a later hand names it as the sheet shows it.
pub(super) fn round_now(game: &PlayedGame, index: usize, otherwise: Round) -> Round {
    game.sheet.rows.get(index).map_or(otherwise, |r| r.round)
}

/// The engine's refusal of hand `index` in the people's words and the reader's language, named as the sheet `game`
/// names that hand's players.
pub(super) fn impossible_words(
    game: &PlayedGame,
    index: usize,
    round: Round,
    error: &GameError,
    words: &Words,
) -> String {
    humane_error(
        error,
        &hand_names(game, index),
        winds_at(game, index, round),
        game.info.table,
        words,
    )
}
