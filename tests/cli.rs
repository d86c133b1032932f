//! The batch commands through the real binary: `tenbou score` and `tenbou seat` as outside
//! tools call them, and `--help`.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], input: &str) -> (String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("tenbou runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        output.status.code().unwrap_or(-1),
    )
}

#[test]
fn score_reads_json_lines_and_a_bad_line_does_not_stop_the_run() {
    let input = concat!(
        r#"{"id":"c1","hand":"123m789999p225555z","win_tile":"3m","melds":[{"kind":"ankan","tiles":"5555z","opened":false},{"kind":"pon","tiles":"999p","opened":true}],"tsumo":false,"riichi":false,"seat_wind":"N","round_wind":"E","dora_indicators":"7z4p","ura_indicators":"","honba":0,"riichi_sticks":1}"#,
        "\n{not json\n",
        r#"{"id":"c3","hand":"123m456p789s11z234m","win_tile":"9s","tsumo":true,"riichi":true,"seat_wind":"S","round_wind":"E"}"#,
        "\n"
    );
    let (out, status) = run(&["score"], input);
    assert_eq!(status, 0);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["id"], "c1");
    assert_eq!(lines[0]["han"], 6);
    assert_eq!(lines[0]["fu"], 60);
    assert_eq!(lines[0]["limit"], "haneman");
    assert_eq!(lines[0]["cost"]["total"], 13000);
    assert!(
        lines[1]["error"].as_str().unwrap().starts_with("bad_json") || !lines[1]["error"].is_null()
    );
    assert_eq!(lines[2]["id"], "c3");
    assert!(lines[2]["error"].is_null(), "{}", lines[2]);
}

#[test]
fn seat_prints_a_checkable_csv_and_the_same_seed_gives_the_same_seating() {
    let (first, status) = run(
        &["seat", "--players", "16", "--rounds", "5", "--seed", "7"],
        "",
    );
    assert_eq!(status, 0);
    let (again, _) = run(
        &["seat", "--players", "16", "--rounds", "5", "--seed", "7"],
        "",
    );
    assert_eq!(first, again);
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines[0], "round,table,seat,player");
    assert_eq!(lines.len(), 1 + 5 * 16);
    // Sixteen players over five rounds: every pair meets exactly once (a perfect schedule).
    let mut tables: std::collections::BTreeMap<(u32, u32), Vec<u32>> = Default::default();
    for line in &lines[1..] {
        let f: Vec<&str> = line.split(',').collect();
        tables
            .entry((f[0].parse().unwrap(), f[1].parse().unwrap()))
            .or_default()
            .push(f[3].parse().unwrap());
    }
    let mut pairs = std::collections::BTreeSet::new();
    for players in tables.values() {
        for i in 0..4 {
            for j in i + 1..4 {
                let pair = (players[i].min(players[j]), players[i].max(players[j]));
                assert!(pairs.insert(pair), "{pair:?} meet twice");
            }
        }
    }
    assert_eq!(pairs.len(), 120);
    let (_, status) = run(&["seat", "--players", "3", "--rounds", "1"], "");
    assert_ne!(status, 0);
}

#[test]
fn help_documents_every_command() {
    let (out, status) = run(&["--help"], "");
    assert_eq!(status, 0);
    for command in ["serve", "game", "score", "seat", "admin"] {
        assert!(out.contains(command), "{out}");
    }
    let (serve, _) = run(&["serve", "--help"], "");
    for flag in [
        "--bind",
        "--db",
        "TENBOU_BIND",
        "TENBOU_DB",
        "--database-url",
        "DATABASE_URL",
    ] {
        assert!(serve.contains(flag), "{serve}");
    }
}

/// `--database-url` names a PostgreSQL server; anything else is refused before a file or a
/// port is touched, saying what it takes.
#[test]
fn a_database_url_that_is_not_postgres_is_refused_at_start() {
    let args = [
        "serve",
        "--bind",
        "127.0.0.1:0",
        "--database-url",
        "mysql://db/x",
    ];
    let (_, errors, status) = run_with_errors(&args);
    assert_eq!(status, 2, "{errors}");
    assert!(errors.contains("postgres://"), "{errors}");
}

/// As [`run`], with what the command wrote to standard error.
fn run_with_errors(args: &[&str]) -> (String, String, i32) {
    let output = Command::new(env!("CARGO_BIN_EXE_tenbou"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("tenbou runs");
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap_or(-1),
    )
}

#[test]
fn seat_with_the_sanma_ruleset_prints_tables_of_three_where_nobody_meets_twice() {
    let (out, errors, status) = run_with_errors(&[
        "seat",
        "--players",
        "9",
        "--rounds",
        "4",
        "--ruleset",
        "sanma-msmc",
    ]);
    assert_eq!(status, 0, "{errors}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "round,table,seat,player");
    // Four rounds of three tables of three: no North seat is printed.
    assert_eq!(lines.len(), 1 + 4 * 9, "{out}");
    assert!(lines[1..].iter().all(|l| !l.contains(",N,")), "{out}");
    let mut tables: std::collections::BTreeMap<(u32, u32), Vec<(String, u32)>> = Default::default();
    for line in &lines[1..] {
        let f: Vec<&str> = line.split(',').collect();
        tables
            .entry((f[0].parse().unwrap(), f[1].parse().unwrap()))
            .or_default()
            .push((f[2].to_string(), f[3].parse().unwrap()));
    }
    assert_eq!(tables.len(), 12);
    let mut pairs = std::collections::BTreeSet::new();
    for seats in tables.values() {
        let winds: Vec<&str> = seats.iter().map(|(w, _)| w.as_str()).collect();
        assert_eq!(winds, ["E", "S", "W"]);
        assert!(
            seats.iter().all(|&(_, p)| (1..=9).contains(&p)),
            "{seats:?}"
        );
        for i in 0..3 {
            for j in i + 1..3 {
                let (a, b) = (seats[i].1, seats[j].1);
                assert!(pairs.insert((a.min(b), a.max(b))), "{a} and {b} meet twice");
            }
        }
    }
    // The Kirkman schedule of nine players: every pair meets exactly once in four rounds.
    assert_eq!(pairs.len(), 36);
}

#[test]
fn seat_with_the_sanma_ruleset_refuses_a_count_not_divisible_by_three_and_says_what_to_do() {
    let sanma = |players: &str, tables: &str| {
        run_with_errors(&[
            "seat",
            "--players",
            players,
            "--rounds",
            "2",
            "--ruleset",
            "sanma-msmc",
            "--tables",
            tables,
        ])
    };
    let (out, errors, status) = sanma("10", "fours");
    assert_eq!(status, 1);
    assert!(out.is_empty(), "{out}");
    assert!(
        errors.contains("10 players cannot all sit at tables of three"),
        "{errors}"
    );
    assert!(errors.contains("--tables substitute"), "{errors}");
    // With substitutes, 3k + 1 players make two tables of two, each completed by player 0.
    let (out, errors, status) = sanma("10", "substitute");
    assert_eq!(status, 0, "{errors}");
    let first_round: Vec<&str> = out.lines().filter(|l| l.starts_with("1,")).collect();
    assert_eq!(first_round.len(), 4 * 3, "{out}");
    assert_eq!(first_round.iter().filter(|l| l.ends_with(",0")).count(), 2);
    // An unknown ruleset is named back with the choices.
    let (_, errors, status) = run_with_errors(&[
        "seat",
        "--players",
        "9",
        "--rounds",
        "1",
        "--ruleset",
        "sanma",
    ]);
    assert_eq!(status, 2);
    assert!(
        errors.contains("no ruleset is called \"sanma\"") && errors.contains("sanma-msmc"),
        "{errors}"
    );
}

#[test]
fn score_scores_a_zung_jung_line_by_its_own_patterns_never_as_a_riichi_hand() {
    // A Zung Jung line is scored by the Zung Jung patterns (docs/zung-jung.md), never as a
    // riichi hand under the Zung Jung preset's name.
    for preset in ["zung-jung", "wsom"] {
        let line = format!(
            r#"{{"id":"z1","ruleset":"{preset}","hand":"123m456p55566677z","win_tile":"4p"}}"#
        );
        let (out, status) = run(&["score"], &format!("{line}\n"));
        assert_eq!(status, 0);
        let result: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(result["id"], "z1");
        assert!(result["error"].is_null(), "{preset}: {out}");
        let names: Vec<&str> = result["patterns"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|p| p["name"].as_str())
            .collect();
        assert!(names.contains(&"small_three_dragons"), "{preset}: {out}");
        assert!(result["points"].as_u64().is_some_and(|p| p >= 40), "{out}");
        assert!(result.get("han").is_none(), "{out}");
    }
}

/// The tables of a `tenbou seat` CSV: (round, table) to its seats and players, in order.
fn seat_tables(csv: &str) -> std::collections::BTreeMap<(u32, u32), Vec<(String, u32)>> {
    let mut tables: std::collections::BTreeMap<_, Vec<_>> = Default::default();
    for line in csv.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        tables
            .entry((f[0].parse().unwrap(), f[1].parse().unwrap()))
            .or_default()
            .push((f[2].to_string(), f[3].parse().unwrap()));
    }
    tables
}

#[test]
fn seat_at_tables_of_two_plays_a_round_robin_with_east_taken_in_turn() {
    let args = [
        "seat",
        "--players",
        "7",
        "--rounds",
        "7",
        "--table-size",
        "2",
        "--mode",
        "round-robin",
        "--tables",
        "sit-outs",
    ];
    let (out, errors, status) = run_with_errors(&args);
    assert_eq!(status, 0, "{errors}");
    assert_eq!(out.lines().next(), Some("round,table,seat,player"));
    // Seven rounds of three tables of two: one player rests each round.
    let tables = seat_tables(&out);
    assert_eq!(tables.len(), 7 * 3, "{out}");
    let mut pairs = std::collections::BTreeSet::new();
    let mut east = [0u32; 8];
    for seats in tables.values() {
        let winds: Vec<&str> = seats.iter().map(|(w, _)| w.as_str()).collect();
        assert_eq!(winds, ["E", "S"], "{out}");
        let (a, b) = (seats[0].1, seats[1].1);
        assert!(pairs.insert((a.min(b), a.max(b))), "{a} and {b} meet twice");
        east[a as usize] += 1;
    }
    // Everyone meets everyone once, and deals first in three of their six games.
    assert_eq!(pairs.len(), 21);
    assert_eq!(&east[1..], &[3; 7]);
    // The same field gets the same round robin whatever the seed.
    let mut other_seed = args.to_vec();
    other_seed.extend(["--seed", "99"]);
    assert_eq!(run_with_errors(&other_seed).0, out);
}

#[test]
fn seat_at_tables_of_two_says_how_an_odd_field_is_seated_and_where_a_round_robin_is_not() {
    let two = |players: &str, mode: &str, tables: &str| {
        run_with_errors(&[
            "seat",
            "--players",
            players,
            "--rounds",
            "2",
            "--table-size",
            "2",
            "--mode",
            mode,
            "--tables",
            tables,
        ])
    };
    let (out, errors, status) = two("9", "swiss", "fours");
    assert_eq!(status, 1);
    assert!(out.is_empty(), "{out}");
    assert!(
        errors.contains("9 players cannot all sit at tables of two"),
        "{errors}"
    );
    assert!(
        errors.contains("--tables sit-outs seats them anyway"),
        "{errors}"
    );
    assert!(!errors.contains("--tables substitute"), "{errors}");
    let (_, errors, status) = two("9", "random", "substitute");
    assert_eq!(status, 1);
    assert!(errors.contains("not completed by a substitute"), "{errors}");
    let (out, errors, status) = two("9", "balanced", "sit-outs");
    assert_eq!(status, 0, "{errors}");
    assert_eq!(seat_tables(&out).len(), 2 * 4, "{out}");
    // A round robin is a schedule of games of two, and a ruleset's table is not overridden.
    let eight_for_one_round = ["seat", "--players", "8", "--rounds", "1"];
    for (more, refusal) in [
        (&["--mode", "round-robin"][..], "tables of two, not of four"),
        (
            &["--ruleset", "sanma-msmc", "--table-size", "2"][..],
            "give only one of them",
        ),
    ] {
        let (_, errors, status) = run_with_errors(&[&eight_for_one_round[..], more].concat());
        assert_eq!(status, 2, "{more:?}");
        assert!(errors.contains(refusal), "{errors}");
    }
}

/// `tenbou admin`, piped a password and given a database, with what it wrote to standard
/// error and its exit status.
fn admin(name: &str, database: &std::path::Path, input: &str) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
        .args(["admin", "--name", name, "--db"])
        .arg(database)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tenbou runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap_or(-1),
    )
}

#[tokio::test]
async fn admin_makes_a_league_administrator_in_the_database_serve_opens() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("league.db");
    let (out, _, status) = admin("Lea", &database, "run-the-league\n");
    assert_eq!(status, 0, "{out}");
    assert!(out.contains("Lea"), "{out}");
    // Each refusal says why, and changes nothing: a taken name, a short password, none at all.
    let refusals = [
        ("lea", "another-password\n", 1, "another account"),
        ("Max", "short\n", 1, "at least"),
        ("Max", "", 2, "no password"),
    ];
    for (name, input, expected, says) in refusals {
        let (_, err, status) = admin(name, &database, input);
        assert_eq!(status, expected, "{name}: {err}");
        assert!(err.contains(says), "{name}: {err}");
    }
    let pool = tenbou::db::open(&database).await.unwrap();
    let accounts: Vec<(String, String)> = sqlx::query_as("SELECT name, role FROM accounts")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert_eq!(
        accounts,
        vec![("Lea".to_string(), "league_admin".to_string())]
    );
}
