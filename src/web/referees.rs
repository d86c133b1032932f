//! The organizer authorises referees: named accounts with a password that may record hands and
//! give penalties, and nothing else (see `auth::referee_may`). Access can be taken back; the
//! account stays so the audit log keeps naming who did what.

use super::auth::{hash_password, CurrentUser, MIN_PASSWORD_LEN};
use super::error::{WebError, WebResult};
use super::pages::Nav;
use super::AppState;
use crate::db;
use crate::tournament::details::clean_text;
use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/referees", get(page).post(add))
        .route("/referees/{account}/revoke", post(revoke))
}

struct AccountView {
    id: i64,
    name: String,
    role: String,
    active: bool,
}

#[derive(Default, Deserialize)]
struct RefereeForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    password: String,
}

#[derive(Template)]
#[template(path = "referees/referees.html")]
struct RefereesPage {
    nav: Nav,
    accounts: Vec<AccountView>,
    name: String,
    error: Option<String>,
}

async fn render(
    state: &AppState,
    user: &CurrentUser,
    name: String,
    error: Option<String>,
) -> WebResult<RefereesPage> {
    let mut conn = state.db.acquire().await?;
    let accounts = db::accounts::list(&mut conn)
        .await?
        .into_iter()
        .map(|a| AccountView {
            id: a.id,
            active: !a.password_hash.is_empty(),
            name: a.name,
            role: a.role,
        })
        .collect();
    Ok(RefereesPage {
        nav: Nav::signed_in(user),
        accounts,
        name,
        error,
    })
}

async fn page(State(state): State<AppState>, user: CurrentUser) -> WebResult<Html<String>> {
    Ok(Html(
        render(&state, &user, String::new(), None).await?.render()?,
    ))
}

async fn add(
    State(state): State<AppState>,
    user: CurrentUser,
    Form(form): Form<RefereeForm>,
) -> WebResult<Response> {
    let name = clean_text(&form.name);
    let problem = if name.is_empty() || name.chars().count() > 40 {
        Some("Give the referee a name of 1 to 40 characters; they sign in with it.".to_string())
    } else if form.password.chars().count() < MIN_PASSWORD_LEN {
        Some(format!(
            "Choose a password of at least {MIN_PASSWORD_LEN} characters."
        ))
    } else {
        None
    };
    if let Some(message) = problem {
        let page = render(&state, &user, name, Some(message)).await?;
        return Ok((StatusCode::UNPROCESSABLE_ENTITY, Html(page.render()?)).into_response());
    }
    let hash = hash_password(&form.password)?;
    let mut tx = db::begin_write(&state.db).await?;
    match db::accounts::by_name(&mut tx, &name).await? {
        Some(existing) if existing.role == "referee" => {
            db::accounts::set_password(&mut tx, existing.id, &hash).await?
        }
        Some(_) => {
            drop(tx);
            let page = render(
                &state,
                &user,
                name,
                Some("That name is the organizer's: choose another.".into()),
            )
            .await?;
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, Html(page.render()?)).into_response());
        }
        None => {
            db::accounts::create(&mut tx, &name, &hash, "referee").await?;
        }
    }
    db::audit::note(
        &mut tx,
        None,
        Some(user.account_id),
        "referee authorised",
        &name,
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to("/admin/referees").into_response())
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
    db::audit::note(
        &mut tx,
        None,
        Some(user.account_id),
        "referee access revoked",
        &format!("account {account}"),
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to("/admin/referees").into_response())
}
