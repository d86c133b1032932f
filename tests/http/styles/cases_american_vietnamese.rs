//! The cases of the shared style suite for the styles the calculator does not score from
//! tiles: American ([`AMERICAN`]) and Vietnamese ([`VIETNAMESE`]) — how each tournament is
//! made, a sample game through its sheet and what it ends with.

use super::{Hand, Style, FOUR_SEATS};

/// American (docs/rules.md §10): typed card values, the jokerless double, self-pick and discard
/// paid double, dead-hand challenges after the hand, 16 hands, the points as the score.
pub const AMERICAN: Style = Style {
    name: "American (NMJL)",
    preset: "american",
    create: &[("name", "Card night"), ("ruleset", "american")],
    tsumo: "Self-pick",
    sheet_has: &[
        "input[name=value1][value='25']",
        "input[name=value0][value='50']",
        "input[name=points3]",
        "input[name=jokerless0]",
        "input[name=singles_and_pairs2]",
        "select[name=mark1]",
        "input[name=line1]",
        "input[name=challenge2by0]",
        "input[name=found_dead3]",
        "input[name=penalty3]",
        "input[name=outcome][value=tsumo]",
        "input[name=outcome][value=draw]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=outcome][value=abortive]",
        "input[name=dora]",
        "input[name=hand1]",
        "input[name=last_tile0]",
        "input[name=flowers0]",
        "select[name=false_win0]",
        "input[name=fan0]",
        "input[name=challenge0by0]",
    ],
    game: &Hand::sixteen(
        &[
            // E1: South wins 25 off West: 50 from West, 25 from each other.
            Hand::new(
                "E1",
                "outcome=ron&discarder=2&win1=1&value1=25",
                "−25 +100 −50 −25",
            ),
            // E2: East self-picks a jokerless 30, paid as 60: 120 from each.
            Hand::new(
                "E2",
                "outcome=tsumo&win0=1&value0=30&jokerless0=1&mark0=X&line0=Like numbers #2",
                "+360 −120 −120 −120",
            ),
            // E3: a wall game; North challenged West's hand, found dead: West pays North 25.
            Hand::new(
                "E3",
                "outcome=draw&challenge2by3=1&found_dead2=1",
                "· · −25 +25",
            ),
            // E4: North wins a typed 35 off East: 70 from East, 35 from each other.
            Hand::new(
                "E4",
                "outcome=ron&discarder=0&win3=1&points3=35",
                "−70 −35 −35 +140",
            ),
            // S1: a wall game; North's penalty of 10 goes to nobody.
            Hand::new("S1", "outcome=draw&penalty3=10", "· · · −10"),
        ],
        // S2 to N4: wall games.
        [
            ("outcome=draw", "· · · ·"),
            ("outcome=draw", "· · · ·"),
            ("outcome=draw", "· · · ·"),
            ("outcome=draw", "· · · ·"),
        ],
    ),
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["265", "−55", "−230", "10"],
    places: &["1", "3", "4", "2"],
    scores: &["+265", "−55", "−230", "+10"],
    // South wins 25 off the dealer; West challenged East's hand, which was not dead: West pays
    // East 25.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=25&challenge0by2=1",
        "−25 +100 −50 −25",
    ),
    phone_note: "wins 25 points off",
    // The card's hands are not scored from tiles.
    calculation: None,
    ..FOUR_SEATS
};

/// Vietnamese (docs/rules.md §12): typed values times the bonuses ticked, each other player
/// paying the winner, penalties taken, the deal passing every hand, 16 hands, the points as
/// the score. No hand is scored from tiles, so the calculator does not offer it.
pub const VIETNAMESE: Style = Style {
    name: "Vietnamese",
    preset: "vietnamese",
    create: &[("name", "Vietnamese night"), ("ruleset", "vietnamese")],
    tsumo: "Self-draw",
    sheet_has: &[
        "input[name=value1][value='30']",
        "input[name=value2][value='1000']",
        "input[name=points3]",
        "input[name=penalty3]",
        "select[name='bonus1-king-queen'] option[value='4']",
        "input[name='bonus2-no-flowers-no-leaves']",
        "input[name='bonus0-six-bonus-tiles-discarded']",
        "input[name=outcome][value=tsumo]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=outcome][value=abortive]",
        "input[name=dora]",
        "input[name=hand0]",
        "input[name=win_tile1]",
        "input[name=flowers0]",
        "select[name=false_win0]",
        "select[name=penalty0]",
        "input[name=fan0]",
    ],
    game: &Hand::sixteen(
        &[
            // E1: South wins 30 with two king and queen pairs off West: 30 × 2 × 2 = 120 from each.
            Hand::new(
                "E1",
                "outcome=ron&discarder=2&win1=1&value1=30&bonus1-king-queen=2",
                "−120 +360 −120 −120",
            ),
            // E2: East self-draws 40: 40 from each.
            Hand::new("E2", "outcome=tsumo&win0=1&value0=40", "+120 −40 −40 −40"),
            // E3: a draw; North's penalty of 10 goes to nobody.
            Hand::new("E3", "outcome=draw&penalty3=10", "· · · −10"),
            // E4: North wins 25 (typed) with the four Blue Jokers off East: 25 × 8 = 200 from each.
            Hand::new(
                "E4",
                "outcome=ron&discarder=0&win3=1&points3=25&bonus3-blue-jokers=1",
                "−200 −200 −200 +600",
            ),
        ],
        // S1 to N4: each player self-draws 10 three times, which changes no total.
        [
            ("outcome=tsumo&win0=1&value0=10", "+30 −10 −10 −10"),
            ("outcome=tsumo&win1=1&value1=10", "−10 +30 −10 −10"),
            ("outcome=tsumo&win2=1&value2=10", "−10 −10 +30 −10"),
            ("outcome=tsumo&win3=1&value3=10", "−10 −10 −10 +30"),
        ],
    ),
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["−200", "120", "−360", "430"],
    places: &["3", "2", "4", "1"],
    scores: &["−200", "+120", "−360", "+430"],
    // South wins 20 with a king and queen pair off the dealer, who also has a penalty of 5
    // taken: 40 from each.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&points1=20&bonus1-king-queen=1&penalty0=5",
        "−45 +120 −40 −40",
    ),
    phone_note: "wins 20 × 2 (King and queen of the same number (each pair)) = 40 points off",
    ..FOUR_SEATS
};
