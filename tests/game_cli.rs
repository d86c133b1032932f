//! End-to-end tests of `tenbou game`: the real binary, fed each `tests/game_cli/*.input.json`
//! on standard input, must print the JSON of the matching `*.expected.json` (compared as
//! parsed values) and exit with the listed status.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

#[path = "game_cli/corpus.rs"]
mod corpus;
#[path = "support/score.rs"]
mod score;

/// Every fixture and the exit status it must give.
const FIXTURES: &[(&str, i32)] = &[
    // The spec's example input exactly: nine hands, the game not over yet.
    ("spec_example", 0),
    // The spec's example continued to the end of South 4, with the zero-sum check.
    ("spec_example_to_the_end", 0),
    // Tenhou: a player below zero ends the game; club-style score with the adjustment.
    ("bust_tenhou", 0),
    // EMA: double ron paying each winner with honba, chombo -20, exact decimal scores.
    ("ema_double_ron", 0),
    // M-League: triple ron abortive, nearest winner takes honba and deposits, shared uma.
    ("mleague_triple_ron_and_ties", 0),
    // Club: the South-4 dealer wins and stops (agari-yame).
    ("agari_yame", 0),
    // A dead hand declaring a win stops the sheet at that hand.
    ("error_dead_hand_wins", 1),
    // A hand after a bust is refused; the sheet keeps its final result.
    ("error_hand_after_the_end", 1),
    // A document error: unknown ruleset.
    ("error_unknown_ruleset", 1),
    // Sanma: three seats, E1–S3, tsumo loss, 2000 at a draw, nagashi, chombo among three,
    // head bump round a table of three, pao, and the final score with uma +15/0/−15, oka 15.
    ("sanma_full_game", 0),
    // Sanma: there is no seat 3 (North); the message lists the three seats.
    ("error_sanma_north_seat", 1),
    // Sanma: `players` has three names.
    ("error_sanma_four_players", 1),
    // Sanma has no agari-yame: `dealer_stops` is refused, not ignored.
    ("error_sanma_dealer_stops", 1),
    // Hong Kong Old Style: the spec's example (faan, limit with pao on a self-pick, a penalty
    // on a draw with a dead hand, a penalty beside a ron), not over yet.
    ("hkos_spec_example", 0),
    // HKOS, one wind round to the end: deal kept on a win and a draw, head bump, pao shared
    // with the discarder (128 + 128) and pao by the discarder, 14 faan paying the limit, two
    // penalties in one hand, final points summing to 0 with ranks.
    ("hkos_full_game", 0),
    // HKOS, two wind rounds: a dealer's win after seven keeps is the eighth deal and pays
    // the limit, whatever faan was typed.
    ("hkos_eight_dealer_keeps", 0),
    // HKOS refusals: no abortive draws, no chombo, no riichi, winds 1/2/4, the 3-faan minimum.
    ("error_hkos_abortive", 1),
    ("error_hkos_chombo", 1),
    ("error_hkos_riichi", 1),
    ("error_hkos_winds", 1),
    ("error_hkos_two_faan", 1),
    // HKOS has no agari-yame: `dealer_stops` is refused, not ignored.
    ("error_hkos_dealer_stops", 1),
    // MCR: the spec's example (ron and self-draw at base 8, a false win on a draw, a penalty
    // taken beside a ron), not over yet; each row shows the seat winds.
    ("mcr_spec_example", 0),
    // MCR, 16 hands to the end: seats changing between wind rounds, head bump by the hand's
    // turn order, false wins of both kinds, penalties taken (the points sum to minus them),
    // ranks and table points.
    ("mcr_full_game", 0),
    // MCR at time after the hand in progress: two pairs tied share 3 and 0.5 table points.
    ("mcr_time_up_two_pairs", 0),
    // MCR refusals: under 8 fan, a false win by the hand's winner, riichi fields, HKOS fields,
    // a seat out of range.
    ("error_mcr_under_minimum", 1),
    ("error_mcr_false_win_by_winner", 1),
    ("error_mcr_riichi", 1),
    ("error_mcr_hkos_fields", 1),
    ("error_mcr_seat_out_of_range", 1),
    // Zung Jung: the spec's example (a discard win above 25, a self-draw, a draw), not over yet.
    ("zj_spec_example", 0),
    // Zung Jung, 16 hands to the end: the par boundary (25 from each, 30 paid 40 / 25 / 25),
    // a chicken hand, head bump, a penalty with a dead seat, the single limits 400 and 480 and
    // the 320 limit off a discard (910), the points summing to minus the penalties.
    ("zj_full_game", 0),
    // The World Series: 8 hands, two pairs tied sharing the better place.
    ("zj_wsom_ties", 0),
    // Zung Jung at time after the hand in progress.
    ("zj_time_up", 0),
    // Zung Jung refusals: a value no hand has, a chicken hand under wsom, riichi, MCR and HKOS
    // fields, a seat out of range.
    ("error_zj_impossible_value", 1),
    ("error_zj_wsom_chicken_hand", 1),
    ("error_zj_riichi", 1),
    ("error_zj_mcr_fields", 1),
    ("error_zj_hkos_fields", 1),
    ("error_zj_seat_out_of_range", 1),
    // Zung Jung refuses every player's scores (Chinese Classical's).
    ("error_zj_scores", 1),
    // Chinese Classical, a whole game of one wind round in 16 hands: the dealer keeping the
    // deal on a win or a wall game (Hong Kong Old Style's deal), the game over when North
    // passes it; every player's hand scored (typed, picked, the limit), the losers settling
    // among themselves, head bump (North's claim as dealer bumped, ending the game), a score
    // capped at 500, a penalty with a dead seat, the points summing to minus the penalties.
    ("cc_full_game", 0),
    // East (the hand's dealer, who keeps the deal on a win) paying and receiving double; a
    // limit hand.
    ("cc_east_double", 0),
    // No limit: a score above 500 paid in full, All Honours taking its three doubles.
    ("cc_no_limit", 0),
    // Chinese Classical refusals: a wall game scored, three scores, a value on the winner, a
    // seat 4, a negative number of points.
    ("error_cc_wall_game_scored", 1),
    ("error_cc_three_scores", 1),
    ("error_cc_winner_value", 1),
    ("error_cc_seat_four", 1),
    ("error_cc_negative_points", 1),
    // Zung Jung refuses Vietnamese bonuses by name.
    ("error_zj_bonuses", 1),
    // Vietnamese, 16 hands to the end: plain values, the king and queen pairs, the joker sets,
    // No Flowers, No Leaves with its two special bonuses (each note shows the sum), head bump,
    // a penalty taken (the points sum to minus it), a dead seat paying.
    ("viet_full_game", 0),
    // Vietnamese: the example of docs/game-json.md (two pairs of kings and queens, a penalty).
    ("viet_example", 0),
    // Vietnamese refusals: bonuses no hand can have together, a negative value, a fifth seat,
    // another style's value field.
    ("error_viet_impossible_bonuses", 1),
    ("error_viet_negative_value", 1),
    ("error_viet_seat_out_of_range", 1),
    ("error_viet_mcr_fields", 1),
    // Riichi and Hong Kong Old Style refuse Vietnamese bonuses.
    ("error_riichi_bonuses", 1),
    // Minefield (docs/rules.md §13) at a table of two: rons paid as riichi rons (kiriage at
    // 4 han 30 fu and 3 han 60 fu), a draw doubling the next win, a chombo keeping the deal,
    // two draws in a row making the last win × 4, which ends the game with Ben below zero.
    ("minefield_full_game", 0),
    // Minefield refusals: a tsumo (no tile is drawn), a value below mangan, a third seat.
    ("error_minefield_tsumo", 1),
    ("error_minefield_below_mangan", 1),
    ("error_minefield_third_seat", 1),
    // Tenpai Race (docs/rules.md §14): a Stage A draw, the attacker's tsumo with its counter,
    // a wait found (the attacker pays their own hand), a chombo, a draw and the dealer's
    // mangan putting Ben below zero.
    ("tenpai_race_full_game", 0),
    // Tenpai Race: nobody shows a hand at a draw, so tenpai marked is refused.
    ("error_tenpai_race_tenpai_at_draw", 1),
    ("error_hkos_bonuses", 1),
    // Zung Jung refuses American's dead-hand challenges, MCR a winner's card notes.
    ("error_zj_american_challenges", 1),
    ("error_mcr_american_fields", 1),
    // American, 16 hands to the end: a self-pick 2 × from each, a discard 2 × from the
    // discarder and 1 × from the others, jokerless doubling (not a Singles and Pairs hand),
    // marks and lines kept, challenges found dead and not dead after a wall game and after a
    // win, a player declared dead paying, head bump, a penalty; the points sum to minus it.
    ("american_full_game", 0),
    // American at time after the hand in progress.
    ("american_time_up", 0),
    // American refusals: a jokerless Singles and Pairs hand, a winner found dead on
    // challenge, a fifth seat, a negative value, MCR fields.
    ("error_american_jokerless_singles_and_pairs", 1),
    ("error_american_dead_winner", 1),
    ("error_american_fifth_seat", 1),
    ("error_american_negative_value", 1),
    ("error_american_mcr_fields", 1),
    // American at a table of five: the chairs rotating (the bettor takes the dealer's chair),
    // bets on the winner, on another player and on a wall game, a challenge and a penalty
    // taken per person, five people's points summing to minus the penalty, ended at time.
    ("american_five", 0),
    // A table of five's hand without a bet, and a bet at a table of four.
    ("error_american_five_no_bet", 1),
    ("error_american_bet_at_four", 1),
    // Mangan Mahjong (docs/rules.md §15): a win below mangan paying nothing (riichi without a
    // stake), a mangan tsumo received by nobody, a draw paid as in riichi, a yakuman ending
    // the game below zero with the exact score and the club's uma; twelve hands cycling from
    // South 4 to East 1 with no counter, through an abortive draw, a chombo and head bump.
    ("mangan_full_game", 0),
    ("mangan_cycle", 0),
    // The Pool of Dreams (nagashi mangan) is refused with the reason.
    ("error_mangan_pool_of_dreams", 1),
    // Clear Mahjong (docs/rules.md §16): typed conditions cleared per team, two at once, a
    // tsumo by the other team, a draw, a hand scored from tiles clearing sanankou from its
    // yaku, the team that cleared all five winning with its bonus.
    ("clear_full_game", 0),
    // A claim the typed value cannot hold, and riichi refusing Clear Mahjong's conditions.
    ("error_clear_condition_too_many_han", 1),
    ("error_riichi_conditions", 1),
];

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("game_cli")
}

fn run_game(input: &str) -> (String, i32) {
    let out = score::run_tenbou("game", input);
    let stdout = String::from_utf8(out.stdout).expect("output is UTF-8");
    (stdout, out.status.code().expect("exit status"))
}

#[test]
fn every_fixture_prints_its_expected_sheet_and_exit_status() {
    for (name, status) in FIXTURES {
        let dir = fixture_dir();
        let input = std::fs::read_to_string(dir.join(format!("{name}.input.json")))
            .unwrap_or_else(|e| panic!("{name}.input.json: {e}"));
        let expected_text = std::fs::read_to_string(dir.join(format!("{name}.expected.json")))
            .unwrap_or_else(|e| panic!("{name}.expected.json: {e}"));
        let expected: Value = serde_json::from_str(&expected_text).expect("expected file is JSON");
        let (stdout, code) = run_game(&input);
        let actual: Value = serde_json::from_str(&stdout)
            .unwrap_or_else(|e| panic!("{name}: output is not JSON ({e}):\n{stdout}"));
        assert_eq!(actual, expected, "{name}: sheet differs:\n{stdout}");
        assert_eq!(code, *status, "{name}: exit status");
        // The status follows the error field.
        assert_eq!(code == 1, !actual["error"].is_null(), "{name}");
    }
}

#[test]
fn every_fixture_file_is_listed_with_an_expected_output() {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(fixture_dir()).expect("fixture dir exists") {
        let name = entry
            .expect("entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if let Some(stem) = name.strip_suffix(".input.json") {
            found.push(stem.to_owned());
        }
    }
    found.sort();
    let mut listed: Vec<String> = FIXTURES.iter().map(|(n, _)| (*n).to_owned()).collect();
    listed.sort();
    assert_eq!(found, listed);
}

#[test]
fn scores_print_as_integers_when_whole() {
    let (stdout, code) =
        run_game(&std::fs::read_to_string(fixture_dir().join("agari_yame.input.json")).unwrap());
    assert_eq!(code, 0);
    assert!(stdout.contains("\"score\":[-32,-21,0,53]"), "{stdout}");
    assert!(!stdout.contains(".0"), "{stdout}");
}

/// Issue 33: a document of 400,000 hands was played to the end (812 MB of sheet). Every style
/// now refuses more hands than an imported game may hold, before playing any, and says so.
#[test]
fn every_style_refuses_more_hands_than_a_game_may_hold() {
    let cap = tenbou::db::transfer::MAX_HANDS;
    let rulesets = [
        "msmc-2016",
        "sanma-msmc",
        "hkos-msmc",
        "mcr",
        "zung-jung",
        "chinese-classical",
        "vietnamese",
        "american",
    ];
    for ruleset in rulesets {
        for (count, refused) in [(cap + 1, true), (cap, false)] {
            let hands = vec![r#"{"outcome": "draw"}"#; count].join(", ");
            let input = format!(r#"{{"ruleset": "{ruleset}", "hands": [{hands}]}}"#);
            let (stdout, code) = run_game(&input);
            let out: Value = serde_json::from_str(&stdout).expect("output is JSON");
            let message = out["error"]["message"].as_str().unwrap_or_default();
            let names_the_cap = message.contains(&format!("at most {cap}"));
            assert_eq!(
                names_the_cap, refused,
                "{ruleset}, {count} hands: {message}"
            );
            if refused {
                assert_eq!(code, 1, "{ruleset}");
                assert!(out["error"]["hand"].is_null(), "{ruleset}: {stdout}");
                assert_eq!(out["hands"], serde_json::json!([]), "{ruleset}");
                assert!(message.contains(&format!("{}", cap + 1)), "{message}");
            }
        }
    }
}

/// The 400,000 hands of issue 33 came in a 14 MB document whose parsing alone took hundreds of
/// megabytes: a document larger than any game is refused unread, with the same kind of error.
#[test]
fn a_document_larger_than_any_game_is_refused_before_it_is_parsed() {
    let limit = usize::try_from(tenbou::cli::game::MAX_DOCUMENT_BYTES).unwrap();
    let hand = r#"{"outcome": "draw", "tenpai": [0]}"#;
    let hands = vec![hand; limit / hand.len() + 1].join(", ");
    let input = format!(r#"{{"ruleset": "msmc-2016", "hands": [{hands}]}}"#);
    assert!(input.len() > limit);
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
        .arg("game")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the tenbou binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // tenbou stops reading past its limit, so the rest of the input may find the pipe closed.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child
        .wait_with_output()
        .expect("the tenbou binary finishes");
    writer.join().unwrap();
    let (stdout, code) = (String::from_utf8(out.stdout).unwrap(), out.status.code());
    assert_eq!(code, Some(1));
    let out: Value = serde_json::from_str(&stdout).expect("output is JSON");
    let message = out["error"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("larger than 4 MiB"), "{message}");
    assert!(out["error"]["hand"].is_null() && out["hands"] == serde_json::json!([]));
}
