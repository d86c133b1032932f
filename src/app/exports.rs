//! The tournament's CSV files, written in full: players, seating, standings (in the
//! tournament's ranking, the same order as every page), games, hands, penalties and a team tournament's team standings. Each is one
//! read of the stored tournament turned into the lines `crate::export` writes; a front end only
//! names the file and hands the bytes on.

use super::ranking::load_ranking;
use super::standings::shown_lines;
use super::tournaments::load;
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::game_results::Outcomes;
use crate::db::games::GameInfo;
use crate::db::penalties::PenaltyRow;
use crate::db::players::PlayerRow;
use crate::db::results::{ruleset_of, seat_names, PlayedGame, Results};
use crate::engine::game::{winners_paid, Hand, LimitValue, Outcome, Row, Winner};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::seat::{Seat, WIND_LETTERS};
use crate::engine::sheet::PlayerScore;
use crate::engine::sheet::WinnerFacts;
use crate::engine::styles::chinese_classical;
use crate::export::{
    self, GameLine, HandColumns, HandLine, PenaltyLine, PlayerLine, SeatLine, StandingLine,
    TeamCsvLine,
};
use crate::tournament::ids::TournamentId;
use crate::tournament::language::Language;
use crate::tournament::standings::StandingsTieBreak;

/// The files a tournament is exported as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CsvFile {
    Players,
    Seating,
    Standings,
    Games,
    Hands,
    Penalties,
    /// A tournament played in teams only: the team standings.
    Teams,
}

impl CsvFile {
    /// Every file, in the order the pages offer them.
    pub const ALL: [CsvFile; 7] = [
        CsvFile::Players,
        CsvFile::Seating,
        CsvFile::Standings,
        CsvFile::Games,
        CsvFile::Hands,
        CsvFile::Penalties,
        CsvFile::Teams,
    ];

    /// The file's name, without `.csv`.
    pub fn name(self) -> &'static str {
        match self {
            CsvFile::Players => "players",
            CsvFile::Seating => "seating",
            CsvFile::Standings => "standings",
            CsvFile::Games => "games",
            CsvFile::Hands => "hands",
            CsvFile::Penalties => "penalties",
            CsvFile::Teams => "teams",
        }
    }
}

/// A file as written: its columns named as the documentation lists them, and the language its
/// tournament reads in by default, for a front end that words the header.
pub struct CsvWritten {
    pub body: Vec<u8>,
    pub language: Option<Language>,
}

/// The file `file` of tournament `id`, written in full; [`AppError::NotFound`] when there is
/// no such tournament (and for the teams' file of a tournament played alone).
pub async fn csv(store: &Store, id: TournamentId, file: CsvFile) -> AppResult<CsvWritten> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let language = tournament.default_language();
    let body = written_file(&mut conn, id, file, tournament.preset()).await?;
    Ok(CsvWritten { body, language })
}

/// The bytes of `file`.
async fn written_file(
    conn: &mut db::Conn,
    id: TournamentId,
    file: CsvFile,
    preset: Option<PresetId>,
) -> AppResult<Vec<u8>> {
    match file {
        CsvFile::Players => players(conn, id).await,
        CsvFile::Seating => seating(conn, id).await,
        CsvFile::Standings => standings(conn, id).await,
        CsvFile::Games => games(conn, id).await,
        CsvFile::Hands => hands(conn, id, preset).await,
        CsvFile::Penalties => penalties(conn, id).await,
        CsvFile::Teams => teams(conn, id).await,
    }
}

/// A file's bytes as `write` writes them.
fn written(write: impl FnOnce(&mut Vec<u8>) -> csv::Result<()>) -> AppResult<Vec<u8>> {
    let mut body = Vec::new();
    write(&mut body).map_err(|err| AppError::Corrupt(format!("csv: {err}")))?;
    Ok(body)
}

async fn players(conn: &mut db::Conn, id: TournamentId) -> AppResult<Vec<u8>> {
    let id = id.get();
    let players = db::players::list(conn, id).await?;
    let lines: Vec<PlayerLine> = players.iter().map(player_line).collect();
    written(|body| export::write_players(body, &lines))
}

fn player_line(p: &PlayerRow) -> PlayerLine<'_> {
    PlayerLine {
        name: &p.name,
        club: &p.club,
        number: &p.player_number,
        checked_in: p.checked_in,
        withdrawn: p.withdrawn,
    }
}

async fn seating(conn: &mut db::Conn, id: TournamentId) -> AppResult<Vec<u8>> {
    let id = id.get();
    let mut rows = Vec::new();
    let mut fifths = Vec::new();
    let mut partners = Vec::new();
    for round in db::rounds::list(conn, id).await? {
        for seat in db::rounds::seats(conn, round.id).await? {
            rows.push((round.number, seat));
        }
        for fifth in db::rounds::fifths(conn, round.id).await? {
            fifths.push((round.number, fifth));
        }
        for partner in db::rounds::partners(conn, round.id).await? {
            partners.push((round.number, partner));
        }
    }
    let after_table = |lines: &[SeatLine], round: i64, table: i64| {
        lines
            .iter()
            .rposition(|l| l.round == round && l.table == table)
            .map_or(lines.len(), |i| i + 1)
    };
    // A table's fifth person follows its North, seated as "fifth"; a tag-team table's
    // partners follow it in the order of the seats they share, with those seats' letters.
    let mut lines: Vec<SeatLine> = rows
        .iter()
        .map(|(round, seat)| SeatLine {
            round: *round,
            table: seat.table_number,
            seat: seat.seat.wind_letter().unwrap_or_default(),
            player: seat.player_name.as_deref().unwrap_or(""),
        })
        .collect();
    for (round, fifth) in &fifths {
        lines.insert(
            after_table(&lines, *round, fifth.table_number),
            SeatLine {
                round: *round,
                table: fifth.table_number,
                seat: FIFTH_SEAT_CELL,
                player: &fifth.player_name,
            },
        );
    }
    for (round, partner) in &partners {
        lines.insert(
            after_table(&lines, *round, partner.table_number),
            SeatLine {
                round: *round,
                table: partner.table_number,
                seat: usize::try_from(partner.shares)
                    .ok()
                    .and_then(|s| WIND_LETTERS.get(s))
                    .copied()
                    .unwrap_or_default(),
                player: &partner.player_name,
            },
        );
    }
    written(|body| export::write_seating(body, &lines))
}

async fn standings(conn: &mut db::Conn, tournament: TournamentId) -> AppResult<Vec<u8>> {
    let id = tournament.get();
    let players = db::players::list(conn, id).await?;
    let outcomes = Outcomes::load(conn, id).await?;
    let (ranking, _) = load_ranking(conn, tournament, &players, &outcomes).await?;
    // Built from the ranking's numbers, never from the page's display strings.
    let bracket = ranking.has_bracket();
    let lines: Vec<StandingLine> = shown_lines(&players, &ranking)
        .map(|(player, r)| StandingLine {
            place: r.place,
            name: &player.name,
            club: &player.club,
            games: r.games,
            game_total: r.game_total,
            penalties: r.penalties,
            total: r.overall_total,
            stage: ranking.stage_name(r).unwrap_or_default().to_string(),
            final_rank: r.place.filter(|_| ranking.finished),
            // Outside the bracket (or without one) the plain total is what places.
            stage_total: (bracket && r.stage.is_some()).then_some(r.stage_total),
            qualifying_total: (bracket && r.stage.is_some()).then_some(r.qualifying_total),
            game_points: r.points_total,
        })
        .collect();
    let with_game_points = outcomes.tie_break() == StandingsTieBreak::GamePoints;
    written(|body| export::write_standings(body, &lines, with_game_points))
}

/// The `seat` cell of a table of five's fifth person, where the others have a wind letter.
const FIFTH_SEAT_CELL: &str = "fifth";

async fn games(conn: &mut db::Conn, id: TournamentId) -> AppResult<Vec<u8>> {
    let id = id.get();
    // From the games' stored results: no game is replayed for this file.
    let outcomes = Outcomes::load(conn, id).await?;
    let mut lines = Vec::new();
    for game in &outcomes.games {
        let names = seat_names(&game.info);
        // Every person of the game: the seats, then a table of five's fifth person.
        for (person, name) in game.people().zip(&names) {
            lines.push(GameLine {
                round: game.info.round_number,
                table: game.info.table_number,
                seat: seat_cell(&game.info, person.seat),
                player: name.clone(),
                points: person.points,
                place: person.final_result.map(|(_, place)| place),
                score: person.final_result.map(|(score, _)| score),
            });
        }
    }
    written(|body| export::write_games(body, &lines))
}

/// The `seat` cell of a game's person by stored seat: the wind letter of their seat (a
/// tag-team partner's the seat they share), or `fifth` for a table of five's fifth person.
fn seat_cell(game: &GameInfo, stored_seat: usize) -> &'static str {
    game.wind_seat(stored_seat)
        .and_then(Seat::wind_letter)
        .unwrap_or(FIFTH_SEAT_CELL)
}

/// A winner's value as a score sheet writes it: "3/30", "5", "mangan", "yakuman x2"; an
/// American hand with what was written about it: "30 points (X, jokerless, 2468 #1)".
fn value_text(w: &Winner, written: WinnerFacts<'_>) -> String {
    let value = typed_value_text(w);
    let Some(card) = written.card else {
        return value;
    };
    let mark = card.mark.as_deref().map(str::trim).map(str::to_uppercase);
    let notes: Vec<String> = mark
        .into_iter()
        .chain(card.jokerless.then(|| "jokerless".to_owned()))
        .chain(
            card.singles_and_pairs
                .then(|| "Singles and Pairs".to_owned()),
        )
        .chain(card.line.clone())
        .collect();
    format!("{value} ({})", notes.join(", "))
}

/// The value fields of a winner as a score sheet writes them.
fn typed_value_text(w: &Winner) -> String {
    let w = w.value.fields();
    match (w.han, w.fu, w.limit, w.yakuman) {
        (Some(han), Some(fu), _, _) => format!("{han}/{fu}"),
        (Some(han), None, _, _) => han.to_string(),
        (_, _, Some(LimitValue::Named(limit)), _) => limit.name().to_string(),
        (_, _, Some(LimitValue::Flag(_)), _) => "limit".into(),
        (_, _, _, Some(1)) => "yakuman".into(),
        (_, _, _, Some(n)) => format!("yakuman x{n}"),
        // Hong Kong Old Style: the faan typed or scored; MCR: the fan; Zung Jung: the points.
        _ => match (w.faan, w.fan, w.points) {
            (Some(faan), _, _) => format!("{faan} faan"),
            (None, Some(fan), _) => format!("{fan} fan"),
            (None, None, Some(1)) => "1 point".into(),
            (None, None, Some(points)) => format!("{points} points"),
            (None, None, None) => String::new(),
        },
    }
}

/// A Chinese Classical player's score as given: "32 points 1 double", "limit", or the entries
/// picked by name, each with how many times ("2 × Pung or gong of dragons (each) + Self-picked
/// win").
fn score_text(score: &PlayerScore) -> String {
    match score {
        PlayerScore::Counted { points, doubles } => {
            let s = if *doubles == 1 { "" } else { "s" };
            format!("{points} points {doubles} double{s}")
        }
        PlayerScore::Limit => "limit".into(),
        PlayerScore::Picks(ids) if ids.is_empty() => "nothing picked".into(),
        PlayerScore::Picks(ids) => {
            let mut counted: Vec<(&str, usize)> = Vec::new();
            for id in ids {
                let name = chinese_classical::list::LIST
                    .iter()
                    .find(|e| e.id == id)
                    .map_or(id.as_str(), |e| e.name);
                match counted.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, count)) => *count += 1,
                    None => counted.push((name, 1)),
                }
            }
            counted
                .iter()
                .map(|(name, count)| match count {
                    1 => name.to_string(),
                    n => format!("{n} × {name}"),
                })
                .collect::<Vec<_>>()
                .join(" + ")
        }
    }
}

async fn hands(
    conn: &mut db::Conn,
    id: TournamentId,
    preset: Option<PresetId>,
) -> AppResult<Vec<u8>> {
    let id = id.get();
    let results = Results::load(conn, id).await?;
    let mut lines = Vec::new();
    for game in &results.games {
        let rules = ruleset_of(&game.info)?;
        let names = game.names();
        for (hand, row) in game.hands.iter().zip(&game.sheet.rows) {
            lines.push(hand_line(game, &rules, &names, hand, row));
        }
    }
    // Every game of a tournament has its table size: the ruleset cannot change once a round
    // exists, so one header fits every row.
    let columns = HandColumns {
        table: crate::tournament::seating::table_size(preset),
        honba: preset.is_none_or(|id| Ruleset::preset(id).style_rules().has_counters()),
        fifth: results
            .games
            .iter()
            .any(|g| g.info.has_more_people_than_seats() && !g.info.is_tag_team()),
        partners: results.games.iter().any(|g| g.info.is_tag_team()),
    };
    written(|body| export::write_hands(body, columns, &lines))
}

/// One hand of `game` as its line: who won, with what, and what each seat got.
fn hand_line(
    game: &PlayedGame,
    rules: &Ruleset,
    names: &[String],
    hand: &Hand,
    row: &Row,
) -> HandLine {
    // Who sat in a chair this hand: at a table of five the rotation says, else the chair's
    // starting occupant.
    let in_chair = |seat: Seat| -> Option<String> { names.get(row.person_in(seat)?).cloned() };
    let outcome = match &hand.outcome {
        Outcome::Ron { .. } => "ron",
        Outcome::Tsumo { .. } => "tsumo",
        Outcome::Draw { .. } => "draw",
        Outcome::Abortive {} => "abortive",
        Outcome::Chombo { .. } => "chombo",
    };
    // A claim that head bump voided won nothing: it is not listed as a win.
    let winners: Vec<&Winner> = winners_paid(rules, &hand.outcome);
    HandLine {
        round: game.info.round_number,
        table: game.info.table_number,
        hand: row.index + 1,
        wind_round: row.round.label(),
        honba: row.honba,
        outcome: outcome.to_string(),
        winners: winners
            .iter()
            .filter_map(|w| in_chair(w.seat))
            .collect::<Vec<_>>()
            .join("; "),
        value: winners
            .iter()
            .map(|w| match hand.facts.scores().get(w.seat.index()) {
                // Chinese Classical: the winner's score as given; every player's, worked
                // out, is in the note.
                Some(score) => score_text(score),
                None => rules
                    .style_rules()
                    .value_words(w, hand.facts_of(w))
                    .unwrap_or_else(|| value_text(w, hand.facts_of(w))),
            })
            .collect::<Vec<_>>()
            .join("; "),
        deltas: row.deltas.clone(),
        // At a tag-team table the row says who sat where when the hand ended.
        seated: match game.info.is_tag_team() {
            true => rules.table.seats().filter_map(in_chair).collect(),
            false => Vec::new(),
        },
        note: row.note.to_string(),
    }
}

async fn penalties(conn: &mut db::Conn, id: TournamentId) -> AppResult<Vec<u8>> {
    let id = id.get();
    let penalties = db::penalties::list(conn, id).await?;
    let lines: Vec<PenaltyLine> = penalties.iter().map(penalty_line).collect();
    written(|body| export::write_penalties(body, &lines))
}

fn penalty_line(p: &PenaltyRow) -> PenaltyLine<'_> {
    PenaltyLine {
        player: &p.player_name,
        kind: &p.kind,
        amount: p.amount,
        reason: &p.reason,
        round: p.round_number,
        table: p.table_number,
        given_at: &p.created_at,
    }
}

/// The team standings as the standings page ranks them; not found for a tournament played
/// alone, which has no teams.
async fn teams(conn: &mut db::Conn, id: TournamentId) -> AppResult<Vec<u8>> {
    let read = super::team_standings::read_with_teams(conn, id).await?;
    let teams = read.teams.ok_or(AppError::NotFound)?;
    let lines: Vec<TeamCsvLine> = teams
        .iter()
        .map(|t| TeamCsvLine {
            place: t.line.place,
            team: &t.line.name,
            partners: t.names.each_ref().map(String::as_str),
            games: t.line.games,
            won: t.line.won,
            points: t.line.points,
        })
        .collect();
    written(|body| export::write_teams(body, &lines))
}
