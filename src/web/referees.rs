//! The organizer authorises referees: named accounts with a password that may record hands and
//! give penalties in the tournaments the organizer chose for them, and nothing else (see
//! `auth::Access`). Access can be taken back; the account stays so the audit log keeps naming
//! who did what. The organizer also changes their own password here.

use super::auth::{hash_password, password_problem, start_session, CurrentUser, Peer};
use super::context::commit_noted;
use super::error::{WebError, WebResult};
use super::layout;
use super::layout::Nav;
use super::layout::{Page, Path};
use super::AppState;
use crate::db;
use crate::db::accounts::Role;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::tournament::details::clean_text;
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
    id: i64,
    name: String,
    role: &'static str,
    referee: bool,
    active: bool,
    /// The names of the tournaments a referee works at.
    tournaments: Vec<String>,
}

struct TournamentChoice {
    id: i64,
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
    error: Option<String>,
    password_error: Option<String>,
    password_changed: bool,
}

async fn render(
    state: &AppState,
    user: &CurrentUser,
    name: String,
    chosen: &[i64],
    error: Option<String>,
) -> WebResult<RefereesPage> {
    let mut conn = state.db.acquire().await?;
    let all = db::tournaments::list(&mut conn, false).await?;
    let mut accounts = Vec::new();
    for a in db::accounts::list(&mut conn).await? {
        let refereed = db::accounts::refereed_tournaments(&mut conn, a.id).await?;
        let mut names = Vec::new();
        for id in refereed {
            if let Some(t) = db::tournaments::get(&mut conn, id).await? {
                names.push(t.name);
            }
        }
        accounts.push(AccountView {
            id: a.id,
            active: !a.password_hash.is_empty(),
            name: a.name,
            role: a.role.code(),
            referee: a.role == Role::Referee,
            tournaments: names,
        });
    }
    Ok(RefereesPage {
        nav: Nav::signed_in(user),
        accounts,
        tournaments: all
            .into_iter()
            .map(|t| TournamentChoice {
                chosen: chosen.contains(&t.id),
                id: t.id,
                name: t.name,
            })
            .collect(),
        name,
        error,
        password_error: None,
        password_changed: false,
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
    Query(query): Query<PageQuery>,
) -> WebResult<Page<impl Template>> {
    let mut page = render(&state, &user, String::new(), &[], None).await?;
    page.password_changed = query.password == "changed";
    Ok(Page::new(page))
}

async fn add(
    State(state): State<AppState>,
    user: CurrentUser,
    Form(pairs): Form<Vec<(String, String)>>,
) -> WebResult<Response> {
    let form = RefereeForm::from_pairs(pairs);
    let name = clean_text(&form.name);
    let mut chosen = Vec::new();
    {
        let mut conn = state.db.acquire().await?;
        for raw in &form.tournaments {
            let id = raw.trim().parse::<i64>().ok();
            match id {
                Some(id) if db::tournaments::get(&mut conn, id).await?.is_some() => {
                    if !chosen.contains(&id) {
                        chosen.push(id);
                    }
                }
                _ => {
                    return Err(WebError::BadRequest(
                        "One of the chosen tournaments does not exist: reload the page.".into(),
                    ))
                }
            }
        }
    }
    let problem = if name.is_empty() || name.chars().count() > 40 {
        Some("Give the referee a name of 1 to 40 characters; they sign in with it.".to_string())
    } else if let Some(problem) = password_problem(&form.password, &form.password) {
        Some(problem)
    } else if chosen.is_empty() {
        Some("Choose the tournaments this referee works at.".to_string())
    } else {
        None
    };
    if let Some(message) = problem {
        let page = render(&state, &user, name, &chosen, Some(message)).await?;
        return layout::refuse(page);
    }
    let password = form.password;
    let hash = tokio::task::spawn_blocking(move || hash_password(&password))
        .await
        .map_err(|e| WebError::Internal(format!("hashing: {e}")))??;
    let mut tx = db::begin_write(&state.db).await?;
    let account = match db::accounts::by_name(&mut tx, &name).await? {
        Some(existing) if existing.role == Role::Referee => {
            // A new password signs out whoever used the old one.
            db::accounts::set_password(&mut tx, existing.id, &hash).await?;
            existing.id
        }
        Some(_) => {
            drop(tx);
            let page = render(
                &state,
                &user,
                name,
                &chosen,
                Some("That name is the organizer's: choose another.".into()),
            )
            .await?;
            return layout::refuse(page);
        }
        None => db::accounts::create(&mut tx, &name, &hash, Role::Referee).await?,
    };
    db::accounts::set_refereed_tournaments(&mut tx, account, &chosen).await?;
    commit_noted(
        tx,
        None,
        &user,
        AuditAction::RefereeAuthorised,
        &name,
        "/admin/referees",
    )
    .await
}

async fn revoke(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(account): Path<i64>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    if !db::accounts::revoke_referee(&mut tx, account).await? {
        return Err(WebError::NotFound);
    }
    db::accounts::set_refereed_tournaments(&mut tx, account, &[]).await?;
    commit_noted(
        tx,
        None,
        &user,
        AuditAction::RefereeAccessRevoked,
        &format!("account {account}"),
        "/admin/referees",
    )
    .await
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
    jar: CookieJar,
    Form(form): Form<PasswordForm>,
) -> WebResult<Response> {
    let refuse = |message: String| async {
        let mut page = render(&state, &user, String::new(), &[], None).await?;
        page.password_error = Some(message);
        layout::refuse(page)
    };
    if let Some(problem) = password_problem(&form.password, &form.confirm) {
        return refuse(problem).await;
    }
    let stored = {
        let mut conn = state.db.acquire().await?;
        db::accounts::by_name(&mut conn, &user.name)
            .await?
            .filter(|a| a.id == user.account_id)
            .map(|a| a.password_hash)
            .ok_or(WebError::NotFound)?
    };
    let current = form.current;
    let new = form.password;
    // None when the current password is wrong; else the new password's hash.
    let hashed = tokio::task::spawn_blocking(move || {
        super::auth::verify_password(&current, &stored).then(|| hash_password(&new))
    })
    .await
    .map_err(|e| WebError::Internal(format!("hashing: {e}")))?;
    let Some(hash) = hashed else {
        state.login_failures.record_failure(peer.ip());
        return refuse("The current password is not right.".into()).await;
    };
    let hash = hash?;
    let mut tx = db::begin_write(&state.db).await?;
    db::accounts::set_password(&mut tx, user.account_id, &hash).await?;
    db::audit::note(
        &mut tx,
        None,
        Some(user.account_id),
        AuditAction::OrganizerPasswordChanged,
        "",
    )
    .await?;
    let jar = start_session(&state, &mut tx, jar, user.account_id).await?;
    tx.commit().await?;
    // A fresh copy of the page, whose forms carry the new session's token.
    Ok((jar, Redirect::to("/admin/referees?password=changed")).into_response())
}
