//! The organizer authorises referees: named accounts with a password that may record hands and
//! give penalties in the tournaments the organizer chose for them, and nothing else (see
//! `auth::Access`). Access can be taken back; the account stays so the audit log keeps naming
//! who did what. The organizer also changes their own password here. On a league's server an
//! organizer sees and authorises only their own referees, for their own tournaments
//! (`app::ownership::Scope`).

use super::auth::{hash_password, password_problem, with_session, CurrentUser, Peer};
use super::error::{WebError, WebResult};
use super::i18n::{Asked, Words};
use super::layout;
use super::layout::Nav;
use super::layout::{Page, Path};
use super::refusals;
use super::state::AppState;
use crate::app::accounts::{self, AccountRefusal, Role};
use crate::app::sign_in_limits::{self, SignInAttempt};
use crate::app::{AppError, Refusal};
use crate::tournament::details::clean_text;
use crate::tournament::ids::{AccountId, TournamentId};
use askama::Template;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/referees", get(page).post(add))
        .route("/referees/{account}/revoke", post(revoke))
        .route("/password", post(change_own_password))
}

struct AccountView {
    id: AccountId,
    name: String,
    referee: bool,
    active: bool,
    /// The names of the tournaments a referee works at.
    tournaments: Vec<String>,
}

struct TournamentChoice {
    id: TournamentId,
    name: String,
    chosen: bool,
}

/// A referee's name, password and tournaments, as the form sends them (`tournament` repeats).
#[derive(Default)]
struct RefereeForm {
    name: String,
    password: String,
    tournaments: Vec<String>,
}

impl RefereeForm {
    fn from_pairs(pairs: Vec<(String, String)>) -> Self {
        let mut form = Self::default();
        for (key, value) in pairs {
            match key.as_str() {
                "name" => form.name = value,
                "password" => form.password = value,
                "tournament" => form.tournaments.push(value),
                _ => {}
            }
        }
        form
    }
}

#[derive(Template)]
#[template(path = "referees/referees.html")]
struct RefereesPage {
    nav: Nav,
    accounts: Vec<AccountView>,
    tournaments: Vec<TournamentChoice>,
    name: String,
    /// The referee's password as typed, kept when the form is refused.
    password: String,
    error: Option<String>,
    password_error: Option<String>,
    password_changed: bool,
    /// The organizer's new password and its confirmation as typed, kept when refused.
    new_password: String,
    new_confirm: String,
    /// Fewest characters a password may have here.
    min_password: usize,
}

async fn render(
    state: &AppState,
    (user, asked): (&CurrentUser, Asked),
    name: String,
    chosen: &[TournamentId],
    error: Option<String>,
) -> WebResult<RefereesPage> {
    let staff = accounts::staff(&state.db, user.scope(state.league)).await?;
    let accounts = staff
        .accounts
        .into_iter()
        .map(|a| AccountView {
            id: a.id,
            name: a.name,
            referee: a.role == Role::Referee,
            active: a.active,
            tournaments: a.tournaments,
        })
        .collect();
    let tournaments = staff
        .tournaments
        .into_iter()
        .map(|(id, name)| TournamentChoice {
            chosen: chosen.contains(&id),
            id,
            name,
        })
        .collect();
    Ok(RefereesPage {
        nav: Nav::signed_in(user).in_words(asked.words(None)),
        accounts,
        tournaments,
        name,
        password: String::new(),
        error,
        password_error: None,
        password_changed: false,
        new_password: String::new(),
        new_confirm: String::new(),
        min_password: state.password_rules.min_len,
    })
}

#[derive(Deserialize)]
struct PageQuery {
    #[serde(default)]
    password: String,
}

async fn page(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Query(query): Query<PageQuery>,
) -> WebResult<Page<impl Template>> {
    let mut page = render(&state, (&user, asked), String::new(), &[], None).await?;
    page.password_changed = query.password == "changed";
    Ok(Page::new(page))
}

/// The tournaments chosen on the form, each once, in the order chosen; a value that is no
/// tournament's id is refused as the stale page it comes from.
fn chosen_tournaments(raw: &[String], words: &Words) -> WebResult<Vec<TournamentId>> {
    let mut chosen = Vec::new();
    for value in raw {
        let Ok(id) = value.trim().parse::<i64>() else {
            let refusal = Refusal::Account(AccountRefusal::UnknownTournament);
            return Err(WebError::BadRequest(refusals::words(&refusal, words)));
        };
        let id = TournamentId::new(id);
        if !chosen.contains(&id) {
            chosen.push(id);
        }
    }
    Ok(chosen)
}

/// The form shown again with what to fix, for a refusal the organizer fixes on the form, with
/// the name and password as typed; a chosen tournament that is gone is a bad request, any
/// other error the error it is.
async fn refuse_form(
    state: &AppState,
    who: (&CurrentUser, Asked),
    (name, password): (String, String),
    chosen: &[TournamentId],
    err: AppError,
) -> WebResult<Response> {
    let words = who.1.words(None);
    match err {
        AppError::Refused(refusal @ Refusal::Account(AccountRefusal::UnknownTournament)) => {
            Err(WebError::BadRequest(refusals::words(&refusal, &words)))
        }
        AppError::Refused(refusal) => {
            let message = refusals::words(&refusal, &words);
            let mut page = render(state, who, name, chosen, Some(message)).await?;
            page.password = password;
            layout::refuse(page)
        }
        other => Err(other.into()),
    }
}

async fn add(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Form(pairs): Form<Vec<(String, String)>>,
) -> WebResult<Response> {
    let words = asked.words(None);
    let form = RefereeForm::from_pairs(pairs);
    let name = clean_text(&form.name);
    let chosen = chosen_tournaments(&form.tournaments, &words)?;
    let rules = (user.scope(state.league), state.password_rules);
    let checked = accounts::check_referee(&state.db, rules, &name, &form.password, &chosen).await;
    if let Err(err) = checked {
        let typed = (name, form.password);
        return refuse_form(&state, (&user, asked), typed, &chosen, err).await;
    }
    let password = form.password.clone();
    let hash = tokio::task::spawn_blocking(move || hash_password(&password))
        .await
        .map_err(|e| WebError::Internal(format!("hashing: {e}")))??;
    let by = user.acting(state.league);
    match accounts::authorise_referee(&state.db, by, &name, &hash, &chosen).await {
        Ok(_) => Ok(Redirect::to("/admin/referees").into_response()),
        Err(err) => {
            let typed = (name, form.password);
            refuse_form(&state, (&user, asked), typed, &chosen, err).await
        }
    }
}

async fn revoke(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(account): Path<AccountId>,
) -> WebResult<Response> {
    accounts::revoke_referee(&state.db, user.acting(state.league), account).await?;
    Ok(Redirect::to("/admin/referees").into_response())
}

#[derive(Deserialize)]
struct PasswordForm {
    #[serde(default)]
    current: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    confirm: String,
}

/// The organizer chooses a new password, giving the current one. Every session of theirs ends
/// (a lost phone that was signed in is signed out) and this browser gets a new one.
async fn change_own_password(
    State(state): State<AppState>,
    user: CurrentUser,
    peer: Peer,
    asked: Asked,
    jar: CookieJar,
    Form(form): Form<PasswordForm>,
) -> WebResult<Response> {
    let words = asked.words(None);
    let typed = (form.password.clone(), form.confirm.clone());
    let refuse = |message: String| async {
        let mut page = render(&state, (&user, asked), String::new(), &[], None).await?;
        page.password_error = Some(message);
        (page.new_password, page.new_confirm) = typed;
        layout::refuse(page)
    };
    let rules = state.password_rules;
    let new = (form.password.as_str(), form.confirm.as_str());
    if let Some(problem) = password_problem(rules, &user.name, new, &words) {
        return refuse(problem).await;
    }
    let stored = accounts::password_hash(&state.db, user.account(), &user.name).await?;
    let current = form.current;
    let new = form.password;
    // None when the current password is wrong; else the new password's hash.
    let hashed = tokio::task::spawn_blocking(move || {
        super::auth::verify_password(&current, &stored).then(|| hash_password(&new))
    })
    .await
    .map_err(|e| WebError::Internal(format!("hashing: {e}")))?;
    let Some(hash) = hashed else {
        // A wrong current password is a guess at this account's password like a sign-in's.
        let attempt = SignInAttempt {
            address: peer.ip(),
            account: Some(user.account()),
        };
        sign_in_limits::record_failure(&state.db, attempt).await?;
        let refusal = Refusal::Account(AccountRefusal::WrongCurrentPassword);
        return refuse(refusals::words(&refusal, &words)).await;
    };
    let hash = hash?;
    let session = accounts::change_password(&state.db, user.account(), &hash).await?;
    let jar = with_session(jar, session);
    // A fresh copy of the page, whose forms carry the new session's token.
    Ok((jar, Redirect::to("/admin/referees?password=changed")).into_response())
}
