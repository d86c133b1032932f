//! CSV writers: what an organizer takes home from the event. They write to any
//! `std::io::Write` and know nothing of the database or HTTP. Seat columns follow the
//! tournament's table size: a sanma file has three (docs/rules.md §6).

use crate::engine::game::Score;
use crate::tournament::ema::results::ResultLine as EmaResultLine;
use crate::tournament::league_table::TableLine as LeagueLine;
use crate::tournament::seating::TableSize;
use std::io::Write;

/// The columns the files below write, each a [`Column`] whose name is said once, here: the
/// writers name their header by these values, and [`COLUMNS`] lists every name.
macro_rules! columns {
    ($($column:ident => $name:literal,)+) => {
        /// A column of the files below, by the one name it is written with.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Column {
            $($column,)+
        }

        impl Column {
            /// The column's name in a file's header line.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Column::$column => $name,)+
                }
            }
        }

        /// Every column name the files below write (the EMA results file aside, whose columns
        /// are the EMA's), and the players list's optional EMA columns the import reads: the
        /// one list the web words a downloaded file's header line from, and reads a translated
        /// header back with.
        pub const COLUMNS: &[&str] = &[$($name,)+];
    };
}

columns! {
    Name => "name",
    Club => "club",
    Number => "number",
    CheckedIn => "checked_in",
    Withdrawn => "withdrawn",
    Round => "round",
    Table => "table",
    Seat => "seat",
    Player => "player",
    Place => "place",
    Games => "games",
    GameTotal => "game_total",
    Penalties => "penalties",
    Total => "total",
    Stage => "stage",
    FinalRank => "final_rank",
    StageTotal => "stage_total",
    QualifyingTotal => "qualifying_total",
    GamePoints => "game_points",
    Points => "points",
    Score => "score",
    Hand => "hand",
    WindRound => "wind_round",
    Honba => "honba",
    Outcome => "outcome",
    Winners => "winners",
    Value => "value",
    DeltaE => "delta_e",
    DeltaS => "delta_s",
    DeltaW => "delta_w",
    DeltaN => "delta_n",
    DeltaFifth => "delta_fifth",
    DeltaEPartner => "delta_e_partner",
    DeltaSPartner => "delta_s_partner",
    DeltaWPartner => "delta_w_partner",
    DeltaNPartner => "delta_n_partner",
    Seated => "seated",
    Note => "note",
    Kind => "kind",
    Amount => "amount",
    Reason => "reason",
    GivenAt => "given_at",
    Team => "team",
    Player1 => "player_1",
    Player2 => "player_2",
    Won => "won",
    // The players list's EMA columns, which the import reads (the EMA file itself keeps the
    // EMA's English columns).
    EmaNumber => "ema_number",
    Country => "country",
    // A league's table: how many of its events a player has a result in.
    Events => "events",
}

/// The header line of `columns`, by their names.
fn header(columns: &[Column]) -> Vec<&'static str> {
    columns.iter().map(|column| column.name()).collect()
}

/// A league's table (docs/league.md): place, name, EMA number, total and events played, then
/// one column per event of `events` (named as the event is), with what it gave the player, in
/// parentheses when the best N leave it out, empty where they did not play. The fixed columns'
/// names are `named`'s (the reader's words).
pub fn write_league_table<W: Write>(
    out: W,
    (events, named): (&[&str], impl Fn(Column) -> String),
    lines: &[LeagueLine],
) -> csv::Result<()> {
    use Column as C;
    let mut header: Vec<String> = [C::Place, C::Name, C::EmaNumber, C::Total, C::Events]
        .into_iter()
        .map(named)
        .collect();
    header.extend(events.iter().map(|event| text_cell(event)));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    write_table(out, &header, lines, |line| {
        let mut record = vec![
            line.place.to_string(),
            text_cell(&line.name),
            line.ema_number
                .as_ref()
                .map_or_else(String::new, ToString::to_string),
            line.total.to_string(),
            line.played.to_string(),
        ];
        record.extend(line.contributions.iter().map(|c| match c {
            Some(c) if c.counted => c.value.to_string(),
            Some(c) => format!("({})", c.value),
            None => String::new(),
        }));
        record
    })
}

/// One player as exported.
pub struct PlayerLine<'a> {
    pub name: &'a str,
    pub club: &'a str,
    pub number: &'a str,
    pub checked_in: bool,
    pub withdrawn: bool,
}

/// One seat of one round as exported; `player` is empty for the substitute.
pub struct SeatLine<'a> {
    pub round: i64,
    pub table: i64,
    pub seat: &'static str,
    pub player: &'a str,
}

/// Writes a file: the `header` line, then one record for each of `lines` as `record` makes it.
fn write_table<W: Write, L, R>(
    out: W,
    header: &[&str],
    lines: &[L],
    record: impl Fn(&L) -> R,
) -> csv::Result<()>
where
    R: IntoIterator,
    R::Item: AsRef<[u8]>,
{
    let mut writer = csv::Writer::from_writer(out);
    writer.write_record(header)?;
    for line in lines {
        writer.write_record(record(line))?;
    }
    writer.flush()?;
    Ok(())
}

/// `name,club,number,checked_in,withdrawn`, one line per player.
pub fn write_players<W: Write>(out: W, players: &[PlayerLine]) -> csv::Result<()> {
    use Column::*;
    let header = header(&[Name, Club, Number, CheckedIn, Withdrawn]);
    write_table(out, &header, players, |p| {
        [
            text_cell(p.name),
            text_cell(p.club),
            // A player number is text typed by a person (an EMA id, or anything).
            text_cell(p.number),
            yes_no(p.checked_in).to_string(),
            yes_no(p.withdrawn).to_string(),
        ]
    })
}

/// `round,table,seat,player` with seats E, S, W, N: the same shape as `tenbou seat`, so one tool
/// checks both.
pub fn write_seating<W: Write>(out: W, seats: &[SeatLine]) -> csv::Result<()> {
    use Column::*;
    let header = header(&[Round, Table, Seat, Player]);
    write_table(out, &header, seats, |s| {
        [
            s.round.to_string(),
            s.table.to_string(),
            s.seat.to_string(),
            text_cell(s.player),
        ]
    })
}

/// A text cell as written: names, clubs and reasons that a spreadsheet would run as a formula
/// (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) get a leading apostrophe,
/// which spreadsheets show as plain text. A cell that is just a signed number (`-1`) is read
/// as that number and runs nothing, so it stays as it is.
fn text_cell(text: &str) -> String {
    let plain_number = text
        .strip_prefix(['+', '-'])
        .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()));
    if !plain_number && text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

fn yes_no(value: bool) -> &'static str {
    if value {
        "yes"
    } else {
        "no"
    }
}

/// One line of the standings, in the tournament's ranking (the bracket's final ranking once a
/// bracket exists, docs/rules.md §5). Scores are numbers, written as plain decimals ("-3.5").
pub struct StandingLine<'a> {
    /// The place in that ranking; `None` (an empty cell) for a player outside the bracket.
    pub place: Option<usize>,
    pub name: &'a str,
    pub club: &'a str,
    pub games: usize,
    pub game_total: Score,
    pub penalties: i64,
    /// Every game minus every penalty, whatever the stage (what places without a bracket).
    pub total: Score,
    /// The last bracket stage reached ("Finals", "Qualifying"…), empty outside a bracket.
    pub stage: String,
    /// The place in the bracket's final ranking once the finals are over, else `None` (an
    /// empty cell).
    pub final_rank: Option<usize>,
    /// With a bracket, the total of the stage that places the player (what orders the file
    /// within a stage); `None` outside a bracket.
    pub stage_total: Option<Score>,
    /// With a bracket, the qualifying (first stage) total, shown beside the final ranking as
    /// the pages show it; `None` outside a bracket.
    pub qualifying_total: Option<Score>,
    /// The sum of the player's final game points, where they order equal totals of table
    /// points (MCR); see [`write_standings`].
    pub game_points: i64,
}

/// `place,name,club,games,game_total,penalties,total,stage,final_rank,stage_total,qualifying_total`:
/// the bracket's columns come last so that readers of the older file keep working. Where the
/// scores are table points (`with_game_points`, MCR) a last column `game_points` gives the
/// points that order equal totals; other tournaments' files are unchanged.
pub fn write_standings<W: Write>(
    out: W,
    lines: &[StandingLine],
    with_game_points: bool,
) -> csv::Result<()> {
    // Named in full: a glob of the columns would hide the `Score` type used below.
    let mut columns = vec![
        Column::Place,
        Column::Name,
        Column::Club,
        Column::Games,
        Column::GameTotal,
        Column::Penalties,
        Column::Total,
        Column::Stage,
        Column::FinalRank,
        Column::StageTotal,
        Column::QualifyingTotal,
    ];
    if with_game_points {
        columns.push(Column::GamePoints);
    }
    let header = header(&columns);
    let number = |score: Option<Score>| score.map(|s| s.to_string()).unwrap_or_default();
    write_table(out, &header, lines, |l| {
        let mut record = vec![
            l.place.map(|p| p.to_string()).unwrap_or_default(),
            text_cell(l.name),
            text_cell(l.club),
            l.games.to_string(),
            l.game_total.to_string(),
            l.penalties.to_string(),
            l.total.to_string(),
            l.stage.clone(),
            l.final_rank.map(|p| p.to_string()).unwrap_or_default(),
            number(l.stage_total),
            number(l.qualifying_total),
        ];
        if with_game_points {
            record.push(l.game_points.to_string());
        }
        record
    })
}

/// One player's result in one game.
pub struct GameLine {
    pub round: i64,
    pub table: i64,
    pub seat: &'static str,
    pub player: String,
    pub points: i32,
    /// The place (1 first) and final score once the game is over; empty cells before.
    pub place: Option<u8>,
    pub score: Option<Score>,
}

/// `round,table,seat,player,points,place,score`: one row per player per game.
pub fn write_games<W: Write>(out: W, lines: &[GameLine]) -> csv::Result<()> {
    use Column::*;
    let header = header(&[Round, Table, Seat, Player, Points, Place, Score]);
    write_table(out, &header, lines, |l| {
        [
            l.round.to_string(),
            l.table.to_string(),
            l.seat.to_string(),
            text_cell(&l.player),
            l.points.to_string(),
            l.place.map(|p| p.to_string()).unwrap_or_default(),
            l.score.map(|s| s.to_string()).unwrap_or_default(),
        ]
    })
}

/// One hand of one game.
pub struct HandLine {
    pub round: i64,
    pub table: i64,
    pub hand: usize,
    pub wind_round: String,
    pub honba: u32,
    pub outcome: String,
    pub winners: String,
    pub value: String,
    /// Each person's change: one per seat of the table in starting-seat order, then at a table
    /// of five the fifth person's (who bet in the first hand), at a tag-team table of eight the
    /// four partners' (East's to North's).
    pub deltas: Vec<i32>,
    /// At a tag-team table: who was seated at each seat when the hand ended, East first;
    /// empty elsewhere.
    pub seated: Vec<String>,
    pub note: String,
}

/// Which columns a hands file has: the tournament's ruleset decides, so every row of one file
/// has the same columns.
#[derive(Debug, Clone, Copy)]
pub struct HandColumns {
    /// Seats at a table: one delta column each.
    pub table: TableSize,
    /// Whether the ruleset plays repeat counters (honba); Hong Kong Old Style has none, and a
    /// column that is always 0 would read as a count that happened to stay at 0.
    pub honba: bool,
    /// Whether the event has a table of five (American, docs/rules.md §10): then a
    /// `delta_fifth` column follows the others, empty at its tables of four.
    pub fifth: bool,
    /// Whether the event has tag-team tables of eight (Mangan, docs/rules.md §15): then the
    /// four partners' delta columns and a `seated` column follow the seats' columns.
    pub partners: bool,
}

/// The partners' delta columns of a tag-team table, after the seats' own.
const PARTNER_DELTAS: [Column; 4] = [
    Column::DeltaEPartner,
    Column::DeltaSPartner,
    Column::DeltaWPartner,
    Column::DeltaNPartner,
];

/// `round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note`
/// (deltas by starting seat) at tables of four. At tables of three (sanma, docs/rules.md §6) there
/// is no `delta_n` column at all: a spreadsheet user sums or charts the delta columns, and a
/// North column of zeros (or blanks) would read as a fourth player who never won or paid. For
/// the same reason there is no `honba` column where the ruleset has no counters (Hong Kong Old
/// Style). `winners` and `value` name only the wins paid (never a claim head bump voided).
///
/// An event with a table of five (American's fifth seat) has one more column, `delta_fifth`,
/// after `delta_n`: the change of the table's fifth person, who bet in the first hand. There
/// `delta_e` … `delta_n` are the people who sat East … North for the first hand, whichever
/// chair the rotation gives them later; the column is empty at the event's tables of four.
/// An event of tag-team tables (Mangan's tag team) has instead `delta_e_partner` …
/// `delta_n_partner` after `delta_n` (the partners of the people who sat East … North for the
/// first hand), then `seated`: who sat at each seat when the hand ended, East first, joined
/// by "; ". Every other file keeps its columns.
pub fn write_hands<W: Write>(out: W, columns: HandColumns, lines: &[HandLine]) -> csv::Result<()> {
    let HandColumns {
        table,
        honba,
        fifth,
        partners,
    } = columns;
    use Column::*;
    let mut columns = vec![Round, Table, Hand, WindRound];
    if honba {
        columns.push(Honba);
    }
    columns.extend([Outcome, Winners, Value]);
    columns.extend([DeltaE, DeltaS, DeltaW, DeltaN].iter().take(table.count()));
    if fifth {
        columns.push(DeltaFifth);
    }
    if partners {
        columns.extend(PARTNER_DELTAS);
        columns.push(Seated);
    }
    columns.push(Note);
    let header = header(&columns);
    write_table(out, &header, lines, |l| {
        let mut record = vec![
            l.round.to_string(),
            l.table.to_string(),
            l.hand.to_string(),
            l.wind_round.clone(),
        ];
        if honba {
            record.push(l.honba.to_string());
        }
        record.extend([l.outcome.clone(), text_cell(&l.winners), l.value.clone()]);
        let (seats, beyond) = l.deltas.split_at(table.count().min(l.deltas.len()));
        record.extend(seats.iter().map(|d| d.to_string()));
        if fifth {
            record.push(beyond.first().map(|d| d.to_string()).unwrap_or_default());
        }
        if partners {
            let each = (0..PARTNER_DELTAS.len()).map(|p| beyond.get(p));
            record.extend(each.map(|d| d.map(i32::to_string).unwrap_or_default()));
            record.push(text_cell(&l.seated.join("; ")));
        }
        record.push(text_cell(&l.note));
        record
    })
}

/// One score penalty.
pub struct PenaltyLine<'a> {
    pub player: &'a str,
    pub kind: &'a str,
    pub amount: i64,
    pub reason: &'a str,
    pub round: Option<i64>,
    pub table: Option<i64>,
    pub given_at: &'a str,
}

/// `player,kind,amount,reason,round,table,given_at`.
pub fn write_penalties<W: Write>(out: W, lines: &[PenaltyLine]) -> csv::Result<()> {
    use Column::*;
    let header = header(&[Player, Kind, Amount, Reason, Round, Table, GivenAt]);
    let opt = |v: Option<i64>| v.map(|n| n.to_string()).unwrap_or_default();
    write_table(out, &header, lines, |l| {
        [
            text_cell(l.player),
            l.kind.to_string(),
            l.amount.to_string(),
            text_cell(l.reason),
            opt(l.round),
            opt(l.table),
            l.given_at.to_string(),
        ]
    })
}

/// The EMA results file (docs/ema.md): one line per player who played, in place order, with
/// the columns the EMA's ranking takes: place (tied players share it), last name, first name,
/// EMA number (eight digits, empty for a player without one), country (ISO 3166 alpha-3),
/// then for MCR the table points, and the tournament score.
pub fn write_ema_results<W: Write>(
    out: W,
    lines: &[EmaResultLine],
    with_table_points: bool,
) -> csv::Result<()> {
    let mut header = vec!["place", "last_name", "first_name", "ema_number", "country"];
    if with_table_points {
        header.push("table_points");
    }
    header.push("score");
    write_table(out, &header, lines, |l| {
        let mut record = vec![
            l.place.to_string(),
            text_cell(&l.last_name),
            text_cell(&l.first_name),
            l.ema_number
                .as_ref()
                .map(|n| n.to_string())
                .unwrap_or_default(),
            l.country.map(|c| c.code().to_string()).unwrap_or_default(),
        ];
        if with_table_points {
            record.push(l.table_points.unwrap_or_default().to_string());
        }
        record.push(l.score.to_string());
        record
    })
}

/// One team of a tournament played in teams, in the team standings' order (docs/rules.md §16
/// "Teams"); `points` is the partners' totals added up.
pub struct TeamCsvLine<'a> {
    pub place: usize,
    pub team: &'a str,
    pub partners: [&'a str; 2],
    pub games: usize,
    pub won: usize,
    pub points: Score,
}

/// `place,team,player_1,player_2,games,won,points`: the teams as the standings page ranks them.
pub fn write_teams<W: Write>(out: W, lines: &[TeamCsvLine]) -> csv::Result<()> {
    use Column::*;
    let header = header(&[Place, Team, Player1, Player2, Games, Won, Points]);
    write_table(out, &header, lines, |l| {
        [
            l.place.to_string(),
            text_cell(l.team),
            text_cell(l.partners[0]),
            text_cell(l.partners[1]),
            l.games.to_string(),
            l.won.to_string(),
            l.points.to_string(),
        ]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `write` puts in a file, as text.
    fn csv_text(write: impl FnOnce(&mut Vec<u8>) -> csv::Result<()>) -> String {
        let mut out = Vec::new();
        write(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// The header line of a file written with no lines, as its column names.
    fn header_of(write: impl FnOnce(&mut Vec<u8>) -> csv::Result<()>) -> Vec<String> {
        let text = csv_text(write);
        let line = text.lines().next().unwrap_or_default();
        line.split(',').map(str::to_string).collect()
    }

    #[test]
    fn every_column_a_file_writes_is_in_the_one_list_and_the_list_has_no_other() {
        let widest = HandColumns {
            table: TableSize::FOUR,
            honba: true,
            fifth: true,
            partners: true,
        };
        let written: std::collections::BTreeSet<String> = [
            header_of(|out| write_players(out, &[])),
            header_of(|out| write_seating(out, &[])),
            header_of(|out| write_standings(out, &[], true)),
            header_of(|out| write_games(out, &[])),
            header_of(|out| write_hands(out, widest, &[])),
            header_of(|out| write_penalties(out, &[])),
            header_of(|out| write_teams(out, &[])),
            header_of(|out| write_league_table(out, (&[], |c| c.name().to_string()), &[])),
            vec!["ema_number".into(), "country".into()],
        ]
        .into_iter()
        .flatten()
        .collect();
        let listed: std::collections::BTreeSet<String> =
            COLUMNS.iter().map(|c| c.to_string()).collect();
        assert_eq!(written, listed);
    }

    #[test]
    fn players_are_written_with_quotes_where_needed_and_unicode_intact() {
        let players = [PlayerLine {
            name: "Chloé, \"the wall\"",
            club: "山田会",
            number: "",
            checked_in: true,
            withdrawn: false,
        }];
        assert_eq!(
            csv_text(|out| write_players(out, &players)),
            "name,club,number,checked_in,withdrawn\n\"Chloé, \"\"the wall\"\"\",山田会,,yes,no\n"
        );
    }

    #[test]
    fn a_name_a_spreadsheet_would_run_as_a_formula_is_written_as_text() {
        let players = [PlayerLine {
            name: "=HYPERLINK(\"x\")",
            club: "@club",
            number: "-1",
            checked_in: false,
            withdrawn: false,
        }];
        let text = csv_text(|out| write_players(out, &players));
        assert!(
            text.contains("\"'=HYPERLINK(\"\"x\"\")\",'@club,-1,no,no"),
            "{text}"
        );
    }

    #[test]
    fn a_player_number_a_spreadsheet_would_run_as_a_formula_is_written_as_text() {
        for (number, written) in [
            ("=1+cmd|' /C calc'!A0", "'=1+cmd|' /C calc'!A0"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("+1-2", "'+1-2"),
            ("-1", "-1"),
            ("04000123", "04000123"),
        ] {
            let players = [PlayerLine {
                name: "Aiko",
                club: "",
                number,
                checked_in: true,
                withdrawn: false,
            }];
            let text = csv_text(|out| write_players(out, &players));
            assert!(
                text.ends_with(&format!("Aiko,,{written},yes,no\n")),
                "{text}"
            );
        }
    }

    fn hand(deltas: &[i32]) -> HandLine {
        HandLine {
            round: 1,
            table: 1,
            hand: 1,
            wind_round: "E1".into(),
            honba: 0,
            outcome: "ron".into(),
            winners: "Ben".into(),
            value: "3/30".into(),
            deltas: deltas.to_vec(),
            seated: Vec::new(),
            note: String::new(),
        }
    }

    /// The hands file as written for the one hand `deltas` in `columns`.
    fn hands_csv(columns: HandColumns, deltas: &[i32]) -> String {
        csv_text(|out| write_hands(out, columns, &[hand(deltas)]))
    }

    #[test]
    fn hands_at_tables_of_three_have_three_delta_columns_and_at_four_four() {
        let columns = |table| HandColumns {
            table,
            honba: true,
            fifth: false,
            partners: false,
        };
        assert_eq!(
            hands_csv(columns(TableSize::THREE), &[-3900, 3900, 0]),
            "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,note\n\
             1,1,1,E1,0,ron,Ben,3/30,-3900,3900,0,\n"
        );
        assert_eq!(
            hands_csv(columns(TableSize::FOUR), &[-3900, 3900, 0, 0]),
            "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note\n\
             1,1,1,E1,0,ron,Ben,3/30,-3900,3900,0,0,\n"
        );
    }

    #[test]
    fn hands_without_repeat_counters_have_no_honba_column() {
        let columns = HandColumns {
            table: TableSize::FOUR,
            honba: false,
            fifth: false,
            partners: false,
        };
        assert_eq!(
            hands_csv(columns, &[-16, 64, -32, -16]),
            "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note\n\
             1,1,1,E1,ron,Ben,3/30,-16,64,-32,-16,\n"
        );
    }

    #[test]
    fn an_event_with_a_table_of_five_has_a_fifth_delta_column_empty_at_its_tables_of_four() {
        let columns = HandColumns {
            table: TableSize::FOUR,
            honba: false,
            fifth: true,
            partners: false,
        };
        let five = hand(&[50, -25, 0, 0, -25]);
        let four = HandLine {
            table: 2,
            ..hand(&[-20, 40, -10, -10])
        };
        assert_eq!(
            csv_text(|out| write_hands(out, columns, &[five, four])),
            "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,delta_fifth,note\n\
             1,1,1,E1,ron,Ben,3/30,50,-25,0,0,-25,\n\
             1,2,1,E1,ron,Ben,3/30,-20,40,-10,-10,,\n"
        );
    }

    #[test]
    fn a_tag_team_event_has_the_partners_deltas_and_who_was_seated_after_the_seats() {
        let columns = HandColumns {
            table: TableSize::FOUR,
            honba: false,
            fifth: false,
            partners: true,
        };
        let eight = HandLine {
            seated: ["Ann", "Fay", "Cai", "Hal"].map(String::from).to_vec(),
            ..hand(&[0, -8000, 0, 0, 0, 0, 0, -4000])
        };
        assert_eq!(
            csv_text(|out| write_hands(out, columns, &[eight])),
            "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,\
             delta_e_partner,delta_s_partner,delta_w_partner,delta_n_partner,seated,note\n\
             1,1,1,E1,ron,Ben,3/30,0,-8000,0,0,0,0,0,-4000,Ann; Fay; Cai; Hal,\n"
        );
    }

    #[test]
    fn seating_has_the_documented_header() {
        let seat = SeatLine {
            round: 1,
            table: 2,
            seat: "W",
            player: "Ben",
        };
        assert_eq!(
            csv_text(|out| write_seating(out, &[seat])),
            "round,table,seat,player\n1,2,W,Ben\n"
        );
    }
}
