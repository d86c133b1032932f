//! A yes/no as stored: SQLite keeps it as an integer 0 or 1, PostgreSQL as a `BOOLEAN`
//! (`postgres_schema::FLAG_COLUMNS`), and a computed yes/no (`x IS NULL AND NOT EXISTS …`) is an
//! integer on one and a boolean on the other. sqlx's `Any` decodes a Rust `bool` only from a
//! boolean, so every flag is read through [`Flag`], which takes either. Rows keep their fields
//! `bool` with `#[sqlx(try_from = "Flag")]`; a flag is written by binding a plain `bool`, which
//! both databases take.

use sqlx::any::{Any, AnyTypeInfo, AnyTypeInfoKind, AnyValueRef};
use sqlx::decode::Decode;
use sqlx::error::BoxDynError;
use sqlx::{Type, ValueRef};

/// A yes/no read back from either database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flag(pub bool);

impl From<Flag> for bool {
    fn from(flag: Flag) -> bool {
        flag.0
    }
}

impl Type<Any> for Flag {
    fn type_info() -> AnyTypeInfo {
        <bool as Type<Any>>::type_info()
    }

    fn compatible(ty: &AnyTypeInfo) -> bool {
        ty.kind() == AnyTypeInfoKind::Bool || ty.kind().is_integer()
    }
}

impl<'r> Decode<'r, Any> for Flag {
    fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
        if value.type_info().kind() == AnyTypeInfoKind::Bool {
            Ok(Flag(<bool as Decode<Any>>::decode(value)?))
        } else {
            // SQLite's 0 and 1; anything else is not a flag this program wrote.
            match <i64 as Decode<Any>>::decode(value)? {
                0 => Ok(Flag(false)),
                1 => Ok(Flag(true)),
                other => Err(format!("{other} is not a stored yes/no (0 or 1)").into()),
            }
        }
    }
}
