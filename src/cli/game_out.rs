//! The `tenbou game` output document (docs/game-json.md), the same for every style: the error,
//! one sheet row per line, whether the game ended and its final result.
//!
//! Owns the exact text and field order of the document. Each style's reader (`cli::game` for
//! riichi and sanma, `cli::game_hkos` for Hong Kong Old Style, `cli::game_mcr` for MCR,
//! `cli::game_points` for the styles of points and an American table of five) replays its
//! hands and prints them through this writer, so the styles share one output and import
//! nothing of each other. A row's per-person lists have one entry per person at the table;
//! where more people share it than play a hand (five at an American table), the row says who
//! sat in each chair and who bet instead of riichi's counters and deposits.

use serde::Serialize;

use crate::engine::game::{FinalResult, Row, Score, Seat};

#[derive(Serialize)]
pub(crate) struct ErrorOut {
    pub(crate) hand: Option<usize>,
    pub(crate) message: String,
}

/// A sheet row as printed: per-person lists have one entry per person at the table (three in
/// sanma, five where five share an American table).
#[derive(Serialize)]
pub(crate) struct RowOut<'a> {
    index: usize,
    round: String,
    dealer: Seat,
    /// MCR: each seat's wind in the hand (seats change between wind rounds); absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    winds: Option<&'a [&'static str; 4]>,
    /// Where more people share the table than play a hand: the person in each chair, East
    /// first, and the person who sat out and bet; absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    chairs: Option<&'a [u8]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bettor: Option<u8>,
    /// The counters and deposits, absent where people sit out in turn (no style that seats
    /// five keeps them).
    #[serde(skip_serializing_if = "Option::is_none")]
    honba: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deposits_before: Option<u32>,
    deltas: Vec<i64>,
    points: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deposits_after: Option<u32>,
    note: String,
}

/// A row of a table where more people sit than play a hand, as its reader gives it: who sat
/// in each chair and who bet, and each person's change and points after the hand.
pub(crate) struct SeatedRow<'a> {
    pub index: usize,
    pub round: String,
    pub dealer: Seat,
    pub chairs: &'a [u8],
    pub bettor: u8,
    pub deltas: &'a [i64],
    pub points: &'a [i64],
    pub note: &'a crate::engine::sheet::Note,
}

impl<'a> RowOut<'a> {
    pub(crate) fn new(r: &'a Row, seats: usize) -> RowOut<'a> {
        let each = |list: &[i32]| list.iter().take(seats).map(|&v| i64::from(v)).collect();
        RowOut {
            index: r.index,
            round: r.round.to_string(),
            dealer: r.dealer,
            winds: None,
            chairs: None,
            bettor: None,
            honba: Some(r.honba),
            deposits_before: Some(r.deposits_before),
            deltas: each(&r.deltas),
            points: each(&r.points),
            deposits_after: Some(r.deposits_after),
            note: r.note.to_string(),
        }
    }

    /// A row of a table where people sit out in turn: no counters, and the seating instead.
    pub(crate) fn seated(r: SeatedRow<'a>) -> RowOut<'a> {
        RowOut {
            index: r.index,
            round: r.round,
            dealer: r.dealer,
            winds: None,
            chairs: Some(r.chairs),
            bettor: Some(r.bettor),
            honba: None,
            deposits_before: None,
            deltas: r.deltas.to_vec(),
            points: r.points.to_vec(),
            deposits_after: None,
            note: r.note.to_string(),
        }
    }

    /// The row with the person in each chair, where more people share the table than play a
    /// hand and the row keeps riichi's counters (a Mangan tag-team table, which never adds one).
    pub(crate) fn with_chairs(self, chairs: Option<&'a [u8]>) -> RowOut<'a> {
        RowOut { chairs, ..self }
    }

    /// The row with each seat's wind in the hand, where the style prints them.
    pub(crate) fn with_winds(self, winds: Option<&'a [&'static str; 4]>) -> RowOut<'a> {
        RowOut { winds, ..self }
    }
}

/// The final result as printed, one entry per person at the table.
#[derive(Serialize)]
pub(crate) struct FinalOut {
    points: Vec<i64>,
    rank: Vec<u8>,
    /// MCR: the table points, which are also the score; absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    table_points: Option<Vec<Score>>,
    score: Vec<Score>,
}

impl FinalOut {
    pub(crate) fn new(f: &FinalResult, seats: usize) -> FinalOut {
        FinalOut {
            points: f.points.iter().take(seats).map(|&p| i64::from(p)).collect(),
            rank: f.rank.iter().take(seats).copied().collect(),
            table_points: None,
            score: f.score.iter().take(seats).copied().collect(),
        }
    }

    /// The result of a game scored by its points: each person's points, ranks, and the points
    /// as the score (an American table of five).
    pub(crate) fn scored_by_points(points: &[i64], rank: &[u8]) -> FinalOut {
        FinalOut {
            points: points.to_vec(),
            rank: rank.to_vec(),
            table_points: None,
            score: points.iter().map(|&p| Score::whole(p)).collect(),
        }
    }

    /// The result with the score shown as table points too (MCR, where they are the score).
    pub(crate) fn with_table_points(self) -> FinalOut {
        FinalOut {
            table_points: Some(self.score.clone()),
            ..self
        }
    }
}

/// The output document, fields in the order of the spec, one sheet row per line.
pub(crate) fn render(
    error: Option<&ErrorOut>,
    rows: &[RowOut],
    ended: bool,
    final_result: Option<&FinalOut>,
) -> String {
    let mut out = String::from("{\n");
    out.push_str(&format!("  \"error\": {},\n", json(&error)));
    if rows.is_empty() {
        out.push_str("  \"hands\": [],\n");
    } else {
        out.push_str("  \"hands\": [\n");
        let lines: Vec<String> = rows.iter().map(|r| format!("    {}", json(r))).collect();
        out.push_str(&lines.join(",\n"));
        out.push_str("\n  ],\n");
    }
    out.push_str(&format!("  \"ended\": {ended}"));
    if let Some(f) = final_result {
        out.push_str(&format!(",\n  \"final\": {}", json(f)));
    }
    out.push_str("\n}");
    out
}

/// One compact JSON piece; serializing these plain values cannot fail.
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned())
}
