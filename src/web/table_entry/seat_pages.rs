//! The two pages of taking a seat at a table's phone: "who are you?" ([`SeatPage`], the
//! chooser) and "your PIN" ([`PinPage`]), built from what `app::phones` answers. At a
//! tag-team table (Mangan, docs/rules.md §15) the chooser lists each seat once, with its wind
//! and both partners: the two share the seat's phone, and either takes it with their own PIN.
//! Both pages are in the phone's words (`table_entry` chooses them); a wind is named there.

use crate::app::phones::{PinQuestion, SeatChooser, SeatElsewhere, SeatOption, PIN_LENGTH};
use crate::engine::seat::Seat;
use crate::web::i18n::Words;
use crate::web::layout::{wind_name, Nav};
use askama::Template;

/// One person of the chooser: a button that takes their seat.
pub struct SeatChoice {
    /// The person's stored seat, which the button posts.
    pub seat: Seat,
    pub name: String,
    pub wind: String,
    /// Another phone sits there.
    pub taken: bool,
    /// This phone proved this player earlier: no PIN is asked.
    pub known: bool,
    /// This phone sits there.
    pub chosen: bool,
}

impl SeatChoice {
    fn of(option: SeatOption, chosen: Option<Seat>, words: Words) -> Self {
        SeatChoice {
            seat: option.seat,
            wind: words.wind(wind_name(option.at)),
            chosen: chosen == Some(option.at),
            name: option.name,
            taken: option.taken,
            known: option.known,
        }
    }
}

/// A seat of a tag-team table: its wind and its two partners, first partner first.
pub struct SharedSeat {
    pub wind: String,
    pub partners: [SeatChoice; 2],
}

impl SharedSeat {
    /// Both partners' names, as the pages list them ("Ann & Eve").
    pub fn names(&self) -> String {
        format!("{} & {}", self.partners[0].name, self.partners[1].name)
    }

    fn taken(&self) -> bool {
        self.partners[0].taken
    }

    fn chosen(&self) -> bool {
        self.partners[0].chosen
    }
}

/// The seat this phone holds at another table of the round, as the chooser names it.
pub struct ElsewhereNotice {
    pub table: i64,
    pub name: String,
    pub wind: String,
    /// The other table's sheet.
    pub url: String,
}

impl ElsewhereNotice {
    fn of(id: i64, held: SeatElsewhere, words: Words) -> Self {
        let url = match &held.code {
            Some(code) => format!("/t/{id}/table/{code}"),
            None => format!("/t/{id}/table"),
        };
        ElsewhereNotice {
            table: held.table_number,
            name: held.player_name,
            wind: words.wind(wind_name(held.seat)),
            url,
        }
    }
}

/// "Who are you?" at a table.
#[derive(Template)]
#[template(path = "table/seat.html")]
pub struct SeatPage {
    nav: Nav,
    tournament_name: String,
    tournament_id: i64,
    code: String,
    round: i64,
    table: i64,
    /// One button a person, at a table where each person has a seat of their own.
    seats: Vec<SeatChoice>,
    /// At a tag-team table, instead: one entry a seat, with both partners' buttons.
    shared: Vec<SharedSeat>,
    /// The phone sits at another table of this round: every seat here is closed to it.
    elsewhere: Option<ElsewhereNotice>,
    csrf: String,
    error: Option<String>,
}

impl SeatPage {
    /// The chooser of the table with the code `code` in tournament `id`, for the phone whose
    /// form token is `csrf`, with `error` when a seat was just refused, in `words`.
    pub fn new(
        (id, code): (i64, &str),
        chooser: SeatChooser,
        (csrf, words): (String, Words),
        error: Option<String>,
    ) -> Self {
        let chosen = chooser.chosen;
        let mut people: Vec<SeatChoice> = chooser
            .seats
            .into_iter()
            .map(|option| SeatChoice::of(option, chosen, words))
            .collect();
        let shared = if chooser.shared {
            // The first partners, then theirs in the same order: seat s is people s and s + n.
            let partners = people.split_off(people.len() / 2);
            std::mem::take(&mut people)
                .into_iter()
                .zip(partners)
                .map(|(first, second)| SharedSeat {
                    wind: first.wind.clone(),
                    partners: [first, second],
                })
                .collect()
        } else {
            Vec::new()
        };
        SeatPage {
            nav: Nav::default().in_words(words),
            tournament_name: chooser.tournament_name,
            tournament_id: id,
            code: code.to_string(),
            round: chooser.round,
            table: chooser.table,
            seats: people,
            shared,
            elsewhere: chooser
                .elsewhere
                .map(|held| ElsewhereNotice::of(id, held, words)),
            csrf,
            error,
        }
    }
}

/// "Type your PIN": the second step of taking a seat, for a phone that has not proved the
/// seat's player yet.
#[derive(Template)]
#[template(path = "table/pin.html")]
pub struct PinPage {
    nav: Nav,
    tournament_name: String,
    tournament_id: i64,
    code: String,
    round: i64,
    table: i64,
    seat: Seat,
    name: String,
    wind: String,
    pin_length: usize,
    csrf: String,
    error: Option<String>,
}

impl PinPage {
    /// The question `question` at the table with the code `code` in tournament `id`, or its
    /// answer refused (`error`), in `words`.
    pub fn new(
        (id, code): (i64, &str),
        question: PinQuestion,
        (csrf, words): (String, Words),
        error: Option<String>,
    ) -> Self {
        PinPage {
            nav: Nav::default().in_words(words),
            tournament_name: question.tournament_name,
            tournament_id: id,
            code: code.to_string(),
            round: question.round,
            table: question.table,
            seat: question.seat,
            name: question.name,
            wind: words.wind(wind_name(question.at)),
            pin_length: PIN_LENGTH,
            csrf,
            error,
        }
    }
}
