//! What the four-seat cases share: the table ([`FOUR_SEATS`], a case's template) and the
//! game of sixteen hands whose later hands only move the deal on ([`Hand::sixteen`]).

use super::{Hand, Style};

/// The seats of a four-player table, four players to fill it and the hands file's columns.
/// A case writes its own fields and ends with `..FOUR_SEATS`; the rest here is empty, and a
/// case that forgot one fails its tests (an empty game or end has nothing to compare).
pub const FOUR_SEATS: Style = Style {
    name: "",
    preset: "",
    create: &[],
    seats: 4,
    winds: &["East", "South", "West", "North"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "0",
    tsumo: "",
    sheet_has: &[],
    sheet_lacks: &[],
    game: &[],
    final_points: &[],
    places: &[],
    scores: &[],
    hands_csv_header:
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 1,
    phone_hand: Hand::new("", "", ""),
    phone_note: "",
    calculation: None,
};

/// The hands of a four-seat game in which the deal passes every hand, in play order.
const EAST_ONE_TO_NORTH_FOUR: [&str; 16] = [
    "E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4", "W1", "W2", "W3", "W4", "N1", "N2", "N3", "N4",
];

impl Hand {
    /// A game of sixteen hands in which the deal passes every hand: `played` as written, then
    /// the hands of `in_turn` (a form and what it pays, for the dealer East, South, West and
    /// North) over and over to N4, each labelled by its place.
    pub const fn sixteen(
        played: &[Hand],
        in_turn: [(&'static str, &'static str); 4],
    ) -> [Hand; 16] {
        let mut game = [Hand::new("", "", ""); 16];
        let mut place = 0;
        while place < 16 {
            game[place] = if place < played.len() {
                played[place]
            } else {
                let (form, paid) = in_turn[place % 4];
                Hand::new(EAST_ONE_TO_NORTH_FOUR[place], form, paid)
            };
            place += 1;
        }
        game
    }
}
