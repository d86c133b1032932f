//! What several styles read seat by seat from the hand form: one thing per seat, and the
//! table penalties typed as points taken (MCR and the styles of points).

use crate::engine::game::{Seat, TablePenalty};
use crate::engine::seat::TableSize;
use crate::web::hand_form::fields::{HandForm, HandFormError, SeatFields};

/// Reads one thing per seat of the hand form (a penalty, a false win): `read` gives the seat,
/// its fields and the player's name, and `None` where the seat has nothing; the first error
/// stops the reading. The form has fields for four seats.
pub fn each_seat<T>(
    form: &HandForm,
    names: &[String],
    read: impl Fn(Seat, &SeatFields, &String) -> Result<Option<T>, HandFormError>,
) -> Result<Vec<T>, HandFormError> {
    let seats = TableSize::FOUR.seats();
    let mut found = Vec::new();
    for ((seat, fields), name) in seats.zip(&form.seats).zip(names) {
        found.extend(read(seat, fields, name)?);
    }
    Ok(found)
}

/// Points taken from a seat, typed (1 to 9999), as these styles take a penalty.
pub fn typed_penalties(
    form: &HandForm,
    names: &[String],
) -> Result<Vec<TablePenalty>, HandFormError> {
    each_seat(form, names, |seat, fields, name| {
        if fields.penalty.is_empty() {
            return Ok(None);
        }
        let points = fields
            .penalty
            .parse::<u32>()
            .ok()
            .filter(|p| (1..=9999).contains(p))
            .ok_or_else(|| HandFormError::BadPenaltyPoints(name.clone()))?;
        Ok(Some(TablePenalty::taken(seat, points)))
    })
}
