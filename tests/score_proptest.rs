//! Property tests of the hand evaluator: random legal winning hands never panic, and the
//! numbers of every result agree with each other and with `engine::payment`; random text never
//! panics the notation parser or the scorer.

#[path = "score_gen.rs"]
mod score_gen;

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tenbou::engine::hand::{evaluate, Hand, HandInput};
use tenbou::engine::payment::{base_points, ron_payment, tsumo_payment};
use tenbou::engine::ruleset::PresetId;
use tenbou::engine::ruleset::Ruleset;
use tenbou::engine::styles::riichi::PRESETS as PRESET_IDS;

#[test]
fn every_generated_hand_passes_validation() {
    for (i, h) in score_gen::hands(7, 5000).iter().enumerate() {
        let melds = h.meld_inputs();
        if let Err(e) = Hand::new(&h.input(&melds)) {
            panic!("hand {i} {h:?}: {e}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn random_winning_hands_score_consistently(seed in any::<u64>(), preset in 0..PRESET_IDS.len()) {
        let rules = Ruleset::preset(PresetId::parse(PRESET_IDS[preset]).unwrap());
        let h = score_gen::hand(&mut ChaCha8Rng::seed_from_u64(seed));
        let melds = h.meld_inputs();
        let input = h.input(&melds);
        let s = match evaluate(&input, &rules) {
            Ok(s) => s,
            // The generator builds winning shapes only, so the one refusal left is "no yaku".
            Err(e) => {
                prop_assert_eq!(e.code(), "no_yaku", "{:?}: {}", h, e);
                return Ok(());
            }
        };
        let yaku = s.yaku.as_slice();
        prop_assert_eq!(s.han, yaku.iter().map(|y| y.han).sum::<u32>(), "han is the sum of the yaku");
        prop_assert!(yaku.iter().any(|y| !matches!(y.yaku.name(), "dora" | "ura_dora" | "aka_dora")));
        if s.yakuman > 0 {
            prop_assert!(yaku.iter().all(|y| y.yaku.is_yakuman()), "a yakuman hand lists yakuman only");
            prop_assert_eq!(s.han, 13 * s.yakuman);
        } else {
            prop_assert!(yaku.iter().all(|y| !y.yaku.is_yakuman()));
        }
        let parts: u32 = s.fu_details.as_slice().iter().map(|p| p.fu).sum();
        match s.fu {
            25 => prop_assert_eq!(parts, 25),
            0 => prop_assert!(s.fu_details.is_empty() && s.yakuman > 0, "only thirteen orphans has no fu"),
            fu => {
                prop_assert_eq!(fu % 10, 0);
                prop_assert_eq!(fu, parts.div_ceil(10) * 10, "fu is the rounded sum of the parts");
                // 140 is the most an ordinary hand reaches (three concealed terminal kans 96, a
                // terminal triplet completed by ron 4, a dragon or double wind pair, closed ron
                // 10, base 20 = 134); a yakuman reading may show more (four kans), which pays
                // nothing extra.
                prop_assert!(fu >= 20 && (fu <= 140 || s.yakuman > 0), "fu {}", fu);
            }
        }
        if s.yakuman == 0 && s.fu == 20 {
            prop_assert!(input.situation.tsumo, "20 fu only on a (pinfu) tsumo");
        }
        // The payment is exactly what payment.rs makes of han, fu and yakuman.
        let dealer = input.seat_wind == tenbou::engine::hand::Wind::East;
        let base = base_points(s.han, s.fu, s.yakuman, &rules);
        prop_assert_eq!(s.limit, base.limit);
        let payments = if input.situation.tsumo {
            let p = tsumo_payment(base.points, dealer);
            prop_assert_eq!(s.cost.main, if dealer { p.from_non_dealer } else { p.from_dealer });
            prop_assert_eq!(s.cost.additional, p.from_non_dealer);
            p.total(dealer)
        } else {
            prop_assert_eq!(s.cost.main, ron_payment(base.points, dealer));
            prop_assert_eq!(s.cost.additional, 0);
            s.cost.main
        };
        prop_assert_eq!(s.cost.total, payments + 300 * input.honba + 1000 * input.riichi_sticks);
    }

    #[test]
    fn any_text_never_panics_the_scorer(
        hand in "[0-9mpsz]{0,24}",
        win in "[0-9mpsz]{0,3}",
        meld in "[0-9mpsz]{0,5}",
        dora in "[0-9mpsz]{0,6}",
        tsumo in any::<bool>(),
        riichi in any::<bool>(),
    ) {
        let melds = [tenbou::engine::hand::MeldInput {
            kind: tenbou::engine::hand::MeldKind::Pon,
            tiles: &meld,
            opened: None,
        }];
        let mut input = HandInput { hand: &hand, win_tile: &win, dora_indicators: &dora, ..HandInput::default() };
        input.situation.tsumo = tsumo;
        input.situation.riichi = riichi;
        let _ = evaluate(&input, &Ruleset::club());
        input.melds = &melds;
        let _ = evaluate(&input, &Ruleset::club());
    }

    #[test]
    fn any_line_gives_exactly_one_result(line in "\\PC{0,80}") {
        let mut out = Vec::new();
        tenbou::cli::score::run(format!("{line}\n").as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let expected = usize::from(!line.trim().is_empty());
        prop_assert_eq!(text.lines().count(), expected);
        for l in text.lines() {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            prop_assert!(v["error"].is_string());
        }
    }
}

#[test]
fn every_generated_sanma_hand_is_a_legal_sanma_hand() {
    // The sanma benchmark scores these: each must pass the sanma checks (no 2m–8m, no chii,
    // seats E S W, nuki within the four North tiles) and be refused, if at all, for no yaku.
    let rules = Ruleset::sanma();
    let mut scored = 0;
    for (i, h) in score_gen::sanma_hands(7, 5000).iter().enumerate() {
        let melds = h.meld_inputs();
        match tenbou::engine::hand::evaluate_with_nuki(&h.input(&melds), h.nuki, &rules) {
            Ok(_) => scored += 1,
            Err(e) => assert_eq!(e.code(), "no_yaku", "hand {i} {h:?}: {e}"),
        }
    }
    assert!(scored > 4000, "most generated sanma hands score ({scored})");
}
