//! Showing a score sheet to the organizer or a referee and recording on it: the sheet with its
//! notices, the correction form, and the form's hand previewed or saved (new, or in place of
//! an earlier one) — for staff, and for a table's phones through `table_entry` — and a hand
//! confirmed or disputed. The change itself is `app::hands`'s; this file parses and renders.

use super::*;

/// The round's clock says this table's time is up and its extra hands are used: the next hand
/// may be the last one at time.
pub(super) fn time_is_up(game: &PlayedGame, rules: &Ruleset) -> bool {
    crate::web::clock::of_game(game, rules).is_some_and(|c| c.up && c.extra_hands_left == 0)
}

/// The table when hand `editing` (or the next hand) was played, as the tiles need it.
pub(super) fn table_at<'a>(
    game: &PlayedGame,
    editing: Option<usize>,
    rules: &'a Ruleset,
) -> TableAt<'a> {
    // The dealer comes from the replay: not every style deals round the starting seats.
    let (index, round, honba, deposits, dealer) =
        match editing.and_then(|i| game.sheet.rows.get(i).map(|row| (i, row))) {
            Some((i, row)) => (i, row.round, row.honba, row.deposits_before, row.dealer),
            None => {
                let p = &game.sheet.position;
                let next = game.sheet.rows.len();
                (next, p.round, p.honba, p.deposits, game.sheet.next_dealer)
            }
        };
    TableAt {
        dealer,
        // The round's wind is its label's letter (E, S, and W, N where Hong Kong Old Style
        // plays four wind rounds).
        round_wind: match round.label().chars().next() {
            Some('S') => "S",
            Some('W') => "W",
            Some('N') => "N",
            _ => "E",
        },
        honba,
        deposits,
        rules,
        // Kept deals matter only to a dealer's win on the eighth deal, which the replay pays
        // as the limit whatever the tiles say; a corrected past hand is scored without them.
        dealer_keeps: match editing {
            None => game.sheet.dealer_keeps.unwrap_or(0),
            Some(_) => 0,
        },
        winds: seat_winds(rules, index, round),
    }
}

/// The confirmation a page shows after a change, from the redirect's query.
pub(super) fn notice_of(query: &HashMap<String, String>, game: &PlayedGame) -> Option<String> {
    let number = |key: &str| -> Option<usize> {
        query
            .get(key)?
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=game.hands.len() + 1).contains(n))
    };
    let note = |n: usize| {
        game.sheet
            .rows
            .get(n - 1)
            .map(|r| format!(": {}", r.note))
            .unwrap_or_default()
    };
    if let Some(n) = number("saved") {
        let waiting = if game.mark(n - 1).status == HandStatus::Pending {
            " It counts once another player of the table confirms it."
        } else {
            ""
        };
        return Some(format!("Hand #{n} saved{}.{waiting}", note(n)));
    }
    if let Some(n) = number("edited") {
        return Some(format!("Hand #{n} corrected{}.", note(n)));
    }
    if let Some(n) = number("already") {
        return Some(format!(
            "Hand #{n} was already saved{}; nothing was saved twice.",
            note(n)
        ));
    }
    if let Some(n) = number("confirmed") {
        return Some(format!("Hand #{n} confirmed{}.", note(n)));
    }
    if let Some(n) = number("disputed") {
        return Some(format!(
            "Hand #{n} disputed: the organizer has been told and decides it."
        ));
    }
    if let Some(n) = number("deleted") {
        return Some(format!(
            "Hand #{n} deleted. The audit log keeps it; Undo brings it back."
        ));
    }
    if let Some(n) = number("restored") {
        return Some(format!("Hand #{n} restored{}.", note(n)));
    }
    if query.contains_key("ended") {
        return Some(
            "Time is up: the game ended after the last hand, with the final scores below."
                .to_string(),
        );
    }
    query
        .contains_key("undone")
        .then(|| "Undone: the sheet is back as it was before that change.".to_string())
}

pub(super) async fn admin_sheet(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let mut page =
        AdminSheetPage::current(&mut conn, &Actor::Staff(&user), tournament, &game).await?;
    page.notice = notice_of(&query, &game);
    Ok(Page::new(page))
}

/// The table's sheet or the organizer's, with the notice of what was just done.
pub async fn sheet_page(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    query: &HashMap<String, String>,
) -> WebResult<AdminSheetPage> {
    let mut page = AdminSheetPage::current(conn, actor, tournament, game).await?;
    page.notice = notice_of(query, game);
    Ok(page)
}

pub(super) async fn edit_form(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let hand = game.hands.get(pos).ok_or(WebError::NotFound)?;
    let form = HandForm::from_hand(hand);
    Ok(Page::new(AdminSheetPage::new(
        &Actor::Staff(&user),
        tournament,
        &game,
        Some(pos),
        form,
    )?))
}

pub(super) async fn submit_new(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(&state, &Actor::Staff(&user), id, gid, None, fields).await
}

pub(super) async fn submit_edit(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(&state, &Actor::Staff(&user), id, gid, Some(pos), fields).await
}

pub(super) fn sheet_url(id: i64, gid: i64, query: &str) -> String {
    format!("/admin/t/{id}/games/{gid}?{query}#notice")
}

/// The round hand `index` of the sheet as it stands was played in (`otherwise` for a hand the
/// sheet does not have): a message about a later hand names it as the sheet shows it.
pub(super) fn round_now(game: &PlayedGame, index: usize, otherwise: Round) -> Round {
    game.sheet.rows.get(index).map_or(otherwise, |r| r.round)
}

/// Previews or saves the form's hand (new, or replacing hand `editing`), for the organizer or
/// a referee, or for a player at the table (whose hand is stored pending).
pub async fn submit(
    state: &AppState,
    actor: &Actor<'_>,
    id: i64,
    gid: i64,
    editing: Option<usize>,
    fields: HashMap<String, String>,
) -> WebResult<Response> {
    let saving =
        fields.get("action").is_some_and(|a| a == "save") || stage_guard::confirmed(&fields);
    let seen_version = seen_version(&fields).to_string();
    let form = HandForm::from_fields(&fields);
    if editing.is_some() && matches!(actor, Actor::Table(_)) {
        return Err(WebError::Forbidden(
            "A table records new hands only: dispute a wrong hand and the organizer corrects it."
                .into(),
        ));
    }
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    let refuse = |status: StatusCode,
                  message: String,
                  game: &PlayedGame,
                  form: HandForm,
                  tournament: TournamentRow|
     -> WebResult<Response> {
        let mut page = AdminSheetPage::new(actor, tournament, game, editing, form)?;
        page.error = Some(message);
        page.typed_form = true;
        Ok(Page::with_status(status, page).into_response())
    };
    if let Some(pos) = editing {
        if pos >= game.hands.len() {
            return Err(WebError::NotFound);
        }
    }
    if seen_version != hands_token(&game) {
        // The back button (or a phone retrying) sends a form that was already saved: say so
        // rather than "someone else saved".
        if saving && !form.key.is_empty() {
            if let Some(pos) = db::audit::saved_by_form(&mut tx, gid, &form.key).await? {
                let query = format!("already={}", pos + 1);
                return Ok(Redirect::to(&actor.sheet_url(id, gid, &query)).into_response());
            }
        }
        // Two phones of one table entering the same hand: the first is saved; the second is
        // shown it and asked to confirm it rather than enter it again.
        let meant = fields.get("position").and_then(|p| p.parse::<usize>().ok());
        if let (None, Some(pos)) = (editing, meant) {
            let mark = game.mark(pos);
            if pos < game.hands.len() && mark.status == HandStatus::Pending {
                let who = if mark.entered_by.is_empty() {
                    "someone at your table".to_string()
                } else {
                    mark.entered_by.clone()
                };
                let message = format!(
                    "{who} has just entered hand #{} ({}: {}). If it is right, confirm it below instead of entering it again; if not, dispute it.",
                    pos + 1,
                    round_now(&game, pos, game.sheet.position.round),
                    note_of(&game, pos)
                );
                return refuse(
                    StatusCode::CONFLICT,
                    message,
                    &game,
                    HandForm::default(),
                    tournament,
                );
            }
        }
        return refuse(
            StatusCode::CONFLICT,
            "This sheet changed while you were editing (someone else saved a hand). Here is the new state: check it, then record your hand again.".into(),
            &game,
            form,
            tournament,
        );
    }
    let rules = ruleset_of(&game.info)?;
    // Only the clock or staff end a game at time: a table's "time was up" is taken only once
    // the round's clock has run out (and no extra hand is left).
    if form.time_up && matches!(actor, Actor::Table(_)) && !time_is_up(&game, &rules) {
        let mut form = form;
        form.time_up = false;
        return refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Time is not up at this table: the game goes on. Only the round's clock (or the organizer or a referee) ends a game at time. Record the hand without “time was up”.".into(),
            &game,
            form,
            tournament,
        );
    }
    let (hand, scores) = match form.to_hand_at(
        &hand_names(&game, editing.unwrap_or(game.hands.len())),
        Some(&table_at(&game, editing, &rules)),
    ) {
        Ok(done) => done,
        Err(err) => {
            return refuse(
                StatusCode::UNPROCESSABLE_ENTITY,
                err.to_string(),
                &game,
                form,
                tournament,
            )
        }
    };
    // The hand list as it would be: the form's hand in place of `editing`, or added last.
    let mut new_hands = game.hands.clone();
    let pos = match editing {
        Some(pos) => {
            new_hands[pos] = hand.clone();
            pos
        }
        None => {
            new_hands.push(hand.clone());
            new_hands.len() - 1
        }
    };
    // A later hand keeps its number on the sheet; it is named with the round it was played in.
    let impossible = |index: usize, round: Round, message: String| {
        if index == pos {
            format!("This hand cannot be recorded: {message}.")
        } else {
            format!(
                "With this change, hand #{} ({}) becomes impossible: {message}.",
                index + 1,
                round_now(&game, index, round)
            )
        }
    };
    if !saving {
        // Preview: the same page, the form kept, and what the hand pays — and, for a game
        // whose stage's cut is made, what the change would do to the cut.
        let (previewed, guard) = match hands::preview(&mut tx, id, &game, new_hands).await? {
            Ok(done) => done,
            Err(refusal) => {
                let message = match refusal {
                    Refusal::Impossible {
                        index,
                        round,
                        error,
                    } => impossible(
                        index,
                        round,
                        humane_error(
                            &error,
                            &hand_names(&game, index),
                            winds_at(&game, index, round),
                            game.info.table,
                        ),
                    ),
                    _ => return Err(WebError::Internal("a preview stores nothing".into())),
                };
                return refuse(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    message,
                    &game,
                    form,
                    tournament,
                );
            }
        };
        let row = &previewed.sheet.rows[pos];
        let patterns = if scores.is_empty() {
            recorded_tiles(Some(&hand), &hand_names(&game, pos), &rules)
                .into_iter()
                .map(|(name, _, found)| format!("{name}: {found}"))
                .collect()
        } else {
            Vec::new()
        };
        let preview = PreviewView {
            pays: PreviewView::of_row(&game, row),
            note: row.note.clone(),
            ends_game: row.ended,
            scores,
            patterns,
        };
        let mut page = AdminSheetPage::new(actor, tournament, &game, editing, form)?;
        page.preview = Some(preview);
        page.typed_form = true;
        page.stage_warning = stage_guard::warning(&guard, None);
        // A preview stores nothing: no phone or page cache needs to hear of it.
        return Ok(crate::web::live::unchanged(Page::new(page)));
    }
    let stored = hands::record(
        &mut tx,
        &actor.author(),
        id,
        &game,
        hand,
        editing,
        Some(form.key.clone()).filter(|k| !k.is_empty()),
        actor.mark(),
        // Only staff may re-run a cut; a table's phone never confirms one.
        stage_guard::confirmed(&fields) && actor.account_id().is_some(),
    )
    .await?;
    match stored {
        Ok(_) => {}
        Err(Refusal::Impossible {
            index,
            round,
            error,
        }) => {
            let message = humane_error(
                &error,
                &hand_names(&game, index),
                winds_at(&game, index, round),
                game.info.table,
            );
            return refuse(
                StatusCode::UNPROCESSABLE_ENTITY,
                impossible(index, round, message),
                &game,
                form,
                tournament,
            );
        }
        Err(Refusal::Stage(guard)) => {
            let mut page = AdminSheetPage::new(actor, tournament, &game, editing, form)?;
            page.stage_warning = stage_guard::warning(&guard, None);
            page.typed_form = true;
            return Ok(Page::with_status(StatusCode::CONFLICT, page).into_response());
        }
        Err(Refusal::Conflict) => {
            drop(tx);
            let mut conn = state.db.acquire().await?;
            let fresh = load_game(&mut conn, id, gid).await?;
            let tournament = load_tournament(&mut conn, id).await?;
            return refuse(StatusCode::CONFLICT, "This sheet changed while you were saving. Here is the new state: check it, then record your hand again.".into(), &fresh, form, tournament);
        }
        Err(_) => return Err(WebError::Internal("a new hand has no such refusal".into())),
    }
    tx.commit().await?;
    let query = match editing {
        Some(_) => format!("edited={}", pos + 1),
        None => format!("saved={}", pos + 1),
    };
    Ok(Redirect::to(&actor.sheet_url(id, gid, &query)).into_response())
}

/// Confirms hand `pos` (or, with `dispute`, disputes it with that reason) for the organizer, a
/// referee or a player at the table, if the sheet is still at the version they saw. A hand is
/// confirmed once; a table cannot confirm its own entry from the same seat or phone.
pub async fn decide_hand(
    state: &AppState,
    actor: &Actor<'_>,
    id: i64,
    gid: i64,
    pos: usize,
    fields: &HashMap<String, String>,
    dispute: Option<String>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    if pos >= game.hands.len() {
        return Err(WebError::NotFound);
    }
    let mark = game.mark(pos);
    let refusal = if seen_version(fields) != hands_token(&game) {
        Some(
            "This sheet changed meanwhile: here is the new state. Check the hand again."
                .to_string(),
        )
    } else if mark.status == HandStatus::Confirmed {
        Some(format!("Hand #{} is already confirmed.", pos + 1))
    } else if dispute.is_none() && !actor.may_confirm(&mark) {
        Some(match actor {
            Actor::Table(_) if mark.status == HandStatus::Disputed => format!(
                "Hand #{} is disputed: the organizer decides it now.",
                pos + 1
            ),
            _ => format!(
                "Hand #{} was entered from your seat or phone: another player of the table confirms it.",
                pos + 1
            ),
        })
    } else if dispute.is_some() && mark.status != HandStatus::Pending {
        Some(format!(
            "Hand #{} is already disputed: the organizer decides it now.",
            pos + 1
        ))
    } else {
        None
    };
    if let Some(message) = refusal {
        return refuse_correction(
            &mut tx,
            actor,
            tournament,
            &game,
            StatusCode::CONFLICT,
            message,
        )
        .await;
    }
    let query = match &dispute {
        None => format!("confirmed={}", pos + 1),
        Some(_) => format!("disputed={}", pos + 1),
    };
    let stored =
        hands::decide(&mut tx, &actor.author(), id, &game, pos, dispute.as_deref()).await?;
    if let Err(refusal) = stored {
        // The hands are unchanged, so only a sheet that never replayed (an earlier hand the
        // rules refuse) or a closed stage can stop a confirmation: both are said, never a 500.
        let impossible = |index: usize, round: Round, message: String| {
            format!(
                "Hand #{} cannot be {} while hand #{} ({round}) is impossible: {message}. Correct that hand first.",
                pos + 1,
                if dispute.is_some() { "disputed" } else { "confirmed" },
                index + 1
            )
        };
        return refuse_stored(&mut tx, actor, tournament, &game, refusal, None, impossible).await;
    }
    tx.commit().await?;
    Ok(Redirect::to(&actor.sheet_url(id, gid, &query)).into_response())
}

pub(super) async fn staff_confirm(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    decide_hand(&state, &Actor::Staff(&user), id, gid, pos, &fields, None).await
}
