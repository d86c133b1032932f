//! Runs the `tenbou score` binary on JSON lines and reads back its result lines.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// The result lines `tenbou score` writes for `input`, each parsed as JSON.
pub fn score_lines(input: &str) -> Vec<Value> {
    score_output(input)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

/// What `tenbou score` writes for `input`, as text (field order included).
pub fn score_output(input: &str) -> String {
    let out = run_tenbou("score", input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// Runs `tenbou command` with `input` on its standard input; returns what it wrote and how it
/// ended.
pub fn run_tenbou(command: &str, input: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
        .arg(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tenbou binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("input is written");
    child
        .wait_with_output()
        .expect("the tenbou binary finishes")
}
