//! [`Words`]: the messages of one language, with their arguments, and the language's way of
//! writing dates, numbers and the seats' winds.

use super::catalog;
use crate::tournament::language::Language;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberType};
use fluent_bundle::{FluentArgs, FluentValue};

/// The words of one language, for one request: cheap to copy into every page (the header's
/// `Nav` carries it). The default is English.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Words {
    language: Language,
}

/// A value a message takes as an argument: a count (which also chooses the plural form) or
/// a text, or a reference to one, as templates pass them.
pub trait Arg {
    fn fluent(&self) -> FluentValue<'static>;
}

macro_rules! number_args {
    ($($number:ty),*) => {$(
        impl Arg for $number {
            fn fluent(&self) -> FluentValue<'static> {
                FluentValue::from(*self)
            }
        }
    )*};
}
number_args!(i32, i64, u8, u32, u64, usize, f64);

impl Arg for str {
    fn fluent(&self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

impl Arg for String {
    fn fluent(&self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn fluent(&self) -> FluentValue<'static> {
        (**self).fluent()
    }
}

/// An argument with its name, `("count", 3)`, or a reference to one.
pub trait Named {
    fn name(&self) -> &str;
    fn value(&self) -> FluentValue<'static>;
}

impl<T: Arg> Named for (&str, T) {
    fn name(&self) -> &str {
        self.0
    }
    fn value(&self) -> FluentValue<'static> {
        self.1.fluent()
    }
}

impl<T: Named + ?Sized> Named for &T {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn value(&self) -> FluentValue<'static> {
        (**self).value()
    }
}

/// Fluent's arguments from named ones.
fn args_of(named: &[&dyn Named]) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for arg in named {
        args.set(arg.name().to_string(), arg.value());
    }
    args
}

impl Words {
    /// The words of `language`.
    pub fn new(language: Language) -> Self {
        Self { language }
    }

    /// The language these words are in.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The language's code, for `<html lang>`.
    pub fn lang(&self) -> &'static str {
        self.language.code()
    }

    /// The message `key`, in this language or else in English.
    pub fn get(&self, key: &str) -> String {
        catalog::format(self.language, key, None)
    }

    /// The message `key` with one argument (`{ $name }`).
    pub fn get_with(&self, key: &str, name: &str, value: impl Arg) -> String {
        let mut args = FluentArgs::new();
        args.set(name.to_string(), value.fluent());
        catalog::format(self.language, key, Some(&args))
    }

    /// The message `key` with two arguments, each `(name, value)`.
    pub fn get_with2(&self, key: &str, first: impl Named, second: impl Named) -> String {
        catalog::format(self.language, key, Some(&args_of(&[&first, &second])))
    }

    /// The message `key` with three arguments, each `(name, value)`.
    pub fn get_with3(
        &self,
        key: &str,
        first: impl Named,
        second: impl Named,
        third: impl Named,
    ) -> String {
        let args = args_of(&[&first, &second, &third]);
        catalog::format(self.language, key, Some(&args))
    }

    /// A seat's wind as `layout::wind_name` names it in English ("East"), in this language
    /// (東); a name it does not know is shown as it is.
    pub fn wind(&self, english: &str) -> String {
        let key = match english {
            "East" => "wind-east",
            "South" => "wind-south",
            "West" => "wind-west",
            "North" => "wind-north",
            "fifth seat" => "wind-fifth-seat",
            _ => return english.to_string(),
        };
        self.get(key)
    }

    /// A date stored as `2026-04-09`, as this language writes it ("9 avril 2026",
    /// "2026年4月9日"); English pages keep the form they always showed. Text that is not such
    /// a date (none, or an older form) is shown as it is.
    pub fn date(&self, iso: &str) -> String {
        let Ok(date) = chrono::NaiveDate::parse_from_str(iso.trim(), "%Y-%m-%d") else {
            return iso.to_string();
        };
        use chrono::Datelike;
        let mut args = FluentArgs::new();
        args.set("iso", FluentValue::from(iso.trim().to_string()));
        args.set("year", FluentValue::from(i64::from(date.year())));
        args.set("month", FluentValue::from(date.month()));
        args.set("day", FluentValue::from(date.day()));
        catalog::format(self.language, "date", Some(&args))
    }

    /// A place as the language writes it: "1st", "2nd", "11th" in English, "1er", "2e" in
    /// French, "1位" in Japanese. The message chooses on the language's ordinal plural rules,
    /// so English's "21st" but "11th" is the language's rule, not code.
    pub fn ordinal(&self, place: impl std::borrow::Borrow<usize>) -> String {
        let options = FluentNumberOptions {
            r#type: FluentNumberType::Ordinal,
            ..Default::default()
        };
        let mut args = FluentArgs::new();
        args.set(
            "place",
            FluentValue::Number(FluentNumber::new(*place.borrow() as f64, options)),
        );
        catalog::format(self.language, "names-ordinal", Some(&args))
    }

    /// A number already written for the page ("+1,234.5", "−12.5", "48%"), in this language's
    /// punctuation: French writes the decimal comma and a narrow space between thousands
    /// ("+1 234,5") and a space before the percent sign ("48 %"); English and Japanese write
    /// it as it is.
    pub fn number(&self, shown: impl std::fmt::Display) -> String {
        let shown = shown.to_string();
        match self.language {
            Language::French => {
                let mut french = String::with_capacity(shown.len() + 4);
                for c in shown.chars() {
                    match c {
                        ',' => french.push('\u{202f}'),
                        '.' => french.push(','),
                        '%' => french.push_str("\u{202f}%"),
                        other => french.push(other),
                    }
                }
                french
            }
            Language::English | Language::Japanese => shown,
        }
    }

    /// The message `key` with every argument of `named`, for a message whose arguments come
    /// from stored facts (an audit entry's), as many as it has.
    pub fn get_with_all(&self, key: &str, named: &[(&str, &dyn Arg)]) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in named {
            args.set(name.to_string(), value.fluent());
        }
        catalog::format(self.language, key, Some(&args))
    }
}
