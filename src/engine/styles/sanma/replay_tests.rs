//! Sanma replay tests (docs/rules.md §6): payments cell by cell at a table of three with the tsumo
//! loss, honba, draw payments, nagashi, chombo, pao, head bump, the six-hand game and its final
//! score with uma +15/0/−15 and oka 15.

use crate::engine::game::*;
use crate::engine::payment::Limit;
use crate::engine::ruleset::PresetId;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;

fn sanma() -> Ruleset {
    Ruleset::preset(PresetId::parse("sanma-msmc").unwrap())
}

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn hf(seat: u8, han: u32, fu: u32) -> Winner {
    Winner::han_fu(st(seat), han, fu)
}

fn ok(hands: &[Hand]) -> Sheet {
    let sheet = replay(&sanma(), hands);
    assert_eq!(sheet.error, None, "{hands:?}");
    sheet
}

/// The last row's deltas: three, one per seat (a fourth seat has no entry at all).
fn deltas(sheet: &Sheet) -> [i32; 3] {
    let d = &sheet.rows.last().unwrap().deltas;
    assert_eq!(d.len(), 3, "nobody sits in a fourth seat");
    [d[0], d[1], d[2]]
}

/// Hands that pass the deal without changing anything else, to reach a given dealer: the
/// next seat after the dealer wins 1 han 30 fu off the seat before it.
fn pass(dealer: u8) -> Hand {
    Hand::ron(st((dealer + 2) % 3), vec![hf((dealer + 1) % 3, 1, 30)])
}

#[test]
fn a_table_of_three_starts_at_35000_each_with_nobody_in_the_fourth_seat() {
    let game = Game::new(&sanma());
    assert_eq!(game.position().points, [35_000, 35_000, 35_000, 0]);
    assert_eq!(game.position().round.label(), "E1");
}

#[test]
fn wins_pay_the_four_player_table_so_a_tsumo_pays_less_than_a_ron() {
    // (hand, deltas of East, South, West) with East the dealer in E1.
    let cases: Vec<(Hand, [i32; 3])> = vec![
        // Non-dealer tsumo 1 han 30 fu (b = 240): the dealer pays 2b = 500, the other
        // non-dealer b = 300; the winner gets 800, not the 1100 of four players.
        (Hand::tsumo(hf(1, 1, 30)), [-500, 800, -300]),
        // Non-dealer tsumo mangan: 4000 from the dealer, 2000 from the other: 6000, not 8000.
        (
            Hand::tsumo(Winner::limit(st(2), Limit::Mangan)),
            [-4000, -2000, 6000],
        ),
        // Dealer tsumo 2 han 30 fu (b = 480): 2b = 1000 from each of the two: 2000.
        (Hand::tsumo(hf(0, 2, 30)), [2000, -1000, -1000]),
        // Dealer tsumo mangan: 4000 each, 8000 in all (12000 with four players).
        (
            Hand::tsumo(Winner::limit(st(0), Limit::Mangan)),
            [8000, -4000, -4000],
        ),
        // Ron: the discarder pays 4b (non-dealer) or 6b (dealer) in full.
        (Hand::ron(st(2), vec![hf(1, 3, 30)]), [0, 3900, -3900]),
        (
            Hand::ron(st(1), vec![Winner::limit(st(0), Limit::Mangan)]),
            [12_000, -12_000, 0],
        ),
        // Yakuman tsumo by a non-dealer: 16000 + 8000.
        (
            Hand::tsumo(Winner::yakuman(st(1), 1)),
            [-16_000, 24_000, -8000],
        ),
    ];
    for (hand, expected) in cases {
        let sheet = ok(std::slice::from_ref(&hand));
        assert_eq!(deltas(&sheet), expected, "{hand:?}");
        assert_eq!(sheet.position.points.iter().sum::<i32>(), 105_000);
    }
}

#[test]
fn honba_add_300_on_a_ron_and_100_from_each_of_the_two_payers_on_a_tsumo() {
    // A draw with the dealer tenpai keeps the deal and adds a counter; the next hand has one.
    let ron = ok(&[Hand::draw(&[st(0)]), Hand::ron(st(2), vec![hf(1, 3, 30)])]);
    assert_eq!(ron.rows[1].honba, 1);
    assert_eq!(deltas(&ron), [0, 4200, -4200]);
    let tsumo = ok(&[Hand::draw(&[st(0)]), Hand::tsumo(hf(1, 1, 30))]);
    assert_eq!(deltas(&tsumo), [-600, 1000, -400]);
}

#[test]
fn an_exhaustive_draw_moves_2000_in_all_from_noten_to_tenpai() {
    let cases: &[(&[u8], [i32; 3])] = &[
        (&[], [0, 0, 0]),
        // One tenpai receives 1000 from each noten.
        (&[1], [-1000, 2000, -1000]),
        // Two tenpai each receive 1000 from the noten.
        (&[0, 2], [1000, -2000, 1000]),
        (&[0, 1, 2], [0, 0, 0]),
    ];
    for (tenpai, expected) in cases {
        let tenpai: Vec<Seat> = tenpai.iter().copied().map(st).collect();
        let sheet = ok(&[Hand::draw(&tenpai)]);
        assert_eq!(deltas(&sheet), *expected, "{tenpai:?}");
        // The counter goes up on any draw; the dealer keeps the deal only when tenpai.
        assert_eq!(sheet.position.honba, 1);
        let next = if tenpai.contains(&st(0)) { "E1" } else { "E2" };
        assert_eq!(sheet.position.round.label(), next);
    }
}

#[test]
fn nagashi_mangan_is_a_mangan_tsumo_with_the_tsumo_loss() {
    let sheet = ok(&[Hand::nagashi(&[], &[st(2)])]);
    assert_eq!(deltas(&sheet), [-4000, -2000, 6000]);
}

#[test]
fn chombo_is_a_reverse_mangan_among_three() {
    // A dealer pays 4000 to each other player.
    let sheet = ok(&[Hand::chombo(st(0))]);
    assert_eq!(deltas(&sheet), [-8000, 4000, 4000]);
    // A non-dealer pays 4000 to the dealer and 2000 to the other non-dealer.
    let sheet = ok(&[Hand::chombo(st(2))]);
    assert_eq!(deltas(&sheet), [4000, 2000, -6000]);
    // The hand is replayed: same round, no counter.
    assert_eq!(sheet.position.round.label(), "E1");
    assert_eq!(sheet.position.honba, 0);
}

#[test]
fn pao_on_a_tsumo_pays_what_a_ron_would_cost() {
    let sheet = ok(&[Hand::tsumo(Winner::yakuman(st(1), 1).with_pao(st(2)))]);
    assert_eq!(deltas(&sheet), [0, 32_000, -32_000]);
}

#[test]
fn head_bump_picks_the_winner_nearest_the_discarder_round_a_table_of_three() {
    // West discards; East and South both call ron. East plays right after West at a table of
    // three (there is no North), so East wins.
    let sheet = ok(&[Hand::ron(st(2), vec![hf(1, 2, 30), hf(0, 1, 30)])]);
    assert_eq!(deltas(&sheet), [1500, 0, -1500]);
}

#[test]
fn riichi_deposits_go_to_the_winner_and_are_settled_among_three() {
    let sheet = ok(&[
        Hand::draw(&[st(1)]).with_riichi(&[st(1)]),
        Hand::tsumo(hf(2, 1, 30)).with_riichi(&[st(2)]),
    ]);
    // Draw: South riichi (-1000), tenpai (+2000); the deposit stays.
    assert_eq!(sheet.rows[0].deltas[..3], [-1000, 1000, -1000]);
    // Tsumo in E2 (South deals) with one counter: South pays 500+100, East 300+100, West
    // collects both deposits (its own included): West gets 1000 from the tsumo, pays 1000 for
    // its riichi and takes 2000 of deposits.
    assert_eq!(deltas(&sheet), [-400, -600, 2000]);
}

#[test]
fn a_game_is_six_hands_e1_to_s3_and_ends_when_the_s3_dealer_loses_the_deal() {
    let hands: Vec<Hand> = (0..6).map(|k| pass(k % 3)).collect();
    let sheet = ok(&hands);
    let labels: Vec<String> = sheet.rows.iter().map(|r| r.round.label()).collect();
    assert_eq!(labels, ["E1", "E2", "E3", "S1", "S2", "S3"]);
    let dealers: Vec<u8> = sheet.rows.iter().map(|r| r.dealer.number()).collect();
    assert_eq!(dealers, [0, 1, 2, 0, 1, 2]);
    assert!(sheet.ended);
    assert_eq!(sheet.position.ended, Some(GameEnd::LastDealOver));
    let f = sheet.final_result.expect("the game is over");
    assert_eq!(f.points[..3].iter().sum::<i32>(), 105_000);
    assert_eq!(f.score[..3].iter().map(|s| s.hundredths()).sum::<i64>(), 0);
    // A seventh hand is refused.
    let mut more = hands.clone();
    more.push(pass(0));
    let sheet = replay(&sanma(), &more);
    assert!(matches!(
        sheet.error,
        Some(HandError {
            hand: 6,
            error: GameError::GameOver { .. }
        })
    ));
}

#[test]
fn the_north_seat_does_not_exist_at_a_table_of_three() {
    let sheet = replay(&sanma(), &[Hand::ron(st(3), vec![hf(1, 1, 30)])]);
    let error = sheet.error.expect("seat 3 is refused").error;
    assert_eq!(
        error,
        GameError::SeatOutOfRange {
            field: "discarder",
            seat: st(3),
            table: TableSize::THREE
        }
    );
    assert_eq!(
        error.to_string(),
        "seat 3 in `discarder` is out of range: seats are 0 (East), 1 (South) and 2 (West), the places at the start of the game"
    );
    let sheet = replay(&sanma(), &[Hand::draw(&[st(0), st(3)])]);
    assert!(matches!(
        sheet.error.map(|e| e.error),
        Some(GameError::SeatOutOfRange {
            field: "tenpai",
            ..
        })
    ));
}

#[test]
fn a_player_below_zero_ends_the_game_and_agari_yame_is_not_played() {
    // Three dealer yakuman tsumo: 16000 from each, twice, leaves the others at 3000; the
    // third takes them below zero.
    let y = || Hand::tsumo(Winner::yakuman(st(0), 1));
    let sheet = ok(&[y(), y(), y()]);
    assert_eq!(sheet.position.ended, Some(GameEnd::Bust));
    let stop = replay(
        &sanma(),
        &[Hand::tsumo(Winner::limit(st(0), Limit::Mangan)).dealer_stops()],
    );
    assert!(matches!(
        stop.error.map(|e| e.error),
        Some(GameError::NotAllowed { .. })
    ));
}

#[test]
fn final_score_uses_start_35000_return_40000_oka_15_and_uma_15_0_minus_15() {
    let r = sanma();
    // 50,000 / 35,000 / 20,000: (10 + 15) + 15 = 40; −5 + 0; −20 − 15 = −35.
    let f = final_score(&r, [50_000, 35_000, 20_000, 0], [0; 4]);
    assert_eq!(f.rank, [1, 2, 3]);
    assert_eq!(f.score, [40, -5, -35].map(Score::whole));
    // Truncation toward zero and the zero-sum adjustment to first: 45,300 / 36,200 / 23,500
    // give 35 / −3 / −31, summing to 1, so first becomes 34.
    let f = final_score(&r, [23_500, 45_300, 36_200, 0], [0; 4]);
    assert_eq!(f.rank, [3, 1, 2]);
    assert_eq!(f.score, [-31, 34, -3].map(Score::whole));
    // Ties go to the earlier starting seat: East above South above West.
    let f = final_score(&r, [35_000, 35_000, 35_000, 0], [0; 4]);
    assert_eq!(f.rank, [1, 2, 3]);
    assert_eq!(f.score, [25, -5, -20].map(Score::whole));
}

#[test]
fn a_draw_in_s3_with_the_dealer_noten_ends_the_game_and_leftover_deposits_go_to_first() {
    let mut hands: Vec<Hand> = (0..5).map(|k| pass(k % 3)).collect();
    hands.push(Hand::draw(&[st(1)]).with_riichi(&[st(1)]));
    let sheet = ok(&hands);
    assert_eq!(sheet.rows[5].round.label(), "S3");
    assert_eq!(sheet.rows[5].points[..3], [33_000, 37_000, 34_000]);
    assert_eq!(sheet.rows[5].deposits_after, 1);
    assert!(sheet.ended);
    let f = sheet.final_result.unwrap();
    assert_eq!(f.points, [33_000, 38_000, 34_000]);
    assert_eq!(f.rank, [3, 1, 2]);
    // 38,000: (−2000 + 15,000) / 1000 = 13, + 15 = 28; 34,000: −6; 33,000: −7 − 15 = −22.
    assert_eq!(f.score, [-22, 28, -6].map(Score::whole));
}
