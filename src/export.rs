//! CSV writers: what an organizer takes home from the event. They write to any
//! `std::io::Write` and know nothing of the database or HTTP.

use std::io::Write;

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

/// `name,club,number,checked_in,withdrawn`, one line per player.
pub fn write_players<W: Write>(out: W, players: &[PlayerLine]) -> csv::Result<()> {
    let mut writer = csv::Writer::from_writer(out);
    writer.write_record(["name", "club", "number", "checked_in", "withdrawn"])?;
    for p in players {
        writer.write_record([
            p.name,
            p.club,
            p.number,
            yes_no(p.checked_in),
            yes_no(p.withdrawn),
        ])?;
    }
    writer.flush()?;
    Ok(())
}

/// `round,table,seat,player` with seats E, S, W, N: the same shape as `tenbou seat`, so one tool
/// checks both.
pub fn write_seating<W: Write>(out: W, seats: &[SeatLine]) -> csv::Result<()> {
    let mut writer = csv::Writer::from_writer(out);
    writer.write_record(["round", "table", "seat", "player"])?;
    for s in seats {
        writer.write_record([
            s.round.to_string(),
            s.table.to_string(),
            s.seat.to_string(),
            s.player.to_string(),
        ])?;
    }
    writer.flush()?;
    Ok(())
}

fn yes_no(value: bool) -> &'static str {
    if value {
        "yes"
    } else {
        "no"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_written_with_quotes_where_needed_and_unicode_intact() {
        let mut out = Vec::new();
        let players = [PlayerLine {
            name: "Chloé, \"the wall\"",
            club: "山田会",
            number: "",
            checked_in: true,
            withdrawn: false,
        }];
        write_players(&mut out, &players).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "name,club,number,checked_in,withdrawn\n\"Chloé, \"\"the wall\"\"\",山田会,,yes,no\n"
        );
    }

    #[test]
    fn seating_has_the_documented_header() {
        let mut out = Vec::new();
        write_seating(
            &mut out,
            &[SeatLine {
                round: 1,
                table: 2,
                seat: "W",
                player: "Ben",
            }],
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "round,table,seat,player\n1,2,W,Ben\n"
        );
    }
}
