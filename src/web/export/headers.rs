//! The CSV files' header lines in the reader's language. `app::exports` writes every file with
//! its columns' names as the documentation lists them (`place,name,club,…`); a download is the
//! web's answer, so here the header line alone is put into the page's words and the rows are
//! left as written. The way back too: a players list whose header is in French or Japanese (as
//! the players file is exported in those languages) has its header put back into those names
//! before the import reads it, so a file exported in any language imports again.
//!
//! The EMA results file is not worded here: the EMA's ranking reads its English columns.
//! The column names are `export::COLUMNS`, the list the writers' own test holds them to.

use crate::export::COLUMNS;
use crate::web::i18n::{Language, Words};

/// A column's name in `words`; a name this list does not know stays as written.
pub fn column_words(words: Words, column: &str) -> String {
    match column {
        "name" => words.get("csv-name"),
        "club" => words.get("csv-club"),
        "number" => words.get("csv-number"),
        "checked_in" => words.get("csv-checked-in"),
        "withdrawn" => words.get("csv-withdrawn"),
        "round" => words.get("csv-round"),
        "table" => words.get("csv-table"),
        "seat" => words.get("csv-seat"),
        "player" => words.get("csv-player"),
        "place" => words.get("csv-place"),
        "games" => words.get("csv-games"),
        "game_total" => words.get("csv-game-total"),
        "penalties" => words.get("csv-penalties"),
        "total" => words.get("csv-total"),
        "stage" => words.get("csv-stage"),
        "final_rank" => words.get("csv-final-rank"),
        "stage_total" => words.get("csv-stage-total"),
        "qualifying_total" => words.get("csv-qualifying-total"),
        "game_points" => words.get("csv-game-points"),
        "points" => words.get("csv-points"),
        "score" => words.get("csv-score"),
        "hand" => words.get("csv-hand"),
        "wind_round" => words.get("csv-wind-round"),
        "honba" => words.get("csv-honba"),
        "outcome" => words.get("csv-outcome"),
        "winners" => words.get("csv-winners"),
        "value" => words.get("csv-value"),
        "delta_e" => words.get("csv-delta-e"),
        "delta_s" => words.get("csv-delta-s"),
        "delta_w" => words.get("csv-delta-w"),
        "delta_n" => words.get("csv-delta-n"),
        "delta_fifth" => words.get("csv-delta-fifth"),
        "delta_e_partner" => words.get("csv-delta-e-partner"),
        "delta_s_partner" => words.get("csv-delta-s-partner"),
        "delta_w_partner" => words.get("csv-delta-w-partner"),
        "delta_n_partner" => words.get("csv-delta-n-partner"),
        "seated" => words.get("csv-seated"),
        "note" => words.get("csv-note"),
        "kind" => words.get("csv-kind"),
        "amount" => words.get("csv-amount"),
        "reason" => words.get("csv-reason"),
        "given_at" => words.get("csv-given-at"),
        "team" => words.get("csv-team"),
        "player_1" => words.get("csv-player-1"),
        "player_2" => words.get("csv-player-2"),
        "won" => words.get("csv-won"),
        "ema_number" => words.get("csv-ema-number"),
        "country" => words.get("csv-country"),
        "events" => words.get("csv-events"),
        other => other.to_string(),
    }
}

/// The header line and the rest of `file`, split after the first line's end.
fn split_header(file: &[u8]) -> (&[u8], &[u8]) {
    match file.iter().position(|&b| b == b'\n') {
        Some(end) => file.split_at(end + 1),
        None => (file, &[]),
    }
}

/// `file` (a CSV file as `app::exports` writes it) with its header line in `words`. An English
/// file is returned as it was written, byte for byte.
pub fn worded(words: Words, file: Vec<u8>) -> Vec<u8> {
    if words.language() == Language::English {
        return file;
    }
    let (header, rows) = split_header(&file);
    let Ok(header) = std::str::from_utf8(header) else {
        return file;
    };
    let names: Vec<String> = header
        .trim_end_matches(['\r', '\n'])
        .split(',')
        .map(|column| column_words(words, column))
        .collect();
    let mut written = Vec::with_capacity(file.len() + 64);
    {
        let mut writer = csv::Writer::from_writer(&mut written);
        // A header that cannot be written keeps its English names: the rows still read.
        let header_written = writer.write_record(&names).is_ok() && writer.flush().is_ok();
        if !header_written {
            return file;
        }
    }
    written.extend_from_slice(rows);
    written
}

/// A column's English name from its name in any of tenbou's languages (any case, spaces
/// around it ignored); none for a name no language gives a column.
fn english_column(cell: &str) -> Option<&'static str> {
    let cell = cell.trim().trim_matches('"').trim();
    Language::ALL.into_iter().find_map(|language| {
        let words = Words::new(language);
        COLUMNS
            .iter()
            .find(|column| column_words(words, column).eq_ignore_ascii_case(cell))
            .copied()
    })
}

/// A players list with its header line put back into the English column names the import
/// reads, when that header is in another of tenbou's languages (its first column the
/// language's word for the name); any other list is returned as it is.
pub fn english_header(list: &str) -> String {
    let text = list.strip_prefix('\u{feff}').unwrap_or(list);
    let (header, rows) = text.split_at(text.find('\n').map_or(text.len(), |end| end + 1));
    let line = header.trim_end_matches(['\r', '\n']);
    let delimiter = if line.contains(';') && !line.contains(',') {
        ';'
    } else {
        ','
    };
    let cells: Vec<&str> = line.split(delimiter).collect();
    let first = cells.first().copied().unwrap_or_default();
    if first.trim().eq_ignore_ascii_case("name") || english_column(first) != Some("name") {
        return list.to_string();
    }
    let english: Vec<String> = cells
        .iter()
        .map(|cell| english_column(cell).map_or_else(|| cell.to_string(), str::to_string))
        .collect();
    let ending = &header[line.len()..];
    format!("{}{ending}{rows}", english.join(&delimiter.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_french_header_is_worded_and_read_back_the_rows_untouched() {
        let file = b"name,club,number,checked_in,withdrawn\nA\xc3\xafko,MSMC,,yes,no\n".to_vec();
        let french = worded(Words::new(Language::French), file.clone());
        let text = String::from_utf8(french).unwrap();
        assert!(!text.starts_with("name,"), "{text}");
        assert!(text.ends_with("Aïko,MSMC,,yes,no\n"), "{text}");
        assert_eq!(english_header(&text).as_bytes(), &file[..]);
        assert_eq!(worded(Words::default(), file.clone()), file);
    }

    #[test]
    fn every_column_has_its_own_name_in_every_language() {
        for language in Language::ALL {
            let words = Words::new(language);
            let mut names: Vec<String> = COLUMNS.iter().map(|c| column_words(words, c)).collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), COLUMNS.len(), "{language:?}");
            assert!(
                names.iter().all(|n| !n.contains([',', ';', '"'])),
                "{names:?}"
            );
        }
    }
}
