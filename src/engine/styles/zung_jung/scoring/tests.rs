//! The Zung Jung scorer's tests (docs/zung-jung.md): the pattern table itself, the limit rule,
//! freedom of count, the chicken hand, the errors, the payments and random hands; the golden
//! hands of every pattern are in `patterns`. The hand builder [`H`] and the assertions the
//! tests share live here.

mod patterns;

use proptest::prelude::*;

use super::line::{read_hand, ZjHandFields, ZjMeldFields};
use super::*;

/// A hand as a line writes it, built up by the tests.
#[derive(Clone, Debug)]
struct H {
    hand: &'static str,
    win: &'static str,
    melds: Vec<(&'static str, &'static str)>,
    /// Indexed by [`Flag`].
    flags: [bool; 6],
    seat: &'static str,
}

/// The yes/no fields of a line, in the order `H::flags` keeps them.
#[derive(Clone, Copy, Debug)]
enum Flag {
    Tsumo,
    Last,
    Kong,
    Rob,
    Heaven,
    Earth,
}
use crate::engine::tiles::WrittenTiles;
use Flag::{Earth, Heaven, Kong, Last, Rob, Tsumo};

fn h(hand: &'static str, win: &'static str) -> H {
    H {
        hand,
        win,
        melds: Vec::new(),
        flags: [false; 6],
        seat: "E",
    }
}

impl H {
    fn meld(mut self, kind: &'static str, tiles: &'static str) -> H {
        self.melds.push((kind, tiles));
        self
    }
    fn set(mut self, flag: Flag, on: bool) -> H {
        self.flags[flag as usize] = on;
        self
    }
    fn with(self, flag: Flag) -> H {
        self.set(flag, true)
    }
    fn has(&self, flag: Flag) -> bool {
        self.flags[flag as usize]
    }
    fn tsumo(self) -> H {
        self.with(Tsumo)
    }
    fn seat(mut self, seat: &'static str) -> H {
        self.seat = seat;
        self
    }
    fn read(&self) -> Result<ZjHand, ScoreError> {
        let melds: Vec<ZjMeldFields<'_>> = self
            .melds
            .iter()
            .map(|&(kind, tiles)| ZjMeldFields { kind, tiles })
            .collect();
        read_hand(&ZjHandFields {
            tiles: WrittenTiles {
                hand: self.hand,
                win_tile: self.win,
                melds: &melds,
            },
            how_won: HowWon {
                tsumo: self.has(Tsumo),
                last_tile: self.has(Last),
                kong_replacement: self.has(Kong),
                robbing_kong: self.has(Rob),
                blessing_of_heaven: self.has(Heaven),
                blessing_of_earth: self.has(Earth),
            },
            seat_wind: self.seat,
        })
    }
    fn score_as(&self, variant: Variant) -> Result<Scored, ScoreError> {
        score(&self.read()?, variant)
    }
    fn score(&self) -> Scored {
        self.score_as(Variant::ZungJung)
            .unwrap_or_else(|e| panic!("{} scores: {e}", self.hand))
    }
}

/// The patterns of a score as (name, count), in list order.
fn names(s: &Scored) -> Vec<(&'static str, u32)> {
    s.patterns
        .iter()
        .map(|c| (c.pattern.name(), c.count))
        .collect()
}

/// Asserts a hand's points and its exact pattern list (each counted once unless given).
#[track_caller]
fn expect(hand: H, points: u32, patterns: &[&str]) -> Scored {
    let s = hand.score();
    let mut want: Vec<(&str, u32)> = Vec::new();
    for &p in patterns {
        let (name, count) = match p.split_once('*') {
            Some((name, n)) => (name, n.parse().unwrap()),
            None => (p, 1),
        };
        want.push((name, count));
    }
    let mut got = names(&s);
    got.sort();
    want.sort();
    assert_eq!(got, want, "{}", hand.hand);
    assert_eq!(s.points, points, "{} {:?}", hand.hand, names(&s));
    let raw: u32 = s.patterns.iter().map(Counted::points).sum();
    assert_eq!(s.raw_points, raw);
    s
}

/// A hand with no pattern: a triplet of plain tiles keeps all_sequences away, the melds keep
/// concealed_hand away, 1m and 9m keep no_terminals away.
fn chicken() -> H {
    h("123m888p234s567s99m", "5s")
        .meld("chi", "123m")
        .meld("pon", "888p")
}

#[test]
fn the_table_is_in_pattern_order_and_names_read_back() {
    for (i, info) in PATTERNS.iter().enumerate() {
        assert_eq!(info.pattern as usize, i, "{}", info.name);
        assert_eq!(Pattern::from_name(info.name), Some(info.pattern));
        assert_eq!(Pattern::from_name(info.english), Some(info.pattern));
        assert_eq!(Pattern::from_name(info.chinese), Some(info.pattern));
    }
    assert_eq!(Pattern::all().count(), 45);
    assert_eq!(Pattern::from_name("All Honours"), Some(Pattern::AllHonors));
    assert_eq!(
        Pattern::from_name("value honour"),
        Some(Pattern::ValueHonor)
    );
    assert_eq!(Pattern::from_name("Two Kongs"), Some(Pattern::TwoKongs));
    assert_eq!(Pattern::from_name("FOUR-Kong"), Some(Pattern::FourKongs));
    assert_eq!(
        Pattern::from_name("nine tile straight"),
        Some(Pattern::NineTileStraight)
    );
    assert_eq!(
        Pattern::from_name(" 大 四 喜 "),
        Some(Pattern::BigFourWinds)
    );
    assert_eq!(
        Pattern::from_name("Chicken-Hand"),
        Some(Pattern::ChickenHand)
    );
    assert_eq!(Pattern::from_name("riichi"), None);
    assert_eq!(Pattern::from_name(""), None);
    assert_eq!(Pattern::from_name("--"), None);
}

#[test]
fn values_and_series_are_those_of_v3_3() {
    assert_eq!(Pattern::PureOneSuit.points(), 80);
    assert_eq!(Pattern::SmallThreeDragons.points(), 40);
    assert_eq!(Pattern::FourConcealedTriplets.points(), 125);
    assert_eq!(Pattern::SevenPairs.points(), 30);
    assert_eq!(Pattern::ThirteenTerminals.points(), 160);
    assert_eq!(Pattern::MixedOneSuit.series(), "2.1");
    assert_eq!(Pattern::PureOneSuit.series(), "2.1");
    assert_eq!(Pattern::NineGates.series(), "2.2");
    assert_eq!(Pattern::AllSequences.series(), "1.1");
    assert_eq!(Pattern::ConcealedHand.series(), "1.2");
    assert_eq!(Pattern::BlessingOfEarth.series(), "9.4");
    assert_eq!(Pattern::ThirteenTerminals.series(), "10.1");
    let total: u32 = PATTERNS[..44].iter().map(|p| p.points).sum();
    assert_eq!(
        total,
        5 * 3
            + 40
            + 80
            + 480
            + 10
            + 40
            + 130
            + 30
            + 120
            + 320
            + 400
            + 320
            + 30
            + 5
            + 30
            + 125
            + 5
            + 20
            + 120
            + 480
            + 10
            + 60
            + 120
            + 480
            + 35
            + 30
            + 120
            + 40
            + 100
            + 200
            + 40
            + 50
            + 100
            + 400
            + 10 * 4
            + 155 * 2
            + 160
            + 30
    );
}

// Scoring rules.

#[test]
fn the_limit_rule() {
    // A compound hand above 320 scores 320 (no single pattern above it).
    let s = expect(
        h("111222333777m99m", "9m").tsumo(),
        320,
        &[
            "concealed_hand",
            "pure_one_suit",
            "all_triplets",
            "four_concealed_triplets",
            "three_consecutive_triplets",
        ],
    );
    assert_eq!(s.raw_points, 340);
    assert_eq!(limited(320, &s.patterns), 320);
    assert_eq!(limited(321, &s.patterns), 320);
    assert_eq!(limited(300, &s.patterns), 300);
    // A single pattern above 320 is the hand's value, nothing added.
    let big = [Counted {
        pattern: Pattern::BigFourWinds,
        count: 1,
    }];
    assert_eq!(limited(400, &big), 400);
    assert_eq!(limited(470, &big), 400);
    let exactly = [Counted {
        pattern: Pattern::AllHonors,
        count: 1,
    }];
    assert_eq!(limited(320, &exactly), 320);
    assert_eq!(limited(450, &exactly), 320);
}

#[test]
fn freedom_of_count_takes_the_best_reading() {
    // 111222333m read as triplets (three concealed, three consecutive: 130) beats three
    // identical sequences (120) when the pair completed the hand.
    expect(
        h("111222333m456p55s", "5s").meld("chi", "456p"),
        130,
        &["three_concealed_triplets", "three_consecutive_triplets"],
    );
    // Won on a discarded 2m: read as triplets, the 222m triplet would be exposed (105), so the
    // sequences are the better reading.
    expect(
        h("111222333m456p55s", "2m").meld("chi", "456p"),
        125,
        &["all_sequences", "three_identical_sequences"],
    );
    // Self-drawn, the triplets stay concealed.
    expect(
        h("111222333m456p55s", "2m").meld("chi", "456p").tsumo(),
        130,
        &["three_concealed_triplets", "three_consecutive_triplets"],
    );
}

#[test]
fn a_hand_with_no_pattern_is_a_chicken_hand_or_no_win() {
    let s = expect(chicken(), 1, &["chicken_hand"]);
    assert_eq!(s.raw_points, 1);
    assert_eq!(
        chicken().score_as(Variant::Wsom),
        Err(ScoreError::NoPattern)
    );
    // The same hand with a pattern wins under wsom with the same score.
    let last = chicken().tsumo().with(Last);
    assert_eq!(last.score_as(Variant::Wsom), Ok(last.score()));
}

#[test]
fn each_error_in_its_order() {
    let word = |hand: H| {
        let e = hand.score_as(Variant::ZungJung).unwrap_err().to_string();
        e.split(':').next().unwrap().to_owned()
    };
    for bad in [
        h("", "1m"),
        h("123m456p789s234s5", "5s"),
        h("123m456p789s234s55x", "5s"),
        h("123m456p789s234s88z", "8z"),
        h("123m456p789s234s00z", "1m"),
        h("123M456p789s234s55p", "4p"),
        h("123m456p789s234s55p", "45p"),
        h("123m456p789s234s55p", ""),
        h("123m456p789s234s55p", "4p").meld("chow", "123m"),
        h("123m456p789s234s55p", "4p").meld("chi", ""),
        h("123m456p789s234s55p", "4p").seat("e"),
        h("123m456p789s234s55p", "4p").seat("X"),
        // Notation before everything else: 5 copies and a bad wind.
        h("11111m456p789s234s5p", "4p").seat("R"),
    ] {
        assert_eq!(
            word(bad.clone()),
            "bad_notation",
            "{} {}",
            bad.hand,
            bad.win
        );
    }
    // `0m` is a plain five.
    assert_eq!(
        h("123m406p789s234s55p", "4p").meld("chi", "123m").score(),
        h("123m456p789s234s55p", "4p").meld("chi", "123m").score()
    );
    let ok = || h("123m456p789s234s55p", "4p");
    // A meld of hundreds of tiles is refused, not counted past 255.
    let many: &'static str = Box::leak(format!("{}m", "1".repeat(300)).into_boxed_str());
    // Each hand is refused as invalid, with a message that says why.
    let refused = [
        (h("11111m456p789s234p", "4p"), "5 copies of 1m"),
        (
            ok().meld("chi", "123m")
                .meld("chi", "456p")
                .meld("chi", "789s")
                .meld("chi", "234s")
                .meld("chi", "234s"),
            "5 melds",
        ),
        (
            h("124m456p789s234s55p", "4p").meld("chi", "124m"),
            "is not a chi",
        ),
        (ok().meld("pon", "123m"), "is not a pon"),
        (
            h("789s891s456p234s55p", "4p").meld("chi", "891s"),
            "is not a chi",
        ),
        (
            h("1112m456p789s234s55p", "4p").meld("kan", "111m"),
            "is not a kan",
        ),
        (ok().meld("pon", many), "is not a pon"),
        (h("123m456p789s234s5p", "4p"), "13 tiles, 14 expected"),
        (
            h("123m456p789s2222s55p", "4p").meld("pon", "222s"),
            "15 tiles, 14 expected",
        ),
        (ok().meld("pon", "777z"), "is not in hand"),
        (
            h("123m456p789s234s55p", "2m").meld("chi", "123m"),
            "win_tile 2m",
        ),
        (h("123m456p789s234s55p", "6z"), "win_tile 6z"),
        // The flag rules.
        (ok().tsumo().with(Kong), "kong_replacement"),
        (
            h("123m8888p234s567s99m", "5s")
                .meld("chi", "123m")
                .meld("kan", "8888p")
                .with(Kong),
            "kong_replacement",
        ),
        (ok().tsumo().with(Rob), "robbing_kong"),
        (ok().with(Last).with(Rob), "robbing_kong"),
        (ok().with(Rob).meld("chi", "123m").tsumo(), "robbing_kong"),
        (h("123m456p789s234s55p", "5p").with(Rob), "robbing_kong"),
        (ok().with(Heaven), "blessing_of_heaven"),
        (ok().tsumo().seat("S").with(Heaven), "blessing_of_heaven"),
        (ok().tsumo().with(Heaven).with(Last), "blessing_of_heaven"),
        (
            ok().tsumo().with(Heaven).meld("chi", "123m"),
            "blessing_of_heaven",
        ),
        (ok().seat("S").tsumo().with(Earth), "blessing_of_earth"),
        (ok().with(Earth), "blessing_of_earth"),
        (ok().seat("S").with(Earth).with(Last), "blessing_of_earth"),
        (
            ok().seat("S").with(Earth).meld("chi", "123m"),
            "blessing_of_earth",
        ),
    ];
    for (hand, text) in refused {
        let e = hand.score_as(Variant::ZungJung).unwrap_err();
        assert!(
            matches!(&e, ScoreError::InvalidHand(t) if t.to_string().contains(text)),
            "{} {}: {e} should say {text}",
            hand.hand,
            hand.win
        );
    }
    // Last tile and a kong replacement together are allowed (both count).
    assert_eq!(
        h("123m8888p234s567s99m", "5s")
            .meld("chi", "123m")
            .meld("kan", "8888p")
            .tsumo()
            .with(Kong)
            .with(Last)
            .score()
            .points,
        25
    );
    // Readable and possible, but not a winning shape.
    assert_eq!(
        h("123m456p789s235s55p", "4p").score_as(Variant::ZungJung),
        Err(ScoreError::NotWinningShape)
    );
    assert_eq!(
        h("123m456p789s235s55p", "4p").score_as(Variant::Wsom),
        Err(ScoreError::NotWinningShape)
    );
}

#[test]
fn payments_below_and_above_the_par_score() {
    assert_eq!(
        payments(1),
        Payments {
            self_pick_each: 1,
            discarder: 1,
            others_each: 1
        }
    );
    assert_eq!(
        payments(25),
        Payments {
            self_pick_each: 25,
            discarder: 25,
            others_each: 25
        }
    );
    assert_eq!(
        payments(30),
        Payments {
            self_pick_each: 30,
            discarder: 40,
            others_each: 25
        }
    );
    assert_eq!(
        payments(480),
        Payments {
            self_pick_each: 480,
            discarder: 1390,
            others_each: 25
        }
    );
}

/// A random hand of four sets and a pair, some of them declared: (hand, win tile, melds).
fn random_hand() -> impl Strategy<Value = H> {
    let set = (0u8..34, 0u8..4, 0u8..6);
    (
        proptest::collection::vec(set, 4),
        0u8..34,
        0usize..14,
        proptest::bool::ANY,
        proptest::bool::ANY,
        0u8..4,
    )
        .prop_map(|(sets, pair, win_at, tsumo, last, seat)| {
            let mut tiles: Vec<u8> = Vec::new();
            let mut concealed: Vec<u8> = vec![pair, pair];
            let mut melds: Vec<(&'static str, String)> = Vec::new();
            for (tile, shape, meld) in sets {
                let sequence = shape == 0 && tile < 27 && tile % 9 <= 6;
                let group: Vec<u8> = if sequence {
                    vec![tile, tile + 1, tile + 2]
                } else if shape == 1 {
                    vec![tile; 4]
                } else {
                    vec![tile; 3]
                };
                let kind = match (group.len(), sequence, meld) {
                    (4, _, 0 | 1) => Some("ankan"),
                    (4, _, 2) => Some("shouminkan"),
                    (4, _, _) => Some("kan"),
                    (_, true, 0) => Some("chi"),
                    (_, false, 0) => Some("pon"),
                    _ => None,
                };
                // Four of a kind is always declared (a kong never stays in the concealed part).
                match kind {
                    Some(kind) => melds.push((kind, mpsz(&group))),
                    None => concealed.extend(&group),
                }
                tiles.extend(group);
            }
            tiles.extend([pair, pair]);
            let win = concealed[win_at % concealed.len()];
            let hand = Box::leak(mpsz(&tiles).into_boxed_str());
            let win = Box::leak(mpsz(&[win]).into_boxed_str());
            let mut built = h(hand, win).seat(["E", "S", "W", "N"][usize::from(seat)]);
            for (kind, tiles) in melds {
                built = built.meld(kind, Box::leak(tiles.into_boxed_str()));
            }
            built.set(Tsumo, tsumo).set(Last, last)
        })
}

fn mpsz(tiles: &[u8]) -> String {
    tiles
        .iter()
        .map(|&t| {
            let tile = Tile::new(t).unwrap();
            tile.to_string()
        })
        .collect()
}

proptest! {
    #[test]
    fn points_are_the_raw_sum_up_to_the_limit_and_payments_are_three_times_points(
        hand in random_hand()
    ) {
        // Hands with 5 copies of a tile are refused, not scored.
        let Ok(s) = hand.score_as(Variant::ZungJung) else { return Ok(()) };
        let raw: u32 = s.patterns.iter().map(Counted::points).sum();
        prop_assert_eq!(s.raw_points, raw);
        if s.raw_points <= LIMIT {
            prop_assert_eq!(s.points, s.raw_points);
        } else {
            prop_assert!(s.points >= LIMIT && s.points <= 480);
        }
        prop_assert!(!s.patterns.is_empty());
        let p = payments(s.points);
        prop_assert_eq!(3 * p.self_pick_each, 3 * s.points);
        prop_assert_eq!(p.discarder + 2 * p.others_each, 3 * s.points);
        match hand.score_as(Variant::Wsom) {
            Ok(w) => prop_assert_eq!(w, s),
            Err(e) => {
                prop_assert_eq!(e, ScoreError::NoPattern);
                prop_assert_eq!(s.points, 1);
            }
        }
    }
}

/// An impossible hand's refusal is a kind with its facts, and its words name the same facts.
#[test]
fn an_impossible_hand_carries_the_tile_and_meld_its_words_name() {
    let tile = |text: &str| crate::engine::tiles::parse_one(text).unwrap().unwrap().tile;
    let copies = h("11111m456p789s234p", "4p").score_as(Variant::ZungJung);
    let expected = Impossible::TooManyCopies {
        tile: tile("1m"),
        count: 5,
    };
    assert_eq!(copies, Err(ScoreError::InvalidHand(expected)));
    let words = copies.unwrap_err().to_string();
    assert_eq!(
        words,
        "invalid_hand: 5 copies of 1m (there are 4 of each tile)"
    );

    let robbed = h("123m456p789s234s55p", "5p")
        .with(Flag::Rob)
        .score_as(Variant::ZungJung)
        .unwrap_err();
    let ScoreError::InvalidHand(Impossible::RobbedTileHeldTwice { tile: named }) = &robbed else {
        panic!("{robbed} should be the robbed tile held twice");
    };
    assert_eq!(*named, tile("5p"));
    assert!(robbed
        .to_string()
        .contains(&format!("the robbed {named} was the fourth copy")));
}
