//! The languages tenbou's pages are written in, as codes: what a tournament may choose as its
//! default language and what a reader may ask for. Which words each language uses is the web's
//! job (`web::i18n`); here is only which languages exist and how their codes read.

/// A language the pages are written in. English is the one every message exists in; the
/// others fall back to it for a message they lack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    French,
    Japanese,
}

impl Language {
    /// Every language, in the order the language switch lists them.
    pub const ALL: [Language; 3] = [Language::English, Language::French, Language::Japanese];

    /// The language's code (BCP 47), as `?lang=`, the cookie, `<html lang>` and the stored
    /// tournament setting write it.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::Japanese => "ja",
        }
    }

    /// The language's name in itself, as the switch shows it to someone who reads it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::Japanese => "日本語",
        }
    }

    /// The language a code names: its primary subtag, in any case, so `fr-CA` and `FR` are
    /// French. `None` for a language tenbou is not written in.
    pub fn parse(code: &str) -> Option<Self> {
        let primary = code.trim().split(['-', '_']).next().unwrap_or_default();
        Self::ALL
            .into_iter()
            .find(|language| language.code().eq_ignore_ascii_case(primary))
    }

    /// The first language of an `Accept-Language` header that tenbou is written in, by the
    /// browser's weights (`fr-CA;q=0.9, ja;q=0.8`); a weight of 0 refuses a language.
    pub fn from_accept_language(header: &str) -> Option<Self> {
        let mut offered: Vec<(f32, usize, Language)> = header
            .split(',')
            .enumerate()
            .filter_map(|(order, item)| {
                let mut parts = item.split(';').map(str::trim);
                let language = Self::parse(parts.next()?)?;
                let weight = parts
                    .find_map(|p| p.strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (weight > 0.0).then_some((weight, order, language))
            })
            .collect();
        offered.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        offered.first().map(|&(_, _, language)| language)
    }
}

/// A tournament's default language as stored: its code, or empty for none (the reader's
/// browser decides). Text naming no language reads as none.
pub fn stored_default(stored: &str) -> Option<Language> {
    Language::parse(stored).filter(|_| !stored.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_by_its_primary_subtag_in_any_case() {
        for (code, expected) in [
            ("fr", Some(Language::French)),
            ("fr-CA", Some(Language::French)),
            ("JA", Some(Language::Japanese)),
            ("en_GB", Some(Language::English)),
            ("xx", None),
            ("", None),
        ] {
            assert_eq!(Language::parse(code), expected, "{code}");
        }
    }

    #[test]
    fn accept_language_takes_the_heaviest_known_language() {
        for (header, expected) in [
            ("fr-CA,fr;q=0.9,en;q=0.8", Some(Language::French)),
            ("de-DE, ja;q=0.5, en;q=0.4", Some(Language::Japanese)),
            ("en;q=0.2, fr;q=0.7", Some(Language::French)),
            ("fr;q=0, en", Some(Language::English)),
            ("de, it", None),
            ("", None),
        ] {
            assert_eq!(Language::from_accept_language(header), expected, "{header}");
        }
    }

    #[test]
    fn a_stored_default_is_a_known_code_or_none() {
        assert_eq!(stored_default("ja"), Some(Language::Japanese));
        assert_eq!(stored_default(""), None);
        assert_eq!(stored_default("klingon"), None);
    }
}
