//! `tenbou score`: hands in, scores out, one JSON object per line (`docs/hand-jsonl.md`).
//!
//! Owns the JSON shape of the batch interface and nothing of the rules: every line is turned
//! into an `engine::hand::HandInput` and scored by `engine::hand::evaluate`. A bad line (bad
//! JSON, a missing field, an impossible hand) gives an error result for that line and the run
//! goes on; only a failure to read the input or write the output ends it.
//! Lines naming `hkos-msmc`, and bonus tiles on a line of another ruleset, are `score_hkos`'s.
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

use crate::cli::score_hkos;
use crate::engine::hand::line::{evaluate_text_then, HandText, MeldText};
use crate::engine::hand::{evaluate_line, HandLine, MeldLine, Score, Situation};
use crate::engine::ruleset::{Ruleset, Style};
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

/// A hand as written, for serde: the fallback path's reading of a line.
#[derive(Deserialize)]
struct WireLine {
    hand: String,
    win_tile: String,
    #[serde(default)]
    melds: Vec<WireMeld>,
    #[serde(default)]
    tsumo: bool,
    #[serde(default)]
    riichi: bool,
    #[serde(default)]
    double_riichi: bool,
    #[serde(default)]
    ippatsu: bool,
    #[serde(default)]
    haitei: bool,
    #[serde(default)]
    houtei: bool,
    #[serde(default)]
    rinshan: bool,
    #[serde(default)]
    chankan: bool,
    #[serde(default)]
    tenhou: bool,
    #[serde(default)]
    chiihou: bool,
    #[serde(default)]
    renhou: bool,
    #[serde(default = "east")]
    seat_wind: String,
    #[serde(default = "east")]
    round_wind: String,
    #[serde(default)]
    dora_indicators: String,
    #[serde(default)]
    ura_indicators: String,
    #[serde(default)]
    honba: u32,
    #[serde(default)]
    riichi_sticks: u32,
    #[serde(default)]
    ruleset: Option<String>,
    /// Sanma: North tiles set aside as nuki dora (spec "Sanma").
    #[serde(default)]
    nuki: u32,
}

fn east() -> String {
    "E".to_string()
}

#[derive(Deserialize)]
struct WireMeld {
    kind: String,
    tiles: String,
    #[serde(default)]
    opened: Option<bool>,
}

impl From<WireLine> for HandLine {
    fn from(w: WireLine) -> Self {
        HandLine {
            hand: w.hand,
            win_tile: w.win_tile,
            melds: w
                .melds
                .into_iter()
                .map(|m| MeldLine {
                    kind: m.kind,
                    tiles: m.tiles,
                    opened: m.opened,
                })
                .collect(),
            tsumo: w.tsumo,
            riichi: w.riichi,
            double_riichi: w.double_riichi,
            ippatsu: w.ippatsu,
            haitei: w.haitei,
            houtei: w.houtei,
            rinshan: w.rinshan,
            chankan: w.chankan,
            tenhou: w.tenhou,
            chiihou: w.chiihou,
            renhou: w.renhou,
            seat_wind: w.seat_wind,
            round_wind: w.round_wind,
            dora_indicators: w.dora_indicators,
            ura_indicators: w.ura_indicators,
            honba: w.honba,
            riichi_sticks: w.riichi_sticks,
            ruleset: w.ruleset,
            nuki: w.nuki,
        }
    }
}

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
    line: WireLine,
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
    match Ruleset::preset(id) {
        // Hong Kong Old Style has its own faan list, not yet scored from tiles.
        Some(r) if r.style == Style::HongKongOldStyle => Err(format!(
            "unknown_ruleset: {id:?} hands are not scored from tiles yet"
        )),
        Some(r) => Ok(r),
        None => Err(format!("unknown_ruleset: {id:?} is not a preset")),
    }
}

/// Scores one line through serde: its id (or null) and the score or the error text.
fn score_line(text: &str, default_rules: &Ruleset) -> (Value, Result<Score, String>) {
    let (id, line) = match serde_json::from_str::<WithId>(text) {
        Ok(WithId { id, line }) => (id, HandLine::from(line)),
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
    line.put(b",\"yaku\":[");
    for (i, y) in s.yaku.as_slice().iter().enumerate() {
        line.put(if i > 0 {
            b",{\"name\":\""
        } else {
            b"{\"name\":\""
        });
        line.name(y.yaku.name());
        line.put(b"\",\"han\":");
        line.number(y.han);
        line.put(b"}");
    }
    line.put(b"],\"fu_details\":[");
    for (i, f) in s.fu_details.as_slice().iter().enumerate() {
        line.put(if i > 0 {
            b",{\"reason\":\""
        } else {
            b"{\"reason\":\""
        });
        line.name(f.reason.name());
        line.put(b"\",\"fu\":");
        line.number(f.fu);
        line.put(b"}");
    }
    line.put(b"],\"limit\":\"");
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
mod fast {
    use super::{HandText, Id, MeldText, Situation};

    /// Melds read at most; a line with more goes to serde (and the evaluator refuses it).
    const MAX_MELDS: usize = 4;

    /// The fields of a line, quoted, in the spec's order; a field is known by its place here.
    const FIELDS: [&str; 23] = [
        "\"id\"",
        "\"hand\"",
        "\"win_tile\"",
        "\"melds\"",
        "\"tsumo\"",
        "\"riichi\"",
        "\"double_riichi\"",
        "\"ippatsu\"",
        "\"haitei\"",
        "\"houtei\"",
        "\"rinshan\"",
        "\"chankan\"",
        "\"tenhou\"",
        "\"chiihou\"",
        "\"renhou\"",
        "\"seat_wind\"",
        "\"round_wind\"",
        "\"dora_indicators\"",
        "\"ura_indicators\"",
        "\"honba\"",
        "\"riichi_sticks\"",
        "\"ruleset\"",
        "\"nuki\"",
    ];

    /// A member after the first, separator and name together, as Python's `json.dumps` writes
    /// it (`, "name": `) and as compact writers do (`,"name":`): the usual line is read
    /// with one comparison per member.
    const SPACED: [&str; 23] = [
        ", \"id\": ",
        ", \"hand\": ",
        ", \"win_tile\": ",
        ", \"melds\": ",
        ", \"tsumo\": ",
        ", \"riichi\": ",
        ", \"double_riichi\": ",
        ", \"ippatsu\": ",
        ", \"haitei\": ",
        ", \"houtei\": ",
        ", \"rinshan\": ",
        ", \"chankan\": ",
        ", \"tenhou\": ",
        ", \"chiihou\": ",
        ", \"renhou\": ",
        ", \"seat_wind\": ",
        ", \"round_wind\": ",
        ", \"dora_indicators\": ",
        ", \"ura_indicators\": ",
        ", \"honba\": ",
        ", \"riichi_sticks\": ",
        ", \"ruleset\": ",
        ", \"nuki\": ",
    ];
    const COMPACT: [&str; 23] = [
        ",\"id\":",
        ",\"hand\":",
        ",\"win_tile\":",
        ",\"melds\":",
        ",\"tsumo\":",
        ",\"riichi\":",
        ",\"double_riichi\":",
        ",\"ippatsu\":",
        ",\"haitei\":",
        ",\"houtei\":",
        ",\"rinshan\":",
        ",\"chankan\":",
        ",\"tenhou\":",
        ",\"chiihou\":",
        ",\"renhou\":",
        ",\"seat_wind\":",
        ",\"round_wind\":",
        ",\"dora_indicators\":",
        ",\"ura_indicators\":",
        ",\"honba\":",
        ",\"riichi_sticks\":",
        ",\"ruleset\":",
        ",\"nuki\":",
    ];

    pub struct Read<'a> {
        pub id: Id<'a>,
        pub ruleset: Option<&'a str>,
        hand: &'a str,
        win_tile: &'a str,
        melds: [MeldText<'a>; MAX_MELDS],
        meld_count: usize,
        situation: Situation,
        seat_wind: &'a str,
        round_wind: &'a str,
        dora_indicators: &'a str,
        ura_indicators: &'a str,
        honba: u32,
        riichi_sticks: u32,
        nuki: u32,
    }

    impl<'a> Read<'a> {
        pub fn text(&self) -> HandText<'_> {
            HandText {
                hand: self.hand,
                win_tile: self.win_tile,
                melds: &self.melds[..self.meld_count],
                situation: self.situation,
                seat_wind: self.seat_wind,
                round_wind: self.round_wind,
                dora_indicators: self.dora_indicators,
                ura_indicators: self.ura_indicators,
                honba: self.honba,
                riichi_sticks: self.riichi_sticks,
                nuki: self.nuki,
            }
        }
    }

    /// `each_field!(k, |i| test)`: the test for field `k`, one arm per field, so that each
    /// comparison in it is of a known length.
    macro_rules! each_field {
        ($k:expr, |$i:ident| $test:expr) => {
            each_field!(@arms $k, $i, $test, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                16, 17, 18, 19, 20, 21, 22])
        };
        (@arms $k:expr, $i:ident, $test:expr, [$($n:literal),*]) => {
            match $k {
                $($n => {
                    let $i = $n;
                    $test
                })*
                _ => false,
            }
        };
    }

    /// The bytes that end the plain part of a string: the closing quote, a backslash (an
    /// escape, left to serde), the control characters JSON forbids unescaped, and every byte
    /// outside ASCII (a line with one is serde's, so that a line read here is ASCII and needs
    /// no UTF-8 check of its own). A table, so that the scan of a string costs one load and
    /// one test per byte.
    const STOP: [bool; 256] = {
        let mut table = [false; 256];
        let mut b = 0;
        while b < 0x20 {
            table[b] = true;
            b += 1;
        }
        let mut b = 0x80;
        while b < 0x100 {
            table[b] = true;
            b += 1;
        }
        table[b'"' as usize] = true;
        table[b'\\' as usize] = true;
        table
    };

    /// Reads a line byte by byte, handing out slices of it that it has seen to be ASCII.
    struct Cursor<'a> {
        text: &'a [u8],
        at: usize,
    }

    /// Bytes already seen to be ASCII, as text. Checking the whole line as UTF-8 first cost
    /// more than the rest of its reading; the scans that find a string's or a number's end
    /// look at every byte anyway, so they are what shows the bytes to be ASCII.
    ///
    /// # Safety
    /// Every byte of `bytes` must be below 0x80.
    #[inline(always)]
    unsafe fn ascii(bytes: &[u8]) -> &str {
        debug_assert!(bytes.is_ascii());
        // SAFETY: ASCII bytes are valid UTF-8, each a character of its own (the caller's
        // promise above).
        unsafe { std::str::from_utf8_unchecked(bytes) }
    }

    impl<'a> Cursor<'a> {
        #[inline(always)]
        fn peek(&self) -> Option<u8> {
            self.text.get(self.at).copied()
        }

        #[inline(always)]
        fn space(&mut self) {
            while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
                self.at += 1;
            }
        }

        #[inline(always)]
        fn eat(&mut self, byte: u8) -> bool {
            if self.peek() == Some(byte) {
                self.at += 1;
                true
            } else {
                false
            }
        }

        #[inline(always)]
        fn word(&mut self, word: &[u8]) -> bool {
            match self.text.get(self.at..self.at + word.len()) {
                Some(bytes) if bytes == word => {
                    self.at += word.len();
                    true
                }
                _ => false,
            }
        }

        /// A string without escapes or control characters, its text between the quotes.
        #[inline(always)]
        fn string(&mut self) -> Option<&'a str> {
            if !self.eat(b'"') {
                return None;
            }
            let start = self.at;
            let mut end = start;
            while !STOP[usize::from(*self.text.get(end)?)] {
                end += 1;
            }
            if self.text[end] != b'"' {
                return None;
            }
            self.at = end + 1;
            // SAFETY: every byte from `start` to `end` was tested against STOP above, which
            // stops at each byte of 0x80 and over.
            Some(unsafe { ascii(&self.text[start..end]) })
        }

        #[inline(always)]
        fn boolean(&mut self) -> Option<bool> {
            if self.word(b"true") {
                Some(true)
            } else if self.word(b"false") {
                Some(false)
            } else {
                None
            }
        }

        /// An integer as JSON writes it (`-` only before a non-zero digit, no leading zeros,
        /// no fraction or exponent), at most 18 digits; its text.
        fn integer(&mut self) -> Option<&'a str> {
            let start = self.at;
            let negative = self.eat(b'-');
            let digits_start = self.at;
            while matches!(self.peek(), Some(b'0'..=b'9')) {
                self.at += 1;
            }
            let digits = &self.text[digits_start..self.at];
            if digits.is_empty()
                || digits.len() > 18
                || (digits.len() > 1 && digits[0] == b'0')
                || (negative && digits == b"0")
                || matches!(self.peek(), Some(b'.' | b'e' | b'E'))
            {
                return None;
            }
            // SAFETY: the text read is an optional `-` and the ASCII digits scanned above.
            Some(unsafe { ascii(&self.text[start..self.at]) })
        }

        /// A count: an integer that fits a `u32`, as serde would take it.
        fn count(&mut self) -> Option<u32> {
            let text = self.integer()?;
            if text.starts_with('-') {
                return None;
            }
            // At most 18 digits, so the sum cannot overflow a u64.
            let n = text.bytes().fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
            u32::try_from(n).ok()
        }

        /// After a member: `,` (true, another follows) or the closing `}` (false).
        #[inline(always)]
        fn next_member(&mut self) -> Option<bool> {
            self.space();
            if self.eat(b',') {
                self.space();
                Some(true)
            } else if self.eat(b'}') {
                Some(false)
            } else {
                None
            }
        }

        /// The `:` after a key, with the space around it.
        #[inline(always)]
        fn colon(&mut self) -> Option<()> {
            self.space();
            if !self.eat(b':') {
                return None;
            }
            self.space();
            Some(())
        }

        /// Whether the field numbered `k` in [`FIELDS`] comes next, by its quoted name.
        #[inline(always)]
        fn known(&mut self, k: usize) -> bool {
            each_field!(k, |i| self.word(FIELDS[i].as_bytes()))
        }

        /// Whether the field numbered `k` comes next after a value, with the separator
        /// before it and the colon after it, in one of the two usual spacings.
        #[inline(always)]
        fn member(&mut self, k: usize) -> bool {
            each_field!(k, |i| self.word(SPACED[i].as_bytes())
                || self.word(COMPACT[i].as_bytes()))
        }

        /// A line's field name with the `:` after it: its place in [`FIELDS`]. Writers keep
        /// the spec's order and leave out fields at their default, so the field after
        /// `expect - 1` is tried first, then the one after it, by their bytes.
        fn field(&mut self, expect: usize) -> Option<usize> {
            let at = if self.known(expect) {
                expect
            } else if self.known(expect + 1) {
                expect + 1
            } else {
                let key = self.string()?;
                FIELDS
                    .iter()
                    .position(|f| f.len() == key.len() + 2 && &f[1..f.len() - 1] == key)?
            };
            self.colon()?;
            Some(at)
        }

        /// The value of field `field` (numbered as in [`FIELDS`]) into `read`.
        #[inline(always)]
        fn value(&mut self, read: &mut Read<'a>, field: usize) -> Option<()> {
            let s = &mut read.situation;
            match field {
                0 => {
                    read.id = if self.word(b"null") {
                        Id::Raw("null")
                    } else if self.peek() == Some(b'"') {
                        Id::Plain(self.string()?)
                    } else {
                        Id::Raw(self.integer()?)
                    };
                }
                1 => {
                    read.hand = self.string()?;
                }
                2 => {
                    read.win_tile = self.string()?;
                }
                3 => {
                    read.meld_count = self.melds(&mut read.melds)?;
                }
                4 => {
                    s.tsumo = self.boolean()?;
                }
                5 => {
                    s.riichi = self.boolean()?;
                }
                6 => {
                    s.double_riichi = self.boolean()?;
                }
                7 => {
                    s.ippatsu = self.boolean()?;
                }
                8 => {
                    s.haitei = self.boolean()?;
                }
                9 => {
                    s.houtei = self.boolean()?;
                }
                10 => {
                    s.rinshan = self.boolean()?;
                }
                11 => {
                    s.chankan = self.boolean()?;
                }
                12 => {
                    s.tenhou = self.boolean()?;
                }
                13 => {
                    s.chiihou = self.boolean()?;
                }
                14 => {
                    s.renhou = self.boolean()?;
                }
                15 => {
                    read.seat_wind = self.string()?;
                }
                16 => {
                    read.round_wind = self.string()?;
                }
                17 => {
                    read.dora_indicators = self.string()?;
                }
                18 => {
                    read.ura_indicators = self.string()?;
                }
                19 => {
                    read.honba = self.count()?;
                }
                20 => {
                    read.riichi_sticks = self.count()?;
                }
                21 => {
                    read.ruleset = if self.word(b"null") {
                        None
                    } else {
                        Some(self.string()?)
                    };
                }
                22 => {
                    read.nuki = self.count()?;
                }
                _ => return None,
            }
            Some(())
        }

        /// A meld: as Python or a compact writer spells it, in the spec's order, by a few
        /// comparisons; any other spelling from its start, one member at a time.
        fn meld(&mut self) -> Option<MeldText<'a>> {
            let start = self.at;
            if let Some(meld) = self.usual_meld() {
                return Some(meld);
            }
            self.at = start;
            self.any_meld()
        }

        #[inline(always)]
        fn usual_meld(&mut self) -> Option<MeldText<'a>> {
            if !(self.word(b"{\"kind\": ") || self.word(b"{\"kind\":")) {
                return None;
            }
            let kind = self.string()?;
            if !(self.word(b", \"tiles\": ") || self.word(b",\"tiles\":")) {
                return None;
            }
            let tiles = self.string()?;
            let opened = if self.word(b", \"opened\": ") || self.word(b",\"opened\":") {
                if self.word(b"null") {
                    None
                } else {
                    Some(self.boolean()?)
                }
            } else {
                None
            };
            self.eat(b'}').then_some(MeldText {
                kind,
                tiles,
                opened,
            })
        }

        fn any_meld(&mut self) -> Option<MeldText<'a>> {
            if !self.eat(b'{') {
                return None;
            }
            self.space();
            let (mut kind, mut tiles, mut opened, mut seen) = (None, None, None, 0u8);
            if !self.eat(b'}') {
                loop {
                    // Any other key, or one with an escape, is serde's to read.
                    let bit = if self.word(b"\"kind\"") {
                        1
                    } else if self.word(b"\"tiles\"") {
                        2
                    } else if self.word(b"\"opened\"") {
                        4
                    } else {
                        return None;
                    };
                    self.colon()?;
                    match bit {
                        1 => kind = Some(self.string()?),
                        2 => tiles = Some(self.string()?),
                        _ => {
                            opened = if self.word(b"null") {
                                None
                            } else {
                                Some(self.boolean()?)
                            }
                        }
                    }
                    if seen & bit != 0 {
                        return None;
                    }
                    seen |= bit;
                    if !self.next_member()? {
                        break;
                    }
                }
            }
            Some(MeldText {
                kind: kind?,
                tiles: tiles?,
                opened,
            })
        }

        fn melds(&mut self, melds: &mut [MeldText<'a>; MAX_MELDS]) -> Option<usize> {
            if !self.eat(b'[') {
                return None;
            }
            self.space();
            if self.eat(b']') {
                return Some(0);
            }
            let mut count = 0;
            loop {
                let meld = self.meld()?;
                *melds.get_mut(count)? = meld;
                count += 1;
                self.space();
                if self.eat(b']') {
                    return Some(count);
                }
                if !self.eat(b',') {
                    return None;
                }
                self.space();
            }
        }
    }
    /// Reads one line, or `None` when serde must.
    pub fn read(text: &[u8]) -> Option<Read<'_>> {
        // No UTF-8 check of the line: the cursor hands out only slices it has seen to be
        // ASCII, and a line with any other byte in a string is serde's (outside strings, only
        // ASCII punctuation, words and digits are read).
        let mut c = Cursor { text, at: 0 };
        c.space();
        if !c.eat(b'{') {
            return None;
        }
        c.space();
        let mut read = Read {
            id: Id::Raw("null"),
            ruleset: None,
            hand: "",
            win_tile: "",
            melds: [MeldText::default(); MAX_MELDS],
            meld_count: 0,
            situation: Situation::default(),
            seat_wind: "E",
            round_wind: "E",
            dora_indicators: "",
            ura_indicators: "",
            honba: 0,
            riichi_sticks: 0,
            nuki: 0,
        };
        // Fields are numbered as in FIELDS; a field's bit in `seen` is 1 << its number.
        let mut seen = 0u32;
        // First one pass over the fields in the spec's order, each tried once where it would
        // stand: straight-line code whose every test goes the same way line after line, so
        // the processor predicts it, where a loop choosing the field by a jump would not.
        macro_rules! in_order {
            ($($k:literal)*) => {$(
                let here = if seen == 0 {
                    c.known($k) && c.colon().is_some()
                } else {
                    c.member($k)
                };
                if here {
                    c.value(&mut read, $k)?;
                    seen |= 1 << $k;
                }
            )*};
        }
        in_order!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22);
        if seen == 0 {
            // An empty object, or a first member that is not a field of the spec.
            return None;
        }
        // Then whatever is left (fields out of order, unusual spacing), one member at a time.
        while c.next_member()? {
            let field = c.field(0)?;
            c.value(&mut read, field)?;
            let bit = 1u32 << field;
            if seen & bit != 0 {
                return None;
            }
            seen |= bit;
        }
        c.space();
        // Nothing may follow the object, and both required fields must be there.
        (c.at == text.len() && seen & 0b110 == 0b110).then_some(read)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    /// The result line as serde writes it: what the hand-written writer must match.
    #[derive(Serialize)]
    struct OutLine<'a> {
        id: &'a Value,
        error: Option<&'a str>,
        han: Option<u32>,
        fu: Option<u32>,
        yakuman: Option<u32>,
        yaku: Option<Vec<(&'static str, u32)>>,
        fu_details: Option<Vec<(&'static str, u32)>>,
        limit: Option<&'static str>,
        cost: Option<[u32; 3]>,
    }

    /// Every line through serde alone, written by serde: the reference output.
    fn reference(input: &str) -> String {
        let rules = Ruleset::club();
        let mut out = String::new();
        for line in input.split_inclusive('\n') {
            if line.trim().is_empty() {
                continue;
            }
            let (id, result) = score_line(line, &rules);
            let mut value = serde_json::to_value(match &result {
                Ok(s) => OutLine {
                    id: &id,
                    error: None,
                    han: Some(s.han),
                    fu: Some(s.fu),
                    yakuman: Some(s.yakuman),
                    yaku: Some(
                        s.yaku
                            .as_slice()
                            .iter()
                            .map(|y| (y.yaku.name(), y.han))
                            .collect(),
                    ),
                    fu_details: Some(
                        s.fu_details
                            .as_slice()
                            .iter()
                            .map(|f| (f.reason.name(), f.fu))
                            .collect(),
                    ),
                    limit: Some(s.limit.map_or("", |l| l.name())),
                    cost: Some([s.cost.main, s.cost.additional, s.cost.total]),
                },
                Err(e) => OutLine {
                    id: &id,
                    error: Some(e),
                    han: None,
                    fu: None,
                    yakuman: None,
                    yaku: None,
                    fu_details: None,
                    limit: None,
                    cost: None,
                },
            })
            .unwrap();
            // The spec's shapes for the lists and the cost, in its field order.
            let object = |pairs: &[(&str, Value)]| {
                let mut text = String::from("{");
                for (i, (k, v)) in pairs.iter().enumerate() {
                    if i > 0 {
                        text.push(',');
                    }
                    text.push_str(&format!("{}:{}", serde_json::to_string(k).unwrap(), v));
                }
                text + "}"
            };
            let list = |v: &Value, a: &str, b: &str| match v {
                Value::Array(items) => {
                    let parts: Vec<String> = items
                        .iter()
                        .map(|p| object(&[(a, p[0].clone()), (b, p[1].clone())]))
                        .collect();
                    format!("[{}]", parts.join(","))
                }
                other => other.to_string(),
            };
            let cost = match value["cost"].take() {
                Value::Array(c) => object(&[
                    ("main", c[0].clone()),
                    ("additional", c[1].clone()),
                    ("total", c[2].clone()),
                ]),
                other => other.to_string(),
            };
            out.push_str(&format!(
                "{{\"id\":{},\"error\":{},\"han\":{},\"fu\":{},\"yakuman\":{},\"yaku\":{},\"fu_details\":{},\"limit\":{},\"cost\":{}}}\n",
                serde_json::to_string(&id).unwrap(),
                value["error"],
                value["han"],
                value["fu"],
                value["yakuman"],
                list(&value["yaku"], "name", "han"),
                list(&value["fu_details"], "reason", "fu"),
                value["limit"],
                cost,
            ));
        }
        out
    }

    fn run_text(input: &str) -> String {
        let mut out = Vec::new();
        run(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// The inputs of the package-agreement fixture, as `tenbou score` lines.
    fn fixture_lines() -> Vec<Value> {
        include_str!("../../tests/score_fixtures/python_agreement.jsonl")
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap()["input"].clone())
            .collect()
    }

    #[test]
    fn the_fast_path_writes_what_serde_writes_for_every_kind_of_line() {
        let mut input = String::new();
        for (i, hand) in fixture_lines().iter().enumerate() {
            // Compact, spaced, pretty-ish and Python's (`json.dumps`) forms of the same
            // objects.
            match i % 4 {
                0 => input.push_str(&serde_json::to_string(hand).unwrap()),
                3 => input.push_str(
                    &serde_json::to_string(hand)
                        .unwrap()
                        .replace(",\"", ", \"")
                        .replace("\":", "\": "),
                ),
                1 => input.push_str(
                    &serde_json::to_string(hand)
                        .unwrap()
                        .replace(':', " : ")
                        .replace(',', " ,\t"),
                ),
                _ => input.push_str(&format!(" {} \r", serde_json::to_string(hand).unwrap())),
            }
            input.push('\n');
        }
        let base = r#""hand": "123m456p789s11122z", "win_tile": "3m""#;
        for line in [
            // Ids of every kind.
            format!(r#"{{"id": 12, {base}}}"#),
            format!(r#"{{"id": -12, {base}}}"#),
            format!(r#"{{"id": -0, {base}}}"#),
            format!(r#"{{"id": 0, {base}}}"#),
            format!(r#"{{"id": 012, {base}}}"#),
            format!(r#"{{"id": 1.5, {base}}}"#),
            format!(r#"{{"id": 1e3, {base}}}"#),
            format!(r#"{{"id": 123456789012345678901234, {base}}}"#),
            format!(r#"{{"id": "é\u00e9\n", {base}}}"#),
            format!(r#"{{"id": "山田", {base}}}"#),
            format!(r#"{{"id": {{"b": 1, "a": [true, null]}}, {base}}}"#),
            format!(r#"{{"id": null, {base}}}"#),
            format!(r#"{{"id": true, {base}}}"#),
            format!("{{\"id\": \"tab\there\", {base}}}"),
            // Fields the fast reader leaves to serde, and wrong ones.
            format!(r#"{{{base}, "hand": "123m456p789s11122z"}}"#),
            format!(r#"{{{base}, "extra": [1, 2, {{"x": "y"}}]}}"#),
            format!(r#"{{{base}, "tsumo": null}}"#),
            format!(r#"{{{base}, "tsumo": 1}}"#),
            format!(r#"{{{base}, "honba": -1}}"#),
            format!(r#"{{{base}, "honba": 4294967296}}"#),
            format!(r#"{{{base}, "honba": 2.0}}"#),
            format!(r#"{{{base}, "riichi_sticks": 3, "honba": 2, "riichi": true}}"#),
            format!(r#"{{{base}, "ruleset": null}}"#),
            format!(r#"{{{base}, "ruleset": "wrc-2022"}}"#),
            format!(r#"{{{base}, "ruleset": "nope"}}"#),
            format!(r#"{{{base}, "seat_wind": "Q"}}"#),
            format!(r#"{{{base}, "seat_wind": "\u0053"}}"#),
            format!(r#"{{{base}, "melds": []}}"#),
            format!(r#"{{{base}, "melds": null}}"#),
            format!(r#"{{{base}, "melds": [{{"kind": "pung", "tiles": "111z"}}]}}"#),
            format!(r#"{{{base}, "melds": [{{"tiles": "111z"}}]}}"#),
            format!(r#"{{{base}, "melds": [{{"kind": "pon", "tiles": "111z", "opened": null, "x": 1}}]}}"#),
            r#"{"hand": "11122z", "win_tile": "2z", "melds": [{"kind": "pon", "tiles": "111m"}, {"kind": "pon", "tiles": "222m"}, {"kind": "pon", "tiles": "333m"}, {"kind": "pon", "tiles": "444m"}, {"kind": "pon", "tiles": "555m"}]}"#.to_string(),
            format!(r#"{{{base}}} trailing"#),
            format!(r#"{{{base}}}{{}}"#),
            r#"{"win_tile": "3m"}"#.to_string(),
            "{}".to_string(),
            "[1, 2]".to_string(),
            "not json".to_string(),
            "\"a string\"".to_string(),
            format!(r#"{{"id": "x", {base}, "hand": 5}}"#),
        ] {
            input.push_str(&line);
            input.push('\n');
        }
        input.push_str("\n   \n");
        input.push_str(&format!(r#"{{"id": "last, no newline", {base}}}"#));
        let ours = run_text(&input);
        let theirs = reference(&input);
        for (i, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
            assert_eq!(a, b, "line {i}");
        }
        assert_eq!(ours, theirs);
    }

    #[test]
    fn numbers_of_every_length_are_written_in_decimal() {
        let mut line = Line::default();
        for n in [
            0,
            7,
            10,
            99,
            100,
            999,
            1000,
            9999,
            10_000,
            99_999,
            100_000,
            999_999,
            1_000_000,
            u32::MAX,
        ] {
            line.len = 0;
            line.number(n);
            assert_eq!(line.text(), n.to_string().as_bytes());
        }
    }

    #[test]
    fn a_line_that_is_not_utf8_is_refused_wherever_the_bad_byte_sits() {
        let good = br#"{"id": "a", "hand": "123m456p789s11122z", "win_tile": "3m"}"#;
        let mut input = Vec::new();
        // A bad byte in the id, in the hand, in a key and between members.
        for at in [9, 23, 3, 11] {
            let mut line = good.to_vec();
            line.insert(at, 0xff);
            input.extend_from_slice(&line);
            input.push(b'\n');
        }
        input.extend_from_slice(good);
        let mut out = Vec::new();
        run(&input[..], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 5, "{text}");
        for line in &lines[..4] {
            assert!(
                line.starts_with(
                    r#"{"id":null,"error":"bad_json: the line is not UTF-8","han":null"#
                ),
                "{line}"
            );
        }
        assert!(
            lines[4].starts_with(r#"{"id":"a","error":null,"han":"#),
            "{}",
            lines[4]
        );
    }

    /// Gives what `left` holds, then a failure to read.
    struct FailingInput {
        left: Vec<u8>,
    }

    impl std::io::Read for FailingInput {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.left.is_empty() {
                return Err(std::io::Error::other("the disk went away"));
            }
            let n = buf.len().min(self.left.len());
            buf[..n].copy_from_slice(&self.left[..n]);
            self.left.drain(..n);
            Ok(n)
        }
    }

    /// Accepts `room` bytes, then fails.
    struct FailingOutput {
        room: usize,
    }

    impl Write for FailingOutput {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(std::io::Error::other("the pipe closed"));
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            Ok(n)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failure_to_read_or_write_midway_ends_the_run_with_that_error() {
        let line = SPEC_EXAMPLE.replace('\n', " ") + "\n";
        let many = line.repeat(5 * CHUNK / line.len());
        let input = std::io::BufReader::new(FailingInput {
            left: many.clone().into_bytes(),
        });
        let err = run(input, Vec::new()).unwrap_err();
        assert_eq!(err.to_string(), "the disk went away");
        let err = run(many.as_bytes(), FailingOutput { room: 100_000 }).unwrap_err();
        assert_eq!(err.to_string(), "the pipe closed");
    }

    #[test]
    fn many_blocks_over_every_core_keep_the_input_order() {
        let lines: Vec<String> = fixture_lines()
            .iter()
            .map(|h| serde_json::to_string(h).unwrap())
            .collect();
        let mut input = String::new();
        let mut n = 0;
        while input.len() < 5 * CHUNK + 12_345 {
            let mut hand: Value = serde_json::from_str(&lines[n % lines.len()]).unwrap();
            hand["id"] = Value::from(n);
            input.push_str(&hand.to_string());
            input.push('\n');
            n += 1;
        }
        // No final newline: the last line still counts.
        input.pop();
        let ours = run_text(&input);
        assert_eq!(ours.lines().count(), n);
        for (i, line) in ours.lines().enumerate() {
            assert!(line.starts_with(&format!("{{\"id\":{i},")), "{i}: {line}");
        }
        assert_eq!(ours, reference(&input));
    }

    fn run_str(input: &str) -> Vec<Value> {
        let mut out = Vec::new();
        run(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    const SPEC_EXAMPLE: &str = r#"{"id": "c1",
 "hand": "123m789999p225555z", "win_tile": "3m",
 "melds": [{"kind": "ankan", "tiles": "5555z", "opened": false},
           {"kind": "pon", "tiles": "999p", "opened": true}],
 "tsumo": false, "riichi": false, "double_riichi": false, "ippatsu": false,
 "haitei": false, "houtei": false, "rinshan": false, "chankan": false,
 "tenhou": false, "chiihou": false,
 "seat_wind": "N", "round_wind": "E",
 "dora_indicators": "7z4p", "ura_indicators": "",
 "honba": 0, "riichi_sticks": 1}"#;

    #[test]
    fn the_spec_example_scores_as_the_spec_says() {
        let line = SPEC_EXAMPLE.replace('\n', " ");
        let out = run_str(&line);
        let r = &out[0];
        assert_eq!(r["id"], "c1");
        assert_eq!(r["error"], Value::Null);
        assert_eq!(r["han"], 6);
        assert_eq!(r["fu"], 60);
        assert_eq!(r["yakuman"], 0);
        assert_eq!(r["limit"], "haneman");
        assert_eq!(r["cost"]["main"], 12000);
        assert_eq!(r["cost"]["additional"], 0);
        assert_eq!(r["cost"]["total"], 13000);
        let names: Vec<&str> = r["yaku"]
            .as_array()
            .unwrap()
            .iter()
            .map(|y| y["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["yakuhai_haku", "chanta", "dora"]);
        assert!(r["fu_details"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!({"reason": "closed_terminal_kan", "fu": 32})));
    }

    #[test]
    fn fields_come_in_the_spec_order() {
        let mut out = Vec::new();
        run(SPEC_EXAMPLE.replace('\n', " ").as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let order = [
            "\"id\"",
            "\"error\"",
            "\"han\"",
            "\"fu\"",
            "\"yakuman\"",
            "\"yaku\"",
            "\"fu_details\"",
            "\"limit\"",
            "\"cost\"",
        ];
        let pos: Vec<usize> = order.iter().map(|k| text.find(k).unwrap()).collect();
        assert!(pos.windows(2).all(|w| w[0] < w[1]), "{text}");
    }

    #[test]
    fn a_bad_line_gives_an_error_and_the_run_goes_on() {
        let input = "not json\n{\"id\": 7, \"hand\": 5}\n\n{\"id\": \"x\", \"hand\": \"123m456p789s11122z\", \"win_tile\": \"3m\", \"seat_wind\": \"Q\"}\n{\"hand\": \"123m456p789s11122z\", \"win_tile\": \"3m\", \"riichi\": true}\n";
        let out = run_str(input);
        assert_eq!(out.len(), 4, "blank lines give no result");
        assert_eq!(out[0]["id"], Value::Null);
        assert!(out[0]["error"].as_str().unwrap().starts_with("bad_json: "));
        assert_eq!(out[0]["han"], Value::Null);
        assert_eq!(out[0]["cost"], Value::Null);
        assert_eq!(out[1]["id"], 7);
        assert!(out[1]["error"].as_str().unwrap().starts_with("bad_input: "));
        assert_eq!(out[2]["id"], "x");
        assert!(out[2]["error"].as_str().unwrap().contains("seat_wind"));
        assert_eq!(out[3]["id"], Value::Null);
        assert_eq!(out[3]["error"], Value::Null);
        assert_eq!(
            out[3]["han"], 3,
            "riichi and a triplet of East as seat and round wind"
        );
    }

    #[test]
    fn engine_errors_are_reported_with_their_word() {
        let out = run_str(
            "{\"id\":1,\"hand\":\"33333m456p789s11z22z\",\"win_tile\":\"3m\"}\n\
             {\"id\":2,\"hand\":\"123m456p789s11z223z\",\"win_tile\":\"3m\"}\n\
             {\"id\":3,\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"ruleset\":\"nope\"}\n\
             {\"id\":4,\"hand\":\"123m456p789s1112x2z\",\"win_tile\":\"3m\"}\n\
             {\"id\":5,\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"melds\":[{\"kind\":\"pung\",\"tiles\":\"111z\"}]}\n",
        );
        let err = |i: usize| out[i]["error"].as_str().unwrap().to_string();
        assert_eq!(err(0), "invalid_hand: 5 copies of 3m");
        assert!(err(1).starts_with("not_winning_shape"));
        assert!(err(2).starts_with("unknown_ruleset"));
        assert!(
            err(3).starts_with("bad_notation: hand at character 17: unexpected character 'x'"),
            "{}",
            err(3)
        );
        assert!(err(4).starts_with("bad_input: melds[0].kind"));
    }

    #[test]
    fn a_dealer_tsumo_reports_each_payment_as_main_and_additional() {
        let out = run_str("{\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":\"E\",\"honba\":1}\n");
        let c = &out[0]["cost"];
        assert_eq!(c["main"], c["additional"]);
        let each = c["main"].as_u64().unwrap();
        assert_eq!(c["total"].as_u64().unwrap(), 3 * each + 300);
    }
}
