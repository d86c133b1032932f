//! Players as the tournament sees them: a name that is unique within the tournament (ignoring
//! case and surrounding spaces), an optional club and player number, an optional EMA number and
//! country (`tournament::ema`), and the parsing of a CSV list of entrants with a report line by
//! line.
//!
//! Also owns [`PlayerId`], the one type a player's id has in every layer above the engine.
//!
//! Parsing only: storing players is the database layer's job.

use super::details::clean_text;
use super::ema::{Country, EmaError, EmaNumber};
use super::seating;
use std::collections::HashSet;
use std::fmt;

/// A registered player: the database's id for them. Seating and brackets work with the compact
/// [`seating::PlayerId`]; an id always fits one (it is never negative and never above
/// `u32::MAX`, which [`PlayerId::new`] checks), so the two convert both ways without a cast
/// that could wrap.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "i64", into = "i64")]
pub struct PlayerId(i64);

impl PlayerId {
    /// The id `raw`, if it is one a player can have.
    pub fn new(raw: i64) -> Option<PlayerId> {
        u32::try_from(raw).ok().map(PlayerId::from)
    }

    /// The id as the database stores it.
    pub const fn get(self) -> i64 {
        self.0
    }
}

impl From<seating::PlayerId> for PlayerId {
    fn from(id: seating::PlayerId) -> PlayerId {
        PlayerId(i64::from(id))
    }
}

impl From<PlayerId> for seating::PlayerId {
    fn from(id: PlayerId) -> seating::PlayerId {
        // `new` and `From<u32>` are the only ways in, and both keep the id within u32.
        seating::PlayerId::try_from(id.0).unwrap_or(seating::PlayerId::MAX)
    }
}

impl From<PlayerId> for i64 {
    fn from(id: PlayerId) -> i64 {
        id.0
    }
}

impl TryFrom<i64> for PlayerId {
    type Error = String;

    fn try_from(raw: i64) -> Result<PlayerId, String> {
        PlayerId::new(raw).ok_or_else(|| format!("{raw} is no player id"))
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Longest name, club or number accepted.
pub const MAX_NAME_LEN: usize = 60;
pub const MAX_CLUB_LEN: usize = 80;
pub const MAX_NUMBER_LEN: usize = 30;
/// Largest list accepted in one import; a tournament with more entrants imports in parts.
pub const MAX_IMPORT_LINES: usize = 2000;

/// A player's name, trimmed and with its white space folded; never empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerName(String);

impl PlayerName {
    /// Invisible characters (zero-width spaces, direction marks, …) are dropped: two names
    /// that look the same on the standings are the same name.
    pub fn parse(raw: &str) -> Result<Self, PlayerError> {
        let name = clean_text(raw);
        if name.is_empty() {
            return Err(PlayerError::EmptyName);
        }
        if name.chars().count() > MAX_NAME_LEN {
            return Err(PlayerError::NameTooLong);
        }
        Ok(Self(name))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The key that makes names unique within a tournament: "Chloé", " chloé " and "CHLOÉ"
    /// are the same player.
    pub fn key(&self) -> String {
        name_key(&self.0)
    }
}

/// The uniqueness key of any raw name (see [`PlayerName::key`]).
pub fn name_key(raw: &str) -> String {
    clean_text(raw).to_lowercase()
}

/// Latin letters with diacritics and the plain spelling a keyboard without them gives, lower
/// case only (the text is lowercased first). Combining marks are dropped separately, so a name
/// typed in decomposed form folds the same way.
const FOLDS: &[(&str, &str)] = &[
    ("àáâãäåāăąǎǟǡǻȁȃȧạảấầẩẫậắằẳẵặ", "a"),
    ("ḃḅ", "b"),
    ("çćĉċčḉ", "c"),
    ("ďđḋḍḏḑḓð", "d"),
    ("èéêëēĕėęěȅȇȩẹẻẽếềểễệ", "e"),
    ("ḟ", "f"),
    ("ĝğġģǧǵḡ", "g"),
    ("ĥħȟḣḥḧḩḫ", "h"),
    ("ìíîïĩīĭįıǐȉȋỉịḭḯ", "i"),
    ("ĵǰ", "j"),
    ("ķǩḱḳḵ", "k"),
    ("ĺļľŀłḷḹḻḽ", "l"),
    ("ḿṁṃ", "m"),
    ("ñńņňŉǹṅṇṉṋ", "n"),
    ("òóôõöøōŏőǒǫǭǿȍȏȫȭȯȱọỏốồổỗộớờởỡợơ", "o"),
    ("ṕṗ", "p"),
    ("ŕŗřȑȓṙṛṝṟ", "r"),
    ("śŝşšșṡṣṥṧṩ", "s"),
    ("ţťŧțṫṭṯṱẗ", "t"),
    ("ùúûüũūŭůűųǔǖǘǚǜȕȗưụủứừửữựṳṵṷṹṻ", "u"),
    ("ṽṿ", "v"),
    ("ŵẁẃẅẇẉẘ", "w"),
    ("ẋẍ", "x"),
    ("ýÿŷȳẏỳỵỷỹẙ", "y"),
    ("źżžƶẑẓẕ", "z"),
    ("ß", "ss"),
    ("æǣǽ", "ae"),
    ("œ", "oe"),
    ("þ", "th"),
    ("ĳ", "ij"),
];

/// A name as a person compares it: lower case, accents and other marks on Latin letters
/// dropped, letters without a decomposition spelled as people type them without the key
/// (ø → o, ß → ss, æ → ae, ł → l, đ → d), spaces collapsed. "Zoë" folds to "zoe", "Ōtani" to
/// "otani", "Søren" to "soren". Other scripts are kept as written.
pub fn folded_name(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    for c in name_key(text).chars().flat_map(char::to_lowercase) {
        // Combining diacritical marks (U+0300–U+036F): an accent typed as its own character.
        if ('\u{300}'..='\u{36f}').contains(&c) {
            continue;
        }
        // Most names are plain ASCII, which never folds further: skip the table for them.
        if c.is_ascii() {
            folded.push(c);
            continue;
        }
        match FOLDS.iter().find(|(from, _)| from.contains(c)) {
            Some((_, to)) => folded.push_str(to),
            None => folded.push(c),
        }
    }
    folded
}

/// The order of names in every alphabetical list of players, as a person sorts them: by the
/// folded name ("Ōtani" between "Oscar" and "Paul", not after "Zoë"), then as written, so that
/// names folding alike still come in one fixed order.
pub fn compare_names(a: &str, b: &str) -> std::cmp::Ordering {
    folded_name(a).cmp(&folded_name(b)).then_with(|| a.cmp(b))
}

/// The key of [`compare_names`]' order, for sorting many names with each folded once
/// (`sort_by_cached_key`) rather than twice per comparison.
pub fn name_order(name: &str) -> (String, String) {
    (folded_name(name), name.to_string())
}

/// A new or edited player's details, known good.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerDetails {
    pub name: PlayerName,
    pub club: String,
    pub number: String,
    /// Their number in the EMA's player list, if they have one.
    pub ema_number: Option<EmaNumber>,
    pub country: Option<Country>,
}

/// Why a player's details were refused; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayerError {
    #[error("The name is empty: every player needs a name.")]
    EmptyName,
    #[error("The name is too long: at most {MAX_NAME_LEN} characters.")]
    NameTooLong,
    #[error("The club is too long: at most {MAX_CLUB_LEN} characters.")]
    ClubTooLong,
    #[error("The player number is too long: at most {MAX_NUMBER_LEN} characters.")]
    NumberTooLong,
    #[error("There is already a player called \"{0}\" in this tournament (names ignore case and spaces).")]
    DuplicateName(String),
    /// An EMA number or country of the wrong shape.
    #[error(transparent)]
    Ema(#[from] EmaError),
}

impl PlayerDetails {
    pub fn parse(name: &str, club: &str, number: &str) -> Result<Self, PlayerError> {
        let name = PlayerName::parse(name)?;
        let club = clean_text(club);
        if club.chars().count() > MAX_CLUB_LEN {
            return Err(PlayerError::ClubTooLong);
        }
        let number = clean_text(number);
        if number.chars().count() > MAX_NUMBER_LEN {
            return Err(PlayerError::NumberTooLong);
        }
        Ok(Self {
            name,
            club,
            number,
            ema_number: None,
            country: None,
        })
    }

    /// The same details with the EMA number and country typed (either may be empty).
    pub fn with_ema(self, ema_number: &str, country: &str) -> Result<Self, PlayerError> {
        Ok(Self {
            ema_number: EmaNumber::parse(ema_number)?,
            country: Country::parse(country)?,
            ..self
        })
    }
}

/// One line of an import file, with what became of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportLine {
    /// 1-based line number in the file, as a spreadsheet shows it.
    pub line: usize,
    /// The line's fields joined back for display.
    pub shown: String,
    pub outcome: Result<PlayerDetails, LineRefusal>,
}

/// Why one line of an import file was refused, with its facts; the other lines still go in.
/// The template shows the words (`Display`), which are the same as the form's for the same
/// details.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineRefusal {
    /// The CSV reader's own account of the line.
    #[error("This line could not be read as CSV: {problem}")]
    NotCsv { problem: String },
    #[error("{count} fields: expected at most {expected} ({columns}).")]
    TooManyFields {
        count: usize,
        expected: usize,
        columns: String,
    },
    /// The details themselves, refused as the form refuses them (a name taken included).
    #[error(transparent)]
    Details(#[from] PlayerError),
    #[error("\"{name}\" appears earlier in this file.")]
    EarlierInFile { name: String },
}

/// The whole file: either a per-line report or a reason the file could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportReport {
    pub lines: Vec<ImportLine>,
}

impl ImportReport {
    pub fn accepted(&self) -> impl Iterator<Item = &PlayerDetails> {
        self.lines
            .iter()
            .filter_map(|line| line.outcome.as_ref().ok())
    }

    pub fn accepted_count(&self) -> usize {
        self.accepted().count()
    }

    pub fn refused_count(&self) -> usize {
        self.lines.len() - self.accepted_count()
    }
}

/// Why a file could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("The file is not UTF-8 text. Save it as \"CSV UTF-8\" and try again.")]
    NotUtf8,
    #[error("The file is empty.")]
    Empty,
    #[error("The file has more than {MAX_IMPORT_LINES} lines: import it in parts.")]
    TooLong,
}

/// Reads a CSV list of players: `name[,club[,number]]`, with an optional header line whose first
/// field is "name". A header that names an `ema_number` or `country` column (or the exported
/// file's `checked_in` or `withdrawn`) is read by its names instead
/// (`name,club,number,ema_number,country`, in any order after the name), so a list without
/// them reads as it always did. Commas or semicolons separate fields
/// (spreadsheets in many locales write semicolons). `existing` holds the name keys already in
/// the tournament; a name seen there or earlier in the file is refused on its line, and the
/// other lines still go in.
pub fn parse_import(bytes: &[u8], existing: &HashSet<String>) -> Result<ImportReport, ImportError> {
    let text = std::str::from_utf8(bytes).map_err(|_| ImportError::NotUtf8)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    let delimiter = guess_delimiter(text);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut seen: HashSet<String> = HashSet::new();
    let mut columns = Columns::plain();
    let mut lines = Vec::new();
    for (index, record) in reader.records().enumerate() {
        if index >= MAX_IMPORT_LINES {
            return Err(ImportError::TooLong);
        }
        let line = index + 1;
        let record = match record {
            Ok(record) => record,
            Err(err) => {
                lines.push(ImportLine {
                    line,
                    shown: String::new(),
                    outcome: Err(LineRefusal::NotCsv {
                        problem: err.to_string(),
                    }),
                });
                continue;
            }
        };
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        if index == 0 {
            if let Some(header) = Columns::of_header(&record) {
                columns = header;
                continue;
            }
        }
        let shown = record.iter().collect::<Vec<_>>().join(", ");
        let outcome = columns.read(&record).and_then(|details| {
            let key = details.name.key();
            if existing.contains(&key) {
                Err(PlayerError::DuplicateName(details.name.as_str().to_string()).into())
            } else if !seen.insert(key) {
                Err(LineRefusal::EarlierInFile {
                    name: details.name.as_str().to_string(),
                })
            } else {
                Ok(details)
            }
        });
        lines.push(ImportLine {
            line,
            shown,
            outcome,
        });
    }
    if lines.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(ImportReport { lines })
}

/// Where a list's fields are: by position (name, club, number) or as its header names them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Columns {
    club: Option<usize>,
    number: Option<usize>,
    ema_number: Option<usize>,
    country: Option<usize>,
    /// The columns' names, as the refusal of a line with too many fields lists them.
    names: Vec<String>,
}

impl Columns {
    /// The plain list: name, club, number (the name always first).
    fn plain() -> Columns {
        Columns {
            club: Some(1),
            number: Some(2),
            ema_number: None,
            country: None,
            names: ["name", "club", "number"].map(String::from).to_vec(),
        }
    }

    /// The columns of a header line (its first field "name"): by position as ever, unless it
    /// names an EMA number or country column, when every column is read by its name. A column
    /// of another name is left unread.
    fn of_header(record: &csv::StringRecord) -> Option<Columns> {
        let first = record.get(0)?;
        if !first.trim().eq_ignore_ascii_case("name") {
            return None;
        }
        let mut named = Columns {
            club: None,
            number: None,
            ema_number: None,
            country: None,
            names: record.iter().map(|f| f.trim().to_string()).collect(),
        };
        // The players file tenbou exports also says who checked in and who withdrew: read
        // by name, those columns are left unread and the file imports as it was exported.
        let mut exported = false;
        for (index, field) in record.iter().enumerate().skip(1) {
            let key = field.trim().to_ascii_lowercase().replace(['_', '-'], " ");
            let column = match key.as_str() {
                "club" => &mut named.club,
                "number" | "player number" => &mut named.number,
                "ema" | "ema number" | "ema id" => &mut named.ema_number,
                "country" => &mut named.country,
                "checked in" | "withdrawn" => {
                    exported = true;
                    continue;
                }
                _ => continue,
            };
            column.get_or_insert(index);
        }
        let by_name = named.ema_number.is_some() || named.country.is_some() || exported;
        Some(if by_name { named } else { Columns::plain() })
    }

    /// The details on one line, refused as the form refuses them.
    fn read(&self, record: &csv::StringRecord) -> Result<PlayerDetails, LineRefusal> {
        if record.len() > self.names.len() {
            return Err(LineRefusal::TooManyFields {
                count: record.len(),
                expected: self.names.len(),
                columns: self.names.join(", "),
            });
        }
        let field = |column: Option<usize>| column.and_then(|i| record.get(i)).unwrap_or("");
        let details = PlayerDetails::parse(field(Some(0)), field(self.club), field(self.number))?
            .with_ema(field(self.ema_number), field(self.country))?;
        Ok(details)
    }
}

/// A semicolon-separated file has semicolons and no commas on its first line.
fn guess_delimiter(text: &str) -> u8 {
    let first = text.lines().next().unwrap_or("");
    if first.contains(';') && !first.contains(',') {
        b';'
    } else {
        b','
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_same_ignoring_case_and_surrounding_spaces() {
        let a = PlayerName::parse("  Chloé ").unwrap();
        let b = PlayerName::parse("CHLOÉ").unwrap();
        assert_eq!(a.as_str(), "Chloé");
        assert_eq!(a.key(), b.key());
        assert_ne!(PlayerName::parse("山田").unwrap().key(), a.key());
    }

    #[test]
    fn names_differing_only_by_invisible_characters_are_the_same_name() {
        let plain = PlayerName::parse("Aiko").unwrap();
        for disguised in [
            "Ai\u{200b}ko",
            "\u{feff}Aiko",
            "Aiko\u{202e}",
            "A\u{00ad}iko\u{2060}",
            "\u{e0041}Aiko",
        ] {
            let name = PlayerName::parse(disguised).unwrap();
            assert_eq!(name.as_str(), "Aiko", "{disguised:?}");
            assert_eq!(name.key(), plain.key());
            assert_eq!(name_key(disguised), plain.key());
        }
        assert_eq!(
            PlayerName::parse("\u{200b}\u{200c} \u{2063}"),
            Err(PlayerError::EmptyName)
        );
        assert_eq!(PlayerName::parse("Ai\u{0}ko").unwrap().as_str(), "Aiko");
    }

    #[test]
    fn an_empty_or_overlong_name_is_refused() {
        assert_eq!(PlayerName::parse("   "), Err(PlayerError::EmptyName));
        assert_eq!(
            PlayerName::parse(&"a".repeat(61)),
            Err(PlayerError::NameTooLong)
        );
        assert!(PlayerName::parse(&"é".repeat(60)).is_ok());
    }

    #[test]
    fn the_longest_name_is_accepted_and_the_next_refused_in_the_same_words_by_hand_and_by_import() {
        let longest = "n".repeat(MAX_NAME_LEN);
        let too_long = "n".repeat(MAX_NAME_LEN + 1);
        assert!(PlayerDetails::parse(&longest, "", "").is_ok());
        let by_hand = PlayerDetails::parse(&too_long, "", "").unwrap_err();
        assert_eq!(
            by_hand.to_string(),
            "The name is too long: at most 60 characters."
        );
        let file = format!("{longest}\n{too_long}");
        let report = parse_import(file.as_bytes(), &HashSet::new()).unwrap();
        assert!(report.lines[0].outcome.is_ok());
        let by_import = report.lines[1].outcome.as_ref().unwrap_err();
        assert_eq!(by_import, &LineRefusal::Details(by_hand.clone()));
        assert_eq!(by_import.to_string(), by_hand.to_string());
    }

    #[test]
    fn names_sort_as_a_person_reads_them_with_accents_folded() {
        let mut names = vec![
            "Zoë", "Ōtani", "oscar", "Émile", "Paul", "Ærin", "adam", "Łukasz",
        ];
        let mut by_key = names.clone();
        names.sort_by(|a, b| compare_names(a, b));
        assert_eq!(
            names,
            ["adam", "Ærin", "Émile", "Łukasz", "oscar", "Ōtani", "Paul", "Zoë"]
        );
        // The key the player lists sort by gives the same order, reversed input or not.
        by_key.reverse();
        by_key.sort_by_cached_key(|name| name_order(name));
        assert_eq!(by_key, names);
        assert_eq!(folded_name("  Ō\u{200b}tani  Shōhei "), "otani shohei");
        // A decomposed accent (e + U+0301) folds as the composed letter does.
        assert_eq!(folded_name("Chloe\u{301}"), folded_name("Chloé"));
        assert_ne!(compare_names("Zoe", "Zoë"), std::cmp::Ordering::Equal);
    }

    #[test]
    fn an_import_reports_each_bad_line_and_keeps_the_good_ones() {
        let existing: HashSet<String> = ["ben".to_string()].into();
        let file = "name,club,number\nAiko,MSMC,04123\n,NoName,\nBen\n山田 太郎,Tokyo\naiko\nA,B,C,D\n\nChloé";
        let report = parse_import(file.as_bytes(), &existing).unwrap();
        let accepted: Vec<&str> = report.accepted().map(|p| p.name.as_str()).collect();
        assert_eq!(accepted, ["Aiko", "山田 太郎", "Chloé"]);
        let refused: Vec<usize> = report
            .lines
            .iter()
            .filter(|l| l.outcome.is_err())
            .map(|l| l.line)
            .collect();
        assert_eq!(refused, [3, 4, 6, 7]);
        // Each refused line carries its kind and facts, and its words name the same facts.
        let refusals: Vec<(LineRefusal, &str)> = vec![
            (
                PlayerError::EmptyName.into(),
                "The name is empty: every player needs a name.",
            ),
            (
                PlayerError::DuplicateName("Ben".into()).into(),
                "There is already a player called \"Ben\" in this tournament (names ignore case and spaces).",
            ),
            (
                LineRefusal::EarlierInFile {
                    name: "aiko".into(),
                },
                "\"aiko\" appears earlier in this file.",
            ),
            (
                LineRefusal::TooManyFields {
                    count: 4,
                    expected: 3,
                    columns: "name, club, number".into(),
                },
                "4 fields: expected at most 3 (name, club, number).",
            ),
        ];
        let refused_lines = report.lines.iter().filter_map(|l| l.outcome.as_ref().err());
        for (refusal, (kind, words)) in refused_lines.zip(&refusals) {
            assert_eq!(refusal, kind);
            assert_eq!(refusal.to_string(), *words);
        }
        assert_eq!(report.lines[0].outcome.as_ref().unwrap().number, "04123");
    }

    #[test]
    fn an_import_reads_semicolons_a_byte_order_mark_and_no_header() {
        let file = "\u{feff}Dev;Club A\nEve;Club B;77";
        let report = parse_import(file.as_bytes(), &HashSet::new()).unwrap();
        assert_eq!(report.accepted_count(), 2);
        assert_eq!(report.lines[1].outcome.as_ref().unwrap().club, "Club B");
    }

    #[test]
    fn a_header_naming_ema_columns_reads_them_by_name_and_refuses_bad_ones_on_their_line() {
        let file = "Name;Country;EMA number;Club\nAiko;jpn;04010001;MSMC\nBen;XX;;\nChloé;FRA;123;\nDev;;;;extra";
        let report = parse_import(file.as_bytes(), &HashSet::new()).unwrap();
        let aiko = report.lines[0].outcome.as_ref().unwrap();
        assert_eq!(aiko.country.map(|c| c.code()), Some("JPN"));
        assert_eq!(
            aiko.ema_number.as_ref().map(|n| n.as_str()),
            Some("04010001")
        );
        assert_eq!((aiko.club.as_str(), aiko.number.as_str()), ("MSMC", ""));
        let refusals: Vec<String> = report.lines[1..]
            .iter()
            .map(|l| l.outcome.as_ref().unwrap_err().to_string())
            .collect();
        assert!(
            refusals[0].contains("three-letter ISO 3166 code") && refusals[0].contains("\"XX\"")
        );
        assert!(refusals[1].contains("8 digits") && refusals[1].contains("\"123\""));
        assert_eq!(
            refusals[2],
            "5 fields: expected at most 4 (Name, Country, EMA number, Club)."
        );
    }

    #[test]
    fn a_list_without_ema_columns_reads_as_it_always_did() {
        let file = "name,club,number\nAiko,MSMC,04123";
        let report = parse_import(file.as_bytes(), &HashSet::new()).unwrap();
        let aiko = report.lines[0].outcome.as_ref().unwrap();
        assert_eq!(
            (aiko.number.as_str(), aiko.ema_number.as_ref()),
            ("04123", None)
        );
        let named_only = parse_import(b"name\nBen,Club B,7", &HashSet::new()).unwrap();
        assert_eq!(named_only.lines[0].outcome.as_ref().unwrap().club, "Club B");
    }

    #[test]
    fn a_file_that_is_not_text_or_is_empty_is_refused_whole() {
        assert_eq!(
            parse_import(&[0xff, 0xfe, 0x00], &HashSet::new()),
            Err(ImportError::NotUtf8)
        );
        assert_eq!(
            parse_import(b" \n \n", &HashSet::new()),
            Err(ImportError::Empty)
        );
    }
}
