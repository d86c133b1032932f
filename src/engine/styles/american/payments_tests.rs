//! Payments of American hands cell by cell (docs/rules.md §10; the club's page's own
//! example of the bettor), the checks, and the zero sum of every hand.

use proptest::prelude::*;

use super::*;
use crate::engine::styles::american::value::{check, TypedHand};

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn value(card_value: i64) -> Value {
    check(&TypedHand {
        card_value,
        ..TypedHand::default()
    })
    .unwrap()
}

fn jokerless(card_value: i64) -> Value {
    check(&TypedHand {
        card_value,
        jokerless: true,
        ..TypedHand::default()
    })
    .unwrap()
}

fn self_pick(winner: u8, v: Value) -> Outcome {
    Outcome::SelfPick {
        winner: st(winner),
        value: v,
    }
}

fn discard(winner: u8, discarder: u8, v: Value) -> Outcome {
    Outcome::Discard {
        winner: st(winner),
        discarder: st(discarder),
        value: v,
    }
}

fn hand(outcome: Outcome) -> Hand {
    Hand {
        outcome,
        challenges: Vec::new(),
        dead: Vec::new(),
        bet: None,
    }
}

fn with_bet(outcome: Outcome, bet: Bet) -> Hand {
    Hand {
        outcome,
        challenges: Vec::new(),
        dead: Vec::new(),
        bet: Some(bet),
    }
}

fn challenge(challenger: u8, challenged: u8, found_dead: bool) -> Challenge {
    Challenge {
        challenger: st(challenger),
        challenged: st(challenged),
        found_dead,
    }
}

#[test]
fn a_self_pick_is_paid_twice_the_value_by_each_other_player() {
    assert_eq!(
        settle(&hand(self_pick(2, value(25)))),
        Ok(vec![-50, -50, 150, -50])
    );
}

#[test]
fn a_discard_win_is_paid_twice_by_the_discarder_and_once_by_the_others() {
    assert_eq!(
        settle(&hand(discard(0, 1, value(25)))),
        Ok(vec![100, -50, -25, -25])
    );
}

#[test]
fn a_jokerless_hand_pays_double_in_every_cell() {
    assert_eq!(
        settle(&hand(discard(3, 2, jokerless(30)))),
        Ok(vec![-60, -60, -120, 240])
    );
    assert_eq!(
        settle(&hand(self_pick(1, jokerless(30)))),
        Ok(vec![-120, 360, -120, -120])
    );
}

#[test]
fn a_wall_game_pays_nothing() {
    assert_eq!(settle(&hand(Outcome::WallGame)), Ok(vec![0, 0, 0, 0]));
}

#[test]
fn a_challenged_hand_found_dead_pays_the_challenger_25() {
    let mut h = hand(Outcome::WallGame);
    h.challenges.push(challenge(0, 2, true));
    assert_eq!(settle(&h), Ok(vec![25, 0, -25, 0]));
}

#[test]
fn a_wrong_challenge_pays_the_challenged_player_25_after_the_hand() {
    let mut h = hand(discard(2, 3, value(25)));
    h.challenges.push(challenge(0, 2, false));
    // The win first (2 wins 100: 3 pays 50, 0 and 1 pay 25), then the challenge 0 → 2.
    assert_eq!(settle(&h), Ok(vec![-50, -25, 125, -50]));
}

#[test]
fn a_dead_player_pays_the_winner_like_everyone_else() {
    let mut h = hand(self_pick(0, value(40)));
    h.challenges.push(challenge(1, 3, true));
    assert_eq!(settle(&h), Ok(vec![240, -55, -80, -105]));
}

#[test]
fn the_bettor_on_the_winner_gains_what_the_winner_gains_from_the_same_players() {
    // Self-pick of 25: each loser pays the winner 50 and the bettor 50.
    assert_eq!(
        settle(&with_bet(self_pick(0, value(25)), Bet::On(st(0)))),
        Ok(vec![150, -100, -100, -100, 150])
    );
    // Discard of 25 by seat 1: the discarder pays 50 twice, the others 25 twice.
    assert_eq!(
        settle(&with_bet(discard(0, 1, value(25)), Bet::On(st(0)))),
        Ok(vec![100, -100, -50, -50, 100])
    );
}

#[test]
fn the_clubs_example_a_wrong_bettor_pays_as_a_player_who_did_not_discard() {
    // Player A (0) wins on B's (1) discard, 25: B pays 50, C, D and the bettor 25 each.
    assert_eq!(
        settle(&with_bet(discard(0, 1, value(25)), Bet::On(st(2)))),
        Ok(vec![125, -50, -25, -25, -25])
    );
    // Bet on the discarder: the bettor still pays only as a player who did not discard.
    assert_eq!(
        settle(&with_bet(discard(0, 1, value(25)), Bet::On(st(1)))),
        Ok(vec![125, -50, -25, -25, -25])
    );
    // Bet on a wall game and someone wins: the same.
    assert_eq!(
        settle(&with_bet(discard(0, 1, value(25)), Bet::WallGame)),
        Ok(vec![125, -50, -25, -25, -25])
    );
}

#[test]
fn a_wrong_bettor_pays_a_self_pick_twice_the_value_like_every_player() {
    assert_eq!(
        settle(&with_bet(self_pick(3, value(30)), Bet::On(st(1)))),
        Ok(vec![-60, -60, -60, 240, -60])
    );
}

#[test]
fn a_bet_on_a_wall_game_that_happens_is_paid_25_by_each_player() {
    assert_eq!(
        settle(&with_bet(Outcome::WallGame, Bet::WallGame)),
        Ok(vec![-25, -25, -25, -25, 100])
    );
}

#[test]
fn a_wall_game_the_bettor_did_not_bet_on_costs_nothing() {
    assert_eq!(
        settle(&with_bet(Outcome::WallGame, Bet::On(st(2)))),
        Ok(vec![0, 0, 0, 0, 0])
    );
}

#[test]
fn the_bettor_matches_the_player_bet_on_in_a_challenge() {
    // Bet on the challenged, found dead: the bettor pays the challenger 25 more.
    let mut h = with_bet(Outcome::WallGame, Bet::On(st(2)));
    h.challenges.push(challenge(0, 2, true));
    assert_eq!(settle(&h), Ok(vec![50, 0, -25, 0, -25]));
    // Bet on the challenged, not dead: the bettor receives 25 more from the challenger.
    let mut h = with_bet(Outcome::WallGame, Bet::On(st(2)));
    h.challenges.push(challenge(0, 2, false));
    assert_eq!(settle(&h), Ok(vec![-50, 0, 25, 0, 25]));
    // Bet on the challenger, whose challenge was right: the bettor gains with them.
    let mut h = with_bet(Outcome::WallGame, Bet::On(st(0)));
    h.challenges.push(challenge(0, 2, true));
    assert_eq!(settle(&h), Ok(vec![25, 0, -50, 0, 25]));
    // Bet on the challenger, wrong: the bettor pays the challenged 25 too.
    let mut h = with_bet(Outcome::WallGame, Bet::On(st(0)));
    h.challenges.push(challenge(0, 2, false));
    assert_eq!(settle(&h), Ok(vec![-25, 0, 50, 0, -25]));
    // Bet on a bystander: the challenge does not touch the bettor.
    let mut h = with_bet(Outcome::WallGame, Bet::On(st(1)));
    h.challenges.push(challenge(0, 2, false));
    assert_eq!(settle(&h), Ok(vec![-25, 0, 25, 0, 0]));
}

#[test]
fn a_fifth_player_seat_is_refused_naming_the_field() {
    let err = settle(&hand(self_pick(4, value(25)))).unwrap_err();
    assert!(matches!(
        err,
        HandError::NoSuchSeat {
            field: "winner",
            ..
        }
    ));
    assert!(err.to_string().contains("the bettor, who does not play"));
    let err = settle(&hand(discard(0, 4, value(25)))).unwrap_err();
    assert!(matches!(
        err,
        HandError::NoSuchSeat {
            field: "discarder",
            ..
        }
    ));
    let err = settle(&with_bet(Outcome::WallGame, Bet::On(st(4)))).unwrap_err();
    assert!(matches!(
        err,
        HandError::NoSuchSeat {
            field: "player bet on",
            ..
        }
    ));
    let mut h = hand(Outcome::WallGame);
    h.challenges.push(challenge(0, 4, true));
    assert!(matches!(
        settle(&h),
        Err(HandError::NoSuchSeat {
            field: "challenged player",
            ..
        })
    ));
}

#[test]
fn impossible_hands_are_refused_with_the_reason() {
    assert_eq!(
        settle(&hand(discard(1, 1, value(25)))),
        Err(HandError::DiscarderIsWinner(st(1)))
    );
    let mut h = hand(Outcome::WallGame);
    h.challenges.push(challenge(2, 2, true));
    assert_eq!(settle(&h), Err(HandError::ChallengesSelf(st(2))));
    let mut h = hand(Outcome::WallGame);
    h.challenges.push(challenge(0, 2, true));
    h.challenges.push(challenge(0, 2, false));
    assert_eq!(
        settle(&h),
        Err(HandError::ChallengedTwice {
            challenger: st(0),
            challenged: st(2)
        })
    );
    let mut h = hand(self_pick(2, value(25)));
    h.challenges.push(challenge(0, 2, true));
    assert_eq!(settle(&h), Err(HandError::DeadWinner(st(2))));
    // Two players may each challenge the same hand.
    let mut h = hand(Outcome::WallGame);
    h.challenges.push(challenge(0, 2, true));
    h.challenges.push(challenge(1, 2, true));
    assert_eq!(settle(&h), Ok(vec![25, 25, -50, 0]));
}

#[test]
fn a_player_declared_dead_pays_but_neither_wins_nor_discards() {
    let mut h = hand(discard(0, 1, value(25)));
    h.dead.push(st(3));
    assert_eq!(settle(&h), Ok(vec![100, -50, -25, -25]));
    let mut h = hand(self_pick(3, value(25)));
    h.dead.push(st(3));
    assert_eq!(
        settle(&h),
        Err(HandError::DeadPlayed(st(3), "won the hand"))
    );
    let mut h = hand(discard(0, 1, value(25)));
    h.dead.push(st(1));
    let err = settle(&h).unwrap_err();
    assert_eq!(
        err,
        HandError::DeadPlayed(st(1), "discarded the winning tile")
    );
    assert!(err.to_string().contains("takes no more turns"));
    let mut h = hand(Outcome::WallGame);
    h.dead.extend([st(2), st(2)]);
    assert_eq!(settle(&h), Err(HandError::DeadTwice(st(2))));
    let mut h = hand(Outcome::WallGame);
    h.dead.push(st(2));
    h.challenges.push(challenge(0, 2, true));
    assert_eq!(settle(&h), Err(HandError::DeadTwice(st(2))));
    let mut h = hand(Outcome::WallGame);
    h.dead.push(st(4));
    assert!(matches!(
        settle(&h),
        Err(HandError::NoSuchSeat {
            field: "dead player",
            ..
        })
    ));
}

fn any_seat() -> impl Strategy<Value = Seat> {
    (0u8..4).prop_map(Seat::new)
}

fn any_value() -> impl Strategy<Value = Value> {
    (1i64..=200, any::<bool>(), any::<bool>()).prop_map(|(v, j, sp)| {
        check(&TypedHand {
            card_value: v,
            jokerless: j && !sp,
            singles_and_pairs: sp,
            ..TypedHand::default()
        })
        .unwrap()
    })
}

fn any_outcome() -> impl Strategy<Value = Outcome> {
    prop_oneof![
        (any_seat(), any_value()).prop_map(|(winner, value)| Outcome::SelfPick { winner, value }),
        (any_seat(), 1u8..4, any_value()).prop_map(|(winner, step, value)| Outcome::Discard {
            winner,
            discarder: Seat::new((winner.number() + step) % 4),
            value,
        }),
        Just(Outcome::WallGame),
    ]
}

fn any_bet() -> impl Strategy<Value = Option<Bet>> {
    prop_oneof![
        Just(None),
        Just(Some(Bet::WallGame)),
        any_seat().prop_map(|s| Some(Bet::On(s))),
    ]
}

fn any_challenge() -> impl Strategy<Value = Challenge> {
    (any_seat(), 1u8..4, any::<bool>()).prop_map(|(challenger, step, found_dead)| Challenge {
        challenger,
        challenged: Seat::new((challenger.number() + step) % 4),
        found_dead,
    })
}

proptest! {
    /// Every payment moves points between the people at the table, the bettor included; hands
    /// refused by the checks (a dead winner, a repeated challenge) are skipped.
    #[test]
    fn every_hand_sums_to_zero_with_or_without_a_bettor(
        outcome in any_outcome(),
        bet in any_bet(),
        challenges in proptest::collection::vec(any_challenge(), 0..4),
        dead in proptest::collection::vec(any_seat(), 0..2),
    ) {
        let h = Hand { outcome, challenges, dead, bet };
        if let Ok(deltas) = settle(&h) {
            prop_assert_eq!(deltas.len(), if h.bet.is_some() { 5 } else { 4 });
            prop_assert_eq!(deltas.iter().sum::<i64>(), 0);
        }
    }
}
