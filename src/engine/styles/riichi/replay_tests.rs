//! Riichi's replay tests, through the one game type: every outcome, every multiple-ron variant,
//! pao, the end of the game; the rest (nagashi, dead hands, chombo, time, the presets' numbers,
//! a property test over random legal games) is in `replay_more_tests.rs`, which shares the
//! helpers here.

pub(super) use crate::engine::game::*;
pub(super) use crate::engine::payment::{Limit, PaymentError};
pub(super) use crate::engine::ruleset::TimeRule;
pub(super) use crate::engine::ruleset::{PresetId, Ruleset};
pub(super) use crate::engine::seat::TableSize;
pub(super) use crate::engine::styles::riichi::refusal::RiichiRefusal;
pub(super) use crate::engine::styles::riichi::PRESETS as PRESET_IDS;

pub(super) fn rules(id: &str) -> Ruleset {
    Ruleset::preset(PresetId::parse(id).unwrap())
}

pub(super) fn st(n: u8) -> Seat {
    Seat::new(n)
}

pub(super) fn seats(list: &[u8]) -> Vec<Seat> {
    list.iter().copied().map(Seat::new).collect()
}

pub(super) fn hf(seat: u8, han: u32, fu: u32) -> Winner {
    Winner::han_fu(st(seat), han, fu)
}

/// Replay and insist there was no error.
pub(super) fn ok(id: &str, hands: &[Hand]) -> Sheet {
    let sheet = replay(&rules(id), hands);
    assert_eq!(sheet.error, None, "{id}: {hands:?}");
    sheet
}

/// Replay and return the error, insisting it is at `index`.
pub(super) fn err_at(id: &str, hands: &[Hand], index: usize) -> GameError {
    let sheet = replay(&rules(id), hands);
    let e = sheet
        .error
        .unwrap_or_else(|| panic!("expected an error at hand {index}"));
    assert_eq!(e.hand, index);
    assert_eq!(sheet.rows.len(), index, "rows stop before the bad hand");
    e.error
}

pub(super) fn last(sheet: &Sheet) -> &Row {
    sheet.rows.last().unwrap()
}

/// A non-dealer ron that passes the deal: the seat after the dealer wins 1 han 30 fu off the
/// seat before the dealer, given the round index.
pub(super) fn pass_deal(round: u8) -> Hand {
    let dealer = round % 4;
    Hand::ron(st((dealer + 3) % 4), vec![hf((dealer + 1) % 4, 1, 30)])
}

pub(super) fn to_south_four() -> Vec<Hand> {
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
    assert!(last(&sheet).note.to_string().ends_with("game over"));
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
    let end_points: [i32; 4] = last(&sheet).points.clone().try_into().unwrap();
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
        let points = with.points.clone().try_into().expect("four seats");
        let without = final_score(&rules(id), points, [0; 4]);
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
        err_at("msmc-2016", &hands, 0).style_refusal::<RiichiRefusal>(),
        Some(RiichiRefusal::BadValue {
            seat: Seat::SOUTH,
            ..
        })
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
        assert!(
            row.note.to_string().contains("abortive draw"),
            "{}",
            row.note
        );
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
            GameError::from(RiichiRefusal::PaoWithoutYakuman { seat: Seat::SOUTH }),
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
            GameError::from(RiichiRefusal::PaoWithoutYakuman { seat: Seat::SOUTH }),
        ),
        (
            Hand::tsumo(Winner::yakuman(st(1), 1).with_pao(st(1))),
            GameError::from(RiichiRefusal::PaoIsWinner { seat: Seat::SOUTH }),
        ),
        (
            Hand::tsumo(Winner::yakuman(st(1), 1).with_pao(st(4))),
            GameError::SeatOutOfRange {
                field: "pao",
                seat: st(4),
                table: TableSize::FOUR,
            },
        ),
    ];
    for (hand, e) in cases {
        assert_eq!(&err_at("msmc-2016", std::slice::from_ref(hand), 0), e);
    }
}
