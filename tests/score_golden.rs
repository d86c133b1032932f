//! Golden tests of the hand evaluator: every yaku (a hand that has it and a near miss that does
//! not), every fu rule, every limit and every ruleset option the evaluator reads.
//!
//! Hands are written in a compact form: `"<hand> +<win tile> [word…]"`, where spaces inside
//! the hand are ignored and the words are situation flags (`tsumo`, `riichi`, `double`,
//! `ippatsu`, `haitei`, `houtei`, `rinshan`, `chankan`, `tenhou`, `chiihou`, `renhou`), winds
//! (`seat:S`, `round:E`; default seat S, round E), melds (`chi:123m`, `pon:111z`, `kan:…`,
//! `ankan:…`, `shouminkan:…`), `dora:…`, `ura:…`, `honba:N`, `sticks:N`.

use tenbou::engine::hand::{evaluate, HandError, HandInput, MeldInput, MeldKind, Score, Wind};
use tenbou::engine::ruleset::PresetId;
use tenbou::engine::ruleset::Ruleset;

/// The yaku golden table, long enough to be a file of its own.
#[path = "score_golden/yaku_table.rs"]
mod yaku_table;
use yaku_table::YAKU;

fn score_with(case: &str, rules: &Ruleset) -> Result<Score, HandError> {
    let (hand_part, rest) = case.split_once('+').expect("case needs +<win tile>");
    let hand: String = hand_part.split_whitespace().collect();
    let mut words = rest.split_whitespace();
    let win = words.next().expect("win tile");
    let mut input = HandInput {
        hand: "",
        win_tile: win,
        seat_wind: Wind::South,
        ..HandInput::default()
    };
    let mut melds: Vec<MeldInput> = Vec::new();
    let wind = |v: &str| Wind::from_letter(v).expect("wind letter");
    let s = &mut input.situation;
    for w in words {
        match w.split_once(':') {
            None => match w {
                "tsumo" => s.tsumo = true,
                "riichi" => s.riichi = true,
                "double" => {
                    s.riichi = true;
                    s.double_riichi = true
                }
                "ippatsu" => s.ippatsu = true,
                "haitei" => s.haitei = true,
                "houtei" => s.houtei = true,
                "rinshan" => s.rinshan = true,
                "chankan" => s.chankan = true,
                "tenhou" => s.tenhou = true,
                "chiihou" => s.chiihou = true,
                "renhou" => s.renhou = true,
                other => panic!("unknown word {other}"),
            },
            Some(("seat", v)) => input.seat_wind = wind(v),
            Some(("round", v)) => input.round_wind = wind(v),
            Some(("dora", v)) => input.dora_indicators = v,
            Some(("ura", v)) => input.ura_indicators = v,
            Some(("honba", v)) => input.honba = v.parse().unwrap(),
            Some(("sticks", v)) => input.riichi_sticks = v.parse().unwrap(),
            Some((kind, tiles)) => melds.push(MeldInput {
                kind: MeldKind::from_name(kind).unwrap_or_else(|| panic!("meld kind {kind}")),
                tiles,
                opened: None,
            }),
        }
    }
    input.hand = &hand;
    input.melds = &melds;
    evaluate(&input, rules)
}

fn score(case: &str) -> Result<Score, HandError> {
    score_with(case, &Ruleset::club())
}

fn ok(case: &str) -> Score {
    score(case).unwrap_or_else(|e| panic!("{case}: {e}"))
}

fn names(s: &Score) -> Vec<&'static str> {
    s.yaku.as_slice().iter().map(|y| y.yaku.name()).collect()
}

fn han_of(s: &Score, name: &str) -> Option<u32> {
    s.yaku
        .as_slice()
        .iter()
        .find(|y| y.yaku.name() == name)
        .map(|y| y.han)
}

fn fu_parts(s: &Score) -> Vec<(&'static str, u32)> {
    s.fu_details
        .as_slice()
        .iter()
        .map(|p| (p.reason.name(), p.fu))
        .collect()
}

#[test]
fn every_yaku_is_found_in_its_hand_and_missed_in_the_near_miss() {
    for &(name, han, has, miss) in YAKU {
        let s = ok(has);
        assert_eq!(
            han_of(&s, name),
            Some(han),
            "{has}: expected {name} ({han}), got {:?}",
            names(&s)
        );
        if let Ok(s) = score(miss) {
            assert_eq!(
                han_of(&s, name),
                None,
                "{miss}: {name} should be missing, got {:?}",
                names(&s)
            );
        }
    }
}

#[test]
fn the_canonical_list_is_covered_by_the_golden_table() {
    let covered: Vec<&str> = YAKU.iter().map(|y| y.0).collect();
    // Covered by their own tests below: aka_dora, renhou, daisharin (options); nagashi_mangan is
    // a draw result, not a hand (game engine).
    let elsewhere = ["aka_dora", "renhou", "daisharin", "nagashi_mangan"];
    let canonical = "riichi double_riichi ippatsu menzen_tsumo pinfu iipeikou tanyao yakuhai_haku \
        yakuhai_hatsu yakuhai_chun yakuhai_seat_wind_east yakuhai_seat_wind_south \
        yakuhai_seat_wind_west yakuhai_seat_wind_north yakuhai_round_wind_east \
        yakuhai_round_wind_south yakuhai_round_wind_west yakuhai_round_wind_north haitei houtei \
        rinshan chankan chiitoitsu chanta ittsu sanshoku_doujun sanshoku_doukou toitoi sanankou \
        sankantsu shousangen honroutou honitsu junchan ryanpeikou chinitsu nagashi_mangan dora \
        ura_dora aka_dora kokushi_musou kokushi_musou_13_wait suuankou suuankou_tanki daisangen \
        shousuushii daisuushii tsuuiisou chinroutou ryuuiisou chuuren_poutou \
        junsei_chuuren_poutou suukantsu tenhou chiihou renhou daisharin";
    for name in canonical.split_whitespace() {
        assert!(
            covered.contains(&name) || elsewhere.contains(&name),
            "{name} has no golden test"
        );
    }
}

#[test]
fn red_fives_are_dora_only_where_the_preset_plays_them() {
    let case = "123m 406p 789s 234s 55p +4s";
    let tenhou = Ruleset::preset(PresetId::parse("tenhou").unwrap());
    assert!(tenhou.red_fives);
    let s = score_with(case, &tenhou).unwrap();
    assert_eq!(han_of(&s, "aka_dora"), Some(1));
    assert_eq!(s.han, 2, "pinfu and one red five");
    let s = ok(case);
    assert_eq!(
        han_of(&s, "aka_dora"),
        None,
        "the club plays no red fives: 0p is a plain 5p"
    );
    assert_eq!(s.han, 1);
}

#[test]
fn renhou_counts_only_where_the_preset_scores_it() {
    let case = "123m 456p 789s 234s 55p +3s renhou";
    assert!(
        matches!(score(case), Err(HandError::NoYaku)),
        "the club does not score renhou"
    );
    let rules = Ruleset {
        renhou: true,
        ..Ruleset::club()
    };
    let s = score_with(case, &rules).unwrap();
    assert_eq!(han_of(&s, "renhou"), Some(5));
    assert_eq!(s.limit.map(|l| l.name()), Some("mangan"));
}

#[test]
fn daisharin_counts_only_where_the_preset_scores_it() {
    let case = "22334455667788p +8p riichi";
    let s = ok(case);
    assert_eq!(han_of(&s, "daisharin"), None);
    assert_eq!(
        han_of(&s, "ryanpeikou"),
        Some(3),
        "without daisharin the best reading is ryanpeikou"
    );
    let rules = Ruleset {
        daisharin: true,
        ..Ruleset::club()
    };
    let s = score_with(case, &rules).unwrap();
    assert_eq!(names(&s), ["daisharin"]);
    assert_eq!(s.yakuman, 1);
    // Only dots make the chariot.
    let s = score_with("22334455667788s +8s riichi", &rules).unwrap();
    assert_eq!(s.yakuman, 0);
}

#[test]
fn dora_count_per_indicator_and_never_alone() {
    // Two indicators pointing at the same tile count it twice.
    let s = ok("123m 456p 789s 234s 55p +4s dora:4p4p");
    assert_eq!(han_of(&s, "dora"), Some(6), "three 5p, indicated twice");
    // Dora alone are no yaku.
    assert!(matches!(
        score("123m 456p 789s 234s 55p +3s dora:4p"),
        Err(HandError::NoYaku)
    ));
    // Dora do not add to a yakuman.
    let s = ok("555z 666z 777z 123m 99p +9p dora:4z");
    assert_eq!(names(&s), ["daisangen"]);
    // Kan tiles count four times.
    let s = ok("123m 456p 789s 55p 2222s +3m tsumo rinshan kan:2222s dora:1s");
    assert_eq!(han_of(&s, "dora"), Some(4));
}

// ------------------------------------------------------------------------------------------ fu

#[test]
fn fu_follow_the_table_with_a_reason_per_part() {
    type Case = (&'static str, u32, &'static [(&'static str, u32)]);
    let cases: &[Case] = &[
        // Pinfu: ron 30 (base + closed ron), tsumo 20 flat.
        (
            "123m 456p 789s 234s 55p +4s",
            30,
            &[("closed_ron", 10), ("base", 20)],
        ),
        ("123m 456p 789s 234s 55p +4s tsumo", 20, &[("base", 20)]),
        // Open hand with no fu on a ron: raised to 30.
        (
            "234m 567p 345s 678s 22p +5s chi:234m",
            30,
            &[("open_pinfu", 10), ("base", 20)],
        ),
        // Open tsumo with no fu: 22 rounds to 30, no open_pinfu.
        (
            "234m 567p 345s 678s 22p +5s chi:234m tsumo",
            30,
            &[("tsumo", 2), ("base", 20)],
        ),
        // Waits.
        (
            "234m 567p 345s 678s 22p +4s riichi",
            40,
            &[("closed_wait", 2), ("closed_ron", 10), ("base", 20)],
        ),
        (
            "123m 456p 789s 234s 55p +3m riichi",
            40,
            &[("edge_wait", 2), ("closed_ron", 10), ("base", 20)],
        ),
        (
            "123m 456p 789s 234s 55p +5p riichi",
            40,
            &[("pair_wait", 2), ("closed_ron", 10), ("base", 20)],
        ),
        // Triplets: closed simple 4, closed terminal 8; a triplet won by ron is open.
        (
            "222m 456p 789s 234s 55p +5p tsumo",
            30,
            &[
                ("closed_simple_triplet", 4),
                ("pair_wait", 2),
                ("tsumo", 2),
                ("base", 20),
            ],
        ),
        (
            "999m 456p 789s 234s 55p +4s tsumo",
            30,
            &[("closed_terminal_triplet", 8), ("tsumo", 2), ("base", 20)],
        ),
        (
            "222m 456p 789s 234s 55p +2m riichi",
            40,
            &[("open_simple_triplet", 2), ("closed_ron", 10), ("base", 20)],
        ),
        (
            "999m 456p 789s 234s 55p +9m riichi",
            40,
            &[
                ("open_terminal_triplet", 4),
                ("closed_ron", 10),
                ("base", 20),
            ],
        ),
        // Kans: open simple 8, open terminal 16, closed simple 16, closed terminal 32.
        (
            "2222m 456p 789s 234s 55p +4s kan:2222m tsumo rinshan",
            30,
            &[("open_simple_kan", 8), ("tsumo", 2), ("base", 20)],
        ),
        (
            "9999m 456p 789s 234s 55p +4s shouminkan:9999m tsumo rinshan",
            40,
            &[("open_terminal_kan", 16), ("tsumo", 2), ("base", 20)],
        ),
        (
            "2222m 456p 789s 234s 55p +4s ankan:2222m riichi",
            50,
            &[("closed_simple_kan", 16), ("closed_ron", 10), ("base", 20)],
        ),
        (
            "9999m 456p 789s 234s 55p +4s ankan:9999m riichi",
            70,
            &[
                ("closed_terminal_kan", 32),
                ("closed_ron", 10),
                ("base", 20),
            ],
        ),
        // Pairs: dragon, seat wind, round wind 2; double wind 4 in the club preset.
        (
            "123m 456p 789s 234s 55z +4s riichi",
            40,
            &[("dragon_pair", 2), ("closed_ron", 10), ("base", 20)],
        ),
        (
            "123m 456p 789s 234s 22z +4s riichi seat:S",
            40,
            &[("seat_wind_pair", 2), ("closed_ron", 10), ("base", 20)],
        ),
        (
            "123m 456p 789s 234s 11z +4s riichi seat:S round:E",
            40,
            &[("round_wind_pair", 2), ("closed_ron", 10), ("base", 20)],
        ),
        (
            "123m 456p 789s 234s 11z +4s riichi seat:E round:E",
            40,
            &[("double_wind_pair", 4), ("closed_ron", 10), ("base", 20)],
        ),
        // Seven pairs: 25, not rounded.
        ("1133m 5577p 99s 1122z +1m", 25, &[("chiitoitsu", 25)]),
        // Thirteen orphans: no fu.
        ("19m19p19s1234567z 1m +9m", 0, &[]),
    ];
    for &(case, fu, parts) in cases {
        let s = ok(case);
        assert_eq!((s.fu, fu_parts(&s).as_slice()), (fu, parts), "{case}");
    }
}

#[test]
fn the_double_wind_pair_takes_the_preset_value() {
    let case = "123m 456p 789s 234s 11z +4s riichi seat:E round:E";
    for fu in [2, 4] {
        let rules = Ruleset {
            double_wind_pair_fu: fu,
            ..Ruleset::club()
        };
        let s = score_with(case, &rules).unwrap();
        assert!(fu_parts(&s).contains(&("double_wind_pair", fu)));
    }
}

#[test]
fn an_open_pinfu_shape_keeps_20_fu_where_the_preset_allows_it() {
    let rules = Ruleset {
        open_pinfu_20fu: true,
        ..Ruleset::club()
    };
    let s = score_with("234m 567p 345s 678s 22p +5s chi:234m", &rules).unwrap();
    assert_eq!((s.fu, fu_parts(&s).as_slice()), (20, &[("base", 20)][..]));
}

#[test]
fn the_reading_paying_most_is_chosen() {
    // 111222333m: three triplets (sanankou on tsumo) beat three sequences (iipeikou...).
    let s = ok("111222333m 456p 55s +5s tsumo");
    assert!(names(&s).contains(&"sanankou"), "{:?}", names(&s));
    // On a ron with the 3m, the shanpon reading loses its third concealed triplet; the
    // sequence reading (pinfu + iipeikou... ) is worth more.
    let s = ok("111222333m 456p 55s +3m");
    assert!(!names(&s).contains(&"sanankou"), "{:?}", names(&s));
    // Ryanpeikou beats seven pairs.
    let s = ok("223344m 556677p 99s +9s");
    assert!(names(&s).contains(&"ryanpeikou") && !names(&s).contains(&"chiitoitsu"));
    // A kanchan read as ryanmen when it can be: 3456 with 3 or 6 waits, 4 wins -> pinfu?
    let s = ok("345m 456m 789s 234s 55p +4m");
    assert!(names(&s).contains(&"pinfu"), "{:?}", names(&s));
}

// -------------------------------------------------------------------------------------- limits

fn limit(s: &Score) -> &'static str {
    s.limit.map_or("", |l| l.name())
}

#[test]
fn limits_replace_the_base_points() {
    // 4 han 40 fu and 3 han 70 fu are mangan; 4 han 30 fu is not (no kiriage in the club).
    let s = ok("222m 456p 789s 234s 55p +5p tsumo riichi dora:1m");
    assert_eq!((s.han, s.fu, limit(&s)), (5, 30, "mangan"));
    let s = ok("123m 456p 789s 234s 55p +4s riichi dora:1m3p");
    assert_eq!((s.han, s.fu, limit(&s), s.cost.main), (4, 30, "", 7700));
    let s = ok("999m 456p 789s 234s 55p +9m riichi dora:4p");
    assert_eq!(
        (s.han, s.fu, limit(&s), s.cost.main),
        (4, 40, "mangan", 8000)
    );
    let s = ok("9999m 456p 789s 234s 55p +4s ankan:9999m riichi dora:8m");
    assert_eq!((s.han, s.fu, limit(&s)), (5, 70, "mangan"));
    // Haneman 6–7, baiman 8–10, sanbaiman 11–12, yakuman 13+ (kazoe in the club).
    // Chinitsu 6 + pinfu 1.
    let s = ok("123m 345m 567m 789m 99m +1m");
    assert_eq!((s.han, limit(&s), s.cost.main), (7, "haneman", 12000));
    let s = ok("123m 345m 567m 789m 99m +1m riichi");
    assert_eq!((s.han, limit(&s), s.cost.main), (8, "baiman", 16000));
    // + riichi, tsumo, ippatsu and one ura dora (8m).
    let s = ok("123m 345m 567m 789m 99m +1m riichi tsumo ippatsu ura:7m");
    assert_eq!(
        (s.han, limit(&s), s.cost.main, s.cost.additional),
        (11, "sanbaiman", 12000, 6000)
    );
    // Three dora and three ura dora (9m): 16 han, a counted yakuman.
    let s = ok("123m 345m 567m 789m 99m +1m riichi tsumo ippatsu ura:8m dora:8m");
    assert_eq!(
        (s.han, s.yakuman, limit(&s), s.cost.main, s.cost.additional),
        (16, 0, "yakuman", 16000, 8000)
    );
}

#[test]
fn kazoe_and_kiriage_follow_the_preset() {
    let kazoe = "123m 345m 567m 789m 99m +1m riichi tsumo ippatsu ura:8m dora:8m";
    let ema = Ruleset::preset(PresetId::parse("ema-2016").unwrap());
    let s = score_with(kazoe, &ema).unwrap();
    assert_eq!((s.han, limit(&s)), (16, "sanbaiman"));
    let four_thirty = "123m 456p 789s 234s 55p +4s riichi dora:1m3p";
    let wrc = Ruleset::preset(PresetId::parse("wrc").unwrap());
    assert!(wrc.kiriage);
    let s = score_with(four_thirty, &wrc).unwrap();
    assert_eq!(
        (s.han, s.fu, limit(&s), s.cost.main),
        (4, 30, "mangan", 8000)
    );
}

#[test]
fn yakuman_stack_and_double_hands_follow_the_preset() {
    let big = "111z 222z 333z 444z 99m +9m tsumo seat:E";
    let s = ok(big);
    // daisuushii (double) + suuankou tanki (double) + ... tsuuiisou? no: 99m. 4 yakuman units.
    assert_eq!(names(&s), ["suuankou_tanki", "daisuushii"]);
    assert_eq!((s.yakuman, s.han, s.cost.main), (4, 52, 64000));
    let ema = Ruleset::preset(PresetId::parse("ema-2016").unwrap());
    let s = score_with(big, &ema).unwrap();
    assert_eq!(
        (s.yakuman, s.han, s.cost.main),
        (2, 26, 16000),
        "counted once each, capped at one"
    );
}

#[test]
fn honba_and_deposits_go_to_the_winner() {
    let s = ok("123m 456p 789s 234s 55p +4s riichi honba:2 sticks:3");
    assert_eq!((s.cost.main, s.cost.total), (2000, 2000 + 600 + 3000));
    let s = ok("123m 456p 789s 234s 55p +4s riichi tsumo honba:1");
    assert_eq!(
        (s.cost.main, s.cost.additional, s.cost.total),
        (1300, 700, 2700 + 300)
    );
    let s = ok("123m 456p 789s 234s 55p +4s riichi tsumo seat:E");
    assert_eq!(
        (s.cost.main, s.cost.additional, s.cost.total),
        (1300, 1300, 3900)
    );
}

// ---------------------------------------------------------------------------------- refusals

#[test]
fn refusals_carry_their_word() {
    let code = |case: &str| score(case).err().map(|e| e.code());
    assert_eq!(
        code("123m 456p 789s 234s 5p 6p +4s"),
        Some("not_winning_shape")
    );
    assert_eq!(code("123m 456p 789s 234s 55p +3s"), Some("no_yaku"));
    assert_eq!(
        code("123m 456p 789s 234s 55p +4s ippatsu"),
        Some("invalid_situation")
    );
    assert_eq!(code("123m 456p 789s 234s 55x +4s"), Some("bad_notation"));
    assert_eq!(code("1111m 1m 456p 789s 234s 5p +4s"), Some("invalid_hand"));
    assert_eq!(
        code("123m 456p 789s 234s 55p +4s pon:123m"),
        Some("invalid_meld")
    );
}
