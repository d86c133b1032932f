//! Riichi's replay tests, continued: nagashi, abortive draws, dead hands, chombo, time, the
//! presets' numbers, and a property test over random legal games.

use super::replay_tests::*;

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
            GameError::from(RiichiRefusal::DeadHandRiichi { seat: Seat::NORTH }),
        ),
        (
            Hand::draw(&seats(&[0, 3])).with_dead(&seats(&[3])),
            GameError::from(RiichiRefusal::DeadHandTenpai { seat: Seat::NORTH }),
        ),
        (
            Hand::nagashi(&seats(&[]), &seats(&[3])).with_dead(&seats(&[3])),
            GameError::from(RiichiRefusal::DeadHandNagashi { seat: Seat::NORTH }),
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
    assert!(last(&sheet).note.to_string().contains("agari-yame"));
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
        GameError::from(RiichiRefusal::AgariYameNotSouthFour {
            round: Round::EAST_1
        })
    );
    // Not a dealer win (a non-dealer win, a draw).
    assert_eq!(
        err_at(
            "msmc-2016",
            &with(Hand::tsumo(Winner::limit(st(0), Limit::Haneman)).dealer_stops()),
            7
        ),
        GameError::from(RiichiRefusal::AgariYameNeedsDealerWin)
    );
    assert_eq!(
        err_at(
            "msmc-2016",
            &with(Hand::draw(&seats(&[3])).dealer_stops()),
            7
        ),
        GameError::from(RiichiRefusal::AgariYameNeedsDealerWin)
    );
    // The dealer wins but is not alone first with 30,000 (a small win).
    assert!(matches!(
        err_at(
            "msmc-2016",
            &with(Hand::tsumo(hf(3, 1, 30)).dealer_stops()),
            7
        )
        .style_refusal::<RiichiRefusal>(),
        Some(RiichiRefusal::AgariYameNotFirst { .. })
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
        GameError::from(RiichiRefusal::AgariYameNotFirst {
            points: 32_000,
            best_other: 32_000,
            needed: 30_000
        })
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
                table: TableSize::FOUR,
            },
        ),
        (
            Hand::ron(st(0), vec![hf(7, 2, 30)]),
            GameError::SeatOutOfRange {
                field: "winners",
                seat: st(7),
                table: TableSize::FOUR,
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
                table: TableSize::FOUR,
            },
        ),
        (
            Hand::draw(&seats(&[])).with_dead(&seats(&[9])),
            GameError::SeatOutOfRange {
                field: "dead",
                seat: st(9),
                table: TableSize::FOUR,
            },
        ),
        (
            Hand::ron(st(0), vec![hf(1, 1, 20)]),
            GameError::from(RiichiRefusal::BadValue {
                seat: Seat::SOUTH,
                source: PaymentError::OneHanLowFu { fu: 20 },
            }),
        ),
        (
            Hand::ron(st(0), vec![hf(1, 3, 20)]),
            GameError::from(RiichiRefusal::BadValue {
                seat: Seat::SOUTH,
                source: PaymentError::RonTwentyFu { han: 3 },
            }),
        ),
        (
            Hand::tsumo(hf(1, 2, 25)),
            GameError::from(RiichiRefusal::BadValue {
                seat: Seat::SOUTH,
                source: PaymentError::TsumoTwoHanSevenPairs,
            }),
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
                        w.seat = d.after(1 + w.seat.index() % 3, TableSize::FOUR);
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
            let mut ranks = fin.rank.clone();
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
                assert!(
                    last(&sheet)
                        .note
                        .to_string()
                        .ends_with("time up; game over"),
                    "{id}"
                );
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
    assert!(!last(&sheet).note.to_string().contains("time up"));
}
