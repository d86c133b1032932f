//! The European Mahjong Association's side of a player and an event (docs/ema.md): a
//! player's EMA number and country as the EMA's lists write them, which presets' events the EMA
//! ranks, and (in the children) the MERS figures and the results file's lines with the check
//! made before it is sent.
//!
//! Pure, like the rest of the domain: parsing and arithmetic only; storing a player's number
//! is the database layer's job and writing the file `crate::export`'s.

pub mod mers;
pub mod results;

use crate::engine::ruleset::PresetId;
use std::fmt;

/// The ISO 3166-1 alpha-3 codes with their English short names, one `CODE<TAB>Name` a line in
/// code order: the codes the EMA's player lists use for a player's country. Data, not code: the
/// standard's list as published, so that a code is checked against the real list.
const COUNTRIES: &str = include_str!("countries.tsv");

/// Why an EMA number or a country was refused, with what was typed; the words say the
/// expected format.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmaError {
    #[error("The EMA number must be 8 digits, as the EMA's player list writes it (such as 04010001): \"{given}\" is not.")]
    BadNumber { given: String },
    #[error("The country must be a three-letter ISO 3166 code, as the EMA's lists use (such as FRA, DEU or CAN): \"{given}\" is not one.")]
    BadCountry { given: String },
}

/// A player's number in the EMA's player list: exactly eight digits. Kept as text, since its
/// leading zeros are part of it (the first two digits are the member country's number).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EmaNumber(String);

impl EmaNumber {
    /// Length of every EMA number.
    pub const DIGITS: usize = 8;

    /// The number typed in `raw` (surrounding spaces ignored); `None` when nothing was typed,
    /// since most club players have none.
    pub fn parse(raw: &str) -> Result<Option<EmaNumber>, EmaError> {
        let typed = raw.trim();
        if typed.is_empty() {
            return Ok(None);
        }
        if typed.len() == Self::DIGITS && typed.bytes().all(|b| b.is_ascii_digit()) {
            Ok(Some(EmaNumber(typed.to_string())))
        } else {
            Err(EmaError::BadNumber {
                given: typed.to_string(),
            })
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for EmaNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A country by its ISO 3166-1 alpha-3 code ("FRA", "CAN", "JPN"), one of the standard's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Country(&'static str);

impl Country {
    /// The country whose code is typed in `raw`, in any case and with surrounding spaces
    /// ("fra" is FRA); `None` when nothing was typed.
    pub fn parse(raw: &str) -> Result<Option<Country>, EmaError> {
        let typed = raw.trim();
        if typed.is_empty() {
            return Ok(None);
        }
        let code = typed.to_ascii_uppercase();
        Self::listed()
            .find(|(listed, _)| *listed == code)
            .map(|(listed, _)| Some(Country(listed)))
            .ok_or_else(|| EmaError::BadCountry {
                given: typed.to_string(),
            })
    }

    /// The three-letter code.
    pub const fn code(self) -> &'static str {
        self.0
    }

    /// The country's English short name ("Canada").
    pub fn name(self) -> &'static str {
        Self::listed()
            .find(|(code, _)| *code == self.0)
            .map_or(self.0, |(_, name)| name)
    }

    /// Every code of the list with its name, in code order.
    fn listed() -> impl Iterator<Item = (&'static str, &'static str)> {
        COUNTRIES.lines().filter_map(|line| line.split_once('\t'))
    }
}

impl fmt::Display for Country {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Which of the EMA's two rankings (MERS) an event's results go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmaRanking {
    /// Riichi Competition Rules: the EMA's riichi ranking.
    Riichi,
    /// Mahjong Competition Rules (Chinese official): the MCR ranking, whose results carry
    /// each player's table points beside the score.
    Mcr,
}

impl EmaRanking {
    /// The ranking's name as the EMA writes it.
    pub fn name(self) -> &'static str {
        match self {
            EmaRanking::Riichi => "Riichi (RCR)",
            EmaRanking::Mcr => "MCR",
        }
    }
}

/// The presets whose events the EMA ranks, by id, with their ranking: the EMA's own riichi
/// rules (2016 and 2025), the club's riichi rules (an event the club holds as a MERS
/// tournament), and MCR, which the EMA plays as published. A decision (docs/ema.md): the EMA
/// ranks riichi and MCR only, so no other preset gives a results file.
const RANKED_PRESETS: &[(&str, EmaRanking)] = &[
    ("ema-2016", EmaRanking::Riichi),
    ("ema-2025", EmaRanking::Riichi),
    ("msmc-2016", EmaRanking::Riichi),
    ("mcr", EmaRanking::Mcr),
];

/// The EMA ranking an event under `preset` goes to, if the EMA ranks it.
pub fn ranking_of(preset: PresetId) -> Option<EmaRanking> {
    RANKED_PRESETS
        .iter()
        .find(|(id, _)| preset == *id)
        .map(|&(_, ranking)| ranking)
}

/// A player's name as the EMA's lists split it: (last name, first name). "Last, First" says
/// it outright; otherwise the last word is the last name and the words before it the first
/// name, as names are written in the EMA's lists ("Chloé Martin" is Martin, Chloé). A single
/// word is a last name with no first name. A decision (docs/ema.md): a name written family
/// name first ("山田 太郎") is split right only when written with a comma ("山田, 太郎").
pub fn split_name(name: &str) -> (String, String) {
    if let Some((last, first)) = name.split_once(',') {
        return (last.trim().to_string(), first.trim().to_string());
    }
    let name = name.trim();
    match name.rsplit_once(char::is_whitespace) {
        Some((first, last)) => (last.trim().to_string(), first.trim().to_string()),
        None => (name.to_string(), String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ema_number_is_eight_digits_or_nothing() {
        let cases: &[(&str, Result<Option<&str>, &str>)] = &[
            ("04010001", Ok(Some("04010001"))),
            ("  12345678 ", Ok(Some("12345678"))),
            ("", Ok(None)),
            ("   ", Ok(None)),
            ("4010001", Err("4010001")),
            ("040100011", Err("040100011")),
            ("0401-0001", Err("0401-0001")),
            ("O4010001", Err("O4010001")),
            ("０４０１０００１", Err("０４０１０００１")),
        ];
        for (typed, expected) in cases {
            let parsed = EmaNumber::parse(typed);
            match expected {
                Ok(number) => {
                    let got = parsed.unwrap_or_else(|e| panic!("{typed:?}: {e}"));
                    assert_eq!(got.as_ref().map(EmaNumber::as_str), *number, "{typed:?}");
                }
                Err(given) => assert_eq!(
                    parsed,
                    Err(EmaError::BadNumber {
                        given: given.to_string()
                    }),
                    "{typed:?}"
                ),
            }
        }
        let words = EmaNumber::parse("123").unwrap_err().to_string();
        assert!(
            words.contains("8 digits") && words.contains("\"123\""),
            "{words}"
        );
    }

    #[test]
    fn a_country_is_a_code_of_the_iso_list_in_any_case() {
        assert_eq!(
            Country::parse("FRA").unwrap().map(Country::code),
            Some("FRA")
        );
        assert_eq!(
            Country::parse(" can ").unwrap().map(Country::code),
            Some("CAN")
        );
        assert_eq!(Country::parse("").unwrap(), None);
        assert_eq!(Country::parse("CAN").unwrap().unwrap().name(), "Canada");
        for wrong in ["FR", "FRAN", "XXX", "UK", "ENG", "F-A"] {
            assert_eq!(
                Country::parse(wrong),
                Err(EmaError::BadCountry {
                    given: wrong.to_string()
                }),
                "{wrong}"
            );
        }
    }

    #[test]
    fn the_country_list_is_the_whole_standard_in_code_order() {
        let codes: Vec<&str> = Country::listed().map(|(code, _)| code).collect();
        assert_eq!(codes.len(), 249);
        assert!(codes.windows(2).all(|pair| pair[0] < pair[1]));
        assert!(codes
            .iter()
            .all(|c| c.len() == 3 && c.bytes().all(|b| b.is_ascii_uppercase())));
        for code in ["DEU", "GBR", "JPN", "NLD", "USA", "HKG", "TWN"] {
            assert!(codes.contains(&code), "{code}");
        }
    }

    #[test]
    fn only_the_ema_and_club_presets_of_riichi_and_mcr_are_ranked() {
        let ranked = |id: &str| PresetId::parse(id).and_then(ranking_of);
        assert_eq!(ranked("ema-2016"), Some(EmaRanking::Riichi));
        assert_eq!(ranked("ema-2025"), Some(EmaRanking::Riichi));
        assert_eq!(ranked("msmc-2016"), Some(EmaRanking::Riichi));
        assert_eq!(ranked("mcr"), Some(EmaRanking::Mcr));
        for other in ["tenhou", "mleague", "hkos-msmc", "sanma-msmc", "zung-jung"] {
            assert_eq!(ranked(other), None, "{other}");
        }
    }

    #[test]
    fn names_split_into_last_and_first_as_the_ema_lists_them() {
        let cases = [
            ("Chloé Martin", ("Martin", "Chloé")),
            ("Anna Maria van Dijk", ("Dijk", "Anna Maria van")),
            ("van Dijk, Anna Maria", ("van Dijk", "Anna Maria")),
            ("山田, 太郎", ("山田", "太郎")),
            ("Aiko", ("Aiko", "")),
        ];
        for (name, (last, first)) in cases {
            assert_eq!(
                split_name(name),
                (last.to_string(), first.to_string()),
                "{name}"
            );
        }
    }
}
