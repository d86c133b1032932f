//! How domain values are written in a column, both ways, in one place: a seat as its number, a
//! player id as the row id, and each stored enum (seating mode, table rule, account role) as
//! one fixed text; the audit log's actions are listed with their codes in `audit`, by the same
//! two macros.
//!
//! Rows decode straight into these types (sqlx `Type`/`Encode`/`Decode`), so the rest of the
//! program never sees the raw number or text. A stored value that names nothing (a seat 7, a
//! mode "fancy") fails to decode: the load that met it fails, it is never read as some default.
//! The forms and the import file read the same texts through [`Code::from_code`].

use crate::db::accounts::Role;
use crate::engine::seat::Seat;
use crate::tournament::league_table::Measure;
use crate::tournament::players::PlayerId;
use crate::tournament::seating::{SeatingMode, TableRule};
use sqlx::decode::Decode;
use sqlx::encode::{Encode, IsNull};
use sqlx::error::BoxDynError;
use sqlx::Type;

/// An enum stored as text: each value has exactly one code, and a code names at most one value.
pub trait Code: Sized + Copy + 'static {
    /// What the value is, for messages: "seating mode".
    const WHAT: &'static str;
    /// Every value, for reading a code back.
    const ALL: &'static [Self];

    /// The value's code as stored and as the forms send it.
    fn code(self) -> &'static str;

    /// The value whose code is `text`.
    fn from_code(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.code() == text)
    }
}

/// Implements [`Code`] from one table of values and their codes, in the order [`Code::ALL`]
/// lists them, so that no value can be listed in one place and forgotten in the other.
macro_rules! codes {
    ($ty:ident, $what:literal; $($value:ident => $code:literal,)+) => {
        impl Code for $ty {
            const WHAT: &'static str = $what;
            const ALL: &'static [Self] = &[$($ty::$value),+];

            fn code(self) -> &'static str {
                match self {
                    $($ty::$value => $code,)+
                }
            }
        }
    };
}
pub(crate) use codes;

codes! {
    SeatingMode, "seating mode";
    Random => "random",
    Balanced => "balanced",
    Swiss => "swiss",
    RoundRobin => "round-robin",
}

codes! {
    TableRule, "table rule";
    Fours => "fours",
    ThreesWithSubstitute => "substitute",
    SitOuts => "sit-outs",
    FifthSeats => "fifth-seats",
    TagTeams => "tag-teams",
}

codes! {
    Role, "account role";
    Organizer => "organizer",
    Referee => "referee",
    LeagueAdmin => "league_admin",
}

/// Text columns for each [`Code`] enum, for any database that stores text: written for every
/// sqlx database rather than SQLite's, so that the codes need no second copy for another one.
macro_rules! text_column {
    ($($ty:ty),+) => {$(
        impl<DB: sqlx::Database> Type<DB> for $ty
        where
            str: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> Encode<'q, DB> for $ty
        where
            &'q str: Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                <&'q str as Encode<'q, DB>>::encode(self.code(), buf)
            }
        }

        impl<'r, DB: sqlx::Database> Decode<'r, DB> for $ty
        where
            &'r str: Decode<'r, DB>,
        {
            fn decode(value: <DB as sqlx::Database>::ValueRef<'r>) -> Result<Self, BoxDynError> {
                let text = <&'r str as Decode<'r, DB>>::decode(value)?;
                <$ty>::from_code(text)
                    .ok_or_else(|| format!("unknown {} {text:?}", <$ty>::WHAT).into())
            }
        }
    )+};
}
pub(crate) use text_column;

codes! {
    Measure, "league measure";
    PlacePoints => "places",
    Score => "scores",
}

text_column!(SeatingMode, TableRule, Role, Measure);

/// Integer columns for the id and seat newtypes, stored as 64-bit integers in any database:
/// `$check` turns the stored number into the value, or says why it is none.
macro_rules! integer_column {
    ($ty:ty, $to:expr, $check:expr) => {
        impl<DB: sqlx::Database> Type<DB> for $ty
        where
            i64: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> Encode<'q, DB> for $ty
        where
            i64: Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                let to: fn($ty) -> i64 = $to;
                <i64 as Encode<'q, DB>>::encode(to(*self), buf)
            }
        }

        impl<'r, DB: sqlx::Database> Decode<'r, DB> for $ty
        where
            i64: Decode<'r, DB>,
        {
            fn decode(value: <DB as sqlx::Database>::ValueRef<'r>) -> Result<Self, BoxDynError> {
                let raw = <i64 as Decode<'r, DB>>::decode(value)?;
                let check: fn(i64) -> Result<$ty, String> = $check;
                check(raw).map_err(Into::into)
            }
        }
    };
}

integer_column!(PlayerId, i64::from, PlayerId::try_from);
integer_column!(Seat, |seat| i64::from(seat.number()), seat_of);

/// A stored seat: one of a four-player table's (a table of three uses the first three), or
/// the fifth seat, 4, of an American table of five (docs/rules.md §10; migration 0012).
fn seat_of(raw: i64) -> Result<Seat, String> {
    u8::try_from(raw)
        .ok()
        .map(Seat::new)
        .filter(|seat| seat.wind_name().is_some() || seat.index() == crate::db::games::FIFTH_SEAT)
        .ok_or_else(|| format!("seat {raw} is at no table"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::audit::AuditAction;

    fn round_trips<T: Code + PartialEq + std::fmt::Debug>() {
        for &value in T::ALL {
            assert_eq!(T::from_code(value.code()), Some(value), "{}", T::WHAT);
        }
    }

    #[test]
    fn every_stored_enum_reads_back_its_own_code() {
        round_trips::<SeatingMode>();
        round_trips::<TableRule>();
        round_trips::<Role>();
        round_trips::<AuditAction>();
    }

    #[test]
    fn an_unknown_code_names_nothing() {
        assert_eq!(SeatingMode::from_code("fancy"), None);
        assert_eq!(TableRule::from_code(""), None);
        assert_eq!(Role::from_code("Organizer"), None);
    }

    #[test]
    fn a_seat_beyond_the_fifth_seat_is_no_seat() {
        assert_eq!(seat_of(3), Ok(Seat::NORTH));
        // Seat 4 is the fifth person's at an American table of five.
        assert_eq!(seat_of(4), Ok(Seat::new(4)));
        assert!(seat_of(5).is_err());
        assert!(seat_of(-1).is_err());
    }

    #[tokio::test]
    async fn a_row_with_an_unknown_mode_fails_to_load_instead_of_reading_as_random() {
        use sqlx::Connection;
        let mut conn = crate::db::Conn::connect("sqlite::memory:")
            .await
            .expect("in-memory database");
        let read: Result<SeatingMode, _> = sqlx::query_scalar("SELECT 'fancy'")
            .fetch_one(&mut conn)
            .await;
        assert!(read.is_err());
        let read: SeatingMode = sqlx::query_scalar("SELECT 'swiss'")
            .fetch_one(&mut conn)
            .await
            .expect("a known mode");
        assert_eq!(read, SeatingMode::Swiss);
        let seat: Result<Seat, _> = sqlx::query_scalar("SELECT 9").fetch_one(&mut conn).await;
        assert!(seat.is_err());
    }
}
