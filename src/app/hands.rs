//! A game's hands change here and nowhere else: a new hand, a correction, a deletion, a
//! confirmation or a dispute, an undo, a restore, the end of a game at time. Each operation is
//! one function that opens its write transaction, loads the game in it, checks that the form
//! it answers was filled in against the hands the game still has ([`hands_token`]), stores the
//! change — the new hand list, its marks, the game's history entry (the audit log that undo and
//! restore read), the game's stored result, and what the change means for a bracket's cut — and
//! commits; or it refuses with a [`HandRefusal`] (as `AppError::Refused`) and stores nothing.
//!
//! The new hand list is played through the engine once — a new last hand is applied to the game
//! as loaded, without replaying the hands before it — and that one result is what is checked
//! (an impossible hand refuses the change), judged by the stage guard and stored as the game's
//! result ([`change`]). A preview plays it the same way ([`preview`]) and stores nothing.
//!
//! The sheet's pages read a game through [`sheet`] (and a posted hand form through
//! [`form_sheet`], which says first whether the form still fits); undo and restore are in
//! [`history`]. No wording here: refusals are facts, which the front end puts into words.

mod change;
mod history;
#[cfg(test)]
mod tests;

use super::{AppError, AppResult, Refusal, Store};
use crate::app::cut::StageGuard;
use crate::app::tournaments;
use crate::db;
use crate::db::results::{load_game, load_game_as_read, ruleset_of};
use crate::db::Tx;
use crate::engine::game::{GameError, Hand, Round, Seat};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::Note;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::{GameId, TournamentId};
use blake2::Digest;
use change::{judge, Change, Described};

pub use history::{restore, reverted_what, undo};

/// The role of the signed-in account acting: the organizer's sheet shows the way to the
/// tournament's management, a referee's does not.
pub use crate::db::accounts::Role;
/// What the sheet's pages read of a game and its tournament, as the storage keeps them.
pub use crate::db::audit::{AuditAction, AuditEntry};
/// An undo's facts name the action it reverted by its code (`undone`).
pub use crate::db::codes::Code;
pub use crate::db::games::{HandMark, HandStatus};
pub use crate::db::results::PlayedGame;
pub use crate::db::tournaments::TournamentRow;

pub use super::author::Author;

/// Why a change of a game's hands was not stored: the kind and its facts (which hand, which
/// position), worded by the front end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandRefusal {
    /// Hand `index` of the new list cannot happen (`error`); `round` is where it was played,
    /// `changed` the position of the hand the change touched.
    Impossible {
        index: usize,
        round: Round,
        error: GameError,
        changed: usize,
    },
    /// The game's hands changed since the form was filled in (its token is another).
    Stale,
    /// The game changed between reading the form's sheet and storing the change.
    Conflict,
    /// The same form was already saved, as hand `position`.
    AlreadySaved { position: usize },
    /// Another phone of the table has just entered hand `position` (the one the form meant),
    /// as `by`: confirm it rather than enter it again.
    EnteredMeanwhile { position: usize, by: String },
    /// The game belongs to a stage whose cut is made and the change would alter it: refused,
    /// or waiting for the organizer's confirmation. The guard says what it would do.
    Stage(HeldBack),
    /// Confirm: hand `position` is confirmed already.
    AlreadyConfirmed { position: usize },
    /// Confirm at the table: hand `position` is disputed, the organizer decides it.
    Disputed { position: usize },
    /// Confirm at the table: hand `position` was entered from this seat or phone.
    OwnEntry { position: usize },
    /// Dispute: hand `position` is disputed already.
    AlreadyDisputed { position: usize },
    /// Undo: nothing is left to undo on this game.
    NothingToUndo,
    /// Undo: hand `position` changed since the change being undone (`action`).
    ChangedSince {
        position: usize,
        action: AuditAction,
    },
    /// Restore: the hand was already brought back.
    AlreadyRestored,
    /// Restore: hand `position` cannot go back while the game has only `hands` hands.
    TooFewHands { position: usize, hands: usize },
    /// End at time: the game is already over.
    AlreadyOver,
    /// End at time: no hand was played yet.
    NoHandYet,
}

/// A closed stage's judgement of a change it holds back, as a refusal carries it: shared, and
/// the same refusal only as the same judgement (a guard holds a whole bracket, which is
/// neither copied nor compared).
#[derive(Clone)]
pub struct HeldBack(pub std::sync::Arc<StageGuard>);

impl std::fmt::Debug for HeldBack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("HeldBack(StageGuard)")
    }
}

impl PartialEq for HeldBack {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for HeldBack {}

/// A game's sheet as its pages read it: the tournament, the game replayed with its marks and
/// clock, its rules, and (for staff) what only they are shown.
pub struct Sheet {
    pub tournament: TournamentRow,
    pub game: PlayedGame,
    pub rules: Ruleset,
    /// Read for the organizer's and referees' sheet only.
    pub staff: Option<StaffTools>,
}

/// What the organizer's sheet shows beyond the game: the change undo would revert, and the
/// seats the table's phones hold.
pub struct StaffTools {
    /// The change undo would revert, if anything: its action, its stored text ("hand #3 at
    /// table 2 (round 1): …") and its facts, which the page words.
    pub undo: Option<AuditEntry>,
    /// Each held seat with the phone's device token, in seat order.
    pub held_seats: Vec<(Seat, String)>,
}

/// The rules a game is played under, with its tournament's settings.
pub fn rules_of(game: &PlayedGame) -> AppResult<Ruleset> {
    Ok(ruleset_of(&game.info)?)
}

/// Game `game_id` of tournament `tournament_id` as its sheet shows it, with the staff's tools
/// when `for_staff`.
pub async fn sheet(
    store: &Store,
    tournament_id: TournamentId,
    game_id: GameId,
    for_staff: bool,
) -> AppResult<Sheet> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, tournament_id).await?;
    let game = load_game(&mut conn, tournament_id.get(), game_id.get()).await?;
    let rules = rules_of(&game)?;
    let staff = match for_staff {
        false => None,
        true => {
            let undo =
                db::audit::last_hand_change(&mut conn, game_id.get(), AuditAction::ChangeUndone)
                    .await?;
            let held_seats = db::table_codes::seat_claims(&mut conn, game_id.get()).await?;
            Some(StaffTools { undo, held_seats })
        }
    };
    Ok(Sheet {
        tournament,
        game,
        rules,
        staff,
    })
}

/// What a posted hand form was filled in against.
pub struct FormSeen<'a> {
    /// The form's token of the game's hands ([`hands_token`]).
    pub token: &'a str,
    /// The form's own key, the same when the same form is sent twice.
    pub key: &'a str,
    /// The form asks to save, not to preview.
    pub saving: bool,
    /// The position of the hand the form was opened for (a new hand's), if it says.
    pub meant: Option<usize>,
}

/// The sheet a posted hand form is read against, when the form still fits the game's hands;
/// else why not: the same form was saved already (the back button, a phone retrying), another
/// phone of the table has just entered the hand the form meant, or the hands changed.
pub async fn form_sheet(
    store: &Store,
    tournament_id: TournamentId,
    game_id: GameId,
    seen: &FormSeen<'_>,
) -> AppResult<Sheet> {
    let sheet = self::sheet(store, tournament_id, game_id, false).await?;
    if seen.token == hands_token(&sheet.game) {
        return Ok(sheet);
    }
    if seen.saving && !seen.key.is_empty() {
        let mut conn = store.read().await?;
        if let Some(position) = db::audit::saved_by_form(&mut conn, game_id.get(), seen.key).await?
        {
            let position = usize::try_from(position).unwrap_or_default();
            return Err(HandRefusal::AlreadySaved { position }.into());
        }
    }
    let game = &sheet.game;
    if let Some(position) = seen.meant.filter(|&p| p < game.hands.len()) {
        let mark = game.mark(position);
        if mark.status == HandStatus::Pending {
            let by = mark.entered_by;
            return Err(HandRefusal::EnteredMeanwhile { position, by }.into());
        }
    }
    Err(HandRefusal::Stale.into())
}

/// What a form's change is made against: the game's hands, as a short hash ("0" before the
/// first hand). A confirmation, a dispute or a clock change leaves the hands as they were, so
/// the forms being filled in at the table stay good; only a new, corrected or removed hand
/// (or one marked as the last at time) moves it. The stored version still guards the write.
pub fn hands_token(game: &PlayedGame) -> String {
    if game.hands.is_empty() {
        return "0".to_string();
    }
    // The hands' own fields in a fixed order: equal hands give the same token.
    let text = format!("{:?}", game.hands);
    blake2::Blake2s256::digest(text.as_bytes())[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A change in the making: its write transaction and the game as it is in it.
struct Open {
    tx: Tx,
    game: PlayedGame,
}

impl Open {
    /// Opens the write transaction and loads the game in it; refused as [`HandRefusal::Stale`]
    /// when `seen` (a form's token) no longer matches its hands.
    async fn game(
        store: &Store,
        tournament_id: TournamentId,
        game_id: GameId,
        seen: Option<&str>,
    ) -> AppResult<Self> {
        Self::game_as_read(store, tournament_id, game_id, seen, None).await
    }

    /// [`Open::game`], reusing the replay of `read` (the game as the request read it) when the
    /// game is still as it was read, so that the change replays the game at most once.
    async fn game_as_read(
        store: &Store,
        tournament_id: TournamentId,
        game_id: GameId,
        seen: Option<&str>,
        read: Option<&PlayedGame>,
    ) -> AppResult<Self> {
        let mut tx = store.begin_write().await?;
        let game = load_game_as_read(&mut tx, tournament_id.get(), game_id.get(), read).await?;
        if seen.is_some_and(|seen| seen != hands_token(&game)) {
            return Err(HandRefusal::Stale.into());
        }
        Ok(Self { tx, game })
    }

    /// Stores `change` (the hand list `hands`) and commits.
    async fn store(
        mut self,
        author: &Author,
        tournament_id: TournamentId,
        hands: Vec<Hand>,
        change: Change,
        describe: impl FnOnce(&PlayedGame) -> Described,
    ) -> AppResult<PlayedGame> {
        let new = change::store(
            &mut self.tx,
            author,
            tournament_id,
            &self.game,
            hands,
            change,
            describe,
        )
        .await?;
        self.tx.commit().await?;
        Ok(new)
    }
}

/// Where a hand is, as the audit log says it: "hand #5 at table 2 (round 1)".
pub fn hand_place(game: &PlayedGame, pos: usize) -> String {
    format!(
        "hand #{} at table {} (round {})",
        pos + 1,
        game.info.table_number,
        game.info.round_number
    )
}

/// Where a hand is, as the audit entry's facts: `hand` (from 1), `table` and `round`.
pub fn hand_facts(game: &PlayedGame, pos: usize) -> AuditDetail {
    AuditDetail::new()
        .number("hand", pos + 1)
        .number("table", game.info.table_number)
        .number("round", game.info.round_number)
}

/// The note of hand `pos` of a sheet as the engine's value (empty for no such hand).
fn note_value(game: &PlayedGame, pos: usize) -> Note {
    game.sheet
        .rows
        .get(pos)
        .map(|r| r.note.clone())
        .unwrap_or_default()
}

/// The note of hand `pos` of a sheet, or nothing.
pub fn note_of(game: &PlayedGame, pos: usize) -> String {
    note_value(game, pos).to_string()
}

/// Where hand `pos` is and its note, as the audit entry's facts.
pub(super) fn hand_with_note(game: &PlayedGame, pos: usize) -> AuditDetail {
    hand_facts(game, pos).note("note", note_value(game, pos))
}

/// The hand list with `hand` in place of hand `editing`, or added last; and its position.
fn with_hand(
    game: &PlayedGame,
    hand: Hand,
    editing: Option<usize>,
) -> AppResult<(Vec<Hand>, usize)> {
    let mut hands = game.hands.clone();
    let position = match editing {
        Some(pos) if pos < hands.len() => {
            hands[pos] = hand;
            pos
        }
        Some(_) => return Err(AppError::NotFound),
        None => {
            hands.push(hand);
            hands.len() - 1
        }
    };
    Ok((hands, position))
}

/// A hand previewed: the game as it would be, where the hand is, and what the change would do
/// to a closed stage.
pub struct Previewed {
    pub game: PlayedGame,
    pub position: usize,
    pub guard: StageGuard,
}

/// `game` with `hand` in place of hand `editing` (or as a new last hand), replayed once and
/// judged against a closed stage, as saving it would: refused when a hand becomes impossible.
/// Stores nothing.
pub async fn preview(
    store: &Store,
    tournament_id: TournamentId,
    game: &PlayedGame,
    hand: Hand,
    editing: Option<usize>,
) -> AppResult<Previewed> {
    let (hands, position) = with_hand(game, hand, editing)?;
    let mut conn = store.read().await?;
    let (game, guard) = judge(&mut conn, tournament_id, game, hands, position).await?;
    Ok(Previewed {
        game,
        position,
        guard,
    })
}

/// A hand to save: new, or in place of hand `editing`.
pub struct NewHand {
    pub hand: Hand,
    pub editing: Option<usize>,
    /// The token of the hands the hand was read against ([`hands_token`]).
    pub seen: String,
    /// The form's key, so that the same form sent twice is recognised.
    pub form_key: Option<String>,
    /// The hand's mark afterwards (pending when a table enters it).
    pub mark: HandMark,
    /// The organizer confirmed re-running a cut the hand alters.
    pub confirmed_recut: bool,
}

/// Saves `new.hand` as a new last hand, or in place of hand `new.editing`, if the game still
/// has the hands it was read against (else [`HandRefusal::Conflict`]). Returns the new game
/// and the hand's position.
pub async fn save(
    store: &Store,
    author: &Author,
    tournament_id: TournamentId,
    game_id: GameId,
    new: NewHand,
) -> AppResult<(PlayedGame, usize)> {
    save_as_read(store, author, tournament_id, game_id, new, None).await
}

/// [`save`], for a hand read against `read` (the game as [`form_sheet`] gave it in the same
/// request): the game is not replayed again when it is still as read, so a new last hand is
/// applied to it without a replay and a correction replays the game once, for its new hands.
pub async fn save_as_read(
    store: &Store,
    author: &Author,
    tournament_id: TournamentId,
    game_id: GameId,
    new: NewHand,
    read: Option<&PlayedGame>,
) -> AppResult<(PlayedGame, usize)> {
    let seen = Some(new.seen.as_str());
    let open = match Open::game_as_read(store, tournament_id, game_id, seen, read).await {
        Err(AppError::Refused(Refusal::Hand(HandRefusal::Stale))) => {
            return Err(HandRefusal::Conflict.into())
        }
        other => other?,
    };
    let game = &open.game;
    let (hands, pos) = with_hand(game, new.hand.clone(), new.editing)?;
    let action = match new.editing {
        Some(_) => AuditAction::HandEdited,
        None => AuditAction::HandRecorded,
    };
    let before = new.editing.map(|p| game.hands[p].clone());
    let mut change = Change::new(action, pos, before, Some(new.hand));
    change.form_key = new.form_key;
    change.confirmed_recut = new.confirmed_recut;
    change.mark = new.mark;
    let place = hand_place(game, pos);
    let old_note = note_value(game, pos);
    let describe = |now: &PlayedGame| match new.editing {
        Some(_) => (
            format!("{place}: was “{old_note}”, now “{}”", note_of(now, pos)),
            Some(hand_with_note(now, pos).note("before", old_note)),
        ),
        None => (
            format!("{place}: {}", note_of(now, pos)),
            Some(hand_with_note(now, pos)),
        ),
    };
    let saved = open
        .store(author, tournament_id, hands, change, describe)
        .await?;
    Ok((saved, pos))
}

/// Who confirms or disputes a hand: staff, or a player at the table (their starting seat and
/// their phone's device).
pub enum Confirmer {
    Staff,
    Table { seat: Seat, device: String },
}

impl Confirmer {
    /// May they confirm a hand with this mark? Staff any hand not yet confirmed; at the table,
    /// a pending hand entered from another seat on another phone.
    pub fn may_confirm(&self, mark: &HandMark) -> bool {
        match self {
            Confirmer::Staff => mark.status != HandStatus::Confirmed,
            Confirmer::Table { seat, device } => {
                mark.status == HandStatus::Pending
                    && mark.entered_seat != Some(*seat)
                    && mark.entered_device != *device
            }
        }
    }
}

/// A confirmation, or (with `dispute`, its reason) a dispute, of hand `position`.
pub struct Decision {
    pub position: usize,
    /// The token of the hands the person saw ([`hands_token`]).
    pub seen: String,
    pub by: Confirmer,
    pub dispute: Option<String>,
}

/// Why `decision` cannot be made on a hand with this mark, if it cannot.
fn decision_refused(decision: &Decision, mark: &HandMark) -> Option<HandRefusal> {
    let position = decision.position;
    if mark.status == HandStatus::Confirmed {
        return Some(HandRefusal::AlreadyConfirmed { position });
    }
    if decision.dispute.is_none() && !decision.by.may_confirm(mark) {
        return Some(match (&decision.by, mark.status) {
            (Confirmer::Table { .. }, HandStatus::Disputed) => HandRefusal::Disputed { position },
            _ => HandRefusal::OwnEntry { position },
        });
    }
    (decision.dispute.is_some() && mark.status != HandStatus::Pending)
        .then_some(HandRefusal::AlreadyDisputed { position })
}

/// Confirms a hand, or disputes it: the hands stay as they are and only the hand's mark
/// changes. A hand is confirmed once; a table cannot confirm its own entry from the same seat
/// or phone, and disputes only a pending hand.
pub async fn decide(
    store: &Store,
    author: &Author,
    tournament_id: TournamentId,
    game_id: GameId,
    decision: Decision,
) -> AppResult<PlayedGame> {
    let pos = decision.position;
    let open = Open::game(store, tournament_id, game_id, None).await?;
    let game = &open.game;
    let hand = game.hands.get(pos).cloned().ok_or(AppError::NotFound)?;
    if decision.seen != hands_token(game) {
        return Err(HandRefusal::Stale.into());
    }
    let mark = game.mark(pos);
    if let Some(refusal) = decision_refused(&decision, &mark) {
        return Err(refusal.into());
    }
    let dispute = decision.dispute.as_deref();
    let (action, new_mark) = match dispute {
        None => (AuditAction::HandConfirmed, HandMark::default()),
        Some(reason) => (
            AuditAction::HandDisputed,
            HandMark {
                status: HandStatus::Disputed,
                dispute: reason.to_string(),
                ..mark.clone()
            },
        ),
    };
    let mut change = Change::new(action, pos, Some(hand.clone()), Some(hand));
    change.mark = new_mark;
    change.history = false;
    let mut text = format!("{}: {}", hand_place(game, pos), note_of(game, pos));
    let mut facts = hand_with_note(game, pos);
    if !mark.entered_by.is_empty() {
        text.push_str(&format!(" (entered by {})", mark.entered_by));
        facts = facts.text("entered_by", mark.entered_by.as_str());
    }
    if let Some(reason) = dispute.filter(|r| !r.is_empty()) {
        text.push_str(&format!(" — “{reason}”"));
        facts = facts.text("reason", reason);
    }
    let hands = game.hands.clone();
    open.store(author, tournament_id, hands, change, |_| {
        (text, Some(facts))
    })
    .await
}

/// Deletes hand `pos`, if the game still has the hands seen (`seen`).
pub async fn delete(
    store: &Store,
    author: &Author,
    tournament_id: TournamentId,
    game_id: GameId,
    (pos, seen): (usize, &str),
    confirmed_recut: bool,
) -> AppResult<PlayedGame> {
    let open = Open::game(store, tournament_id, game_id, None).await?;
    let game = &open.game;
    if pos >= game.hands.len() {
        return Err(AppError::NotFound);
    }
    if seen != hands_token(game) {
        return Err(HandRefusal::Stale.into());
    }
    let mut hands = game.hands.clone();
    let removed = hands.remove(pos);
    let mut change = Change::new(AuditAction::HandDeleted, pos, Some(removed), None);
    change.confirmed_recut = confirmed_recut;
    let subject = format!("{}: {}", hand_place(game, pos), note_of(game, pos));
    let facts = hand_with_note(game, pos);
    open.store(author, tournament_id, hands, change, |_| {
        (subject, Some(facts))
    })
    .await
}

/// Ends a game at time (once the table's time is up, by the organizer's decision), if the
/// game still has the hands seen: its last hand is marked as the one in progress when time ran
/// out, and the engine ends the game after it under the ruleset's time rule. Undo brings the
/// game back.
pub async fn end_at_time(
    store: &Store,
    author: &Author,
    tournament_id: TournamentId,
    game_id: GameId,
    seen: &str,
    confirmed_recut: bool,
) -> AppResult<PlayedGame> {
    let open = Open::game(store, tournament_id, game_id, Some(seen)).await?;
    let game = &open.game;
    if game.sheet.ended {
        return Err(HandRefusal::AlreadyOver.into());
    }
    let Some(pos) = game.hands.len().checked_sub(1) else {
        return Err(HandRefusal::NoHandYet.into());
    };
    let mut hands = game.hands.clone();
    hands[pos].time_up = true;
    let mut change = Change::new(
        AuditAction::GameEndedAtTime,
        pos,
        Some(game.hands[pos].clone()),
        Some(hands[pos].clone()),
    );
    change.mark = game.marks.get(pos).cloned().unwrap_or_default();
    change.confirmed_recut = confirmed_recut;
    let subject = format!(
        "{}: the game ends after it (time is up)",
        hand_place(game, pos)
    );
    let facts = hand_facts(game, pos);
    open.store(author, tournament_id, hands, change, |_| {
        (subject, Some(facts))
    })
    .await
}
