//! Where tenbou deliberately differs from the `mahjong` package (PyPI, 2.1.0, set up like the
//! club preset by `tools/compare_with_python.py`). Each case is a hand the package scores and
//! the reason tenbou answers otherwise. The generated comparison never produces these hands,
//! so they are kept here, checked on every build.

use tenbou::engine::hand::{evaluate, HandInput, MeldInput, MeldKind, Situation, Wind};
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
