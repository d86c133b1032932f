//! The score sheet as a person reads it: every hand's row with its changes and points, the
//! riichi declarations and dead hands by name, winners' tiles, each seat's wind where the style
//! moves players, the final result and the deposits left to first place. Built from the game as
//! `app::hands` loaded it; no storage and no request here.

use super::stored::{hand_story, recorded_tiles};
use crate::app::hands::{rules_of, HandStatus, PlayedGame};
use crate::engine::game::{
    five_seats_of_hand, seat_winds, FinalResult, HandSeating, Round, Row, Seat,
};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::tournament::seating::TAG_TEAM_PEOPLE;
use crate::web::calculator::HandTiles;
use crate::web::engine_words::notes;
use crate::web::error::WebResult;
use crate::web::i18n::Words;
use crate::web::styles::pages_of;
use crate::web::terms::names::{game_round, ruleset_name};

/// A signed number as a score sheet writes it: +3900, −3900, or nothing for 0.
pub(super) fn signed(value: i32) -> String {
    match value {
        0 => String::new(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", v.unsigned_abs()),
    }
}

/// Points as the sheet shows them: below zero with the same minus sign as the changes beside
/// them (a hyphen reads as a dash next to "−48000").
pub(super) fn points_text(value: i32) -> String {
    if value < 0 {
        format!("−{}", value.unsigned_abs())
    } else {
        value.to_string()
    }
}

/// A seat as the form's heading and every message name it: the player, and their wind in the
/// hand at hand (the dealer is East), e.g. "Mary (North)".
/// The winds turn at the game's table: three seats in sanma.
/// "Aiko (South)": a player and their seat wind in the hand (`wind` as
/// `engine::game::seat_winds` gives it).
pub(super) fn seat_title(name: &str, wind: Seat) -> String {
    format!("{name} ({})", wind.wind_name().unwrap_or_default())
}

/// Whether five people share the game's table (American's fifth seat, docs/rules.md §10): the
/// game then names five people, numbered as they sat for its first hand.
pub(super) fn five_people(game: &PlayedGame) -> bool {
    game.info.has_more_people_than_seats() && !game.info.is_tag_team()
}

/// Who sat at each seat, East first, when the hand at `index` of a tag-team game ended (Mangan,
/// docs/rules.md §15): as its row says, or for the hand about to be entered as the previous
/// hand ended (the first partners before the first hand).
pub(super) fn tag_team_seated(game: &PlayedGame, index: usize) -> [u8; 4] {
    let row = match game.sheet.rows.get(index) {
        Some(row) => Some(row),
        None => index.checked_sub(1).and_then(|i| game.sheet.rows.get(i)),
    };
    row.and_then(|r| r.seating.as_ref())
        .and_then(|seating| <[u8; 4]>::try_from(seating.chairs.as_slice()).ok())
        .unwrap_or([0, 1, 2, 3])
}

/// The names of the seats of the hand at `index`, East first, as the hand form and every
/// message about that hand name them: the players at their starting seats, or, at an American
/// table of five, the four people sitting in the chairs that hand, and at a tag-team table the
/// four seated when it ended.
pub(super) fn hand_names(game: &PlayedGame, index: usize) -> Vec<String> {
    let names = game.names();
    if game.info.is_tag_team() {
        return tag_team_seated(game, index)
            .iter()
            .map(|&person| names[usize::from(person)].clone())
            .collect();
    }
    if !five_people(game) {
        return names;
    }
    let (chairs, _) = five_seats_of_hand(index);
    chairs
        .iter()
        .map(|&person| names[usize::from(person)].clone())
        .collect()
}

/// One row of the sheet as shown.
pub struct RowView {
    pub number: usize,
    pub round: String,
    pub honba: u32,
    pub deposits_before: u32,
    pub note: String,
    /// What else happened at the table: riichi declarations and dead hands, by name.
    pub story: String,
    /// One per person of the sheet's columns (five at an American table of five).
    pub deltas: Vec<String>,
    pub points: Vec<String>,
    /// Winners recorded from their tiles: (name, tiles, yaku in words).
    pub tiles: Vec<(String, HandTiles, String)>,
    /// "" for a confirmed hand, else "pending" or "disputed".
    pub status: &'static str,
    /// Who entered it at the table, for a hand not yet confirmed.
    pub entered_by: String,
    /// Each player's seat wind in this hand (a letter per column), where the style moves the
    /// players between seats during a game (MCR); empty elsewhere, where the deal alone turns
    /// the winds and the sheet has always shown none.
    pub winds: Vec<(&'static str, &'static str)>,
    /// At a tag-team table (Mangan, docs/rules.md §15): per seat, East first, its two partners
    /// (the first, then the second); empty at every other table.
    pub partners: Vec<[PartnerCell; 2]>,
}

/// One of a tag-team seat's two partners on a row of the sheet.
pub struct PartnerCell {
    /// The seat's wind in the hand for the one seated when it ended, "off" for the other.
    pub wind: &'static str,
    /// "Eli: not seated when the hand ended", "Ann: East".
    pub title: String,
    pub delta: String,
    pub points: String,
    pub off: bool,
}

/// Each seat's two partners on one row (`deltas`, `points` and `winds` one per person, 0–7):
/// people `s` and `s + 4` share seat `s`.
fn partner_cells(
    names: &[String],
    deltas: &[String],
    points: &[String],
    winds: &[(&'static str, &'static str)],
) -> Vec<[PartnerCell; 2]> {
    let seats = names.len() / 2;
    let cell = |person: usize| {
        let (wind, wind_name) = winds.get(person).copied().unwrap_or_default();
        PartnerCell {
            wind,
            title: format!("{}: {wind_name}", names[person]),
            delta: deltas.get(person).cloned().unwrap_or_default(),
            points: points.get(person).cloned().unwrap_or_default(),
            off: wind == OFF,
        }
    };
    (0..seats).map(|s| [cell(s), cell(s + seats)]).collect()
}

/// The mark of a tag-team partner not seated when the hand ended.
const OFF: &str = "off";

/// Each player's (letter, name) of seat wind in the hand at `index`, played in `round`, for a
/// style whose players change seats between wind rounds (MCR, docs/rules.md §8): the sheet's
/// columns keep the starting seats, so only a row can say who sat where.
fn row_winds(
    rules: &Ruleset,
    index: usize,
    round: Round,
    seats: usize,
) -> Vec<(&'static str, &'static str)> {
    if !rules.style_rules().players_change_seats() {
        return Vec::new();
    }
    seat_winds(rules, index, round)
        .iter()
        .take(seats)
        .map(|w| {
            (
                w.wind_letter().unwrap_or_default(),
                w.wind_name().unwrap_or_default(),
            )
        })
        .collect()
}

/// Each person's place in a hand where more people share the table than play it (an American
/// table of five, a tag-team table of eight), a (letter, name) per column: the chair's wind
/// (the dealer's chair is East), or for the one not seated "bet" at American's table (who
/// bets) and "off" at a tag-team table (the partner seated at the hand's end played it).
fn seated_winds(dealer: Seat, seating: &HandSeating) -> Vec<(&'static str, &'static str)> {
    let chairs = TableSize::new(seating.chairs.len()).unwrap_or(TableSize::FOUR);
    let mut places = vec![("", ""); seating.chairs.len() + seating.sits_out.len()];
    for (chair, &person) in seating.chairs.iter().enumerate() {
        let wind = Seat::new(chair as u8).wind_in_hand(dealer, chairs);
        places[usize::from(person)] = (
            wind.wind_letter().unwrap_or_default(),
            wind.wind_name().unwrap_or_default(),
        );
    }
    let off = match places.len() {
        TAG_TEAM_PEOPLE => (OFF, "not seated when the hand ended"),
        _ => ("bet", "bets this hand"),
    };
    for &person in &seating.sits_out {
        places[usize::from(person)] = off;
    }
    places
}

/// The final result as shown, one entry per person of the sheet's columns.
pub struct FinalView {
    pub points: Vec<String>,
    pub rank: Vec<u8>,
    pub score: Vec<String>,
}

/// A whole sheet as shown.
pub struct SheetView {
    /// One per seat of the table: three in sanma, whose sheet has no North column.
    pub names: Vec<String>,
    pub start_points: i32,
    pub rows: Vec<RowView>,
    pub final_view: Option<FinalView>,
    /// At the end: the riichi deposits left on the table and who takes them.
    pub leftover: Option<String>,
    pub deposits: u32,
    pub next_round: String,
    pub next_honba: u32,
    pub ended: bool,
    pub ruleset_name: String,
    /// Some hand is pending or disputed: the game does not count in the standings yet.
    pub unconfirmed: bool,
    /// Hong Kong Old Style: deals in a row the dealer has kept (the eighth win is a limit).
    pub dealer_keeps: Option<u32>,
    /// The style's summary above the rows, rendered by its parts (Clear Mahjong's conditions
    /// per team); empty for most styles.
    pub style_summary: String,
    /// A tag-team table of eight (Mangan, docs/rules.md §15): `names` are people 0–7, and the
    /// sheet stacks each seat's two partners in one column, readable on a phone.
    pub tag_team: bool,
}

impl RowView {
    /// Row `r` of `game`'s sheet as shown, its seats named `names`.
    fn of(game: &PlayedGame, rules: &Ruleset, names: &[String], r: &Row, words: &Words) -> Self {
        let mark = game.mark(r.index);
        let deltas: Vec<String> = r
            .deltas
            .iter()
            .take(names.len())
            .map(|&d| signed(d))
            .collect();
        let points: Vec<String> = r
            .points
            .iter()
            .take(names.len())
            .map(|&p| points_text(p))
            .collect();
        let winds = match &r.seating {
            Some(seating) => seated_winds(r.dealer, seating),
            None => row_winds(rules, r.index, r.round, names.len()),
        };
        let partners = match game.info.is_tag_team() {
            true => partner_cells(names, &deltas, &points, &winds),
            false => Vec::new(),
        };
        RowView {
            status: match mark.status {
                HandStatus::Confirmed => "",
                HandStatus::Pending => "pending",
                HandStatus::Disputed => "disputed",
            },
            entered_by: mark.entered_by,
            tiles: recorded_tiles(game.hands.get(r.index), names, rules, words),
            story: hand_story(game.hands.get(r.index), &hand_names(game, r.index)),
            number: r.index + 1,
            round: game_round(words, &r.round.label()),
            honba: r.honba,
            deposits_before: r.deposits_before,
            note: notes::note(&r.note, words),
            deltas,
            points,
            winds,
            partners,
        }
    }
}

impl FinalView {
    /// The final result of a game, one entry per person at its table.
    fn of(f: &FinalResult) -> Self {
        FinalView {
            points: f.points.iter().map(|&p| points_text(p)).collect(),
            rank: f.rank.clone(),
            score: f
                .score
                .iter()
                .map(|s| crate::web::standings::show_score(s.hundredths()))
                .collect(),
        }
    }
}

/// The deposits still on the table at the end go to first place (docs/rules.md §2): the final
/// points include them, so the sheet says so instead of moving them silently.
fn leftover_deposits(game: &PlayedGame, names: &[String]) -> Option<String> {
    let deposits = game.sheet.position.deposits;
    let result = game.sheet.final_result.as_ref().filter(|_| deposits > 0)?;
    let first = result.rank.iter().position(|&r| r == 1)?;
    let sticks = if deposits == 1 {
        "The riichi deposit left on the table (1000 points) goes".to_string()
    } else {
        format!(
            "The {deposits} riichi deposits left on the table ({} points) go",
            deposits * 1000
        )
    };
    Some(format!("{sticks} to {} in first place.", names[first]))
}

impl SheetView {
    /// The sheet with the yaku of hands recorded from their tiles in `words`.
    pub fn in_words(game: &PlayedGame, words: Words) -> WebResult<Self> {
        let rules = rules_of(game)?;
        let names = game.names();
        let rows = game
            .sheet
            .rows
            .iter()
            .map(|r| RowView::of(game, &rules, &names, r, &words))
            .collect();
        let final_view = game.sheet.final_result.as_ref().map(FinalView::of);
        let style_summary = pages_of(rules.style).sheet_summary(
            (&game.hands, &rules),
            &game.sheet,
            &names,
            words,
        )?;
        Ok(Self {
            style_summary,
            leftover: leftover_deposits(game, &names),
            names,
            start_points: rules.starting_points,
            rows,
            final_view,
            deposits: game.sheet.position.deposits,
            next_round: game_round(&words, &game.sheet.position.round.label()),
            next_honba: game.sheet.position.honba,
            ended: game.sheet.ended,
            ruleset_name: ruleset_name(&words, &rules),
            unconfirmed: !game.all_confirmed(),
            dealer_keeps: game.sheet.dealer_keeps,
            tag_team: game.info.is_tag_team(),
        })
    }
}
