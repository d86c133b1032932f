//! The words of a table phone refused (`app::phones`): what the person holding it should do
//! next, at the table or with the organizer.

use crate::app::phones::{wind_of as wind, PhoneRefusal, PinQuestion, PIN_LENGTH};

/// What the phone's holder should do, in English.
pub fn words(refusal: &PhoneRefusal) -> String {
    match refusal {
        PhoneRefusal::StaffRecordHands => "In this tournament the organizer and referees record the hands: call them to your table.".into(),
        PhoneRefusal::Archived => "This tournament is over and archived: its sheets no longer change.".into(),
        PhoneRefusal::NoSuchSeat => "Choose your name at this table.".into(),
        PhoneRefusal::SeatHeld { seat, name } => format!(
            "Another phone already sits as {name} ({}). If that is your seat, ask the organizer or a referee to free it; then choose it again here.",
            wind(*seat)
        ),
        PhoneRefusal::PhoneSitsHere { seat, name } => format!(
            "This phone already sits as {name} ({}) at this table, and a phone holds one seat. If that is wrong, ask the organizer or a referee to free it.",
            wind(*seat)
        ),
        PhoneRefusal::PhoneSitsElsewhere => "This phone already holds a seat at another table of this round, and a phone holds one seat. If that is wrong, ask the organizer or a referee to free it.".into(),
        PhoneRefusal::PinsHeldBack { question: PinQuestion { name, .. }, minutes } => format!(
            "Too many wrong PINs were tried for {name}'s seat, or from this phone's network, just now. Try again in {minutes} minutes, or ask the organizer: they can see {name}'s PIN at check-in, or give {name} a new one."
        ),
        PhoneRefusal::WrongPin { question: PinQuestion { name, .. } } => format!(
            "That is not {name}'s PIN. It is the {PIN_LENGTH} digits on {name}'s player card; the organizer can tell you at check-in. If you are not {name}, go back and choose your own name."
        ),
    }
}
