//! Chinese Classical (docs/rules.md §11): the old Chinese game in which, when someone wins,
//! every player scores their own hand — points, then doubles — and everyone settles with
//! everyone.
//!
//! Sources: the club's "A Quick Look at Mahjong around the World: Chinese Classical" (the list
//! of points, doubles and limit hands, the limit of 500 "where limits are used"); the page
//! says every player scores but not how they pay, so the settlement is the classic one, chosen
//! below (docs/rules.md §8 summarises it as "settlement among all players").
//!
//! Owns the list as data ([`list`]), the score of one player's hand ([`score`]: typed points
//! and doubles, a typed limit, or entries of the list picked), the settlement of a hand
//! ([`payments`]), the presets ([`PRESET_LIST`]), the registry's answers ([`ChineseClassical`])
//! and the settlement of the shared game of points (`engine::points_game`), which replays its
//! games: each preset is a [`Settlement`] whose `settle_hand` scores the four hands stored with a
//! won hand (`scores` of the shared sheet's hand, [`PlayerScore`], seat 0 first) and settles
//! them among all four with the hand's dealer. Like the rest of the engine it does no I/O, and
//! it knows players only as [`Seat`](crate::engine::seat::Seat) numbers. The score sheet's part
//! is `web::styles::chinese_classical`, the `tenbou game` reader `cli::game_cc`.
//!
//! Decisions (each also in docs/rules.md §11, "Decisions"; the club's page says nothing of
//! them):
//!
//! - **Every player's hand is scored** after a win: points × 2^doubles, at most the preset's
//!   limit. A hand is given as its points and doubles counted by the player, as "limit", or as
//!   the entries of the list it has, picked by id (an entry picked as often as the hand has it).
//! - **The 20 points for winning** count for the winner only: added by themselves to picked
//!   entries (picking them is refused), and included in typed points (a winner typing fewer
//!   than 20 is refused).
//! - **Only the winner's complete hand** has the entries that describe a whole or won hand:
//!   winning, self-pick, the single wait, the replacement-tile win, four pungs, four chows,
//!   the flushes and All Honours, the gifts, and every limit hand. Every player counts their
//!   sets, bonus tiles, pair, wind and dragon sets, own bonus tiles and complete sets of flowers
//!   or seasons.
//! - **Picks are checked** against the hand's shape: at most four pungs and gongs, one pair, one
//!   of the flushes, one of four pungs / four chows, one gift, eight bonus tiles, three dragon
//!   sets, two own bonus tiles; four chows with a worthless pair and no bonus tiles excludes
//!   every pung, gong, bonus tile and scoring pair.
//! - **Typed numbers** are whole and from 0 up, at most 1 000 points and 20 doubles (more than
//!   the list can give: about 200 points and 19 doubles); larger numbers are typing mistakes.
//!   Without a limit, a hand moving more than 100 000 000 points for one player is refused, so
//!   that a game's points stay exact.
//! - **Limit hands** score the limit. A preset without limit plays no limit hands (the club's
//!   page calls them common, not obligatory): "limit" and the limit entries are refused there
//!   and the hand is scored by its points and doubles. All Honours and Gift of Heaven are on the
//!   page both as doubles (3) and as limit hands: where the preset plays limit hands they are
//!   limit hands (their doubles entries are refused, naming the limit entry to pick); without,
//!   they take their 3 doubles.
//! - **Settlement**: each loser pays the winner the winner's score; between every two losers,
//!   the one with the lower score pays the other the difference. The discarder pays nothing
//!   more than the others, and a self-pick is worth only its 2 points.
//! - **East doubles** where the preset says so (`chinese-classical-east-double`): every payment
//!   the hand's dealer makes or receives is doubled, between losers too. East is the hand's
//!   dealer as the game deals: a dealer who keeps the deal doubles again in the next hand.
//! - **A wall game** is not scored: nothing is paid.
//! - **No fifth seat**: four hands are scored, no more.
//! - **The game** is the shared game of points with Hong Kong Old Style's deal and length, in
//!   every preset: the club's page says "the basic rules of gameplay are identical to Hong Kong
//!   Old Style's rules", and none of its exceptions touches the deal. The players keep their
//!   seats; the dealer keeps the deal after winning or after a wall game and passes it when
//!   another player wins; a game is one wind round, as `hkos-msmc`'s, ending when North's deal
//!   passes (docs/rules.md §7). Head bump on several claims, a dead seat may not win but is
//!   scored and pays, penalties are points taken and given to nobody, a game ended at time
//!   finishes the hand in progress.
//! - **The winner carries no value**: its score is its entry in the hand's scores; a value on
//!   it (another style's) is refused, as are scores on a wall game and other than four scores.
//! - **Tournament score**: the points, ranks shared on ties; the standings add the points, as
//!   in the other styles of typed values.

pub mod facts;
pub mod list;
pub mod payments;
pub mod score;

pub use payments::{check, payments, settle, settle_scores, Hand, HandError, Payment};
pub use score::{Score, ScoreError, Typed};

use super::{Facts, StyleId, StyleRules, ValueKind};
use crate::engine::game::style_refusal::StyleRefusal;
use crate::engine::points_game::{self, Deal, SettleError, Settled, Settlement, Win};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::Seat;
use crate::engine::sheet::note::HandScore;
use crate::engine::sheet::{HandValue, PlayerScore, ValueError, Winner, WinnerFacts};

/// The default preset: limit hands and scores capped at 500.
pub const DEFAULT_PRESET: &str = "chinese-classical";
/// No limit: no limit hands, scores uncapped.
pub const NO_LIMIT_PRESET: &str = "chinese-classical-no-limit";
/// The default with East (the dealer) paying and receiving double.
pub const EAST_DOUBLE_PRESET: &str = "chinese-classical-east-double";

/// The preset ids, the default first, for the registry.
pub const PRESETS: &[&str] = &[DEFAULT_PRESET, NO_LIMIT_PRESET, EAST_DOUBLE_PRESET];

/// The style's name in words.
pub const NAME: &str = "Chinese Classical";

/// The limit of the club's page, "where limits are used".
pub const DEFAULT_LIMIT: u32 = 500;

/// What a preset decides for the style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    pub id: &'static str,
    pub name: &'static str,
    /// The most a hand scores, and what a limit hand scores; `None`: no limit hands, no cap.
    pub limit: Option<u32>,
    /// Whether every payment to or from the hand's dealer (East) is doubled.
    pub east_double: bool,
}

/// Every preset, the default first.
pub const PRESET_LIST: &[Preset] = &[
    Preset {
        id: DEFAULT_PRESET,
        name: "Chinese Classical (limit 500)",
        limit: Some(DEFAULT_LIMIT),
        east_double: false,
    },
    Preset {
        id: NO_LIMIT_PRESET,
        name: "Chinese Classical (no limit)",
        limit: None,
        east_double: false,
    },
    Preset {
        id: EAST_DOUBLE_PRESET,
        name: "Chinese Classical (limit 500, East double)",
        limit: Some(DEFAULT_LIMIT),
        east_double: true,
    },
];

/// The preset with this id.
pub fn preset(id: &str) -> Option<&'static Preset> {
    PRESET_LIST.iter().find(|p| p.id == id)
}

/// The most points one player may win or lose in a hand: far above any hand of the list (about
/// 200 points and 19 doubles, paid by three), low enough that sixteen such hands keep a game's
/// points exact.
pub const MAX_HAND_POINTS: u64 = 100_000_000;

/// Chinese Classical, as the registry knows it.
pub struct ChineseClassical;

/// Wind rounds in a Chinese Classical game: Hong Kong Old Style's, as the club's `hkos-msmc`
/// plays it (docs/rules.md §7, §11).
pub const WIND_ROUNDS: u8 = 1;

impl Ruleset {
    /// A Chinese Classical preset (docs/rules.md §11): the shared game of points at Hong Kong
    /// Old Style's length — one wind round, the dealer keeping the deal on a win or a wall game
    /// (the settlement's [`Deal`]) — no riichi or counters, scores from 0, head bump, penalties
    /// taken, a game ended at time after the hand in progress, the points as the final score.
    /// The limit and East's double are the preset's settlement's.
    pub fn chinese_classical(preset: &Preset) -> Ruleset {
        Ruleset {
            wind_rounds: WIND_ROUNDS,
            ..Ruleset::in_points(preset.id, preset.name, StyleId::ChineseClassical)
        }
    }
}

/// What a preset's games are paid by: every player's score from the hand's `scores`, settled
/// among all four.
impl Settlement for Preset {
    fn ruleset(&self) -> &'static str {
        self.id
    }

    /// A Chinese Classical winner carries no value of its own: its score is its entry in the
    /// hand's `scores`. Any value on it is refused, naming where the score goes.
    fn points(&self, winner: &Winner, written: WinnerFacts<'_>) -> Result<u32, ValueError> {
        if !written.bonuses.is_empty() {
            return Err(ValueError::Refused {
                seat: winner.seat,
                reason: "Chinese Classical has no bonuses (`bonuses` are Vietnamese); every player's score goes in the hand's `scores`".to_owned(),
            });
        }
        match winner.value {
            HandValue::Unclear(fields) if fields == Default::default() => Ok(0),
            other => Err(ValueKind::Scores.refuse(
                winner.seat,
                "no value: a Chinese Classical winner's score is its entry in the hand's `scores`",
                &other,
                "a value of no style",
            )),
        }
    }

    /// Every hand may win: the list's 20 for winning is checked on the winner's score.
    fn minimum(&self) -> u32 {
        0
    }

    /// Hong Kong Old Style's deal (docs/rules.md §11, "The game"): the club's page makes the
    /// basic rules of gameplay those of Hong Kong Old Style, and none of its exceptions
    /// touches the deal.
    fn deal(&self) -> Deal {
        Deal::KeptOnDealerWinOrDraw
    }

    /// Each loser pays the winner `win.points`. The game settles Chinese Classical hands with
    /// [`Settlement::settle_hand`] instead, the losers paying each other too.
    fn pays(&self, win: &Win) -> [u32; 4] {
        let mut pays = [win.points; 4];
        pays[win.winner.index()] = 0;
        pays
    }

    /// Scores every player's hand under this preset and settles them: the winner paid their
    /// score by each loser, the losers settling the differences, East doubled where the preset
    /// says so (docs/rules.md §11, "Settlement").
    fn settle_hand(
        &self,
        win: &Win,
        scores: &[PlayerScore],
        dealer: Seat,
    ) -> Result<Settled, SettleError> {
        let hand = Hand {
            winner: Some(win.winner),
            dealer,
            hands: scores.to_vec(),
        };
        let refused = |refusal: ScoresRefusal| SettleError::Style(StyleRefusal::new(refusal));
        let checked = check(&hand, self).map_err(|e| refused(ScoresRefusal::Hand(e)))?;
        let values: Vec<u64> = checked.iter().map(|s| s.score).collect();
        // Only without a limit can scores grow this far; a game's points must still add up.
        let deltas = settle_scores(&values, win.winner, dealer, self.east_double);
        if let Some(moved) = deltas.iter().map(|d| d.unsigned_abs()).max() {
            if moved > MAX_HAND_POINTS {
                return Err(refused(ScoresRefusal::TooManyPoints { moved }));
            }
        }
        let payments = payments(&values, win.winner, dealer, self.east_double)
            .into_iter()
            .map(|p| points_game::Payment {
                from: p.from,
                to: p.to,
                amount: u32::try_from(p.amount).unwrap_or(u32::MAX),
            })
            .collect();
        Ok(Settled {
            payments,
            scores: checked.iter().map(short_score).collect(),
        })
    }
}

/// Why the players' scores of a won hand cannot be settled, in Chinese Classical's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScoresRefusal {
    /// A player's score, or the list of them, is refused by the check of the scores.
    #[error(transparent)]
    Hand(HandError),
    /// Only without a limit can scores grow this far; a game's points must still add up.
    #[error("these scores move {moved} points in one hand, more than a game's points can hold (at most {MAX_HAND_POINTS}): check the points and doubles")]
    TooManyPoints { moved: u64 },
}

/// A score as a row's note gives it among the others: the score alone when there is nothing
/// to multiply ("16"), otherwise the working ("32 × 2^1 = 64", "limit 500", "100 × 2^3 = 800
/// (limit 500)").
fn short_score(score: &Score) -> HandScore {
    let full = u64::from(score.points) << score.doubles;
    match score {
        Score {
            limit_hand: true, ..
        } => HandScore::Limit { score: score.score },
        Score { doubles: 0, .. } if full == score.score => HandScore::Plain { score: full },
        _ if full == score.score => HandScore::Doubled {
            points: score.points,
            doubles: score.doubles,
            score: full,
        },
        _ => HandScore::DoubledToLimit {
            points: score.points,
            doubles: score.doubles,
            full,
            limit: score.score,
        },
    }
}

/// The style's plain answers.
pub const FACTS: Facts = Facts {
    // Every player's score, not only the winner's points. One wind round under every
    // preset, Hong Kong Old Style's (docs/rules.md §11, "Decisions").
    value_kind: ValueKind::Scores,
    wind_rounds_offered: &[WIND_ROUNDS],
    ..Facts::points_game(
        StyleId::ChineseClassical,
        NAME,
        PRESETS,
        |id| preset(id).map(Ruleset::chinese_classical),
        |winner, written| Preset::points(&PRESET_LIST[0], winner, written).map(drop),
    )
};

impl StyleRules for ChineseClassical {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn points_settlement(&self, rules: &Ruleset) -> Option<&'static dyn Settlement> {
        preset(rules.id).map(|p| p as &'static dyn Settlement)
    }
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod game_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preset_ids_are_the_listed_presets_default_first() {
        let ids: Vec<&str> = PRESET_LIST.iter().map(|p| p.id).collect();
        assert_eq!(ids, PRESETS);
        assert_eq!(PRESETS[0], DEFAULT_PRESET);
        for id in PRESETS {
            assert_eq!(preset(id).map(|p| p.id), Some(*id));
        }
        assert_eq!(preset("chinese-classical-500"), None);
    }

    #[test]
    fn the_presets_hold_their_limit_and_east_rule() {
        let p = preset(DEFAULT_PRESET).unwrap();
        assert_eq!((p.limit, p.east_double), (Some(500), false));
        let p = preset(NO_LIMIT_PRESET).unwrap();
        assert_eq!((p.limit, p.east_double), (None, false));
        let p = preset(EAST_DOUBLE_PRESET).unwrap();
        assert_eq!((p.limit, p.east_double), (Some(500), true));
    }
}
