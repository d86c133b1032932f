//! Who acts, as the application layer's operations take it: the signed-in organizer or
//! referee, whom the audit log names by their account.

use super::auth::CurrentUser;
use crate::app::author::Author;

/// The signed-in staff member as the author of a change.
pub fn author_of(user: &CurrentUser) -> Author {
    Author {
        account_id: Some(user.account_id),
        who: user.name.clone(),
    }
}
