//! Score penalties: what the referee's desk shows, a penalty given and a penalty removed, each
//! written with its audit entry in one transaction. What a penalty may be (its kind, amount
//! and reason, and which kinds a style's desk offers) is `tournament::penalties`'s; how much a
//! penalty weighs in the standings is the ranking's. No wording of pages here: a refusal is a
//! [`PenaltyRefusal`] that the desk words.

use super::audit_note::AuditNote;
use super::author::Author;
use super::{AppError, AppResult, Store};
use crate::app::tournaments;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::games::GameInfo;
use crate::db::penalties::PenaltyRow;
use crate::db::players::PlayerRow;
use crate::db::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::{GameId, PenaltyId, TournamentId};
use crate::tournament::penalties::{NewPenalty, PenaltyError, PenaltyKind};
use crate::tournament::players::PlayerId;

/// Why a penalty was not given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PenaltyRefusal {
    /// No player of this tournament was chosen.
    NoPlayer,
    /// The game named is not one of this tournament's.
    NoSuchGame,
    /// The kind, amount or reason is not a penalty this tournament gives.
    Penalty(PenaltyError),
}

/// The game a penalty is attached to, as the desk's form names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttachedGame {
    /// Given outside any game.
    None,
    Game(GameId),
    /// Something that names no game (a tampered form).
    Unreadable,
}

/// A penalty as the desk's form gives it: the player and game as chosen, the kind, amount and
/// reason as typed (whether they make a penalty depends on the tournament's rules, which the
/// operation reads).
#[derive(Debug, Clone)]
pub struct PenaltyOrder {
    pub player: Option<PlayerId>,
    pub game: AttachedGame,
    pub kind: String,
    pub amount: String,
    pub reason: String,
}

/// What the referee's desk shows.
pub struct Desk {
    pub tournament: TournamentRow,
    pub players: Vec<PlayerRow>,
    /// Every game, to attach a penalty to.
    pub games: Vec<GameInfo>,
    pub penalties: Vec<PenaltyRow>,
    /// The kinds this tournament's desk offers.
    pub kinds: Vec<PenaltyKind>,
    /// The style pays some offences at the table (Hong Kong Old Style).
    pub table_penalties: bool,
}

/// The ruleset a tournament plays, to know which penalty kinds its desk offers.
fn rules_of(tournament: &TournamentRow) -> AppResult<Ruleset> {
    tournament.preset().map(Ruleset::preset).ok_or_else(|| {
        AppError::Corrupt(format!(
            "tournament {}: unknown ruleset {}",
            tournament.id, tournament.ruleset
        ))
    })
}

/// The referee's desk of the tournament.
pub async fn desk(store: &Store, id: TournamentId) -> AppResult<Desk> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let rules = rules_of(&tournament)?;
    Ok(Desk {
        players: db::players::list(&mut conn, id.get()).await?,
        games: db::games::list(&mut conn, id.get()).await?,
        penalties: db::penalties::list(&mut conn, id.get()).await?,
        kinds: PenaltyKind::offered(&rules),
        table_penalties: rules.table_penalties,
        tournament,
    })
}

/// Gives a penalty and notes it in the audit log; refused, with nothing written, when the
/// player or game is not the tournament's or the penalty is not one its rules give.
pub async fn give(
    store: &Store,
    author: &Author,
    id: TournamentId,
    order: PenaltyOrder,
) -> AppResult<PenaltyId> {
    let mut tx = store.begin_write().await?;
    let rules = rules_of(&tournaments::load(&mut tx, id).await?)?;
    let player = match order.player {
        Some(pid) => db::players::get(&mut tx, id.get(), pid.get()).await?,
        None => None,
    };
    let player = player.ok_or(PenaltyRefusal::NoPlayer)?;
    let game_id = match order.game {
        AttachedGame::None => None,
        AttachedGame::Game(game) => {
            let stored = db::games::get(&mut tx, id.get(), game.get()).await?;
            Some(stored.ok_or(PenaltyRefusal::NoSuchGame)?.id)
        }
        AttachedGame::Unreadable => return Err(PenaltyRefusal::NoSuchGame.into()),
    };
    let penalty = NewPenalty::parse_for(&rules, &order.kind, &order.amount, &order.reason)
        .map_err(PenaltyRefusal::Penalty)?;
    let penalty_id = db::penalties::create(
        &mut tx,
        id.get(),
        player.id,
        game_id,
        penalty.kind.id(),
        penalty.amount,
        &penalty.reason,
    )
    .await?;
    let after = format!(
        "{} −{} ({}): {}",
        player.name,
        penalty.amount,
        penalty.kind.words(),
        penalty.reason
    );
    let detail = AuditDetail::new()
        .text("player", player.name.as_str())
        .number("amount", penalty.amount)
        .text("kind", penalty.kind.id())
        .text("kindname", penalty.kind.words())
        .text("reason", penalty.reason.as_str());
    AuditNote::by(author, id, AuditAction::PenaltyGiven, &player.name)
        .changed("", &after)
        .detail(detail)
        .commit::<AppError>(tx)
        .await?;
    Ok(PenaltyId::new(penalty_id))
}

/// Removes a penalty and notes what it was in the audit log.
pub async fn remove(
    store: &Store,
    author: &Author,
    id: TournamentId,
    penalty: PenaltyId,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let existing = db::penalties::list(&mut tx, id.get())
        .await?
        .into_iter()
        .find(|p| p.id == penalty.get())
        .ok_or(AppError::NotFound)?;
    db::penalties::delete(&mut tx, id.get(), penalty.get()).await?;
    let before = format!(
        "{} −{} ({}): {}",
        existing.player_name,
        existing.amount,
        existing.kind_words(),
        existing.reason
    );
    AuditNote::by(
        author,
        id,
        AuditAction::PenaltyRemoved,
        &existing.player_name,
    )
    .changed(&before, "")
    .detail(
        AuditDetail::new()
            .text("player", existing.player_name.as_str())
            .number("amount", existing.amount)
            .text("kind", existing.kind.as_str())
            .text("kindname", existing.kind_words())
            .text("reason", existing.reason.as_str()),
    )
    .commit(tx)
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::players::tests::{bare_club_night, staff};
    use crate::app::Refusal;

    /// A store with tournament 1 (the default rules) and player 1, Aiko; and its folder.
    async fn one_player() -> (Store, tempfile::TempDir) {
        let (store, dir) = bare_club_night().await;
        let mut conn = store.read().await.unwrap();
        sqlx::query("INSERT INTO players (id, tournament_id, name, name_key, created_at) VALUES (1, 1, 'Aiko', 'aiko', $1)")
            .bind(db::now())
            .execute(&mut *conn)
            .await
            .unwrap();
        (store, dir)
    }

    fn order(player: i64, game: AttachedGame, amount: &str) -> PenaltyOrder {
        PenaltyOrder {
            player: PlayerId::new(player),
            game,
            kind: "discussion".into(),
            amount: amount.into(),
            reason: "talked about the wall".into(),
        }
    }

    #[tokio::test]
    async fn a_penalty_is_refused_for_who_what_and_where_before_anything_is_written() {
        let (store, _dir) = one_player().await;
        let id = TournamentId::new(1);
        let cases = [
            (order(2, AttachedGame::None, "3"), PenaltyRefusal::NoPlayer),
            (
                order(1, AttachedGame::Game(GameId::new(9)), "3"),
                PenaltyRefusal::NoSuchGame,
            ),
            (
                order(1, AttachedGame::Unreadable, "3"),
                PenaltyRefusal::NoSuchGame,
            ),
            (
                order(1, AttachedGame::None, "three"),
                PenaltyRefusal::Penalty(PenaltyError::NotANumber),
            ),
        ];
        for (order, expected) in cases {
            match give(&store, &staff("referee"), id, order).await {
                Err(AppError::Refused(Refusal::Penalty(refusal))) => assert_eq!(refusal, expected),
                other => panic!("expected {expected:?}, got {other:?}"),
            }
        }
        assert!(desk(&store, id).await.unwrap().penalties.is_empty());
    }

    #[tokio::test]
    async fn a_penalty_given_is_on_the_desk_until_it_is_removed_and_the_log_keeps_both() {
        let (store, _dir) = one_player().await;
        let id = TournamentId::new(1);
        let given = give(
            &store,
            &staff("referee"),
            id,
            order(1, AttachedGame::None, "3"),
        )
        .await
        .unwrap();
        let shown = desk(&store, id).await.unwrap();
        assert_eq!(shown.penalties.len(), 1);
        assert_eq!(
            (
                shown.penalties[0].amount,
                shown.penalties[0].player_name.as_str()
            ),
            (3, "Aiko")
        );
        remove(&store, &staff("referee"), id, given).await.unwrap();
        assert!(desk(&store, id).await.unwrap().penalties.is_empty());
        assert!(matches!(
            remove(&store, &staff("referee"), id, given).await,
            Err(AppError::NotFound)
        ));
        let mut conn = store.read().await.unwrap();
        let log: Vec<AuditAction> = db::audit::for_tournament(&mut conn, 1)
            .await
            .unwrap()
            .into_iter()
            .map(|e| e.action)
            .collect();
        assert!(
            log.contains(&AuditAction::PenaltyGiven) && log.contains(&AuditAction::PenaltyRemoved)
        );
    }
}
