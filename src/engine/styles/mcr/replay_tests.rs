//! MCR through the one game type: the stored hand's MCR shape (docs/game-json.md "MCR") and the
//! replay (`replay.rs`, delegating to `game.rs`).

use crate::engine::game::*;
use crate::engine::ruleset::PresetId;
use crate::engine::ruleset::Ruleset;

fn st(n: u8) -> Seat {
    Seat::new(n)
}

#[test]
fn an_mcr_game_replays_through_the_shared_sheet_and_ends_with_table_points() {
    let rules = Ruleset::preset(PresetId::parse("mcr").expect("the mcr preset"));
    let mut hands = vec![Hand::ron(st(2), vec![Winner::fan(st(1), 12)])];
    hands.extend((0..15).map(|_| Hand::draw(&[])));
    let sheet = replay(&rules, &hands);
    assert_eq!(sheet.error, None);
    assert!(sheet.ended);
    assert_eq!(sheet.rows[0].deltas, [-8, 36, -20, -8]);
    assert_eq!(sheet.rows[15].round.label(), "N4");
    let f = sheet.final_result.expect("the game is over");
    assert_eq!(f.points, [-8, 36, -20, -8]);
    assert_eq!(f.rank, [2, 1, 4, 2]);
    assert_eq!(
        f.score.iter().map(|s| s.hundredths()).collect::<Vec<_>>(),
        [150, 400, 0, 150]
    );
    assert_eq!(sheet.position.ended, Some(GameEnd::LastDealOver));
}

#[test]
fn mcr_refuses_what_it_does_not_play_and_the_others_refuse_mcr_fields() {
    let rules = Ruleset::mcr();
    let cases = [
        (Hand::draw(&[st(1)]), "`tenpai`"),
        (
            Hand::draw(&[]).with_riichi(&[st(0)]),
            "riichi is not played",
        ),
        (Hand::abortive(), "abortive"),
        (Hand::chombo(st(1)), "chombo"),
        (
            Hand::tsumo(Winner::faan(st(1), 8)),
            "Hong Kong Old Style value",
        ),
        (
            Hand::draw(&[]).with_penalties(&[TablePenalty::each(st(0), 8)]),
            "paid to each player",
        ),
    ];
    for (hand, fragment) in cases {
        let e = replay(&rules, &[hand]).error.expect("refused").error;
        assert!(e.to_string().contains(fragment), "{e}");
    }
    let false_win = Hand::draw(&[]).with_false_wins(&[FalseWin {
        seat: st(0),
        kind: FalseWinKind::NotWinning,
    }]);
    for other in [Ruleset::club(), Ruleset::hkos()] {
        let e = replay(&other, std::slice::from_ref(&false_win))
            .error
            .expect("refused")
            .error;
        assert!(e.to_string().contains("`false_wins`"), "{e}");
    }
    let taken = Hand::draw(&[]).with_penalties(&[TablePenalty::taken(st(0), 10)]);
    let e = replay(&Ruleset::hkos(), &[taken])
        .error
        .expect("refused")
        .error;
    assert!(e.to_string().contains("`points`"), "{e}");
}

#[test]
fn seat_winds_follow_the_seat_changes_in_mcr_and_the_deal_elsewhere() {
    let winds = |rules: &Ruleset, index: usize| {
        let sheet = replay(rules, &vec![Hand::draw(&[]); index]);
        let round = sheet.position.round;
        assert_eq!(
            sheet.next_dealer,
            seat_winds(rules, index, round)
                .iter()
                .position(|w| *w == Seat::EAST)
                .map(|s| st(s as u8))
                .unwrap()
        );
        seat_winds(rules, index, round).map(|w| w.index())
    };
    // MCR, S1: East and South swapped, West and North swapped; seat 1 deals.
    assert_eq!(winds(&Ruleset::mcr(), 4), [1, 0, 3, 2]);
    // W1: seat 2 deals, seat 0 is North.
    assert_eq!(winds(&Ruleset::mcr(), 8), [3, 2, 0, 1]);
    // Hong Kong Old Style: round the table from the dealer (E2 after a dealer's loss).
    let hkos = Ruleset::hkos();
    let lost = Hand::ron(st(2), vec![Winner::faan(st(1), 3)]);
    let sheet = replay(&hkos, &[lost]);
    assert_eq!(sheet.next_dealer, st(1));
    assert_eq!(
        seat_winds(&hkos, 1, sheet.position.round).map(|w| w.index()),
        [3, 0, 1, 2]
    );
}

#[test]
fn time_up_ends_an_mcr_game_after_the_hand_in_progress() {
    let rules = Ruleset::mcr();
    let mut hand = Hand::tsumo(Winner::fan(st(0), 8));
    hand.time_up = true;
    let sheet = replay(&rules, &[hand]);
    assert_eq!(sheet.position.ended, Some(GameEnd::TimeUp));
    assert!(
        sheet.rows[0]
            .note
            .to_string()
            .ends_with("time up; game over"),
        "{}",
        sheet.rows[0].note
    );
    let f = sheet.final_result.expect("over at time");
    assert_eq!(f.points, [48, -16, -16, -16]);
    assert_eq!(
        f.score.iter().map(|s| s.hundredths()).collect::<Vec<_>>(),
        [400, 100, 100, 100]
    );
}
