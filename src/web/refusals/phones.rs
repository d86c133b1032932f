//! The words of a table phone refused (`app::phones`): what the person holding it should do
//! next, at the table or with the organizer.

use crate::app::phones::{wind_of as wind, PhoneRefusal, PinQuestion, PIN_LENGTH};
use crate::web::i18n::Words;

/// What the phone's holder should do, in `words`' language.
pub fn words(refusal: &PhoneRefusal, words: &Words) -> String {
    match refusal {
        PhoneRefusal::StaffRecordHands => words.get("refusals-phone-staff-record-hands"),
        PhoneRefusal::Archived => words.get("refusals-phone-archived"),
        PhoneRefusal::NoSuchSeat => words.get("refusals-phone-no-such-seat"),
        PhoneRefusal::SeatHeld { seat, name } => words.get_with2(
            "refusals-phone-seat-held",
            ("name", name),
            ("wind", words.wind(wind(*seat))),
        ),
        PhoneRefusal::PhoneSitsHere { seat, name } => words.get_with2(
            "refusals-phone-sits-here",
            ("name", name),
            ("wind", words.wind(wind(*seat))),
        ),
        PhoneRefusal::PhoneSitsElsewhere => words.get("refusals-phone-sits-elsewhere"),
        PhoneRefusal::PinsHeldBack {
            question: PinQuestion { name, .. },
            minutes,
        } => words.get_with2(
            "refusals-phone-pins-held-back",
            ("name", name),
            ("minutes", minutes),
        ),
        PhoneRefusal::WrongPin {
            question: PinQuestion { name, .. },
        } => words.get_with2(
            "refusals-phone-wrong-pin",
            ("name", name),
            ("digits", PIN_LENGTH),
        ),
    }
}
