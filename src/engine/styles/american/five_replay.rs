//! An American table of five through the one game type (docs/rules.md §10, "A game of five"):
//! the replay the registry gives for a table with a fifth seat (`StyleRules::game_of_five`).
//!
//! Owns the conversion of a stored hand of such a game — its chairs' outcome, challenges,
//! dead hands and penalties as at any American table, plus the bettor's `bet`, which every hand
//! here must have — into the engine's [`FiveHand`], and the mirroring of the game of five's rows
//! onto the shared sheet: the people numbered 0–4 as they sat for the first hand, people 0–3 in
//! the row's `deltas` and `points`, person 4 and the hand's seating in its `fifth`. The style's
//! own checks (what an American hand may carry, the card values) are the shared game of points'
//! conversion, run first, so a hand is refused here for the same reasons as at four.

use super::five::{FiveGame, FiveHand, FiveResult, PEOPLE};
use super::{CardPayments, Outcome};
use crate::engine::game::error::GameError;
use crate::engine::game::replay::{Replay, Table};
use crate::engine::points_game;
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{
    self, FinalResult, GameEnd, Hand, HandSeating, Position, Row, StyleFacts,
};

/// Why a hand of a game of five is refused before the game sees it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FiveTableError {
    #[error("every hand at a table of five records the bettor's bet (`bet`): the chair of the player bet on, or a wall game")]
    NoBet,
    #[error("at a table of five a discard has one winner: give the player who won it (the nearest in turn order after the discarder, as the players settle at the table)")]
    SeveralWinners,
    #[error(transparent)]
    Game(#[from] crate::engine::styles::american::five::FiveError),
}

/// The replay of an American game of five people.
#[derive(Debug, Clone)]
pub struct FiveReplay(Box<FiveGame>);

impl FiveReplay {
    /// A new American game of five people, `names` in the order they sat for the first hand:
    /// four in chairs East to North, then the first bettor.
    pub fn new(rules: &Ruleset, names: [&str; PEOPLE]) -> FiveReplay {
        FiveReplay(Box::new(FiveGame::new(rules.wind_rounds, names)))
    }
}

impl Replay for FiveReplay {
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        self.play_five(table, hand)
    }

    fn final_result(&self, _table: Table<'_>) -> Option<FinalResult> {
        self.0.final_result().map(five_final_result)
    }

    fn people(&self, _seats: usize) -> usize {
        PEOPLE
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(self.clone())
    }
}

impl FiveReplay {
    /// A hand of a game of five: checked as any American hand, converted, applied; the row and
    /// the position follow.
    fn play_five(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        GameError::refuse_unread(hand, table.rules, |part| {
            matches!(part, StyleFacts::American(_))
        })?;
        let game = &mut self.0;
        let bet = hand
            .facts
            .bet()
            .ok_or(FiveTableError::NoBet)
            .map_err(GameError::style)?;
        // The shared conversion refuses what an American hand may not carry, with the reason.
        let checked = points_game::Hand::from_sheet(hand, &CardPayments, table.rules.time_rule)?;
        let value = |index: usize, w: &sheet::Winner| {
            CardPayments::value(w, hand.facts.of_winner(index)).map_err(GameError::from)
        };
        let outcome = match &hand.outcome {
            sheet::Outcome::Tsumo { winner } => Outcome::SelfPick {
                winner: winner.seat,
                value: value(0, winner)?,
            },
            sheet::Outcome::Ron { discarder, winners } => match winners.as_slice() {
                [winner] => Outcome::Discard {
                    winner: winner.seat,
                    discarder: *discarder,
                    value: value(0, winner)?,
                },
                _ => return Err(GameError::style(FiveTableError::SeveralWinners)),
            },
            _ => Outcome::WallGame,
        };
        let five_hand = FiveHand {
            outcome,
            challenges: checked.challenges,
            dead: checked.dead,
            bet,
            penalties: checked
                .penalties
                .iter()
                .map(|p| (p.seat, p.points))
                .collect(),
        };
        game.apply(&five_hand)
            .map_err(|e| GameError::style(FiveTableError::from(e)))?;
        if hand.time_up && !game.is_over() {
            game.end_at_time();
        }
        let five = game.rows().last().expect("a row was just added");
        let ended = game.is_over();
        let round = table.position.round;
        let row = Row {
            index: five.index,
            round,
            dealer: five.dealer,
            honba: 0,
            deposits_before: 0,
            deltas: five.deltas.map(narrow).to_vec(),
            points: five.points.map(narrow).to_vec(),
            deposits_after: 0,
            note: five.note.clone(),
            ended,
            seating: Some(HandSeating {
                chairs: five.chairs.to_vec(),
                sits_out: vec![five.bettor],
            }),
        };
        let end = match () {
            _ if !ended => None,
            _ if hand.time_up => Some(GameEnd::TimeUp),
            _ => Some(GameEnd::LastDealOver),
        };
        let next_round = if ended {
            round
        } else {
            round.next(table.rules.wind_rounds).unwrap_or(round)
        };
        // The position keeps the chairs' first occupants; the rows keep everyone.
        let mut chairs = [0; 4];
        chairs.copy_from_slice(&row.points[..4]);
        let position = Position::without_counters(chairs, next_round, end);
        Ok((row, position))
    }
}

/// The final result of a game of five on the shared sheet: five people, numbered as they sat
/// for the first hand (the first bettor is entry 4); the score is the points.
fn five_final_result(result: FiveResult) -> FinalResult {
    FinalResult::scored_by_points(result.points.map(narrow).to_vec(), result.rank.to_vec())
}

/// A person's points as the sheet keeps them. A game of five's points are bounded by its hands'
/// values (at most 10 000 doubled, paid by four, over 16 hands), far inside `i32`; the
/// saturation only guards the conversion.
fn narrow(points: i64) -> i32 {
    i32::try_from(points).unwrap_or(if points < 0 { i32::MIN } else { i32::MAX })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::engine::game::{five_seats_of_hand, replay, Bet, Game, TablePenalty};
    use crate::engine::ruleset::PresetId;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::sheet::{Score, Seat, Winner};
    use crate::engine::styles::american::check;
    use crate::engine::styles::american::TypedHand;
    use crate::engine::styles::{style, StyleId};

    const NAMES: [&str; 5] = ["Ann", "Bea", "Cal", "Dot", "Eve"];

    fn st(n: u8) -> Seat {
        Seat::new(n)
    }

    fn american() -> Ruleset {
        Ruleset::preset(PresetId::parse("american").expect("american is a preset"))
    }

    fn five() -> Game {
        Game::with_five(&american(), NAMES)
    }

    fn error_of(game: &mut Game, hand: &Hand) -> String {
        game.apply(hand)
            .expect_err("the hand is refused")
            .to_string()
    }

    #[test]
    fn the_clubs_example_is_kept_per_person_on_the_shared_sheet() {
        let mut game = five();
        // Eve bets on Dot; Ann wins 25 off Bea: Bea pays 50, Cal, Dot and Eve 25 each.
        let discard = Hand::ron(st(1), vec![Winner::points(st(0), 25)]).with_bet(Bet::On(st(3)));
        let row = game.apply(&discard).unwrap().clone();
        assert_eq!(row.deltas, [125, -50, -25, -25, -25]);
        let seating = row
            .seating
            .expect("a table of five's row says who sat where");
        assert_eq!(
            (seating.chairs, seating.sits_out),
            (vec![0, 1, 2, 3], vec![4])
        );
        assert_eq!(row.deltas.iter().sum::<i32>(), 0);
        assert_eq!(row.round.to_string(), "E1");
        // Hand 2: Ann bets, Eve sits in chair 0 (East deals no more: chair 1 deals).
        assert_eq!(five_seats_of_hand(1), ([4, 1, 2, 3], 0));
        assert_eq!(game.next_dealer(), st(1));
        let pick = Hand::tsumo(Winner::points(st(0), 30)).with_bet(Bet::On(st(0)));
        let row = game.apply(&pick).unwrap().clone();
        assert_eq!(row.points, [305, -170, -145, -145, 155]);
        assert_eq!(row.note, "Eve self-picks 30, 60 from each; Ann bet on Eve");
        assert!(!game.is_over());
    }

    #[test]
    fn a_hand_without_a_bet_two_winners_or_a_bettor_who_plays_are_refused_and_change_nothing() {
        let mut game = five();
        let no_bet = Hand::tsumo(Winner::points(st(0), 25));
        assert!(error_of(&mut game, &no_bet).contains("the bettor's bet (`bet`)"));
        let two = Hand::ron(
            st(2),
            vec![Winner::points(st(0), 25), Winner::points(st(1), 25)],
        )
        .with_bet(Bet::WallGame);
        assert!(error_of(&mut game, &two).contains("a discard has one winner"));
        let bettor_wins = Hand::tsumo(Winner::points(st(4), 25)).with_bet(Bet::WallGame);
        assert!(!error_of(&mut game, &bettor_wins).is_empty());
        // What no American hand carries is refused as at four.
        let riichi = Hand::draw(&[])
            .with_riichi(&[st(1)])
            .with_bet(Bet::WallGame);
        assert!(error_of(&mut game, &riichi).contains("riichi"));
        assert!(game.rows().is_empty());
    }

    #[test]
    fn a_bet_is_refused_at_every_table_of_four_american_included() {
        let presets = StyleId::ALL.iter().flat_map(|&id| style(id).presets());
        for &preset in presets {
            let rules = Ruleset::preset(PresetId::parse(preset).expect(preset));
            let hand = Hand::draw(&[]).with_bet(Bet::WallGame);
            let sheet = replay(&rules, &[hand]);
            let error = sheet.error.expect("refused").error.to_string();
            assert!(
                error.contains("the bettor's bet (`bet`"),
                "{preset}: {error}"
            );
        }
    }

    #[test]
    fn the_sheet_gives_five_peoples_points_before_during_and_after_the_game() {
        let game = five();
        assert_eq!(game.clone().into_sheet(None).people_points(), [0; 5]);
        let mut game = five();
        let hand = Hand::tsumo(Winner::points(st(1), 25)).with_bet(Bet::On(st(1)));
        game.apply(&hand).unwrap();
        let during = game.clone().into_sheet(None);
        assert_eq!(during.people_points(), [-100, 150, -100, -100, 150]);
        let mut last = Hand::draw(&[]).with_bet(Bet::WallGame);
        last.time_up = true;
        game.apply(&last).unwrap();
        // The wall game the bettor (Ann, after dealing) bet on: the four in chairs pay her 25.
        let over = game.into_sheet(None);
        assert_eq!(over.people_points(), [0, 125, -125, -125, 125]);
        let four = Game::with_names(&american(), ["A", "B", "C", "D"]).into_sheet(None);
        assert_eq!(four.people_points(), [0; 4]);
    }

    #[test]
    fn time_up_ends_the_game_with_five_results_and_ranks_shared_on_ties() {
        let mut game = five();
        let hand = Hand::tsumo(Winner::points(st(2), 25)).with_bet(Bet::On(st(2)));
        game.apply(&hand).unwrap();
        let mut last = Hand::draw(&[]).with_bet(Bet::On(st(1)));
        last.time_up = true;
        game.apply(&last).unwrap();
        assert!(game.is_over());
        assert_eq!(game.position().ended, Some(GameEnd::TimeUp));
        let result = game.final_result().expect("over");
        // Cal won 150 and Eve (bet on Cal) 150; Ann, Bea and Dot paid 100 each.
        assert_eq!(result.points, [-100, -100, 150, -100, 150]);
        assert_eq!(result.rank, [3, 3, 1, 3, 1]);
        assert_eq!(result.score[4], Score::whole(150));
        assert_eq!(result.people(), 5);
    }

    #[test]
    fn a_stored_bet_reads_and_writes_as_the_document_says_and_is_absent_otherwise() {
        let hand = Hand::draw(&[]).with_bet(Bet::On(st(2)));
        let text = serde_json::to_string(&hand).unwrap();
        assert!(text.contains(r#""bet":{"on":2}"#), "{text}");
        assert_eq!(serde_json::from_str::<Hand>(&text).unwrap(), hand);
        let wall = serde_json::to_string(&Hand::draw(&[]).with_bet(Bet::WallGame)).unwrap();
        assert!(wall.contains(r#""bet":"wall""#), "{wall}");
        assert!(!serde_json::to_string(&Hand::draw(&[]))
            .unwrap()
            .contains("bet"));
        assert!(serde_json::from_str::<Hand>(r#"{"outcome":"draw","bet":"maybe"}"#).is_err());
    }

    fn value(v: i64) -> crate::engine::styles::american::Value {
        check(&TypedHand {
            card_value: v,
            ..TypedHand::default()
        })
        .unwrap()
    }

    fn any_hand() -> impl Strategy<Value = (Hand, FiveHand)> {
        let chair = 0u8..4;
        let bet = prop_oneof![
            Just(Bet::WallGame),
            chair.clone().prop_map(|c| Bet::On(st(c)))
        ];
        let kind = (0u8..3, chair.clone(), 1u8..4, 1u32..80);
        let penalty = proptest::option::of((chair, 1u32..30));
        (kind, bet, penalty).prop_map(|((kind, w, step, v), bet, penalty)| {
            let (sheet_hand, outcome) = match kind {
                0 => (
                    Hand::tsumo(Winner::points(st(w), v)),
                    Outcome::SelfPick {
                        winner: st(w),
                        value: value(i64::from(v)),
                    },
                ),
                1 => {
                    let d = st((w + step) % 4);
                    (
                        Hand::ron(d, vec![Winner::points(st(w), v)]),
                        Outcome::Discard {
                            winner: st(w),
                            discarder: d,
                            value: value(i64::from(v)),
                        },
                    )
                }
                _ => (Hand::draw(&[]), Outcome::WallGame),
            };
            let penalties: Vec<(Seat, u32)> =
                penalty.map(|(c, p)| (st(c), p)).into_iter().collect();
            let sheet_hand = sheet_hand.with_bet(bet).with_penalties(
                &penalties
                    .iter()
                    .map(|&(seat, points)| TablePenalty::taken(seat, points))
                    .collect::<Vec<_>>(),
            );
            let five_hand = FiveHand {
                outcome,
                challenges: Vec::new(),
                dead: Vec::new(),
                bet,
                penalties,
            };
            (sheet_hand, five_hand)
        })
    }

    proptest! {
        /// The shared sheet of a game of five says exactly what the game of five says, person
        /// by person, hand after hand.
        #[test]
        fn the_shared_sheet_mirrors_the_game_of_five(hands in proptest::collection::vec(any_hand(), 1..16)) {
            let mut game = five();
            let mut reference = FiveGame::new(4, NAMES);
            for (sheet_hand, five_hand) in &hands {
                let row = game.apply(sheet_hand).unwrap().clone();
                let expected = reference.apply(five_hand).unwrap();
                prop_assert_eq!(row.deltas.iter().copied().map(i64::from).collect::<Vec<_>>(), expected.deltas.to_vec());
                prop_assert_eq!(row.points.iter().copied().map(i64::from).collect::<Vec<_>>(), expected.points.to_vec());
                let seating = row.seating.unwrap();
                prop_assert_eq!((seating.chairs, seating.sits_out), (expected.chairs.to_vec(), vec![expected.bettor]));
                prop_assert_eq!(&row.note, &expected.note);
            }
        }
    }
}
