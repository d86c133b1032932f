//! The `tenbou game` output document (docs/game-json.md), the same for every style: the error,
//! one sheet row per line, whether the game ended and its final result.
//!
//! Owns the exact text and field order of the document. Each style's reader (`cli::game` for
//! riichi and sanma, `cli::game_hkos` for Hong Kong Old Style, `cli::game_mcr` for MCR) replays its hands and prints
//! them through this writer, so the styles share one output and import nothing of each other.

use serde::Serialize;

use crate::engine::game::{FinalResult, Round, Row, Score, Seat};

#[derive(Serialize)]
pub(crate) struct ErrorOut {
    pub(crate) hand: Option<usize>,
    pub(crate) message: String,
}

/// A sheet row as printed: per-seat lists have one entry per seat at the table (three in
/// sanma), which the engine's fixed four-entry arrays do not say by themselves.
#[derive(Serialize)]
pub(crate) struct RowOut<'a> {
    index: usize,
    round: Round,
    dealer: Seat,
    /// MCR: each seat's wind in the hand (seats change between wind rounds); absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    winds: Option<&'a [&'static str; 4]>,
    honba: u32,
    deposits_before: u32,
    deltas: &'a [i32],
    points: &'a [i32],
    deposits_after: u32,
    note: &'a str,
}

impl<'a> RowOut<'a> {
    pub(crate) fn new(r: &'a Row, seats: usize) -> RowOut<'a> {
        RowOut {
            index: r.index,
            round: r.round,
            dealer: r.dealer,
            winds: None,
            honba: r.honba,
            deposits_before: r.deposits_before,
            deltas: &r.deltas[..seats],
            points: &r.points[..seats],
            deposits_after: r.deposits_after,
            note: &r.note,
        }
    }

    /// The row with each seat's wind in the hand, where the style prints them.
    pub(crate) fn with_winds(self, winds: Option<&'a [&'static str; 4]>) -> RowOut<'a> {
        RowOut { winds, ..self }
    }
}

/// The final result as printed, one entry per seat at the table.
#[derive(Serialize)]
pub(crate) struct FinalOut<'a> {
    points: &'a [i32],
    rank: &'a [u8],
    /// MCR: the table points, which are also the score; absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    table_points: Option<&'a [Score]>,
    score: &'a [Score],
}

impl<'a> FinalOut<'a> {
    pub(crate) fn new(f: &'a FinalResult, seats: usize) -> FinalOut<'a> {
        FinalOut {
            points: &f.points[..seats],
            rank: &f.rank[..seats],
            table_points: None,
            score: &f.score[..seats],
        }
    }

    /// The result with the score shown as table points too (MCR, where they are the score).
    pub(crate) fn with_table_points(self) -> FinalOut<'a> {
        FinalOut {
            table_points: Some(self.score),
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
    render_rows(error, rows, ended, final_result)
}

/// [`render`] for rows and a final result of a shape of their own (an American game of five,
/// whose per-person lists have five entries).
pub(crate) fn render_rows<R: Serialize, F: Serialize>(
    error: Option<&ErrorOut>,
    rows: &[R],
    ended: bool,
    final_result: Option<&F>,
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
