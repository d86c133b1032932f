//! `tenbou score`: hands in, scores out, one JSON object per line (`docs/hand-jsonl.md`).
//!
//! Owns the JSON shape of the batch interface and nothing of the rules: every line is turned
//! into an `engine::hand::HandInput` and scored by `engine::hand::evaluate`. A bad line (bad
//! JSON, a missing field, an impossible hand) gives an error result for that line and the run
//! goes on; only a failure to read the input or write the output ends it.
//! Lines naming `hkos-msmc`, and bonus tiles on a line of another ruleset, are `score_hkos`'s;
//! lines naming `mcr` are `score_mcr`'s; lines naming `zung-jung` or `wsom` are `score_zj`'s.
//!
//! Choices the spec leaves open:
//! - `id` is echoed as given (any JSON value); a line without one, or one that is not JSON,
//!   answers with `"id": null`. Results come in input order, so they can still be matched.
//! - Required fields are `hand` and `win_tile`; every flag defaults to `false`, the winds to
//!   `"E"`, the indicators to `""`, `honba` and `riichi_sticks` to 0, `melds` to `[]`.
//! - A blank line (only whitespace) is not a hand and gives no result.
//! - `cost.additional` on a dealer tsumo equals `cost.main`: each of the three non-dealers
//!   pays that, so `main + 2 × additional` is what every tsumo pays before honba.
//! - Error words besides the engine's: `bad_json` (not a JSON object), `bad_input` (a field
//!   of the wrong type or value, a missing field), `unknown_ruleset`.
//!
//! Speed: most lines take a fast path that reads the JSON in place (borrowed fields, no
//! intermediate tree; the fields tried once each in the spec's order, as Python's `json.dumps`
//! or a compact writer spaces them, by straight-line code the processor predicts) and writes
//! the result by hand into a reused buffer; blocks of lines are split between the cores and
//! written back in input order. Any line the fast reader is not
//! sure of (an escape in a string, an unknown or repeated field, a wrong type, an id that is
//! not a plain string or integer) goes through serde instead, which gives the exact error
//! texts; both paths give byte-identical output.

use crate::cli::{score_hkos, score_mcr, score_zj};
use crate::engine::hand::line::{evaluate_text_then, HandText, MeldText};
use crate::engine::hand::{evaluate_line, HandLine, Score, Situation};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::styles::{StyleId, ValueKind};
use serde::Deserialize;
use serde_json::Value;
use std::io::{BufRead, Read, Write};

/// Input is handed to the workers in chunks of about this many bytes of whole lines: small
/// enough that a worker the system pauses holds up little, large enough that handing over
/// costs nothing next to scoring.
const CHUNK: usize = 128 * 1024;

/// Chunks read ahead or waiting to be written, at most, per worker: bounds the memory held
/// whatever the size of the input, and keeps every worker fed.
const SLOTS_PER_WORKER: usize = 4;

/// Threads used at most, however many cores there are.
const MAX_WORKERS: usize = 8;

/// Only the id, read when the full line did not deserialize, so the error still carries it.
#[derive(Deserialize)]
struct IdOnly {
    #[serde(default)]
    id: Value,
}

#[derive(Deserialize)]
struct WithId {
    #[serde(default)]
    id: Value,
    #[serde(flatten)]
    line: HandLine,
}

/// Reads hands from `input` one JSON object per line and writes one result per line to
/// `output`, in order. Returns an error only when reading or writing fails.
///
/// The calling thread reads and writes; worker threads (one per core) score. Input is cut
/// into chunks of whole lines, each numbered; a worker takes the next chunk waiting, whichever
/// it is, and its results are written once every chunk before it has been. A fixed set of
/// buffers goes round (read into, scored, written, reused), so memory stays bounded and pages
/// are touched once. An input of a single chunk is scored here without starting a thread.
pub fn run(mut input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let rules = Ruleset::club();
    let mut carry = Vec::new();
    let mut first = Slot::default();
    let more = fill_chunk(&mut input, &mut carry, &mut first.text)?;
    if !more {
        score_lines(&first.text, &rules, &mut first.out);
        output.write_all(&first.out)?;
        return output.flush();
    }
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, MAX_WORKERS);
    let (job_tx, job_rx) = std::sync::mpsc::channel::<(usize, Slot)>();
    let (done_tx, done_rx) = std::sync::mpsc::channel::<(usize, Scored)>();
    let job_rx = std::sync::Mutex::new(job_rx);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let (job_rx, done_tx, rules) = (&job_rx, done_tx.clone(), &rules);
            scope.spawn(move || loop {
                // The lock is held only to take a job, never while scoring.
                let job = job_rx.lock().map(|rx| rx.recv());
                let Ok(Ok((seq, mut slot))) = job else { break };
                slot.out.clear();
                // A panic goes back to the calling thread, which would otherwise wait for
                // this chunk for ever.
                let scored = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    score_lines(&slot.text, rules, &mut slot.out)
                }))
                .map(|()| slot);
                if done_tx.send((seq, scored)).is_err() {
                    break;
                }
            });
        }
        drop(done_tx);
        // Moved in here, so that leaving (an error included) drops it and stops the workers.
        let jobs = job_tx;
        let mut free: Vec<Slot> = (1..workers * SLOTS_PER_WORKER)
            .map(|_| Slot::default())
            .collect();
        // Results that came back before an earlier chunk's: index = seq - written.
        let mut waiting: std::collections::VecDeque<Option<Slot>> = Default::default();
        let (mut sent, mut written) = (0usize, 0usize);
        let mut more = true;
        let send = |seq: usize, slot: Slot| jobs.send((seq, slot)).is_ok();
        if !send(sent, first) {
            return Err(std::io::Error::other("a scoring thread stopped"));
        }
        sent += 1;
        loop {
            // Feed the workers first, then write whatever is next in order.
            if more {
                if let Some(mut slot) = free.pop() {
                    more = fill_chunk(&mut input, &mut carry, &mut slot.text)?;
                    if slot.text.is_empty() {
                        free.push(slot);
                    } else {
                        if !send(sent, slot) {
                            return Err(std::io::Error::other("a scoring thread stopped"));
                        }
                        sent += 1;
                    }
                    // Collect what is done without waiting, to write it soon.
                    while let Ok((seq, scored)) = done_rx.try_recv() {
                        place(&mut waiting, seq - written, scored);
                    }
                    written += write_ready(&mut waiting, &mut output, &mut free)?;
                    continue;
                }
            }
            if written == sent {
                break;
            }
            let Ok((seq, scored)) = done_rx.recv() else {
                return Err(std::io::Error::other("a scoring thread stopped"));
            };
            place(&mut waiting, seq - written, scored);
            written += write_ready(&mut waiting, &mut output, &mut free)?;
        }
        Ok(())
    })?;
    output.flush()
}

/// A chunk's buffers: its lines, then its results.
#[derive(Default)]
struct Slot {
    text: Vec<u8>,
    out: Vec<u8>,
}

/// A chunk back from a worker: its buffers, or the panic that stopped the worker.
type Scored = std::thread::Result<Slot>;

/// Puts a scored chunk at its place among those waiting to be written; a worker's panic is
/// raised again here.
fn place(waiting: &mut std::collections::VecDeque<Option<Slot>>, at: usize, scored: Scored) {
    let slot = scored.unwrap_or_else(|panic| std::panic::resume_unwind(panic));
    if waiting.len() <= at {
        waiting.resize_with(at + 1, || None);
    }
    waiting[at] = Some(slot);
}

/// Writes the chunks that are next in order; returns how many, their buffers freed.
fn write_ready(
    waiting: &mut std::collections::VecDeque<Option<Slot>>,
    output: &mut impl Write,
    free: &mut Vec<Slot>,
) -> std::io::Result<usize> {
    let mut n = 0;
    while let Some(Some(_)) = waiting.front() {
        let Some(Some(slot)) = waiting.pop_front() else {
            break;
        };
        output.write_all(&slot.out)?;
        free.push(slot);
        n += 1;
    }
    Ok(n)
}

/// Fills `chunk` with whole lines: what `carry` held (the unfinished end of the previous
/// read), then more input up to about [`CHUNK`] bytes, cut after the last line end; the rest
/// goes back into `carry`. False at the end of the input (the chunk then ends with whatever
/// came last, a line without its newline included).
fn fill_chunk(
    input: &mut impl BufRead,
    carry: &mut Vec<u8>,
    chunk: &mut Vec<u8>,
) -> std::io::Result<bool> {
    chunk.clear();
    chunk.append(carry);
    let mut size = CHUNK;
    loop {
        if chunk.len() < size {
            // `read_to_end` reads into the spare capacity without zeroing it first; through
            // `take` it stops at `want` bytes, so fewer means the input has ended.
            let want = size - chunk.len();
            chunk.reserve(want);
            if (&mut *input).take(want as u64).read_to_end(chunk)? < want {
                return Ok(false);
            }
        }
        match memchr::memrchr(b'\n', chunk) {
            Some(end) => {
                carry.extend_from_slice(&chunk[end + 1..]);
                chunk.truncate(end + 1);
                return Ok(true);
            }
            // A line longer than a chunk: the chunk grows until the line ends.
            None => size += CHUNK,
        }
    }
}

/// Scores every line of `text` into `out`, one result line each (blank lines give none).
fn score_lines(text: &[u8], rules: &Ruleset, out: &mut Vec<u8>) {
    let mut fields = Line::default();
    let mut rest = text;
    while !rest.is_empty() {
        let end = memchr::memchr(b'\n', rest).map_or(rest.len(), |at| at + 1);
        let (line, after) = rest.split_at(end);
        rest = after;
        // The fast reader accepts only a line that is ASCII as a whole. Its reading is used
        // where it was returned (by reference): moving it out would copy it.
        let fast = fast::read(line);
        if let Some(read) = &fast {
            if read
                .ruleset
                .is_some_and(|r| score_zj::RULESETS.contains(&r))
            {
                // A line in this reader's reach is ASCII, so UTF-8.
                if let Ok(text) = std::str::from_utf8(line) {
                    if score_zj::score_if_zj(text, out) {
                        continue;
                    }
                }
            }
            if read.ruleset == Some(score_mcr::RULESET) {
                // MCR lines too: a line in this reader's reach is ASCII, so UTF-8.
                if let Ok(text) = std::str::from_utf8(line) {
                    score_mcr::score_line(text, out);
                    continue;
                }
            }
            if read.ruleset == Some(score_hkos::PRESET) {
                // Hong Kong Old Style lines have a reader of their own.
                match std::str::from_utf8(line) {
                    Ok(text) => score_hkos::score_line(text, out),
                    Err(_) => write_result(
                        out,
                        &mut fields,
                        read.id,
                        &Err("bad_json: the line is not UTF-8".into()),
                    ),
                }
                continue;
            }
            score_text(read, rules, out, &mut fields);
            continue;
        }
        let Ok(line) = std::str::from_utf8(line) else {
            write_result(
                out,
                &mut fields,
                Id::Value(&Value::Null),
                &Err("bad_json: the line is not UTF-8".into()),
            );
            continue;
        };
        if line.trim().is_empty() {
            continue;
        }
        if score_mcr::score_if_mcr(line, out) {
            continue;
        }
        if score_zj::score_if_zj(line, out) {
            continue;
        }
        match score_hkos::route(line) {
            score_hkos::Route::Hkos => score_hkos::score_line(line, out),
            score_hkos::Route::Refuse(id, error) => {
                write_result(out, &mut fields, Id::Value(&id), &Err(error))
            }
            score_hkos::Route::Other => {
                let (id, result) = score_line(line, rules);
                write_result(out, &mut fields, Id::Value(&id), &result);
            }
        }
    }
}

/// Scores a line read by the fast reader and writes its result. The score is written where
/// the evaluator made it: passing it back as a `Result` through each layer would copy the
/// whole score, lists and all, at every step.
fn score_text(read: &fast::Read<'_>, default_rules: &Ruleset, out: &mut Vec<u8>, line: &mut Line) {
    let preset;
    let rules = match read.ruleset {
        None => default_rules,
        Some(id) => match named_preset(id) {
            Ok(rules) => {
                preset = rules;
                &preset
            }
            Err(error) => return write_error(out, read.id, &error),
        },
    };
    let written = evaluate_text_then(&read.text(), rules, |score| {
        write_score(out, line, read.id, score)
    });
    if let Err(error) = written {
        write_error(out, read.id, &error.to_string());
    }
}

/// The preset a line names, if it is one scored from tiles.
fn named_preset(id: &str) -> Result<Ruleset, String> {
    let Some(rules) = PresetId::parse(id).map(Ruleset::preset) else {
        return Err(format!("unknown_ruleset: {id:?} is not a preset"));
    };
    if let Some(section) = typed_by_design(rules.style) {
        return Err(format!(
            "unknown_ruleset: {id:?} is never scored from tiles: its hands' values are typed on the score sheet; see docs/rules.md {section}"
        ));
    }
    // Hong Kong Old Style has its own faan list, MCR its fan and Zung Jung its patterns, each
    // scored by its own reader: the riichi evaluator must not score their lines.
    if matches!(
        rules.style_rules().value_kind(),
        ValueKind::Faan | ValueKind::Points | ValueKind::Scores
    ) {
        return Err(format!(
            "unknown_ruleset: {id:?} hands are not scored from tiles yet"
        ));
    }
    Ok(rules)
}

/// The section of docs/rules.md of a style whose hands' values are typed on the score sheet by
/// design (the card, the players' own count, the bonuses ticked, Minefield's winds), never
/// scored from tiles;
/// `None` for the styles with a tile evaluator.
fn typed_by_design(style: StyleId) -> Option<&'static str> {
    match style {
        StyleId::American => Some("§10"),
        StyleId::ChineseClassical => Some("§11"),
        StyleId::Vietnamese => Some("§12"),
        // A found wait is paid with the attacker's hand on the defender's line.
        StyleId::TenpaiRace => Some("§14"),
        StyleId::Riichi
        | StyleId::Sanma
        | StyleId::HongKongOldStyle
        | StyleId::Mcr
        | StyleId::ZungJung => None,
        // A Mangan hand is valued by the riichi evaluator at a table of four.
        StyleId::Mangan => None,
        // A Minefield hand is valued at its table of two: seats East and West, no round wind.
        StyleId::Minefield => None,
        StyleId::Clear => None,
    }
}

/// Scores one line through serde: its id (or null) and the score or the error text.
fn score_line(text: &str, default_rules: &Ruleset) -> (Value, Result<Score, String>) {
    let (id, line) = match serde_json::from_str::<WithId>(text) {
        Ok(WithId { id, line }) => (id, line),
        Err(e) => {
            // Tell a line that is not JSON from a JSON line with a bad field, and keep the id.
            return match serde_json::from_str::<IdOnly>(text) {
                Ok(IdOnly { id }) => (id, Err(format!("bad_input: {e}"))),
                Err(_) => (Value::Null, Err(format!("bad_json: {e}"))),
            };
        }
    };
    (id, score_parsed(&line, default_rules))
}

fn score_parsed(line: &HandLine, default_rules: &Ruleset) -> Result<Score, String> {
    let preset;
    let rules = match &line.ruleset {
        None => default_rules,
        Some(id) => {
            preset = named_preset(id)?;
            &preset
        }
    };
    evaluate_line(line, rules).map_err(|e| e.to_string())
}

/// A line's id as it is echoed.
#[derive(Clone, Copy)]
enum Id<'a> {
    /// Any JSON value, written as serde writes it.
    Value(&'a Value),
    /// A string with nothing to escape, as it stood between its quotes.
    Plain(&'a str),
    /// `null`, or an integer as written (no sign of zero, no leading zeros, at most 18
    /// digits), which serde would write back the same.
    Raw(&'a str),
}

/// Writes a result line in the spec's field order, exactly as serde would.
fn write_result(out: &mut Vec<u8>, line: &mut Line, id: Id<'_>, result: &Result<Score, String>) {
    match result {
        Ok(score) => write_score(out, line, id, score),
        Err(error) => write_error(out, id, error),
    }
}

/// The start of a result line: its id.
fn write_id(out: &mut Vec<u8>, id: Id<'_>) {
    out.extend_from_slice(b"{\"id\":");
    match id {
        Id::Value(value) => {
            serde_json::to_writer(&mut *out, value).expect("writing to memory cannot fail")
        }
        Id::Plain(text) => {
            out.push(b'"');
            out.extend_from_slice(text.as_bytes());
            out.push(b'"');
        }
        Id::Raw(text) => out.extend_from_slice(text.as_bytes()),
    }
}

/// A scored line's result.
fn write_score(out: &mut Vec<u8>, line: &mut Line, id: Id<'_>, s: &Score) {
    write_id(out, id);
    // Written into `line`, then copied whole: each piece is then a copy of known
    // length with no check of the buffer's growth.
    line.len = 0;
    line.put(b",\"error\":null,\"han\":");
    line.number(s.han);
    line.put(b",\"fu\":");
    line.number(s.fu);
    line.put(b",\"yakuman\":");
    line.number(s.yakuman);
    line.put(b",\"yaku\":");
    line.named_numbers(
        b"{\"name\":\"",
        b"\",\"han\":",
        s.yaku.as_slice().iter().map(|y| (y.yaku.name(), y.han)),
    );
    line.put(b",\"fu_details\":");
    line.named_numbers(
        b"{\"reason\":\"",
        b"\",\"fu\":",
        s.fu_details
            .as_slice()
            .iter()
            .map(|f| (f.reason.name(), f.fu)),
    );
    line.put(b",\"limit\":\"");
    line.name(s.limit.map_or("", |l| l.name()));
    line.put(b"\",\"cost\":{\"main\":");
    line.number(s.cost.main);
    line.put(b",\"additional\":");
    line.number(s.cost.additional);
    line.put(b",\"total\":");
    line.number(s.cost.total);
    line.put(b"}}\n");
    out.extend_from_slice(line.text());
}

/// A refused line's result: the error and every other field null.
fn write_error(out: &mut Vec<u8>, id: Id<'_>, error: &str) {
    write_id(out, id);
    out.extend_from_slice(b",\"error\":");
    write_str(out, error);
    out.extend_from_slice(
        b",\"han\":null,\"fu\":null,\"yakuman\":null,\"yaku\":null,\"fu_details\":null,\"limit\":null,\"cost\":null}\n",
    );
}

/// A JSON string: as it is when nothing needs escaping, else serde's escaping.
fn write_str(out: &mut Vec<u8>, text: &str) {
    if text.bytes().any(|b| b < 0x20 || b == b'"' || b == b'\\') {
        serde_json::to_writer(&mut *out, text).expect("writing to memory cannot fail");
    } else {
        out.push(b'"');
        out.extend_from_slice(text.as_bytes());
        out.push(b'"');
    }
}

/// The fields of a scored line after its id: one buffer, reused line after line. The longest
/// the engine can give (24 yaku and 10 fu parts, each with one of the longest names, six-digit
/// payments) is about 1,800 bytes.
struct Line {
    bytes: [u8; 2048],
    len: usize,
}

impl Default for Line {
    fn default() -> Self {
        Line {
            bytes: [0; 2048],
            len: 0,
        }
    }
}

impl Line {
    #[inline(always)]
    fn put(&mut self, piece: &[u8]) {
        let end = self.len + piece.len();
        self.bytes[self.len..end].copy_from_slice(piece);
        self.len = end;
    }

    /// One of the engine's names (`yakuhai_haku`, `closed_ron`, `mangan`): snake case, never
    /// anything to escape.
    #[inline(always)]
    fn name(&mut self, name: &'static str) {
        debug_assert!(name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'));
        self.put(name.as_bytes());
    }

    /// A JSON list of objects with one name and one number each: `opening` starts an object
    /// up to its name, `middle` runs from the name's closing quote to the number.
    fn named_numbers(
        &mut self,
        opening: &[u8],
        middle: &[u8],
        items: impl Iterator<Item = (&'static str, u32)>,
    ) {
        self.put(b"[");
        for (i, (name, number)) in items.enumerate() {
            if i > 0 {
                self.put(b",");
            }
            self.put(opening);
            self.name(name);
            self.put(middle);
            self.number(number);
            self.put(b"}");
        }
        self.put(b"]");
    }

    /// A number in decimal. Scores have at most six digits; those are written as pieces of
    /// a known length, the usual one and two digits first.
    #[inline(always)]
    fn number(&mut self, n: u32) {
        let digit = |d: u32| b'0' + (d % 10) as u8;
        match n {
            0..=9 => self.put(&[digit(n)]),
            10..=99 => self.put(&[digit(n / 10), digit(n)]),
            100..=999 => self.put(&[digit(n / 100), digit(n / 10), digit(n)]),
            1000..=9999 => self.put(&[digit(n / 1000), digit(n / 100), digit(n / 10), digit(n)]),
            10_000..=99_999 => self.put(&[
                digit(n / 10_000),
                digit(n / 1000),
                digit(n / 100),
                digit(n / 10),
                digit(n),
            ]),
            _ => {
                let mut digits = [0u8; 10];
                let mut at = digits.len();
                let mut rest = n;
                loop {
                    at -= 1;
                    digits[at] = digit(rest);
                    rest /= 10;
                    if rest == 0 {
                        break;
                    }
                }
                self.put(&digits[at..]);
            }
        }
    }

    fn text(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

/// The fast reader: a JSON object of the spec's fields read in place. It answers `None` for
/// anything it is not sure to read exactly as serde would, and the line then goes to serde.
mod fast;

#[cfg(test)]
mod tests;
