//! Writing a checked document as a new tournament, with new ids for everything and the
//! references mapped, inside the caller's transaction.

use super::*;

/// Writes the document as a new tournament; returns its id. Run inside a transaction: on an
/// error the caller rolls back and nothing is left.
pub async fn import(
    conn: &mut SqliteConnection,
    doc: &TournamentDocument,
) -> Result<i64, ImportError> {
    let checked = check(doc)?;
    let t = &doc.tournament;
    let details = &checked.details;
    let stamp = now();
    let tournament_id = sqlx::query(
        "INSERT INTO tournaments (name, event_date, venue, ruleset, rule_settings, archived, hand_entry, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(&details.name)
    .bind(details.date.map(|d| d.to_string()).unwrap_or_default())
    .bind(&details.venue)
    .bind(details.ruleset)
    .bind(&details.settings)
    .bind(t.archived)
    .bind(&t.hand_entry)
    .bind(&stamp)
    .bind(&stamp)
    .execute(&mut *conn)
    .await?
    .last_insert_rowid();
    let mut player_ids: HashMap<i64, i64> = HashMap::new();
    for (p, parsed) in doc.players.iter().zip(&checked.players) {
        let new_id = sqlx::query(
            "INSERT INTO players (tournament_id, name, name_key, club, player_number, checked_in, withdrawn, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(parsed.name.as_str())
        .bind(parsed.name.key())
        .bind(&parsed.club)
        .bind(&parsed.number)
        .bind(p.checked_in)
        .bind(p.withdrawn)
        .bind(&stamp)
        .execute(&mut *conn)
        .await?
        .last_insert_rowid();
        player_ids.insert(p.id, new_id);
    }
    let map_player = |old: i64| {
        player_ids
            .get(&old)
            .copied()
            .ok_or(ImportError::UnknownPlayer(old))
    };
    let mut stage_ids: HashMap<i64, i64> = HashMap::new();
    if let Some(bracket) = &doc.bracket {
        sqlx::query(
            "INSERT INTO brackets (tournament_id, config, seed, created_at) VALUES (?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(&bracket.config)
        .bind(&bracket.seed)
        .bind(&bracket.created_at)
        .execute(&mut *conn)
        .await?;
        for stage in &bracket.stages {
            // The floor is mapped once the penalties have their new ids, below.
            let stage_id = sqlx::query("INSERT INTO stages (tournament_id, position, penalty_floor, created_at) VALUES (?, ?, 0, ?)")
                .bind(tournament_id)
                .bind(stage.position)
                .bind(&stage.created_at)
                .execute(&mut *conn)
                .await?
                .last_insert_rowid();
            stage_ids.insert(stage.position, stage_id);
            for (position, (player, reason)) in stage.players.iter().enumerate() {
                sqlx::query("INSERT INTO stage_players (stage_id, position, player_id, reason) VALUES (?, ?, ?, ?)")
                    .bind(stage_id)
                    .bind(position as i64)
                    .bind(map_player(*player)?)
                    .bind(reason)
                    .execute(&mut *conn)
                    .await?;
            }
        }
    }
    let mut game_ids: HashMap<(i64, i64), i64> = HashMap::new();
    for (round_index, round) in doc.rounds.iter().enumerate() {
        let stage = round
            .stage
            .and_then(|position| stage_ids.get(&position).copied());
        let round_id = sqlx::query("INSERT INTO rounds (tournament_id, stage_id, number, seed, mode, table_rule, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .bind(tournament_id)
            .bind(stage)
            .bind(round.number)
            .bind(&round.seed)
            .bind(&round.mode)
            .bind(&round.table_rule)
            .bind(&stamp)
            .execute(&mut *conn)
            .await?
            .last_insert_rowid();
        if let Some((started, minutes)) = round.clock {
            sqlx::query("UPDATE rounds SET clock_started_at = ?, clock_minutes = ? WHERE id = ?")
                .bind(started)
                .bind(minutes)
                .bind(round_id)
                .execute(&mut *conn)
                .await?;
        }
        for time in &round.table_times {
            sqlx::query("INSERT INTO table_time (round_id, table_number, extra_minutes, extra_hands, hands_used) VALUES (?, ?, ?, ?, ?)")
                .bind(round_id)
                .bind(time.table_number)
                .bind(time.extra_minutes)
                .bind(time.extra_hands)
                .bind(time.hands_used)
                .execute(&mut *conn)
                .await?;
        }
        for &player in &round.sit_outs {
            sqlx::query("INSERT INTO sit_outs (round_id, player_id) VALUES (?, ?)")
                .bind(round_id)
                .bind(map_player(player)?)
                .execute(&mut *conn)
                .await?;
        }
        for (game_index, game) in round.games.iter().enumerate() {
            let game_id = sqlx::query(
                "INSERT INTO games (round_id, table_number, ruleset, version) VALUES (?, ?, ?, ?)",
            )
            .bind(round_id)
            .bind(game.table_number)
            .bind(&game.ruleset)
            .bind(game.version)
            .execute(&mut *conn)
            .await?
            .last_insert_rowid();
            game_ids.insert((round.number, game.table_number), game_id);
            // Only the seats the table has: a sanma table has no North row (as when seated).
            let seats = crate::tournament::seating::table_size(details.ruleset).count();
            let chairs = game.seats.iter().take(seats).enumerate();
            let chairs = chairs.map(|(seat, player)| (seat as i64, *player));
            let fifth = game
                .fifth
                .map(|p| (crate::db::games::STORED_FIFTH_SEAT, Some(p)));
            for (seat, player) in chairs.chain(fifth) {
                let player = player.map(map_player).transpose()?;
                sqlx::query("INSERT INTO game_seats (game_id, seat, player_id) VALUES (?, ?, ?)")
                    .bind(game_id)
                    .bind(seat)
                    .bind(player)
                    .execute(&mut *conn)
                    .await?;
            }
            let hands = checked
                .hands
                .get(round_index)
                .and_then(|games| games.get(game_index))
                .map_or(&[][..], Vec::as_slice);
            for (index, text) in hands.iter().enumerate() {
                let mark = game.marks.get(index);
                sqlx::query("INSERT INTO hands (game_id, position, data, created_at, updated_at, status, entered_seat, entered_device, entered_by, dispute) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .bind(game_id)
                    .bind(index as i64)
                    .bind(text)
                    .bind(&stamp)
                    .bind(&stamp)
                    .bind(mark.map_or("confirmed", |m| m.status.as_str()))
                    .bind(mark.and_then(|m| m.entered_seat))
                    .bind(mark.map_or("", |m| m.entered_device.as_str()))
                    .bind(mark.map_or("", |m| m.entered_by.as_str()))
                    .bind(mark.map_or("", |m| m.dispute.as_str()))
                    .execute(&mut *conn)
                    .await?;
            }
        }
    }
    let mut penalty_ids: Vec<(i64, i64)> = Vec::new();
    for (p, parsed) in doc.penalties.iter().zip(&checked.penalties) {
        let game = match p.game {
            Some((round, table)) => Some(
                *game_ids
                    .get(&(round, table))
                    .ok_or(ImportError::UnknownGame(round, table))?,
            ),
            None => None,
        };
        sqlx::query("INSERT INTO penalties (tournament_id, player_id, game_id, kind, amount, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .bind(tournament_id)
            .bind(map_player(p.player)?)
            .bind(game)
            .bind(parsed.kind.id())
            .bind(parsed.amount)
            .bind(&parsed.reason)
            .bind(&p.created_at)
            .execute(&mut *conn)
            .await?;
        penalty_ids.push((p.id, conn_last_id(&mut *conn).await?));
    }
    if let Some(bracket) = &doc.bracket {
        for stage in &bracket.stages {
            // The newest penalty given before the stage, under its new id.
            let floor = penalty_ids
                .iter()
                .filter(|(old, _)| *old <= stage.penalty_floor)
                .map(|(_, new)| *new)
                .max()
                .unwrap_or(0);
            let Some(&stage_id) = stage_ids.get(&stage.position) else {
                continue;
            };
            sqlx::query("UPDATE stages SET penalty_floor = ? WHERE id = ?")
                .bind(floor)
                .bind(stage_id)
                .execute(&mut *conn)
                .await?;
        }
    }
    let mut entry_ids = Vec::with_capacity(doc.audit.len());
    for a in &doc.audit {
        let game = a.game.and_then(|place| game_ids.get(&place).copied());
        let entry = sqlx::query(
            "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value, after_value, game_id, hand_position, form_key) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(&a.who)
        .bind(&a.at)
        .bind(&a.action)
        .bind(&a.subject)
        .bind(&a.before_value)
        .bind(&a.after_value)
        .bind(game)
        .bind(game.and(a.hand_position))
        .bind(&a.form_key)
        .execute(&mut *conn)
        .await?
        .last_insert_rowid();
        entry_ids.push(entry);
    }
    // An entry is undone by a later one: link them once every entry has its new id.
    for (a, &entry) in doc.audit.iter().zip(&entry_ids) {
        if let Some(&by) = a.reverted_by.and_then(|index| entry_ids.get(index)) {
            sqlx::query("UPDATE audit_log SET reverted_by = ? WHERE id = ?")
                .bind(by)
                .bind(entry)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(tournament_id)
}

async fn conn_last_id(conn: &mut SqliteConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT last_insert_rowid()")
        .fetch_one(conn)
        .await
}
