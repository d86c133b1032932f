//! American mahjong (the National Mah Jongg League's game, NMJL; docs/rules.md §10): hands
//! written with the value printed on the year's card, paid double by the discarder or by everyone
//! on a self-pick, the dead-hand challenge, and the optional fifth seat, the bettor.
//!
//! Sources: the club's "A Quick Look at Mahjong around the World: American Mahjong" (its
//! payments, the jokerless double, the dead-hand challenge and the bettor), the public
//! conventions of the NMJL card (a hand's line is printed with its value and a mark, "X" for a
//! hand that may be exposed, "C" for one that must stay concealed) and the summary of the
//! club's other styles in docs/rules.md §8.
//!
//! Owns the check of a typed hand ([`value`]: the card value, its mark and line, the jokerless
//! double) and the settlement of a hand ([`payments`]: the win, the challenges, the bettor). Like
//! the rest of the engine it does no I/O, and it knows players only as
//! [`Seat`](crate::engine::seat::Seat) numbers, the chairs of the hand (the caller maps them to
//! the people at the table; [`fifth_seat`] does it for a table of five).
//!
//! Decisions (each also in docs/rules.md §10, "Decisions"):
//!
//! - **Values are typed.** The card changes every year and belongs to the NMJL, so tenbou ships
//!   no card: a hand is its printed value, a whole number above 0 (25, 30, … on today's cards;
//!   the club's page says 20 to 75, and tenbou does not guess a year's range), at most 10 000
//!   (a larger number is a typing mistake). The line or name of the hand is optional free text
//!   (80 characters at most) and the mark ("C" or "X") is optional; neither changes what the
//!   hand pays.
//! - **Jokerless doubles the value** (× 2) for every hand except a Singles and Pairs hand: those
//!   can hold no joker at all, so the double never applies and a hand marked both jokerless
//!   and Singles and Pairs is refused rather than paid single without a word.
//! - **Payments** (the club's page and docs/rules.md §8 agree): self-pick, each other player pays
//!   2 × value; discard, the discarder 2 × value and the two others 1 × value; a wall game
//!   (exhaustive draw) pays nothing.
//! - **The dead-hand challenge** is settled after the hand, whatever its outcome, for 25: the
//!   challenged player found dead pays the challenger, one found not dead is paid by the
//!   challenger: the club's page pays it both ways, so a challenge costs whichever side was
//!   wrong, not only a wrong challenger. A player found dead
//!   cannot be the hand's winner; a player may not challenge themselves, nor the same player
//!   twice in one hand. Dead players (challenged or simply declared dead) pay a winner like
//!   everyone else; a player declared dead who does not dispute it takes no more turns, so
//!   neither wins nor discards the winning tile, and is not challenged as well.
//! - **The bettor** (the fifth seat, when five play) bets on one of the four players or on a
//!   wall game. Bet on the winner: the bettor gains what the winner gains, each loser paying the
//!   bettor again what they paid the winner. Any other bet when someone wins: the bettor pays
//!   the winner what a player who did not discard pays (2 × value on a self-pick, 1 × on a
//!   discard) — the club's page says so explicitly, and that rule is kept over its closing
//!   "the bettor matches any wins or losses" where the two differ (a bet on the discarder).
//!   Bet on a wall game and it happens: each of the four pays the bettor 25; a wall game the
//!   bettor did not bet on costs the bettor nothing. In a challenge the bettor matches the
//!   player bet on, against the other party of the challenge. The bettor never takes part in
//!   play, so never wins, discards, challenges or is challenged. With a bettor every hand still
//!   sums to zero, the bettor included.
//! - **Who bets next** ([`fifth_seat`]): after each hand the bettor takes the chair of the hand's
//!   dealer, who becomes the next bettor, and the deal passes to the next chair as usual.
//! - **Tournament score**: the sum of a player's points over their games (the club's page gives
//!   none: a game lasts a number of hands or a time agreed beforehand).

pub mod fifth_seat;
pub mod payments;
pub mod value;

pub use payments::{
    settle, Bet, Challenge, Hand, HandError, Outcome, BETTOR, CHALLENGE_STAKE, WALL_GAME_BET,
};
pub use value::{check, Exposure, TypedHand, Value, ValueError};

/// The American preset ids (one: the style has no variants tenbou plays), for the registry.
pub const PRESETS: &[&str] = &["american"];

/// The style's name in words.
pub const NAME: &str = "American (NMJL)";
