//! Who acts on what: the [`Actor`] extractor a handler that changes things takes (who is
//! signed in, then the address's parameters), with the application's state for the one
//! operation it calls, and the language the reader asked for (the page it shows chooses its
//! words with the tournament's default).

use super::auth::CurrentUser;
use super::error::{WebError, WebResult};
use super::i18n::Asked;
use super::layout::Path;
use super::state::AppState;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

/// Who is acting (signed in; what they may do is their routes' `auth::Access`), on what (the
/// address's parameters `P`: a tournament's id, or the id and what follows it), with the
/// application's state for the change's transaction. It checks who is signed in first, then
/// reads the address, as a handler listing those arguments one by one would.
pub struct Actor<P = i64> {
    pub state: AppState,
    pub user: CurrentUser,
    pub path: P,
    /// The reader's language choice and the browser's, for the page the handler shows.
    pub asked: Asked,
}

impl<P> Actor<P> {
    /// The state, who acts and the address's parameters, for a handler to use as its own.
    pub fn into_parts(self) -> (AppState, CurrentUser, P) {
        (self.state, self.user, self.path)
    }
}

impl<P: DeserializeOwned + Send> FromRequestParts<AppState> for Actor<P> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> WebResult<Self> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        let Path(path) = Path::<P>::from_request_parts(parts, state).await?;
        Ok(Self {
            state: state.clone(),
            user,
            path,
            asked: Asked::of(&parts.uri, &parts.headers),
        })
    }
}
