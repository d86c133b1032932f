//! Writing a checked document as a new tournament, with new ids for everything and the
//! references mapped, inside the caller's transaction.

use super::*;
use crate::tournament::audit_detail::AuditDetail;

/// The new id of everything the document refers to by its old one.
#[derive(Default)]
struct NewIds {
    players: HashMap<i64, i64>,
    /// Bracket stages by position.
    stages: HashMap<i64, i64>,
    /// Games by (round number, table number).
    games: HashMap<(i64, i64), i64>,
}

impl NewIds {
    fn player(&self, old: i64) -> Result<i64, ImportError> {
        self.players
            .get(&old)
            .copied()
            .ok_or(ImportError::UnknownPlayer(old))
    }
}

/// Writes the document as a new tournament; returns its id. Run inside a transaction: on an
/// error the caller rolls back and nothing is left.
pub async fn import(conn: &mut Conn, doc: &TournamentDocument) -> Result<i64, ImportError> {
    let checked = check(doc)?;
    let stamp = now();
    let tournament_id = insert_tournament(conn, &doc.tournament, &checked, &stamp).await?;
    let mut ids = NewIds::default();
    for (p, parsed) in doc.players.iter().zip(&checked.players) {
        let new_id = insert_player(conn, tournament_id, p, parsed, &stamp).await?;
        ids.players.insert(p.id, new_id);
    }
    super::teams::insert_teams(conn, tournament_id, &checked.teams, &ids.players).await?;
    if let Some(bracket) = &doc.bracket {
        insert_bracket(conn, tournament_id, bracket, &mut ids).await?;
    }
    let seats = crate::tournament::seating::table_size(Some(checked.details.ruleset)).count();
    for (round_index, round) in doc.rounds.iter().enumerate() {
        let hands = checked
            .hands
            .get(round_index)
            .map_or(&[][..], Vec::as_slice);
        insert_round(conn, tournament_id, round, seats, hands, &stamp, &mut ids).await?;
    }
    let penalty_ids = insert_penalties(conn, tournament_id, doc, &checked, &ids).await?;
    if let Some(bracket) = &doc.bracket {
        set_penalty_floors(conn, bracket, &penalty_ids, &ids).await?;
    }
    insert_audit(conn, tournament_id, &doc.audit, &ids).await?;
    Ok(tournament_id)
}

async fn insert_tournament(
    conn: &mut Conn,
    t: &TournamentPart,
    checked: &Checked,
    stamp: &str,
) -> Result<i64, ImportError> {
    let details = &checked.details;
    let statement = sqlx::query(
        "INSERT INTO tournaments (name, event_date, venue, ruleset, rule_settings, language, archived, hand_entry, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(&details.name)
    .bind(details.date.map(|d| d.to_string()).unwrap_or_default())
    .bind(&details.venue)
    .bind(details.ruleset.as_str())
    .bind(&details.settings)
    .bind(details.language.map_or("", |language| language.code()))
    .bind(t.archived)
    .bind(&t.hand_entry)
    .bind(stamp)
    .bind(stamp);
    Ok(crate::db::inserted_id(statement, &mut *conn).await?)
}

async fn insert_player(
    conn: &mut Conn,
    tournament_id: i64,
    p: &PlayerPart,
    parsed: &crate::tournament::players::PlayerDetails,
    stamp: &str,
) -> Result<i64, ImportError> {
    let statement = sqlx::query(
        "INSERT INTO players (tournament_id, name, name_key, club, player_number, ema_number, country, checked_in, withdrawn, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(tournament_id)
    .bind(parsed.name.as_str())
    .bind(parsed.name.key())
    .bind(&parsed.club)
    .bind(&parsed.number)
    .bind(parsed.ema_number.as_ref().map_or("", |n| n.as_str()))
    .bind(parsed.country.map_or("", |c| c.code()))
    .bind(p.checked_in)
    .bind(p.withdrawn)
    .bind(stamp);
    Ok(crate::db::inserted_id(statement, &mut *conn).await?)
}

/// The bracket and its stages with their entrants; each stage's new id goes into `ids`.
async fn insert_bracket(
    conn: &mut Conn,
    tournament_id: i64,
    bracket: &BracketPart,
    ids: &mut NewIds,
) -> Result<(), ImportError> {
    sqlx::query(
        "INSERT INTO brackets (tournament_id, config, seed, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(tournament_id)
    .bind(&bracket.config)
    .bind(&bracket.seed)
    .bind(&bracket.created_at)
    .execute(&mut *conn)
    .await?;
    for stage in &bracket.stages {
        // The floor is mapped once the penalties have their new ids, below.
        let statement = sqlx::query("INSERT INTO stages (tournament_id, position, penalty_floor, created_at) VALUES ($1, $2, 0, $3) RETURNING id")
            .bind(tournament_id)
            .bind(stage.position)
            .bind(&stage.created_at);
        let stage_id = crate::db::inserted_id(statement, &mut *conn).await?;
        ids.stages.insert(stage.position, stage_id);
        for (position, (player, reason)) in stage.players.iter().enumerate() {
            sqlx::query("INSERT INTO stage_players (stage_id, position, player_id, reason) VALUES ($1, $2, $3, $4)")
                .bind(stage_id)
                .bind(position as i64)
                .bind(ids.player(*player)?)
                .bind(reason)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}

/// A round with its clock, extra time and sit-outs, then each of its games with their seats
/// and hands (`hands`: each game's, as checked); each game's new id goes into `ids`.
async fn insert_round(
    conn: &mut Conn,
    tournament_id: i64,
    round: &RoundPart,
    seats: usize,
    hands: &[Vec<String>],
    stamp: &str,
    ids: &mut NewIds,
) -> Result<(), ImportError> {
    let stage = round
        .stage
        .and_then(|position| ids.stages.get(&position).copied());
    let statement = sqlx::query("INSERT INTO rounds (tournament_id, stage_id, number, seed, mode, table_rule, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id")
        .bind(tournament_id)
        .bind(stage)
        .bind(round.number)
        .bind(&round.seed)
        .bind(&round.mode)
        .bind(&round.table_rule)
        .bind(stamp);
    let round_id = crate::db::inserted_id(statement, &mut *conn).await?;
    if let Some((started, minutes)) = round.clock {
        sqlx::query("UPDATE rounds SET clock_started_at = $1, clock_minutes = $2 WHERE id = $3")
            .bind(started)
            .bind(minutes)
            .bind(round_id)
            .execute(&mut *conn)
            .await?;
    }
    for time in &round.table_times {
        sqlx::query("INSERT INTO table_time (round_id, table_number, extra_minutes, extra_hands, hands_used) VALUES ($1, $2, $3, $4, $5)")
            .bind(round_id)
            .bind(time.table_number)
            .bind(time.extra_minutes)
            .bind(time.extra_hands)
            .bind(time.hands_used)
            .execute(&mut *conn)
            .await?;
    }
    for &player in &round.sit_outs {
        sqlx::query("INSERT INTO sit_outs (round_id, player_id) VALUES ($1, $2)")
            .bind(round_id)
            .bind(ids.player(player)?)
            .execute(&mut *conn)
            .await?;
    }
    for (game_index, game) in round.games.iter().enumerate() {
        let game_hands = hands.get(game_index).map_or(&[][..], Vec::as_slice);
        let game_id = insert_game(conn, round_id, game, seats, game_hands, stamp, ids).await?;
        ids.games.insert((round.number, game.table_number), game_id);
    }
    Ok(())
}

/// A game with the seats its table has and its hands with their marks.
async fn insert_game(
    conn: &mut Conn,
    round_id: i64,
    game: &GamePart,
    seats: usize,
    hands: &[String],
    stamp: &str,
    ids: &NewIds,
) -> Result<i64, ImportError> {
    let statement = sqlx::query(
        "INSERT INTO games (round_id, table_number, ruleset, version) VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(round_id)
    .bind(game.table_number)
    .bind(&game.ruleset)
    .bind(game.version);
    let game_id = crate::db::inserted_id(statement, &mut *conn).await?;
    // Only the seats the table has: a sanma table has no North row (as when seated).
    let chairs = game.seats.iter().take(seats).enumerate();
    let chairs = chairs.map(|(seat, player)| (seat as i64, *player));
    let fifth = game
        .fifth
        .map(|p| (crate::db::games::STORED_FIFTH_SEAT, Some(p)));
    // A tag-team table's partners of East to North sit in seats 4–7 (docs/rules.md §15).
    let partners = game.partners.into_iter().flatten().enumerate();
    let partners = partners.map(|(s, p)| (crate::db::games::STORED_FIFTH_SEAT + s as i64, Some(p)));
    let seats = chairs
        .chain(fifth)
        .chain(partners)
        .map(|(seat, player)| Ok((seat, player.map(|p| ids.player(p)).transpose()?)))
        .collect::<Result<Vec<_>, ImportError>>()?;
    crate::db::games::insert_seats(&mut *conn, game_id, seats).await?;
    for (index, text) in hands.iter().enumerate() {
        let mark = game.marks.get(index);
        sqlx::query("INSERT INTO hands (game_id, position, data, created_at, updated_at, status, entered_seat, entered_device, entered_by, dispute) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)")
            .bind(game_id)
            .bind(index as i64)
            .bind(text)
            .bind(stamp)
            .bind(stamp)
            .bind(mark.map_or("confirmed", |m| m.status.as_str()))
            .bind(mark.and_then(|m| m.entered_seat))
            .bind(mark.map_or("", |m| m.entered_device.as_str()))
            .bind(mark.map_or("", |m| m.entered_by.as_str()))
            .bind(mark.map_or("", |m| m.dispute.as_str()))
            .execute(&mut *conn)
            .await?;
    }
    Ok(game_id)
}

/// Every penalty, of its player and game under their new ids; returns (old id, new id) pairs.
async fn insert_penalties(
    conn: &mut Conn,
    tournament_id: i64,
    doc: &TournamentDocument,
    checked: &Checked,
    ids: &NewIds,
) -> Result<Vec<(i64, i64)>, ImportError> {
    let mut penalty_ids: Vec<(i64, i64)> = Vec::new();
    for (p, parsed) in doc.penalties.iter().zip(&checked.penalties) {
        let game = match p.game {
            Some((round, table)) => Some(
                *ids.games
                    .get(&(round, table))
                    .ok_or(ImportError::UnknownGame(round, table))?,
            ),
            None => None,
        };
        let statement = sqlx::query("INSERT INTO penalties (tournament_id, player_id, game_id, kind, amount, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id")
            .bind(tournament_id)
            .bind(ids.player(p.player)?)
            .bind(game)
            .bind(parsed.kind.id())
            .bind(parsed.amount)
            .bind(&parsed.reason)
            .bind(&p.created_at);
        let penalty_id = crate::db::inserted_id(statement, &mut *conn).await?;
        penalty_ids.push((p.id, penalty_id));
    }
    Ok(penalty_ids)
}

/// Each stage's penalty floor: the newest penalty given before the stage, under its new id.
async fn set_penalty_floors(
    conn: &mut Conn,
    bracket: &BracketPart,
    penalty_ids: &[(i64, i64)],
    ids: &NewIds,
) -> Result<(), ImportError> {
    for stage in &bracket.stages {
        let floor = penalty_ids
            .iter()
            .filter(|(old, _)| *old <= stage.penalty_floor)
            .map(|(_, new)| *new)
            .max()
            .unwrap_or(0);
        let Some(&stage_id) = ids.stages.get(&stage.position) else {
            continue;
        };
        sqlx::query("UPDATE stages SET penalty_floor = $1 WHERE id = $2")
            .bind(floor)
            .bind(stage_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// The audit log, its games under their new ids, then each undone entry linked to the entry
/// that undid it.
async fn insert_audit(
    conn: &mut Conn,
    tournament_id: i64,
    audit: &[AuditPart],
    ids: &NewIds,
) -> Result<(), ImportError> {
    let mut entry_ids = Vec::with_capacity(audit.len());
    for a in audit {
        let game = a.game.and_then(|place| ids.games.get(&place).copied());
        let statement = sqlx::query(
            "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value, after_value, game_id, hand_position, form_key, detail) VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
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
        // Facts that are not facts are left out: the entry then shows its stored text.
        .bind(
            a.detail
                .as_deref()
                .and_then(AuditDetail::from_json)
                .map(|detail| detail.to_json()),
        );
        let entry = crate::db::inserted_id(statement, &mut *conn).await?;
        entry_ids.push(entry);
    }
    // An entry is undone by a later one: link them once every entry has its new id.
    for (a, &entry) in audit.iter().zip(&entry_ids) {
        if let Some(&by) = a.reverted_by.and_then(|index| entry_ids.get(index)) {
            sqlx::query("UPDATE audit_log SET reverted_by = $1 WHERE id = $2")
                .bind(by)
                .bind(entry)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}
