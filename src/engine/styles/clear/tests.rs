//! Clear Mahjong's rules as unit tests (docs/rules.md §16): the preset, the conditions a hand
//! clears from its tiles' yaku and from what a typed winner wrote (the two exclusions, and the
//! claims a typed value cannot hold), the rounds going on past South, the end of a game both
//! ways with its teams' result and final score, and points conserved as in riichi.

use super::*;
use crate::engine::game::*;
use crate::engine::payment::Limit;
use crate::engine::sheet::{WinTiles, WinnerFacts};
use crate::engine::styles::preset_games::{st, PresetGames};
use crate::engine::styles::style;

/// Clear games, played by Aiko and Dan (East and North, one team) against Ben and Cleo.
const CLEAR: PresetGames = PresetGames {
    preset: "clear",
    names: ["Aiko", "Ben", "Cleo", "Dan"],
};

fn rules() -> Ruleset {
    CLEAR.rules()
}

/// A win typed as `han` han `fu` fu.
fn typed(seat: u8, han: u32, fu: u32) -> Winner {
    Winner::han_fu(st(seat), han, fu)
}

/// A win scored from tiles with these yaku (the evaluator's canonical names), as stored.
fn scored(seat: u8, yaku: &[&str]) -> Winner {
    let tiles = WinTiles {
        yaku: yaku.iter().map(|y| (y.to_string(), 2)).collect(),
        ..WinTiles::default()
    };
    Winner {
        tiles: Some(Box::new(tiles)),
        ..Winner::limit(st(seat), Limit::Mangan)
    }
}

/// A ron by `winner` on `discarder`'s discard, with the conditions it wrote.
fn ron(discarder: u8, winner: Winner, conditions: &[&str]) -> Hand {
    Hand::ron(st(discarder), vec![winner]).with_conditions(0, conditions)
}

fn ids(cleared: Cleared) -> Vec<&'static str> {
    cleared.conditions().map(Condition::id).collect()
}

#[test]
fn the_preset_is_the_club_riichi_in_teams_with_no_uma_and_no_agari_yame() {
    let r = rules();
    assert_eq!(r.style, StyleId::Clear);
    assert_eq!((r.starting_points, r.return_points), (25_000, 25_000));
    assert_eq!((r.uma, r.oka, r.wind_rounds), ([0; 4], 0, 2));
    assert!(r.riichi && r.bust_ends_game && !r.agari_yame && !r.red_fives);
    let s = style(StyleId::Clear);
    assert!(s.has_riichi() && s.has_counters() && !s.has_tournament_settings());
    assert_eq!(s.presets(), ["clear"]);
    assert_eq!(Team::of(st(0)), Team::EastNorth);
    assert_eq!(Team::of(st(3)), Team::EastNorth);
    assert_eq!(Team::of(st(1)), Team::SouthWest);
    assert_eq!(Team::of(st(2)), Team::SouthWest);
}

#[test]
fn a_hand_scored_from_tiles_clears_the_conditions_among_its_yaku() {
    let cases: &[(&[&str], &[&str])] = &[
        (&["riichi", "ittsu"], &["ittsu"]),
        (
            &["sanshoku_doujun", "chanta"],
            &["sanshoku_doujun", "chanta"],
        ),
        (&["chiitoitsu", "tanyao"], &["chiitoitsu"]),
        (&["sanankou", "toitoi"], &["sanankou"]),
        (&["sanshoku_doukou", "toitoi"], &[]),
        // The seed's exclusions: a hand scoring junchan or suuankou clears nothing at all.
        (&["junchan", "sanshoku_doujun"], &[]),
        (&["suuankou"], &[]),
        (&["suuankou_tanki"], &[]),
    ];
    for (yaku, clears) in cases {
        let cleared = conditions::cleared_by(&scored(0, yaku), &[]).unwrap();
        assert_eq!(ids(cleared), *clears, "{yaku:?}");
    }
    let written = ["ittsu".to_string()];
    let both = conditions::cleared_by(&scored(0, &["ittsu"]), &written).unwrap_err();
    assert!(
        both.to_string().contains("clears its conditions by itself"),
        "{both}"
    );
}

#[test]
fn a_typed_hand_clears_what_it_wrote_where_its_value_can_hold_it() {
    let ok: &[(Winner, &[&str])] = &[
        (typed(0, 1, 30), &["ittsu"]),
        (typed(0, 2, 25), &["chiitoitsu"]),
        (typed(0, 2, 40), &["sanshoku_doujun", "chanta"]),
        (typed(0, 4, 40), &["chanta", "sanankou"]),
        (
            Winner::limit(st(0), Limit::Haneman),
            &["sanankou", "chanta"],
        ),
    ];
    for (winner, written) in ok {
        let written: Vec<String> = written.iter().map(|s| s.to_string()).collect();
        let cleared = conditions::cleared_by(winner, &written).unwrap();
        assert_eq!(ids(cleared).len(), written.len(), "{winner:?}");
        assert!(check_value(winner, facts(&written)).is_ok());
    }
    let refused: &[(Winner, &[&str], &str)] = &[
        (
            typed(0, 1, 30),
            &["sanankou"],
            "at least 2 han, more than the 1 han typed",
        ),
        (
            typed(0, 1, 30),
            &["sanshoku_doujun", "chanta"],
            "at least 2 han",
        ),
        (typed(0, 2, 30), &["chiitoitsu"], "always 25 fu, not 30"),
        (
            typed(0, 3, 25),
            &["ittsu"],
            "a hand of 25 fu is seven pairs",
        ),
        (
            typed(0, 4, 40),
            &["ittsu", "chanta"],
            "cannot be in one hand",
        ),
        (
            typed(0, 6, 40),
            &["chiitoitsu", "sanankou"],
            "cannot be in one hand",
        ),
        (
            Winner::yakuman(st(0), 1),
            &["sanankou"],
            "a yakuman scores no other yaku",
        ),
        (
            typed(0, 3, 40),
            &["junchan"],
            "not one of Clear Mahjong's five conditions",
        ),
        (typed(0, 3, 40), &["ittsu", "ittsu"], "written twice"),
    ];
    for (winner, written, reason) in refused {
        let written: Vec<String> = written.iter().map(|s| s.to_string()).collect();
        let why = check_value(winner, facts(&written))
            .unwrap_err()
            .to_string();
        assert!(why.contains(reason), "{written:?}: {why}");
        assert!(why.starts_with("winner seat 0 (East): "), "{why}");
    }
}

fn facts(written: &[String]) -> WinnerFacts<'_> {
    WinnerFacts {
        conditions: written,
        ..WinnerFacts::default()
    }
}

#[test]
fn a_win_clears_its_conditions_for_the_winners_team_once() {
    let hands = [
        ron(1, typed(3, 2, 25), &["chiitoitsu"]),
        ron(0, scored(2, &["ittsu", "riichi"]), &[]),
        ron(1, typed(0, 2, 25), &["chiitoitsu"]),
    ];
    let sheet = CLEAR.replayed(&hands);
    assert!(sheet.rows[0]
        .note
        .to_string()
        .ends_with("; East–North clears Seven Pairs (chiitoitsu)"));
    assert!(sheet.rows[1]
        .note
        .to_string()
        .contains("South–West clears Large Straight (ittsu)"));
    // Cleared again: nothing new to say.
    assert!(
        !sheet.rows[2].note.to_string().contains("clears"),
        "{}",
        sheet.rows[2].note
    );
    let cleared = cleared_after(&hands, &rules());
    assert_eq!(ids(cleared[0]), ["chiitoitsu"]);
    assert_eq!(ids(cleared[1]), ["ittsu"]);
    assert!(!sheet.ended);
}

#[test]
fn after_south_4_the_rounds_start_again_at_east_1() {
    // Eight non-dealer wins of 1,000 points pass the deal round East and South.
    let hands: Vec<Hand> = (0..9u8)
        .map(|i| {
            let winner = (i + 1) % 4;
            ron((winner + 1) % 4, typed(winner, 1, 30), &[])
        })
        .collect();
    let sheet = CLEAR.replayed(&hands);
    assert_eq!(sheet.rows[7].round.label(), "S4");
    assert!(sheet.rows[7]
        .note
        .to_string()
        .contains("the rounds start again at East 1"));
    assert!(!sheet.rows[7].ended);
    assert_eq!(sheet.rows[8].round.label(), "E1");
    assert!(!sheet.ended);
}

#[test]
fn a_team_that_clears_all_five_wins_and_its_players_gain_the_bonus() {
    let hands = [
        ron(1, typed(0, 2, 40), &["ittsu"]),
        ron(1, typed(3, 2, 25), &["chiitoitsu"]),
        ron(2, typed(0, 2, 40), &["sanshoku_doujun", "chanta"]),
        ron(2, typed(3, 2, 40), &["sanankou"]),
    ];
    let sheet = CLEAR.replayed(&hands);
    assert!(sheet.ended);
    assert_eq!(sheet.position.ended, Some(GameEnd::Cleared));
    let last = &sheet.rows[3].note;
    assert!(
        last.to_string().contains("East–North has cleared all five"),
        "{last}"
    );
    assert!(last
        .to_string()
        .ends_with("team East–North wins: cleared all five conditions; game over"));
    let f = sheet.final_result.unwrap();
    let base: Vec<i64> = f
        .points
        .iter()
        .map(|&p| i64::from(p - 25_000) * 100 / 1000)
        .collect();
    for (seat, (score, base)) in f.score.iter().zip(base).enumerate() {
        let bonus = if [0, 3].contains(&seat) { 2000 } else { -2000 };
        assert_eq!(score.hundredths(), base + bonus, "seat {seat}");
    }
    assert_eq!(f.score.iter().map(|s| s.hundredths()).sum::<i64>(), 0);
    assert_eq!(
        result_after(&hands, &rules(), sheet.position.points, GameEnd::Cleared).winner,
        Some(Team::EastNorth)
    );
}

#[test]
fn the_style_tells_the_team_standings_the_sides_and_the_winner_of_a_game_over() {
    let clear = style(StyleId::Clear);
    let bust = [ron(0, Winner::yakuman(st(1), 1), &[])];
    let sheet = CLEAR.replayed(&bust);
    let game = clear.team_game(&rules(), &bust, &sheet.position).unwrap();
    assert_eq!(game.sides, [[st(0), st(3)], [st(1), st(2)]]);
    assert_eq!(
        game.winner,
        Some(1),
        "East went below zero: South–West wins"
    );
    let open = [ron(1, typed(0, 2, 40), &["ittsu"])];
    let sheet = CLEAR.replayed(&open);
    assert_eq!(clear.team_game(&rules(), &open, &sheet.position), None);
    let riichi = style(StyleId::Riichi);
    assert_eq!(riichi.team_game(&rules(), &bust, &sheet.position), None);
}

#[test]
fn a_player_below_zero_gives_the_game_to_the_other_team_and_zero_does_not_end_it() {
    // Ben (South) deals in a yakuman to Aiko (East, the dealer): 48,000 puts him below zero.
    let sheet = CLEAR.replayed(&[ron(1, Winner::yakuman(st(0), 1), &[])]);
    assert_eq!(sheet.position.ended, Some(GameEnd::Bust));
    assert!(sheet.rows[0]
        .note
        .to_string()
        .contains("team East–North wins: a player of the other team went below zero"));
    let f = sheet.final_result.unwrap();
    assert_eq!(f.rank[0], 1);
    // 48,000 below the 25,000 start, and the losing team's 20.
    assert_eq!(f.score[1].hundredths(), -4_800 - 2_000);
    // Exactly 0 does not end the game: South's sanbaiman (24,000) on West's discard after
    // West's riichi deposit leaves West on 0.
    let zero = Hand::ron(st(2), vec![Winner::limit(st(1), Limit::Sanbaiman)]).with_riichi(&[st(2)]);
    let sheet = CLEAR.replayed(&[zero]);
    assert_eq!(sheet.position.points[2], 0);
    assert!(!sheet.ended);
}

#[test]
fn a_team_that_clears_all_five_as_its_own_player_busts_wins_nothing() {
    let cleared = [
        Cleared::NONE,
        Condition::ALL
            .into_iter()
            .fold(Cleared::NONE, Cleared::with),
    ];
    let own_bust = team_result(cleared, [30_000, -100, 40_000, 30_100], GameEnd::Bust);
    assert_eq!(own_bust.winner, None);
    assert!(own_bust.words().contains("Tenpai Race"));
    let other_bust = team_result(cleared, [-100, 30_000, 40_000, 30_100], GameEnd::Bust);
    assert_eq!(other_bust.winner, Some(Team::SouthWest));
    let both = team_result(
        [Cleared::NONE; 2],
        [-100, -100, 50_100, 50_100],
        GameEnd::Bust,
    );
    assert_eq!(both.winner, None);
    let at_time = team_result(
        [Cleared::NONE; 2],
        [30_000, 20_000, 20_000, 30_000],
        GameEnd::TimeUp,
    );
    assert_eq!(at_time.winner, Some(Team::EastNorth));
    let level = team_result([Cleared::NONE; 2], [25_000; 4], GameEnd::TimeUp);
    assert_eq!(level.winner, None);
}

#[test]
fn what_clear_mahjong_does_not_play_is_refused_with_the_reason() {
    let agari_yame = ron(1, typed(0, 1, 30), &[]).dealer_stops();
    let why = CLEAR.refusal(&[agari_yame]);
    assert!(why.contains("agari-yame"), "{why}");
    let draw_with_conditions = Hand::draw(&[]).with_conditions(0, &["ittsu"]);
    assert!(CLEAR
        .refusal(&[draw_with_conditions])
        .contains("a winner the hand does not have"));
    let claim = ron(1, typed(0, 1, 30), &["sanankou"]);
    assert!(CLEAR.refusal(&[claim]).contains("at least 2 han"));
    // Riichi itself refuses Clear Mahjong's conditions, naming them.
    let riichi = replay(
        &Ruleset::club(),
        &[ron(1, typed(0, 2, 25), &["chiitoitsu"])],
    );
    let why = riichi.error.unwrap().error.to_string();
    assert!(why.contains("`conditions`, Clear Mahjong's"), "{why}");
}

#[test]
fn a_hand_with_conditions_reads_and_writes_them_inside_its_winner() {
    let hand = ron(1, typed(0, 2, 40), &["sanshoku_doujun", "chanta"]);
    let json = serde_json::to_string(&hand).unwrap();
    assert!(
        json.contains(r#""conditions":["sanshoku_doujun","chanta"]"#),
        "{json}"
    );
    let back: Hand = serde_json::from_str(&json).unwrap();
    assert_eq!(back, hand);
    let plain = ron(1, typed(0, 2, 40), &[]);
    assert!(!serde_json::to_string(&plain)
        .unwrap()
        .contains("conditions"));
}

mod conserved {
    use super::*;
    use proptest::prelude::*;

    /// A hand of a Clear game: a ron or tsumo with a typed value and maybe a condition it
    /// holds, a draw or a chombo.
    fn any_hand() -> impl Strategy<Value = Hand> {
        let claims = prop::sample::select(vec![
            (1u32, 30u32, ""),
            (2, 25, "chiitoitsu"),
            (2, 40, "ittsu"),
            (2, 40, "sanshoku_doujun"),
            (2, 40, "chanta"),
            (2, 40, "sanankou"),
            (4, 30, ""),
        ]);
        (0u8..4, 1u8..4, claims, 0u8..6, any::<bool>()).prop_map(
            |(winner, offset, (han, fu, claim), kind, riichi)| {
                let discarder = (winner + offset) % 4;
                let written: Vec<&str> = [claim].into_iter().filter(|c| !c.is_empty()).collect();
                let hand = match kind {
                    0..=2 => ron(discarder, typed(winner, han, fu), &written),
                    3 => Hand::tsumo(typed(winner, han.max(2), if fu == 25 { 25 } else { 30 }))
                        .with_conditions(0, &written),
                    4 => Hand::draw(&[st(winner)]),
                    _ => Hand::chombo(st(discarder)),
                };
                if riichi {
                    hand.with_riichi(&[st(discarder)])
                } else {
                    hand
                }
            },
        )
    }

    proptest! {
        #[test]
        fn points_and_deposits_stay_100000_and_final_scores_sum_to_zero(
            hands in proptest::collection::vec(any_hand(), 1..60)
        ) {
            let sheet = replay(&rules(), &hands);
            for row in &sheet.rows {
                let total: i32 = row.points.iter().sum::<i32>() + row.deposits_after as i32 * 1000;
                prop_assert_eq!(total, 100_000);
            }
            if let Some(f) = &sheet.final_result {
                prop_assert_eq!(f.points.iter().sum::<i32>(), 100_000);
                prop_assert_eq!(f.score.iter().map(|s| s.hundredths()).sum::<i64>(), 0);
            }
        }
    }
}
