//! Where tenbou deliberately differs from the `mahjong` package (PyPI, 2.1.0, set up like the
//! club preset by `tools/compare_with_python.py`). Each case is a hand the package scores and
//! the reason tenbou answers otherwise. The generated comparison never produces these hands,
//! so they are kept here, checked on every build.
//!
//! The sanma cases at the end compare with the package's three-player mode
//! (`is_three_player`, set up by `tools/compare_sanma_with_python.py`).

use tenbou::engine::hand::{
    evaluate, evaluate_with_nuki, HandInput, MeldInput, MeldKind, Situation, Wind,
};
use tenbou::engine::ruleset::Ruleset;

fn code(input: HandInput<'_>) -> String {
    match evaluate(&input, &Ruleset::club()) {
        Ok(s) => format!("scored {} han", s.han),
        Err(e) => e.to_string(),
    }
}

const PLAIN: &str = "123m456p789s11122z";

#[test]
fn tenhou_with_riichi_is_refused_because_riichi_needs_a_discard() {
    // The package scores tenhou (13 han) and ignores the riichi flag; a dealer's first draw comes
    // before any discard, so no riichi can have been declared.
    let input = HandInput {
        hand: PLAIN,
        win_tile: "2z",
        situation: Situation {
            tsumo: true,
            riichi: true,
            tenhou: true,
            ..Situation::default()
        },
        seat_wind: Wind::East,
        ..HandInput::default()
    };
    assert!(code(input)
        .starts_with("invalid_situation: tenhou, chiihou and renhou come before any riichi"));
}

#[test]
fn ippatsu_with_rinshan_is_refused_because_the_kan_ends_ippatsu() {
    // The package scores riichi + ippatsu + rinshan + menzen tsumo; the winner's own kan after
    // riichi is a call that ends the ippatsu chance (EMA 2016, Tenhou).
    let melds = [MeldInput {
        kind: MeldKind::Ankan,
        tiles: "1111z",
        opened: Some(false),
    }];
    let input = HandInput {
        hand: "123m456p789s111122z",
        win_tile: "3m",
        melds: &melds,
        situation: Situation {
            tsumo: true,
            riichi: true,
            ippatsu: true,
            rinshan: true,
            ..Situation::default()
        },
        ..HandInput::default()
    };
    assert!(code(input).starts_with("invalid_situation: ippatsu and rinshan"));
}

#[test]
fn chankan_is_refused_when_the_winner_holds_another_copy_of_the_robbed_tile() {
    // The package scores chankan on 1z while the hand holds three 1z: with the robbed pon's
    // three that makes seven copies.
    let input = HandInput {
        hand: PLAIN,
        win_tile: "1z",
        situation: Situation {
            chankan: true,
            ..Situation::default()
        },
        ..HandInput::default()
    };
    assert!(
        code(input).starts_with("invalid_situation: chankan: the winner cannot hold another copy")
    );
    // Kokushi robbing a kan on a tile it pairs: the same count.
    let input = HandInput {
        hand: "19m19p19s11234567z",
        win_tile: "1z",
        situation: Situation {
            chankan: true,
            ..Situation::default()
        },
        ..HandInput::default()
    };
    assert!(code(input).starts_with("invalid_situation: chankan"));
}

#[test]
fn renhou_is_not_scored_in_the_club_preset() {
    // The package scores renhou as 5 han when flagged; the club's rules say "The Gift of Man
    // low-limit hand cannot be scored" (Ruleset::renhou is false).
    let input = HandInput {
        hand: PLAIN,
        win_tile: "3m",
        situation: Situation {
            renhou: true,
            ..Situation::default()
        },
        seat_wind: Wind::South,
        round_wind: Wind::South,
        ..HandInput::default()
    };
    assert!(code(input).starts_with("no_yaku"));
}

#[test]
fn double_riichi_needs_the_riichi_flag_too() {
    // The package takes `is_daburu_riichi` alone as a double riichi; the spec's input says
    // `riichi` is true for any riichi and `double_riichi` marks a double one as well, so a
    // double riichi without riichi is a contradiction to report, not to guess.
    let input = HandInput {
        hand: PLAIN,
        win_tile: "3m",
        situation: Situation {
            double_riichi: true,
            ..Situation::default()
        },
        ..HandInput::default()
    };
    assert!(code(input).starts_with("invalid_situation: double_riichi is a riichi"));
}

/// A sanma hand under `sanma-msmc`: the score or the refusal.
fn sanma(input: HandInput<'_>) -> Result<tenbou::engine::hand::Score, String> {
    evaluate_with_nuki(&input, 0, &Ruleset::sanma()).map_err(|e| e.to_string())
}

/// Riichi, 1 han 50 fu (closed ron, a pair of the round wind, two terminal triplets) by
/// South in the East round: 1,600 before counters.
const SANMA_PLAIN: &str = "111999m456p789s11z";

#[test]
fn a_sanma_ron_pays_300_per_honba_where_the_package_pays_200() {
    // docs/rules.md §6: "Honba +300 on a ron" at a table of three as at four. The package's
    // three-player mode pays 200 per counter (100 from each of two others): for this hand
    // with two honba and a deposit it says 1,600 + 400 + 1,000 = 3,000. The generated
    // comparison gives rons no honba for this reason; tsumo honba (100 from each payer) agree.
    let s = sanma(HandInput {
        hand: SANMA_PLAIN,
        win_tile: "4p",
        situation: Situation {
            riichi: true,
            ..Situation::default()
        },
        seat_wind: Wind::South,
        round_wind: Wind::East,
        dora_indicators: "1z",
        honba: 2,
        riichi_sticks: 1,
        ..HandInput::default()
    })
    .expect("a legal sanma hand");
    assert_eq!((s.han, s.fu, s.cost.main), (1, 50, 1600));
    assert_eq!(s.cost.total, 1600 + 600 + 1000);
}

#[test]
fn a_sanma_open_chii_is_refused_where_the_package_scores_it() {
    // The package's three-player mode accepts a called run (it scores this haku hand 1 han
    // 30 fu, 1,500); docs/rules.md §6 has no open chii in sanma.
    let melds = [MeldInput {
        kind: MeldKind::Chi,
        tiles: "123s",
        opened: Some(true),
    }];
    let got = sanma(HandInput {
        hand: "99m456p789s123s555z",
        win_tile: "9m",
        melds: &melds,
        ..HandInput::default()
    });
    assert!(got
        .unwrap_err()
        .starts_with("invalid_meld: no open chii in sanma"));
}

#[test]
fn sanma_tiles_2m_to_8m_and_the_north_seat_are_refused_where_the_package_scores_them() {
    // The package's three-player mode scores a hand holding 2m-4m (riichi, east, two dora:
    // 8,000) and a North seat (1,600): neither exists at a table of three (docs/rules.md §6).
    let removed = sanma(HandInput {
        hand: "234m456p789s11122z",
        win_tile: "4p",
        situation: Situation {
            riichi: true,
            ..Situation::default()
        },
        seat_wind: Wind::South,
        dora_indicators: "1z",
        ..HandInput::default()
    });
    assert!(removed
        .unwrap_err()
        .starts_with("invalid_hand: 2m does not exist in sanma"));
    let north = sanma(HandInput {
        hand: SANMA_PLAIN,
        win_tile: "4p",
        situation: Situation {
            riichi: true,
            ..Situation::default()
        },
        seat_wind: Wind::North,
        ..HandInput::default()
    });
    assert!(north
        .unwrap_err()
        .starts_with("invalid_situation: seat_wind N does not exist in sanma"));
}
