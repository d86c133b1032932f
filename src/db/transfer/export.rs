//! Reading a whole tournament out of the database into a [`TournamentDocument`].

use super::*;

#[derive(sqlx::FromRow)]
struct PenaltyRow {
    id: i64,
    player_id: i64,
    game_id: Option<i64>,
    kind: String,
    amount: i64,
    reason: String,
    created_at: String,
}

/// Reads the whole tournament `id` into a document.
pub async fn export(conn: &mut Conn, id: i64) -> sqlx::Result<Option<TournamentDocument>> {
    let tournament: Option<TournamentPart> = sqlx::query_as(
        "SELECT name, event_date, venue, ruleset, archived, hand_entry, rule_settings, language FROM tournaments WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(tournament) = tournament else {
        return Ok(None);
    };
    let players: Vec<PlayerPart> = sqlx::query_as(
        "SELECT id, name, name_key, club, player_number, checked_in, withdrawn, ema_number, country FROM players WHERE tournament_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let round_rows: Vec<RoundRow> = sqlx::query_as(
        "SELECT r.id, r.number, r.seed, r.mode, r.table_rule, s.position FROM rounds r LEFT JOIN stages s ON s.id = r.stage_id
          WHERE r.tournament_id = $1 ORDER BY r.number",
    )
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    let mut rounds = Vec::new();
    let mut game_places: HashMap<i64, (i64, i64)> = HashMap::new();
    for row in round_rows {
        rounds.push(export_round(&mut *conn, row, &mut game_places).await?);
    }
    let penalties = export_penalties(&mut *conn, id, &game_places).await?;
    let audit = export_audit(&mut *conn, id, &game_places).await?;
    Ok(Some(TournamentDocument {
        format: FORMAT.into(),
        version: VERSION,
        exported_at: now(),
        tournament,
        players,
        rounds,
        penalties,
        audit,
        bracket: export_bracket(&mut *conn, id).await?,
        teams: super::teams::export_teams(&mut *conn, id).await?,
    }))
}

type RoundRow = (i64, i64, String, SeatingMode, TableRule, Option<i64>);

/// One round with its sit-outs, games, clock and extra time; each game's (round, table) goes
/// into `game_places`, by which the document names games.
async fn export_round(
    conn: &mut Conn,
    (round_id, number, seed, mode, table_rule, stage): RoundRow,
    game_places: &mut HashMap<i64, (i64, i64)>,
) -> sqlx::Result<RoundPart> {
    let sit_outs: Vec<i64> =
        sqlx::query_scalar("SELECT player_id FROM sit_outs WHERE round_id = $1 ORDER BY player_id")
            .bind(round_id)
            .fetch_all(&mut *conn)
            .await?;
    let game_rows: Vec<(i64, i64, String, i64)> =
        sqlx::query_as("SELECT id, table_number, ruleset, version FROM games WHERE round_id = $1 ORDER BY table_number")
            .bind(round_id)
            .fetch_all(&mut *conn)
            .await?;
    let mut games = Vec::new();
    for (game_id, table_number, ruleset, version) in game_rows {
        game_places.insert(game_id, (number, table_number));
        games.push(export_game(&mut *conn, game_id, table_number, ruleset, version).await?);
    }
    let clock: Option<(Option<i64>, Option<i64>)> =
        sqlx::query_as("SELECT clock_started_at, clock_minutes FROM rounds WHERE id = $1")
            .bind(round_id)
            .fetch_optional(&mut *conn)
            .await?;
    let table_times: Vec<TableTimePart> = sqlx::query_as(
        "SELECT table_number, extra_minutes, extra_hands, hands_used FROM table_time
          WHERE round_id = $1 ORDER BY table_number",
    )
    .bind(round_id)
    .fetch_all(&mut *conn)
    .await?;
    Ok(RoundPart {
        number,
        stage,
        seed,
        mode: mode.code().to_string(),
        table_rule: table_rule.code().to_string(),
        sit_outs,
        games,
        clock: match clock {
            Some((Some(started), Some(minutes))) => Some((started, minutes)),
            _ => None,
        },
        table_times,
    })
}

/// One game with its seats (chairs 0–3, and the fifth person or a tag-team table's four
/// partners), hands and marks.
async fn export_game(
    conn: &mut Conn,
    game_id: i64,
    table_number: i64,
    ruleset: String,
    version: i64,
) -> sqlx::Result<GamePart> {
    let mut seats = [None; 4];
    // Chairs 0–3, then seat 4 alone for a table's fifth person, or seats 4–7 for the partners
    // at a tag-team table.
    let seat_rows: Vec<(i64, Option<i64>)> =
        sqlx::query_as("SELECT seat, player_id FROM game_seats WHERE game_id = $1 ORDER BY seat")
            .bind(game_id)
            .fetch_all(&mut *conn)
            .await?;
    let mut beyond = Vec::new();
    for (seat, player) in seat_rows {
        match usize::try_from(seat).ok().and_then(|s| seats.get_mut(s)) {
            Some(slot) => *slot = player,
            None => beyond.extend(player),
        }
    }
    let partners: Option<[i64; 4]> = beyond.as_slice().try_into().ok();
    let fifth = match beyond.as_slice() {
        [fifth] => Some(*fifth),
        _ => None,
    };
    let hands = crate::db::games::hands(&mut *conn, game_id)
        .await?
        .iter()
        .map(|text| serde_json::from_str(text).unwrap_or(serde_json::Value::String(text.clone())))
        .collect();
    let marks: Vec<HandMarkPart> = sqlx::query_as(
        "SELECT status, entered_seat, entered_device, entered_by, dispute FROM hands
          WHERE game_id = $1 ORDER BY position",
    )
    .bind(game_id)
    .fetch_all(&mut *conn)
    .await?;
    Ok(GamePart {
        table_number,
        ruleset,
        version,
        seats,
        fifth,
        partners,
        hands,
        marks,
    })
}

/// The penalties, each game named by its round and table.
async fn export_penalties(
    conn: &mut Conn,
    id: i64,
    game_places: &HashMap<i64, (i64, i64)>,
) -> sqlx::Result<Vec<PenaltyPart>> {
    let penalty_rows: Vec<PenaltyRow> = sqlx::query_as(
        "SELECT id, player_id, game_id, kind, amount, reason, created_at FROM penalties WHERE tournament_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    Ok(penalty_rows
        .into_iter()
        .map(|p| PenaltyPart {
            id: p.id,
            player: p.player_id,
            game: p.game_id.and_then(|g| game_places.get(&g).copied()),
            kind: p.kind,
            amount: p.amount,
            reason: p.reason,
            created_at: p.created_at,
        })
        .collect())
}

/// The audit log, each game named by its round and table and each undo by the place of the
/// entry that undid it.
async fn export_audit(
    conn: &mut Conn,
    id: i64,
    game_places: &HashMap<i64, (i64, i64)>,
) -> sqlx::Result<Vec<AuditPart>> {
    let audit_rows: Vec<(i64, Option<i64>, Option<i64>)> = sqlx::query_as(
        "SELECT id, game_id, reverted_by FROM audit_log WHERE tournament_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let mut audit: Vec<AuditPart> = sqlx::query_as(
        "SELECT at, who, action, subject, before_value, after_value, hand_position, form_key, detail
           FROM audit_log WHERE tournament_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    // Entry ids and game ids are this laptop's: the document names an entry by its place in the
    // list and a game by its round and table.
    let index_of: HashMap<i64, usize> = audit_rows
        .iter()
        .enumerate()
        .map(|(index, (entry, _, _))| (*entry, index))
        .collect();
    for (part, (_, game, reverted_by)) in audit.iter_mut().zip(&audit_rows) {
        part.game = game.and_then(|g| game_places.get(&g).copied());
        part.reverted_by = reverted_by.and_then(|r| index_of.get(&r).copied());
    }
    Ok(audit)
}

async fn export_bracket(conn: &mut Conn, id: i64) -> sqlx::Result<Option<BracketPart>> {
    let row: Option<(String, String, String)> =
        sqlx::query_as("SELECT config, seed, created_at FROM brackets WHERE tournament_id = $1")
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    let Some((config, seed, created_at)) = row else {
        return Ok(None);
    };
    let stage_rows: Vec<(i64, i64, i64, String)> =
        sqlx::query_as("SELECT id, position, penalty_floor, created_at FROM stages WHERE tournament_id = $1 ORDER BY position")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    let mut stages = Vec::new();
    for (stage_id, position, penalty_floor, created_at) in stage_rows {
        let players: Vec<(i64, String)> = sqlx::query_as(
            "SELECT player_id, reason FROM stage_players WHERE stage_id = $1 ORDER BY position",
        )
        .bind(stage_id)
        .fetch_all(&mut *conn)
        .await?;
        stages.push(StagePart {
            position,
            penalty_floor,
            created_at,
            players,
        });
    }
    Ok(Some(BracketPart {
        config,
        seed,
        created_at,
        stages,
    }))
}
