//! Replay tests: every outcome, every multiple-ron variant, pao, chombo, dead hands, the end
//! of the game, and a property test over random legal games.

use super::*;
use crate::engine::payment::Limit;
use crate::engine::ruleset::TimeRule;
use crate::engine::styles::riichi::PRESETS as PRESET_IDS;

fn rules(id: &str) -> Ruleset {
    Ruleset::preset(id).unwrap()
}

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn seats(list: &[u8]) -> Vec<Seat> {
    list.iter().copied().map(Seat::new).collect()
}

fn hf(seat: u8, han: u32, fu: u32) -> Winner {
    Winner::han_fu(st(seat), han, fu)
}

/// Replay and insist there was no error.
fn ok(id: &str, hands: &[Hand]) -> Sheet {
    let sheet = replay(&rules(id), hands);
    assert_eq!(sheet.error, None, "{id}: {hands:?}");
    sheet
}

/// Replay and return the error, insisting it is at `index`.
fn err_at(id: &str, hands: &[Hand], index: usize) -> GameError {
    let sheet = replay(&rules(id), hands);
    let e = sheet
        .error
        .unwrap_or_else(|| panic!("expected an error at hand {index}"));
    assert_eq!(e.hand, index);
    assert_eq!(sheet.rows.len(), index, "rows stop before the bad hand");
    e.error
}

fn last(sheet: &Sheet) -> &Row {
    sheet.rows.last().unwrap()
}

/// A non-dealer ron that passes the deal: the seat after the dealer wins 1 han 30 fu off the
/// seat before the dealer, given the round index.
fn pass_deal(round: u8) -> Hand {
    let dealer = round % 4;
    Hand::ron(st((dealer + 3) % 4), vec![hf((dealer + 1) % 4, 1, 30)])
}

fn to_south_four() -> Vec<Hand> {
    (0..7).map(pass_deal).collect()
}

#[test]
fn the_spec_example_replays_hand_by_hand() {
    let hands = vec![
        Hand::ron(st(3), vec![hf(1, 3, 30)]).with_riichi(&seats(&[1])),
        Hand::tsumo(hf(1, 1, 30)),
        Hand::draw(&seats(&[0, 2])).with_riichi(&seats(&[0])),
        Hand::ron(
            st(0),
            vec![Winner::limit(st(2), Limit::Mangan), hf(3, 2, 40)],
        ),
        Hand::chombo(st(2)).with_riichi(&seats(&[3])),
        Hand::nagashi(&seats(&[]), &seats(&[1])),
        Hand::abortive().with_riichi(&seats(&[0, 1])),
        Hand::ron(st(1), vec![hf(0, 2, 30)]).with_dead(&seats(&[3])),
        Hand::tsumo(Winner::yakuman(st(3), 1).with_pao(st(1))),
    ];
    let sheet = replay_with_names(&Ruleset::club(), &hands, ["Aiko", "Ben", "Chloé", "Dev"]);
    assert_eq!(sheet.error, None);
    // (round, dealer, honba, deposits before, deltas, deposits after)
    type Expected = (&'static str, u8, u32, u32, [i32; 4], u32);
    let expected: &[Expected] = &[
        ("E1", 0, 0, 0, [0, 3900, 0, -3900], 0),
        ("E2", 1, 0, 0, [-500, 1500, -500, -500], 0),
        ("E2", 1, 1, 0, [500, -1500, 1500, -1500], 1),
        ("E3", 2, 2, 1, [-12600, 0, 13600, 0], 0),
        ("E3", 2, 3, 0, [4000, 4000, -12000, 4000], 0),
        ("E3", 2, 3, 0, [-2000, 8000, -4000, -2000], 0),
        ("E4", 3, 4, 0, [-1000, -1000, 0, 0], 2),
        ("E4", 3, 5, 2, [5500, -3500, 0, 0], 0),
        ("S1", 0, 0, 0, [0, -32000, 0, 32000], 0),
    ];
    assert_eq!(sheet.rows.len(), expected.len());
    for (row, (round, dealer, honba, before, deltas, after)) in sheet.rows.iter().zip(expected) {
        assert_eq!(row.round.label(), *round, "hand {}", row.index);
        assert_eq!(row.dealer.number(), *dealer, "hand {}", row.index);
        assert_eq!(row.honba, *honba, "hand {}", row.index);
        assert_eq!(row.deposits_before, *before, "hand {}", row.index);
        assert_eq!(row.deltas, *deltas, "hand {}", row.index);
        assert_eq!(row.deposits_after, *after, "hand {}", row.index);
    }
    assert_eq!(sheet.rows[0].note, "Ben ron 3900 from Dev");
    assert_eq!(last(&sheet).points, [18_900, 4_400, 23_600, 53_100]);
    assert!(!sheet.ended);
    assert_eq!(sheet.final_result, None);
}

#[test]
fn points_plus_deposits_stay_at_four_starting_stacks_after_every_hand_of_every_preset() {
    for id in PRESET_IDS {
        let r = rules(id);
        let hands = vec![
            Hand::draw(&seats(&[1])).with_riichi(&seats(&[1, 2])),
            Hand::tsumo(hf(3, 2, 20)).with_riichi(&seats(&[0])),
            Hand::ron(st(2), vec![hf(0, 4, 30)]),
        ];
        let sheet = ok(id, &hands);
        for row in &sheet.rows {
            let total: i32 = row.points.iter().sum::<i32>() + row.deposits_after as i32 * 1000;
            assert_eq!(total, 4 * r.starting_points, "{id} hand {}", row.index);
        }
    }
}

#[test]
fn tsumo_pays_honba_of_100_from_each_and_ron_300_from_the_discarder() {
    // Two draws with the dealer tenpai give E1 two counters.
    let base = vec![Hand::draw(&seats(&[0])), Hand::draw(&seats(&[0]))];
    let mut hands = base.clone();
    hands.push(Hand::tsumo(hf(1, 1, 30)));
    let sheet = ok("msmc-2016", &hands);
    // After two draws (East +3000 each), 300/500 plus 200 from each payer.
    assert_eq!(last(&sheet).honba, 2);
    assert_eq!(last(&sheet).deltas, [-700, 1700, -500, -500]);
    let mut hands = base;
    hands.push(Hand::ron(st(3), vec![hf(2, 3, 30)]));
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(last(&sheet).deltas, [0, 0, 4500, -4500]);
}

#[test]
fn noten_payments_split_3000_between_tenpai_and_noten() {
    let cases: &[(&[u8], [i32; 4])] = &[
        (&[], [0, 0, 0, 0]),
        (&[2], [-1000, -1000, 3000, -1000]),
        (&[0, 3], [1500, -1500, -1500, 1500]),
        (&[0, 1, 2], [1000, 1000, 1000, -3000]),
        (&[0, 1, 2, 3], [0, 0, 0, 0]),
    ];
    for (tenpai, deltas) in cases {
        let sheet = ok("msmc-2016", &[Hand::draw(&seats(tenpai))]);
        assert_eq!(sheet.rows[0].deltas, *deltas, "{tenpai:?}");
        // The counter goes up on any draw; the dealer keeps only when tenpai.
        assert_eq!(sheet.position.honba, 1);
        let kept = tenpai.contains(&0);
        assert_eq!(
            sheet.position.round,
            if kept {
                Round::EAST_1
            } else {
                Round::from_index(1).unwrap()
            }
        );
    }
}

#[test]
fn a_dealer_win_adds_a_counter_and_a_non_dealer_win_passes_the_deal_and_clears_it() {
    let sheet = ok(
        "msmc-2016",
        &[
            Hand::ron(st(2), vec![hf(0, 2, 30)]),
            Hand::tsumo(hf(0, 2, 30)),
        ],
    );
    assert_eq!(sheet.position.round, Round::EAST_1);
    assert_eq!(sheet.position.honba, 2);
    assert_eq!(sheet.rows[1].note, "East tsumo 1000 all");
    let sheet = ok(
        "msmc-2016",
        &[
            Hand::draw(&seats(&[0])),
            Hand::ron(st(0), vec![hf(3, 2, 30)]),
        ],
    );
    assert_eq!(sheet.position.round.label(), "E2");
    assert_eq!(sheet.position.honba, 0);
}

#[test]
fn the_game_ends_when_the_south_four_dealer_loses_the_deal_and_not_before() {
    let mut hands = to_south_four();
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(sheet.position.round, Round::SOUTH_4);
    assert!(!sheet.ended);
    // The South-4 dealer (North) wins and keeps the deal: not over.
    hands.push(Hand::tsumo(hf(3, 2, 30)));
    assert!(!ok("msmc-2016", &hands).ended);
    // The South-4 dealer tenpai at a draw: not over.
    hands.push(Hand::draw(&seats(&[3])));
    assert!(!ok("msmc-2016", &hands).ended);
    // The dealer noten at a draw: over.
    hands.push(Hand::draw(&seats(&[1])));
    let sheet = ok("msmc-2016", &hands);
    assert!(sheet.ended);
    assert_eq!(sheet.position.ended, Some(GameEnd::LastDealOver));
    assert!(last(&sheet).note.ends_with("game over"));
    assert!(sheet.final_result.is_some());
    // Nothing after the end.
    hands.push(Hand::draw(&seats(&[])));
    let n = hands.len() - 1;
    assert_eq!(
        err_at("msmc-2016", &hands, n),
        GameError::GameOver { hands: n }
    );
}

#[test]
fn a_hand_after_the_end_is_refused_by_game_apply_and_leaves_the_game_unchanged() {
    let mut game = Game::new(&Ruleset::club());
    for h in to_south_four() {
        game.apply(&h).unwrap();
    }
    game.apply(&pass_deal(7)).unwrap();
    assert!(game.is_over());
    let before = game.position().clone();
    assert!(matches!(
        game.apply(&Hand::abortive()),
        Err(GameError::GameOver { hands: 8 })
    ));
    assert_eq!(game.position(), &before);
    assert_eq!(game.rows().len(), 8);
}

#[test]
fn a_player_below_zero_ends_the_game_in_the_club_and_tenhou_only() {
    // West deals in a dealer haneman (18000), then a mangan with one counter (8300).
    let bust = vec![
        Hand::ron(st(2), vec![Winner::limit(st(0), Limit::Haneman)]),
        Hand::ron(st(2), vec![Winner::limit(st(1), Limit::Mangan)]),
    ];
    for id in ["msmc-2016", "tenhou"] {
        let sheet = ok(id, &bust);
        assert!(sheet.ended, "{id}");
        assert_eq!(sheet.position.ended, Some(GameEnd::Bust));
        assert_eq!(last(&sheet).points[2], -1_300);
        assert_eq!(
            last(&sheet).note,
            "South ron 8000 from West; West below zero; game over"
        );
        let fin = sheet.final_result.unwrap();
        assert_eq!(fin.rank[2], 4);
        // Nothing may follow a bust.
        let mut more = bust.clone();
        more.push(Hand::draw(&seats(&[])));
        assert_eq!(err_at(id, &more, 2), GameError::GameOver { hands: 2 });
    }
    for id in ["mleague", "ema-2016", "ema-2025", "wrc"] {
        assert!(!ok(id, &bust).ended, "{id} does not bust");
    }
}

#[test]
fn a_chombo_payment_can_bust_a_player() {
    let hands = vec![
        Hand::ron(st(2), vec![Winner::limit(st(0), Limit::Mangan)]), // West 13000; East keeps
        Hand::ron(st(2), vec![Winner::limit(st(1), Limit::Mangan)]), // 8000 + 300 → West 4700; E2
        Hand::ron(st(2), vec![hf(0, 3, 30)]), // 3900 → West 800; E3, West deals
        Hand::chombo(st(2)),                  // dealer chombo: 12000
    ];
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(last(&sheet).points[2], -11_200);
    assert_eq!(sheet.position.ended, Some(GameEnd::Bust));
}

#[test]
fn exactly_zero_points_do_not_end_the_game() {
    let hands = vec![
        Hand::ron(st(2), vec![Winner::limit(st(1), Limit::Mangan)]), // West 17000; E2
        Hand::ron(st(2), vec![Winner::limit(st(3), Limit::Mangan)]), // West 9000; E3
        Hand::ron(st(2), vec![Winner::limit(st(0), Limit::Mangan)]), // West 1000; E4
        Hand::draw(&seats(&[1])),                                    // West noten pays 1000 → 0
    ];
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(last(&sheet).points[2], 0);
    assert!(!sheet.ended, "exactly 0 does not end the game");
}

#[test]
fn leftover_deposits_go_to_first_place_at_the_end() {
    let mut hands = to_south_four();
    // South 4: riichi by East and West, the dealer (North) noten: the game ends with two
    // deposits on the table.
    hands.push(Hand::draw(&seats(&[0, 2])).with_riichi(&seats(&[0, 2])));
    let sheet = ok("msmc-2016", &hands);
    assert!(sheet.ended);
    assert_eq!(sheet.position.deposits, 2);
    let end_points = last(&sheet).points;
    let fin = sheet.final_result.unwrap();
    let first = placing(end_points)[0].index();
    let mut expected = end_points;
    expected[first] += 2000;
    assert_eq!(fin.points, expected);
    assert_eq!(fin.points.iter().sum::<i32>(), 100_000);
}

#[test]
fn chombo_by_a_dealer_pays_4000_to_each_and_returns_only_this_hands_deposits() {
    // E1: East riichi, draw with nobody tenpai → one deposit stays; E2 dealer is South.
    let hands = vec![
        Hand::draw(&seats(&[])).with_riichi(&seats(&[0])),
        Hand::chombo(st(1)).with_riichi(&seats(&[2, 3])),
    ];
    let sheet = ok("msmc-2016", &hands);
    let row = last(&sheet);
    assert_eq!(row.dealer, Seat::SOUTH);
    assert_eq!(row.deltas, [4000, -12000, 4000, 4000]);
    assert_eq!((row.deposits_before, row.deposits_after), (1, 1));
    // No rotation, no counter.
    assert_eq!(sheet.position.round, Round::from_index(1).unwrap());
    assert_eq!(sheet.position.honba, 1);
    assert_eq!(row.note, "chombo by South, reverse mangan");
}

#[test]
fn chombo_by_a_non_dealer_pays_4000_to_the_dealer_and_2000_to_the_others() {
    let sheet = ok(
        "msmc-2016",
        &[Hand::chombo(st(3)).with_riichi(&seats(&[3, 0]))],
    );
    let row = last(&sheet);
    assert_eq!(row.deltas, [4000, 2000, 2000, -8000]);
    assert_eq!(row.deposits_after, 0);
    assert_eq!(sheet.position.round, Round::EAST_1);
    assert_eq!(sheet.position.honba, 0);
    // Tenhou uses the club's chombo payment.
    let sheet = ok("tenhou", &[Hand::chombo(st(3))]);
    assert_eq!(last(&sheet).deltas, [4000, 2000, 2000, -8000]);
}

#[test]
fn chombo_under_ema_wrc_and_mleague_pays_nothing_at_the_table_and_takes_20_from_the_final_score() {
    for id in ["ema-2016", "ema-2025", "wrc", "mleague"] {
        let mut hands = vec![Hand::chombo(st(2)).with_riichi(&seats(&[2, 1]))];
        hands.extend((0..8).map(pass_deal));
        let sheet = ok(id, &hands);
        assert_eq!(sheet.rows[0].deltas, [0; 4], "{id}");
        assert_eq!(sheet.rows[0].deposits_after, 0, "{id}");
        assert!(sheet.ended, "{id}");
        let with = sheet.final_result.unwrap();
        let without = final_score(&rules(id), with.points, [0; 4]);
        assert_eq!(
            with.score[2].hundredths(),
            without.score[2].hundredths() - 2000,
            "{id}"
        );
        assert_eq!(with.score[0], without.score[0], "{id}");
    }
}

#[test]
fn head_bump_pays_only_the_nearest_winner_with_honba_and_all_deposits() {
    for id in ["msmc-2016", "wrc"] {
        // One counter and one deposit on the table; West deals in to North (nearest in turn
        // order after West) and South.
        let hands = vec![
            Hand::draw(&seats(&[0])).with_riichi(&seats(&[0])),
            Hand::ron(st(2), vec![hf(1, 2, 30), hf(3, 3, 30)]).with_riichi(&seats(&[1])),
        ];
        let sheet = ok(id, &hands);
        let row = last(&sheet);
        // North (distance 1) beats South (distance 3): 3900 + 300 + 2 deposits.
        assert_eq!(row.deltas, [0, -1000, -4200, 6200], "{id}");
        assert_eq!(row.deposits_after, 0);
        assert_eq!(
            row.note,
            "North ron 3900 from West; South's ron void (head bump)"
        );
        // The dealer (East) was not among the winners: the deal passes.
        assert_eq!(sheet.position.round, Round::from_index(1).unwrap());
    }
}

#[test]
fn head_bump_still_validates_the_voided_winner() {
    let hands = vec![Hand::ron(st(2), vec![hf(3, 2, 30), hf(1, 1, 20)])];
    assert!(matches!(
        err_at("msmc-2016", &hands, 0),
        GameError::BadValue {
            seat: Seat::SOUTH,
            ..
        }
    ));
    let hands = vec![Hand::ron(st(2), vec![hf(3, 2, 30), hf(1, 2, 30)]).with_dead(&seats(&[1]))];
    assert_eq!(
        err_at("wrc", &hands, 0),
        GameError::DeadHandWins { seat: Seat::SOUTH }
    );
}

#[test]
fn double_ron_pays_honba_and_deposits_to_each_winner_in_ema_and_to_the_nearest_in_tenhou_and_mleague(
) {
    // E1 draw, East tenpai and in riichi: one deposit and one counter carried.
    let hands = vec![
        Hand::draw(&seats(&[0])).with_riichi(&seats(&[0])),
        // West discards; South (distance 3) in riichi this hand and North (distance 1).
        Hand::ron(st(2), vec![hf(1, 2, 30), hf(3, 1, 30)]).with_riichi(&seats(&[1])),
    ];
    // EMA: South 2000 + 300 + own deposit back; North (nearest) 1000 + 300 + East's deposit;
    // West pays 2300 + 1300.
    let each = [0, 2300, -3600, 2300];
    // Tenhou, M-League: North (nearest) 1000 + 300 + both deposits; South 2000, its deposit
    // lost.
    let nearest = [0, 1000, -3300, 3300];
    let ema_note = "North ron 1000 from West; South ron 2000 from West";
    let cases = [
        ("ema-2016", each, Some(ema_note)),
        ("ema-2025", each, Some(ema_note)),
        ("tenhou", nearest, None),
        ("mleague", nearest, None),
    ];
    for (id, deltas, note) in cases {
        let sheet = ok(id, &hands);
        let row = last(&sheet);
        assert_eq!(row.deltas, deltas, "{id}");
        assert_eq!(row.deposits_after, 0, "{id}");
        if let Some(note) = note {
            assert_eq!(row.note, note, "{id}");
        }
    }
}

#[test]
fn ema_triple_ron_pays_all_three() {
    let hands = vec![
        Hand::ron(st(0), vec![hf(1, 1, 30), hf(2, 1, 30), hf(3, 1, 30)]).with_riichi(&seats(&[3])),
    ];
    let sheet = ok("ema-2016", &hands);
    assert_eq!(last(&sheet).deltas, [-3000, 1000, 1000, 1000]);
}

#[test]
fn a_dealer_among_the_paid_winners_keeps_the_deal() {
    let hands = vec![Hand::ron(st(2), vec![hf(0, 1, 30), hf(3, 1, 30)])];
    for (id, kept) in [("ema-2016", true), ("tenhou", true), ("msmc-2016", false)] {
        let sheet = ok(id, &hands);
        // Head bump: North is nearest to West, so the dealer's ron is void and the deal passes.
        assert_eq!(sheet.position.round == Round::EAST_1, kept, "{id}");
        assert_eq!(sheet.position.honba, u32::from(kept), "{id}");
    }
}

#[test]
fn triple_ron_is_an_abortive_draw_in_tenhou_and_mleague() {
    for id in ["tenhou", "mleague"] {
        let hands = vec![
            Hand::ron(st(1), vec![hf(0, 1, 30), hf(2, 2, 30), hf(3, 3, 30)])
                .with_riichi(&seats(&[3])),
        ];
        let sheet = ok(id, &hands);
        let row = last(&sheet);
        assert_eq!(row.deltas, [0, 0, 0, -1000], "{id}");
        assert_eq!(row.deposits_after, 1);
        assert_eq!(sheet.position.round, Round::EAST_1);
        assert_eq!(sheet.position.honba, 1);
        assert!(row.note.contains("abortive draw"), "{}", row.note);
    }
    // Head bump with three: only the nearest.
    let hands = vec![Hand::ron(
        st(1),
        vec![hf(0, 1, 30), hf(2, 2, 30), hf(3, 3, 30)],
    )];
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(last(&sheet).deltas, [0, -2000, 2000, 0]);
}

#[test]
fn pao_on_a_tsumo_makes_the_liable_player_pay_the_whole_with_honba() {
    // One counter; South (non-dealer) tsumo yakuman, West liable.
    let hands = vec![
        Hand::draw(&seats(&[0])),
        Hand::tsumo(Winner::yakuman(st(1), 1).with_pao(st(2))),
    ];
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(last(&sheet).deltas, [0, 32_300, -32_300, 0]);
    // The dealer's yakuman by tsumo: 48000 from the liable player.
    let sheet = ok(
        "tenhou",
        &[Hand::tsumo(Winner::yakuman(st(0), 1).with_pao(st(3)))],
    );
    assert_eq!(last(&sheet).deltas, [48_000, 0, 0, -48_000]);
    // Double yakuman where they stack: the liable player covers the whole value.
    let sheet = ok(
        "msmc-2016",
        &[Hand::tsumo(Winner::yakuman(st(2), 2).with_pao(st(1)))],
    );
    assert_eq!(last(&sheet).deltas, [0, -64_000, 64_000, 0]);
    assert_eq!(
        last(&sheet).note,
        "West tsumo 64000, all from South (pao); South below zero; game over"
    );
}

#[test]
fn pao_on_a_ron_off_a_third_player_splits_the_value_and_the_discarder_pays_the_honba() {
    let hands = vec![
        Hand::draw(&seats(&[0])),
        Hand::ron(st(3), vec![Winner::yakuman(st(1), 1).with_pao(st(2))]),
    ];
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(last(&sheet).deltas, [0, 32_300, -16_000, -16_300]);
    // Tenhou: the liable player pays the honba.
    let sheet = ok("tenhou", &hands);
    assert_eq!(last(&sheet).deltas, [0, 32_300, -16_300, -16_000]);
    // Liable player is the discarder: an ordinary ron.
    let hands = vec![
        Hand::draw(&seats(&[0])),
        Hand::ron(st(2), vec![Winner::yakuman(st(1), 1).with_pao(st(2))]),
    ];
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(last(&sheet).deltas, [0, 32_300, -32_300, 0]);
}

#[test]
fn pao_is_accepted_only_with_a_yakuman_value_and_never_names_the_winner() {
    let cases: &[(Hand, GameError)] = &[
        (
            Hand::tsumo(Winner::limit(st(1), Limit::Mangan).with_pao(st(2))),
            GameError::PaoWithoutYakuman { seat: Seat::SOUTH },
        ),
        (
            Hand::tsumo(
                Winner::new(
                    st(1),
                    ValueFields {
                        han: Some(13),
                        yakuman: Some(1),
                        ..ValueFields::default()
                    }
                    .into_value(),
                )
                .with_pao(st(2)),
            ),
            GameError::Value(ValueError::AmbiguousValue { seat: Seat::SOUTH }),
        ),
        (
            Hand::ron(st(0), vec![hf(1, 13, 40).with_pao(st(2))]),
            GameError::PaoWithoutYakuman { seat: Seat::SOUTH },
        ),
        (
            Hand::tsumo(Winner::yakuman(st(1), 1).with_pao(st(1))),
            GameError::PaoIsWinner { seat: Seat::SOUTH },
        ),
        (
            Hand::tsumo(Winner::yakuman(st(1), 1).with_pao(st(4))),
            GameError::SeatOutOfRange {
                field: "pao",
                seat: st(4),
                table: TableSize::Four,
            },
        ),
    ];
    for (hand, e) in cases {
        assert_eq!(&err_at("msmc-2016", std::slice::from_ref(hand), 0), e);
    }
}

#[test]
fn nagashi_mangan_replaces_noten_payments_leaves_deposits_and_adds_a_counter() {
    // Non-dealer nagashi, the dealer tenpai: dealer keeps, counter +1, no noten payments.
    let hands = vec![
        Hand::draw(&seats(&[0])),
        Hand::nagashi(&seats(&[0, 1]), &seats(&[2])).with_riichi(&seats(&[1])),
    ];
    let sheet = ok("msmc-2016", &hands);
    let row = last(&sheet);
    // No honba on nagashi even with one counter.
    assert_eq!(row.deltas, [-4000, -3000, 8000, -2000]);
    assert_eq!((row.deposits_before, row.deposits_after), (0, 1));
    assert_eq!(sheet.position.round, Round::EAST_1);
    assert_eq!(sheet.position.honba, 2);
    assert_eq!(row.note, "draw, nagashi mangan: West, tenpai: East, South");
    // Dealer nagashi while noten: 4000 all, and the deal passes.
    let sheet = ok("tenhou", &[Hand::nagashi(&seats(&[]), &seats(&[0]))]);
    assert_eq!(last(&sheet).deltas, [12_000, -4000, -4000, -4000]);
    assert_eq!(sheet.position.round, Round::from_index(1).unwrap());
    assert_eq!(sheet.position.honba, 1);
    // Two nagashi players each receive a mangan tsumo.
    let sheet = ok("mleague", &[Hand::nagashi(&seats(&[]), &seats(&[1, 3]))]);
    assert_eq!(last(&sheet).deltas, [-8000, 6000, -4000, 6000]);
}

#[test]
fn nagashi_and_abortive_draws_are_errors_where_the_preset_has_none() {
    for id in ["ema-2016", "ema-2025", "wrc"] {
        assert!(matches!(
            err_at(id, &[Hand::nagashi(&seats(&[]), &seats(&[1]))], 0),
            GameError::NotAllowed {
                what: "nagashi mangan",
                ..
            }
        ));
        assert!(matches!(
            err_at(id, &[Hand::abortive()], 0),
            GameError::NotAllowed {
                what: "an abortive draw",
                ..
            }
        ));
    }
    let sheet = ok(
        "msmc-2016",
        &[Hand::abortive().with_riichi(&seats(&[0, 1, 2, 3]))],
    );
    assert_eq!(sheet.position.deposits, 4);
    assert_eq!(sheet.position.honba, 1);
    assert_eq!(sheet.position.round, Round::EAST_1);
}

#[test]
fn dead_hands_may_not_win_declare_riichi_be_tenpai_or_earn_nagashi() {
    let cases: &[(Hand, GameError)] = &[
        (
            Hand::ron(st(0), vec![hf(1, 2, 30)]).with_dead(&seats(&[1])),
            GameError::DeadHandWins { seat: Seat::SOUTH },
        ),
        (
            Hand::tsumo(hf(2, 2, 30)).with_dead(&seats(&[2])),
            GameError::DeadHandWins { seat: Seat::WEST },
        ),
        (
            Hand::draw(&seats(&[]))
                .with_riichi(&seats(&[3]))
                .with_dead(&seats(&[3])),
            GameError::DeadHandRiichi { seat: Seat::NORTH },
        ),
        (
            Hand::draw(&seats(&[0, 3])).with_dead(&seats(&[3])),
            GameError::DeadHandTenpai { seat: Seat::NORTH },
        ),
        (
            Hand::nagashi(&seats(&[]), &seats(&[3])).with_dead(&seats(&[3])),
            GameError::DeadHandNagashi { seat: Seat::NORTH },
        ),
    ];
    for (hand, e) in cases {
        assert_eq!(
            &err_at("msmc-2016", std::slice::from_ref(hand), 0),
            e,
            "{hand:?}"
        );
        assert!(e.to_string().contains("dead hand"));
    }
    // A dead hand may still discard, be liable or commit a chombo.
    ok(
        "msmc-2016",
        &[Hand::ron(st(3), vec![hf(1, 2, 30)]).with_dead(&seats(&[3]))],
    );
    ok(
        "msmc-2016",
        &[Hand::tsumo(Winner::yakuman(st(1), 1).with_pao(st(3))).with_dead(&seats(&[3]))],
    );
    ok("msmc-2016", &[Hand::chombo(st(3)).with_dead(&seats(&[3]))]);
}

#[test]
fn agari_yame_is_allowed_when_the_south_four_dealer_wins_and_is_alone_first_with_30000() {
    let mut hands = to_south_four();
    // North (dealer in S4) wins a dealer haneman by tsumo: 6000 all.
    hands.push(Hand::tsumo(Winner::limit(st(3), Limit::Haneman)).dealer_stops());
    let sheet = ok("msmc-2016", &hands);
    assert!(sheet.ended);
    assert_eq!(sheet.position.ended, Some(GameEnd::AgariYame));
    assert!(last(&sheet).note.contains("agari-yame"));
    assert!(sheet.final_result.is_some());
}

#[test]
fn agari_yame_is_refused_unless_every_condition_holds() {
    let s4 = to_south_four();
    let with = |h: Hand| {
        let mut v = s4.clone();
        v.push(h);
        v
    };
    // Not in South 4.
    let e = err_at(
        "msmc-2016",
        &[Hand::tsumo(Winner::limit(st(0), Limit::Haneman)).dealer_stops()],
        0,
    );
    assert_eq!(
        e,
        GameError::AgariYameNotSouthFour {
            round: Round::EAST_1
        }
    );
    // Not a dealer win (a non-dealer win, a draw).
    assert_eq!(
        err_at(
            "msmc-2016",
            &with(Hand::tsumo(Winner::limit(st(0), Limit::Haneman)).dealer_stops()),
            7
        ),
        GameError::AgariYameNeedsDealerWin
    );
    assert_eq!(
        err_at(
            "msmc-2016",
            &with(Hand::draw(&seats(&[3])).dealer_stops()),
            7
        ),
        GameError::AgariYameNeedsDealerWin
    );
    // The dealer wins but is not alone first with 30,000 (a small win).
    assert!(matches!(
        err_at(
            "msmc-2016",
            &with(Hand::tsumo(hf(3, 1, 30)).dealer_stops()),
            7
        ),
        GameError::AgariYameNotFirst { .. }
    ));
    // Other presets have no agari-yame.
    for id in ["tenhou", "mleague", "ema-2016", "ema-2025", "wrc"] {
        assert!(
            matches!(
                err_at(
                    id,
                    &with(Hand::tsumo(Winner::limit(st(3), Limit::Haneman)).dealer_stops()),
                    7
                ),
                GameError::NotAllowed { .. }
            ),
            "{id}"
        );
    }
}

#[test]
fn agari_yame_needs_first_place_alone_not_shared() {
    // West takes a mangan in E1, then the deal passes round by round to South 4:
    // East 16000, South 24000, West 34000, North 26000; North deals South 4.
    let mut hands = vec![Hand::ron(st(0), vec![Winner::limit(st(2), Limit::Mangan)])];
    hands.extend((1..7).map(pass_deal));
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(sheet.position.points, [16_000, 24_000, 34_000, 26_000]);
    assert_eq!(sheet.position.round, Round::SOUTH_4);
    // 2000 all: North 32000 ties West 32000, so the dealer is not alone in first.
    let mut tied = hands.clone();
    tied.push(Hand::tsumo(hf(3, 3, 30)).dealer_stops());
    assert_eq!(
        err_at("msmc-2016", &tied, 7),
        GameError::AgariYameNotFirst {
            points: 32_000,
            best_other: 32_000,
            needed: 30_000
        }
    );
    // 2600 all: North 33800 above West 31400: allowed.
    let mut alone = hands;
    alone.push(Hand::tsumo(hf(3, 3, 40)).dealer_stops());
    let sheet = ok("msmc-2016", &alone);
    assert_eq!(sheet.position.ended, Some(GameEnd::AgariYame));
    assert_eq!(sheet.final_result.unwrap().rank, [4, 3, 2, 1]);
}

#[test]
fn seats_out_of_range_listed_twice_or_winning_their_own_discard_are_errors() {
    let cases: &[(Hand, GameError)] = &[
        (
            Hand::ron(st(4), vec![hf(1, 2, 30)]),
            GameError::SeatOutOfRange {
                field: "discarder",
                seat: st(4),
                table: TableSize::Four,
            },
        ),
        (
            Hand::ron(st(0), vec![hf(7, 2, 30)]),
            GameError::SeatOutOfRange {
                field: "winners",
                seat: st(7),
                table: TableSize::Four,
            },
        ),
        (Hand::ron(st(0), vec![]), GameError::NoWinners),
        (
            Hand::ron(st(0), vec![hf(1, 2, 30), hf(1, 3, 30)]),
            GameError::DuplicateSeat {
                field: "winners",
                seat: Seat::SOUTH,
            },
        ),
        (
            Hand::ron(st(1), vec![hf(1, 2, 30)]),
            GameError::RonOnOwnDiscard { seat: Seat::SOUTH },
        ),
        (
            Hand::draw(&seats(&[1, 1])),
            GameError::DuplicateSeat {
                field: "tenpai",
                seat: Seat::SOUTH,
            },
        ),
        (
            Hand::abortive().with_riichi(&seats(&[2, 2])),
            GameError::DuplicateSeat {
                field: "riichi",
                seat: Seat::WEST,
            },
        ),
        (
            Hand::chombo(st(5)),
            GameError::SeatOutOfRange {
                field: "offender",
                seat: st(5),
                table: TableSize::Four,
            },
        ),
        (
            Hand::draw(&seats(&[])).with_dead(&seats(&[9])),
            GameError::SeatOutOfRange {
                field: "dead",
                seat: st(9),
                table: TableSize::Four,
            },
        ),
        (
            Hand::ron(st(0), vec![hf(1, 1, 20)]),
            GameError::BadValue {
                seat: Seat::SOUTH,
                source: PaymentError::OneHanLowFu { fu: 20 },
            },
        ),
        (
            Hand::ron(st(0), vec![hf(1, 3, 20)]),
            GameError::BadValue {
                seat: Seat::SOUTH,
                source: PaymentError::RonTwentyFu { han: 3 },
            },
        ),
        (
            Hand::tsumo(hf(1, 2, 25)),
            GameError::BadValue {
                seat: Seat::SOUTH,
                source: PaymentError::TsumoTwoHanSevenPairs,
            },
        ),
        (
            Hand::tsumo(Winner::new(
                st(1),
                ValueFields {
                    han: Some(4),
                    yakuman: Some(1),
                    ..ValueFields::default()
                }
                .into_value(),
            )),
            GameError::Value(ValueError::AmbiguousValue { seat: Seat::SOUTH }),
        ),
    ];
    for (hand, e) in cases {
        assert_eq!(
            &err_at("msmc-2016", std::slice::from_ref(hand), 0),
            e,
            "{hand:?}"
        );
        let message = e.to_string();
        assert!(
            !message.is_empty() && !message.contains("Some("),
            "{message}"
        );
    }
}

#[test]
fn an_error_stops_the_replay_and_keeps_the_rows_and_state_before_it() {
    let hands = vec![
        Hand::ron(st(3), vec![hf(1, 3, 30)]),
        Hand::tsumo(hf(1, 1, 20)),
        Hand::ron(st(3), vec![hf(1, 3, 30)]),
    ];
    let sheet = replay(&Ruleset::club(), &hands);
    let e = sheet.error.clone().unwrap();
    assert_eq!(e.hand, 1);
    assert_eq!(sheet.rows.len(), 1);
    assert_eq!(sheet.position.points, [25_000, 28_900, 25_000, 21_100]);
    assert!(!sheet.ended);
    assert_eq!(
        e.error.to_string(),
        "winner seat 1 (South): 1 han 20 fu cannot occur: 20 fu (pinfu tsumo) already makes 2 han and seven pairs (25 fu) is itself 2 han; check the han and fu"
    );
}

fn han_only(seat: u8, han: u32) -> Winner {
    Winner::new(st(seat), HandValue::HanFu { han, fu: None })
}

#[test]
fn kazoe_stacking_and_limits_reach_the_table_per_preset() {
    let h13 = |id| last(&ok(id, &[Hand::ron(st(1), vec![han_only(0, 13)])])).deltas[0];
    assert_eq!(h13("msmc-2016"), 48_000);
    assert_eq!(h13("ema-2016"), 36_000);
    let y2 = |id| {
        last(&ok(
            id,
            &[Hand::ron(st(1), vec![Winner::yakuman(st(2), 2)])],
        ))
        .deltas[2]
    };
    assert_eq!(y2("tenhou"), 64_000);
    assert_eq!(y2("wrc"), 32_000);
    let k = |id| last(&ok(id, &[Hand::ron(st(1), vec![hf(2, 4, 30)])])).deltas[2];
    assert_eq!(k("ema-2025"), 8000);
    assert_eq!(k("ema-2016"), 7700);
}

mod property {
    use super::*;
    use proptest::prelude::*;

    /// A hand that is legal in any position under a preset with or without nagashi and
    /// abortive draws (no dead-hand conflicts, no agari-yame).
    fn legal_hand(nagashi: bool, abortive: bool) -> impl Strategy<Value = Hand> {
        let seat = (0u8..4).prop_map(Seat::new);
        let riichi = proptest::sample::subsequence(seats(&[0, 1, 2, 3]), 0..=2);
        let value = prop_oneof![
            (1u32..=4, prop::sample::select(vec![30u32, 40, 50, 60, 70])).prop_map(|(h, f)| (
                Some(h),
                Some(f),
                None,
                None
            )),
            prop::sample::select(vec![
                Limit::Mangan,
                Limit::Haneman,
                Limit::Baiman,
                Limit::Sanbaiman
            ])
            .prop_map(|l| (None, None, Some(l), None)),
            (1u32..=2).prop_map(|y| (None, None, None, Some(y))),
        ];
        let winner = (seat.clone(), value).prop_map(|(s, (han, fu, limit, yakuman))| {
            let fields = ValueFields {
                han,
                fu,
                limit: limit.map(LimitValue::Named),
                yakuman,
                faan: None,
                fan: None,
                points: None,
            };
            Winner::new(s, fields.into_value())
        });
        let ron = (
            seat.clone(),
            proptest::collection::vec(winner.clone(), 1..=3),
        )
            .prop_map(|(d, ws)| {
                let mut seen = Vec::new();
                let ws: Vec<Winner> = ws
                    .into_iter()
                    .map(|mut w| {
                        w.seat = d.after(1 + w.seat.index() % 3, TableSize::Four);
                        w
                    })
                    .filter(|w| {
                        let fresh = !seen.contains(&w.seat);
                        seen.push(w.seat);
                        fresh
                    })
                    .collect();
                Outcome::Ron {
                    discarder: d,
                    winners: ws,
                }
            });
        let tsumo = winner.prop_map(|w| Outcome::Tsumo { winner: w });
        let draw = (
            proptest::sample::subsequence(seats(&[0, 1, 2, 3]), 0..=4),
            proptest::sample::subsequence(seats(&[0, 1, 2, 3]), 0..=1),
        )
            .prop_map(move |(t, n)| Outcome::Draw {
                tenpai: t,
                nagashi: if nagashi { n } else { Vec::new() },
            });
        let other = (seat, any::<bool>()).prop_map(move |(s, chombo)| {
            if chombo || !abortive {
                Outcome::Chombo { offender: s }
            } else {
                Outcome::Abortive {}
            }
        });
        let outcome = prop_oneof![4 => ron, 3 => tsumo, 3 => draw, 1 => other];
        (outcome, riichi).prop_map(|(outcome, riichi)| Hand::new(outcome).with_riichi(&riichi))
    }

    fn game_for(id: &'static str) -> impl Strategy<Value = (&'static str, Vec<Hand>)> {
        let r = rules(id);
        proptest::collection::vec(legal_hand(r.nagashi_mangan, r.abortive_draws), 150..250)
            .prop_map(move |hands| (id, hands))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]

        #[test]
        fn random_legal_games_keep_points_constant_refuse_hands_after_the_end_and_always_end(
            (id, hands) in prop_oneof![
                game_for("msmc-2016"), game_for("ema-2016"), game_for("ema-2025"),
                game_for("wrc"), game_for("tenhou"), game_for("mleague"),
            ]
        ) {
            let r = rules(id);
            let mut game = Game::new(&r);
            let mut end_index = None;
            for (i, hand) in hands.iter().enumerate() {
                match game.apply(hand) {
                    Ok(row) => {
                        prop_assert!(end_index.is_none(), "a hand was accepted after the end");
                        let total = row.points.iter().sum::<i32>() + row.deposits_after as i32 * 1000;
                        prop_assert_eq!(total, 4 * r.starting_points);
                        let sum_deltas: i32 = row.deltas.iter().sum();
                        prop_assert_eq!(sum_deltas, (row.deposits_before as i32 - row.deposits_after as i32) * 1000);
                        if row.ended {
                            end_index = Some(i);
                        }
                    }
                    Err(e) => {
                        prop_assert!(end_index.is_some(), "{:?} refused before the end: {}", hand, e);
                        prop_assert!(matches!(e, GameError::GameOver { .. }), "{}", e);
                    }
                }
            }
            prop_assert!(game.is_over(), "{} did not end within {} hands", id, hands.len());
            let pos = game.position();
            match pos.ended {
                Some(GameEnd::Bust) => {
                    prop_assert!(r.bust_ends_game);
                    prop_assert!(pos.points.iter().any(|&p| p < 0));
                }
                Some(GameEnd::LastDealOver) => prop_assert_eq!(pos.round, Round::SOUTH_4),
                other => prop_assert!(false, "unexpected end {:?}", other),
            }
            let fin = game.final_result().unwrap();
            prop_assert_eq!(fin.points.iter().sum::<i32>(), 4 * r.starting_points);
            let mut ranks = fin.rank;
            ranks.sort();
            prop_assert_eq!(ranks, [1, 2, 3, 4]);
            if r.score_method == crate::engine::ruleset::ScoreMethod::ClubTruncated {
                prop_assert_eq!(fin.score.iter().map(|s| s.hundredths()).sum::<i64>(), 0);
            }
            // A full replay agrees with the hand-by-hand game.
            let sheet = replay(&r, &hands);
            prop_assert_eq!(sheet.rows.len(), game.rows().len());
            prop_assert_eq!(sheet.final_result, Some(fin));
        }
    }
}

#[test]
fn fu_above_110_are_paid_only_when_scored_from_the_tiles() {
    let rules = Ruleset::club();
    let typed = Hand::ron(st(3), vec![Winner::han_fu(st(1), 2, 120)]);
    let sheet = replay(&rules, &[typed]);
    assert!(sheet.error.is_some(), "a typed 120 fu cannot happen");
    let tiles: WinTiles =
        serde_json::from_value(serde_json::json!({"concealed": "111m999p", "win_tile": "1m"}))
            .unwrap();
    let scored = Hand::ron(
        st(3),
        vec![Winner {
            tiles: Some(Box::new(tiles)),
            ..Winner::han_fu(st(1), 2, 120)
        }],
    );
    let sheet = replay(&rules, &[scored]);
    assert!(sheet.error.is_none(), "{:?}", sheet.error);
    // 2 han 120 fu: 120 × 2^4 = 1920 base, a non-dealer ron pays 4 × 1920 = 7680 → 7700.
    assert_eq!(sheet.rows[0].deltas, [0, 7700, 0, -7700]);
}

#[test]
fn time_up_ends_the_game_after_the_hand_where_the_ruleset_ends_games_at_time() {
    for id in PRESET_IDS {
        let r = rules(id);
        // East 2 with the dealer keeping the deal: time ran out during a dealer win, which
        // would otherwise repeat the hand.
        let mut hands = vec![pass_deal(0), Hand::tsumo(hf(1, 2, 30))];
        hands[1].time_up = true;
        let sheet = replay(&r, &hands);
        match r.time_rule {
            TimeRule::FinishHand => {
                assert_eq!(sheet.error, None, "{id}");
                assert_eq!(sheet.position.ended, Some(GameEnd::TimeUp), "{id}");
                assert!(last(&sheet).note.ends_with("time up; game over"), "{id}");
                let result = sheet.final_result.as_ref().expect("scored at time");
                // Scored as the points stand: the winner of both hands is first.
                assert_eq!(result.rank[1], 1, "{id}");
                assert_eq!(result.points.iter().sum::<i32>(), 4 * r.starting_points);
                // Nothing after the end.
                hands.push(pass_deal(1));
                let e = err_at(id, &hands, 2);
                assert!(matches!(e, GameError::GameOver { .. }), "{id}: {e}");
            }
            TimeRule::PlayToEnd => {
                let e = err_at(id, &hands, 1);
                assert!(e.to_string().contains("ending a game at time"), "{id}: {e}");
            }
        }
    }
}

#[test]
fn a_hand_that_ends_the_game_anyway_is_not_marked_twice() {
    let mut hands = to_south_four();
    let mut last_hand = pass_deal(7);
    last_hand.time_up = true;
    hands.push(last_hand);
    let sheet = ok("msmc-2016", &hands);
    assert_eq!(sheet.position.ended, Some(GameEnd::LastDealOver));
    assert!(!last(&sheet).note.contains("time up"));
}
