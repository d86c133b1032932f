//! Tests of the refusals of impossible hands and of what a checked hand holds.

use super::super::notation::MeldInput;
use super::*;

fn input<'a>(hand: &'a str, win: &'a str) -> HandInput<'a> {
    HandInput {
        hand,
        win_tile: win,
        ..HandInput::default()
    }
}

/// A hand's one meld.
const fn meld(
    kind: MeldKind,
    tiles: &'static str,
    opened: Option<bool>,
) -> [MeldInput<'static>; 1] {
    [MeldInput {
        kind,
        tiles,
        opened,
    }]
}

/// One indicator is read directly; every two-byte text, tile or not, must give what the
/// general reading of each tile gives (counts, tiles in order, or the same refusal).
#[test]
fn one_indicator_read_directly_agrees_with_reading_each_tile() {
    let general = |text: &str| {
        let mut tiles = Vec::new();
        parse_each(text, |t, _| tiles.push(t.tile)).map(|()| tiles)
    };
    let mut direct = 0;
    for first in (b'0'..=b'9').chain([b'm', b'x']) {
        for second in [b'm', b'p', b's', b'z', b'x', b'4'] {
            let text = String::from_utf8(vec![first, second]).unwrap();
            match (Indicators::parse(&text), general(&text)) {
                (Ok(ind), Ok(tiles)) => {
                    assert_eq!(&ind.first[..ind.len as usize], &tiles[..], "{text:?}");
                    let mut counts = [0u8; KINDS];
                    for t in &tiles {
                        counts[t.index()] += 1;
                    }
                    assert_eq!(ind.counts, counts, "{text:?}");
                    direct += usize::from(tiles.len() == 1);
                }
                (Err(a), Err(b)) => assert_eq!(a, b, "{text:?}"),
                (a, b) => panic!("{text:?}: {:?} against {b:?}", a.map(|i| i.len)),
            }
        }
    }
    // Ten digits for each of the three suits and seven honours read as one tile.
    assert_eq!(direct, 37);
}

fn code(r: Result<Hand, HandError>) -> String {
    r.map(|_| "ok".to_string())
        .unwrap_or_else(|e| e.to_string())
}

#[test]
fn five_copies_of_a_tile_are_refused_with_the_tile_named() {
    let r = Hand::new(&input("33333m456p789s11z22z", "3m"));
    assert_eq!(code(r), "invalid_hand: 5 copies of 3m");
}

#[test]
fn indicators_count_against_the_four_copies() {
    let mut i = input("123m456p789s111z22z", "2z");
    i.dora_indicators = "1z1z";
    assert!(code(Hand::new(&i)).contains("5 copies of 1z counting the dora indicators"));
}

#[test]
fn tile_count_must_be_fourteen_plus_one_per_kan() {
    assert!(code(Hand::new(&input("123m456p789s11z22", "1m")))
        .starts_with("bad_notation: hand at character 16: digits at the end"));
    let r = Hand::new(&input("123m456p789s111z2z", "1m"));
    assert_eq!(
        code(r),
        "invalid_hand: 13 tiles, expected 14 (14 plus one per kan)"
    );
    let melds = meld(MeldKind::Ankan, "5555z", Some(false));
    let mut i = input("123m456p789s5555z11z", "1m");
    i.melds = &melds;
    assert!(Hand::new(&i).is_ok());
    i.hand = "123m456p789s555z11z";
    assert!(code(Hand::new(&i)).contains("uses 5z"));
}

#[test]
fn melds_must_be_real_melds_and_agree_with_opened() {
    let mut i = input("135m456p789s111z22z", "2z");
    let chi = meld(MeldKind::Chi, "135m", Some(true));
    i.melds = &chi;
    assert!(
        code(Hand::new(&i)).starts_with("invalid_meld: melds[0]: a chi needs three tiles in a row")
    );
    let ankan = meld(MeldKind::Ankan, "1111z", Some(true));
    i.hand = "123m456p789s1111z22z";
    i.melds = &ankan;
    assert!(code(Hand::new(&i)).contains("but opened is true"));
    let honor_chi = meld(MeldKind::Chi, "123z", None);
    i.hand = "123m456p789s123z22z";
    i.melds = &honor_chi;
    assert!(code(Hand::new(&i)).starts_with("invalid_meld"));
}

#[test]
fn the_winning_tile_must_be_in_the_concealed_part() {
    let pon = meld(MeldKind::Pon, "111z", Some(true));
    let mut i = input("123m456p789s111z22z", "1z");
    i.melds = &pon;
    assert!(code(Hand::new(&i)).contains("not in the concealed part"));
    i.win_tile = "9p";
    assert!(code(Hand::new(&i)).contains("9p is not in the concealed"));
    i.win_tile = "1m2m";
    assert!(code(Hand::new(&i)).contains("exactly one tile"));
}

#[test]
fn situation_flags_must_agree_with_each_other_and_the_hand() {
    let closed = "123m456p789s11122z";
    const PON: &[MeldInput<'static>] = &meld(MeldKind::Pon, "111z", Some(true));
    const ANKAN: &[MeldInput<'static>] = &meld(MeldKind::Ankan, "1111z", Some(false));
    type Case = (
        &'static str,
        &'static [MeldInput<'static>],
        Situation,
        Wind,
        &'static str,
    );
    let s = Situation::default;
    let cases: Vec<Case> = vec![
        (
            closed,
            &[],
            Situation {
                double_riichi: true,
                ..s()
            },
            Wind::South,
            "double_riichi",
        ),
        (
            closed,
            &[],
            Situation {
                ippatsu: true,
                ..s()
            },
            Wind::South,
            "ippatsu needs riichi",
        ),
        (
            closed,
            PON,
            Situation {
                riichi: true,
                ..s()
            },
            Wind::South,
            "closed hand",
        ),
        (
            closed,
            &[],
            Situation {
                rinshan: true,
                tsumo: true,
                ..s()
            },
            Wind::South,
            "needs a kan",
        ),
        (
            "123m456p789s111122z",
            ANKAN,
            Situation {
                rinshan: true,
                ..s()
            },
            Wind::South,
            "by tsumo",
        ),
        (
            "123m456p789s111122z",
            ANKAN,
            Situation {
                rinshan: true,
                tsumo: true,
                riichi: true,
                ippatsu: true,
                ..s()
            },
            Wind::South,
            "a kan ends ippatsu",
        ),
        (
            closed,
            &[],
            Situation {
                chankan: true,
                tsumo: true,
                ..s()
            },
            Wind::South,
            "by ron",
        ),
        (
            closed,
            &[],
            Situation {
                haitei: true,
                ..s()
            },
            Wind::South,
            "haitei is a win by tsumo",
        ),
        (
            closed,
            &[],
            Situation {
                houtei: true,
                tsumo: true,
                ..s()
            },
            Wind::South,
            "houtei is a win by ron",
        ),
        (
            closed,
            &[],
            Situation {
                tenhou: true,
                tsumo: true,
                ..s()
            },
            Wind::South,
            "dealer's tsumo",
        ),
        (
            closed,
            &[],
            Situation {
                tenhou: true,
                ..s()
            },
            Wind::East,
            "dealer's tsumo",
        ),
        (
            closed,
            &[],
            Situation {
                chiihou: true,
                tsumo: true,
                ..s()
            },
            Wind::East,
            "non-dealer's tsumo",
        ),
        (
            closed,
            &[],
            Situation {
                renhou: true,
                tsumo: true,
                ..s()
            },
            Wind::South,
            "non-dealer's ron",
        ),
        (
            "123m456p789s111122z",
            ANKAN,
            Situation {
                tenhou: true,
                tsumo: true,
                ..s()
            },
            Wind::East,
            "no calls",
        ),
        (
            closed,
            &[],
            Situation {
                tenhou: true,
                tsumo: true,
                riichi: true,
                ..s()
            },
            Wind::East,
            "before any riichi",
        ),
    ];
    for (hand, melds, situation, seat, expect) in cases {
        let mut i = input(hand, "3m");
        i.melds = melds;
        i.situation = situation;
        i.seat_wind = seat;
        let got = code(Hand::new(&i));
        assert!(
            got.starts_with("invalid_situation: ") && got.contains(expect),
            "{situation:?}: {got}"
        );
    }
    // Riichi with a concealed kan is fine.
    let mut i = input("123m456p789s111122z", "3m");
    i.melds = ANKAN;
    i.situation = Situation {
        riichi: true,
        ..s()
    };
    assert!(Hand::new(&i).is_ok());
}

#[test]
fn chankan_refuses_a_winner_holding_another_copy() {
    let mut i = input("123m456p789s11122z", "2z");
    i.situation.chankan = true;
    assert!(code(Hand::new(&i)).contains("robbed tile"));
    i.win_tile = "3m";
    assert!(Hand::new(&i).is_ok());
}

#[test]
fn ura_dora_count_only_with_riichi() {
    let mut i = input("123m456p789s11122z", "3m");
    i.dora_indicators = "8s";
    i.ura_indicators = "4z";
    let h = Hand::new(&i).unwrap();
    assert_eq!((h.dora, h.ura), (1, 0));
    i.situation.riichi = true;
    let h = Hand::new(&i).unwrap();
    assert_eq!((h.dora, h.ura), (1, 3));
}

#[test]
fn a_north_declaration_draws_a_replacement_so_rinshan_needs_no_kan() {
    let mut i = input("111999m123p456s55z", "3p");
    i.seat_wind = Wind::South;
    i.situation = Situation {
        rinshan: true,
        tsumo: true,
        ..Situation::default()
    };
    assert!(Hand::new_with_nuki(&i, 1).is_ok());
    assert!(code(Hand::new_with_nuki(&i, 0)).contains("or a north declaration"));
    assert!(code(Hand::new(&i)).contains("rinshan needs a kan among the melds"));
    i.situation.riichi = true;
    i.situation.ippatsu = true;
    assert!(code(Hand::new_with_nuki(&i, 1)).contains("a north declaration, like a kan"));
}
