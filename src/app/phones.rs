//! Table phones as the application sees them: a table code opens one game's sheet, a phone
//! takes a seat there by proving it is the player the draw seats there (with that player's
//! seat PIN, once a tournament), staff free a seat, and the organizer chooses whether tables
//! record their own hands at all.
//!
//! A phone has no account: it is named by a device id the front end derives from its cookie.
//! Counting wrong codes and wrong PINs is the front end's, which knows the addresses; it says
//! here whether an address is held back, and a [`PinGuard`] lets the seat operation ask and
//! tell it about one player's PIN inside the transaction. Recording hands stays `app::hands`'s.
//!
//! At a tag-team table (Mangan, docs/rules.md §15) the two partners of a seat share its one
//! phone: either takes the seat with their own PIN, the claim is stored at the shared seat
//! (0–3) with the partner who proved it, and the phone is named by both partners.

use super::audit_note::AuditNote;
use super::{AppError, AppResult, Store, TournamentRow};
use crate::app::tournaments;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::games::GameInfo;
use crate::db::results::PlayedGame;
use crate::db::table_codes::SeatClaim;
use crate::engine::seat::Seat;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::{AccountId, GameId, TournamentId};
use crate::tournament::language::Language;
use crate::tournament::players::PlayerId;
use std::time::Duration;

pub use crate::db::seat_pins::PIN_LENGTH;
pub use crate::db::table_codes::{
    normalise_code, CodedGame, HandEntry, SeatElsewhere, CODE_ALPHABET, CODE_LENGTH,
};

/// Why a phone was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PhoneRefusal {
    /// In this tournament the organizer and referees record the hands.
    StaffRecordHands,
    /// The tournament is archived: its sheets no longer change.
    Archived,
    /// The seat asked for is nobody's at this table.
    NoSuchSeat,
    /// Another phone holds the seat of `name`.
    SeatHeld { seat: Seat, name: String },
    /// This phone already holds the seat of `name` at this table: a phone holds one seat.
    PhoneSitsHere { seat: Seat, name: String },
    /// This phone already holds a seat at another table of the round.
    PhoneSitsElsewhere,
    /// Too many wrong PINs for this player or from this address: wait `minutes`.
    PinsHeldBack { question: PinQuestion, minutes: u64 },
    /// The PIN typed is not the player's.
    WrongPin { question: PinQuestion },
}

/// The seat of an American table of five's fifth person, stored as seat 4.
pub const FIFTH_SEAT: usize = db::games::FIFTH_SEAT;

/// A phone's id as people read it in the audit log and on the organizer's sheet.
pub fn phone_label(device: &str) -> String {
    format!("phone {}", phone_short(device))
}

/// The part of a phone's id that people read: its first six characters.
fn phone_short(device: &str) -> &str {
    device.get(..6).unwrap_or(device)
}

/// The wind of a starting seat as the audit log and the table's pages name it (the fifth seat
/// of an American table of five by its name).
pub fn wind_of(seat: Seat) -> &'static str {
    match seat.wind_name() {
        Some(wind) => wind,
        None if seat.index() == FIFTH_SEAT => "fifth seat",
        None => "",
    }
}

/// The table's seat of the person stored at `seat`: their own, or at a tag-team table (Mangan,
/// docs/rules.md §15) the seat they share with their partner, whose wind it is. Partners share
/// one phone, so the phone's seat at such a table is this one.
fn shared_seat(info: &GameInfo, seat: Seat) -> Seat {
    if info.is_tag_team() {
        Seat::new((seat.index() % info.table.count()) as u8)
    } else {
        seat
    }
}

/// The stored seat of the partner of the person at `seat`, at a tag-team table.
fn partner_seat(info: &GameInfo, seat: Seat) -> Option<Seat> {
    let seats = info.table.count();
    info.is_tag_team()
        .then(|| Seat::new(((seat.index() + seats) % (2 * seats)) as u8))
}

/// Who sits at the phone's seat as its pages name them: the person, or at a tag-team table the
/// seat's two partners, first partner first ("Ann & Eve").
fn seat_name(info: &GameInfo, seat: Seat) -> String {
    let at = shared_seat(info, seat);
    let name = |seat: Seat| info.person(seat).map(|(_, n)| n.clone());
    match partner_seat(info, at).and_then(name) {
        Some(partner) => format!("{} & {partner}", name(at).unwrap_or_default()),
        None => name(seat).unwrap_or_default(),
    }
}

/// Whether a typed code (normalised) can be a code at all: its length and its letters.
pub fn is_well_formed(code: &str) -> bool {
    code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b))
}

/// The game `game` of the tournament `id`, or [`AppError::NotFound`].
async fn game_in(conn: &mut db::Conn, id: TournamentId, game: GameId) -> AppResult<GameInfo> {
    db::games::get(conn, id.get(), game.get())
        .await?
        .ok_or(AppError::NotFound)
}

/// A code as a phone asks for its table.
pub struct CodeAsked<'a> {
    /// As typed, normalised ([`normalise_code`]).
    pub code: &'a str,
    /// The phone asking, if it has its cookie.
    pub device: Option<&'a str>,
    /// The front end holds this address back for its wrong codes: only a phone already
    /// seated at the code's table is let through.
    pub held_back: bool,
}

/// What a code opened.
pub enum Opened {
    /// The game to record hands at, and the tournament's default language (its phones' pages
    /// are in it unless the reader chose another).
    Game {
        game: GameId,
        language: Option<Language>,
    },
    /// The address is held back and the phone does not sit at the code's table.
    HeldBack,
    /// No table of the tournament has this code (a miss the front end counts).
    WrongCode { tournament: TournamentRow },
    /// The code's round is over.
    PastRound {
        tournament: TournamentRow,
        coded: CodedGame,
    },
}

/// The game a code opens in the tournament `id`, while tables record their own hands, the
/// tournament is not archived and the code's round is the latest. An address held back is
/// asked nothing about codes unless its phone sits at the code's table.
pub async fn open_table(
    store: &Store,
    id: TournamentId,
    asked: CodeAsked<'_>,
) -> AppResult<Opened> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let well_formed = is_well_formed(asked.code);
    if asked.held_back {
        let seated = match asked.device {
            Some(device) if well_formed => {
                db::table_codes::device_sits_at_code(&mut conn, id.get(), asked.code, device)
                    .await?
            }
            _ => false,
        };
        if !seated {
            return Ok(Opened::HeldBack);
        }
    }
    let coded = if well_formed {
        db::table_codes::game_of_code(&mut conn, id.get(), asked.code).await?
    } else {
        None
    };
    let Some(coded) = coded else {
        return Ok(Opened::WrongCode { tournament });
    };
    if db::table_codes::hand_entry(&mut conn, id.get()).await? != HandEntry::Table {
        return Err(PhoneRefusal::StaffRecordHands.into());
    }
    if tournament.archived {
        return Err(PhoneRefusal::Archived.into());
    }
    if coded.is_past() {
        return Ok(Opened::PastRound { tournament, coded });
    }
    Ok(Opened::Game {
        game: GameId::new(coded.game_id),
        language: tournament.default_language(),
    })
}

/// The player this phone sits as at the game, if it holds a seat there: the seat and the
/// player's name (at a tag-team table the seat the partners share and both their names).
pub async fn seated_player(
    store: &Store,
    id: TournamentId,
    game: GameId,
    device: &str,
) -> AppResult<Option<(Seat, String)>> {
    let mut conn = store.read().await?;
    let Some(seat) = db::table_codes::seat_of_device(&mut conn, game.get(), device).await? else {
        return Ok(None);
    };
    let info = game_in(&mut conn, id, game).await?;
    Ok(info.person(seat).map(|_| (seat, seat_name(&info, seat))))
}

/// The tournament and its game, played through, for the table's sheet.
pub async fn table_game(
    store: &Store,
    id: TournamentId,
    game: GameId,
) -> AppResult<(TournamentRow, PlayedGame)> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let played = db::results::load_game(&mut conn, id.get(), game.get()).await?;
    Ok((tournament, played))
}

/// The tournament, for the page where a code is typed.
pub async fn tournament(store: &Store, id: TournamentId) -> AppResult<TournamentRow> {
    super::players::tournament(store, id).await
}

/// One seat of the chooser: a person as the game stores them.
pub struct SeatOption {
    /// The person's stored seat, which the phone posts to take it.
    pub seat: Seat,
    /// The table's seat it takes (its wind): the person's own, or at a tag-team table the one
    /// they share with their partner.
    pub at: Seat,
    pub name: String,
    /// Another phone sits there (at a tag-team table: as either partner).
    pub taken: bool,
    /// This phone proved this player earlier: no PIN is asked.
    pub known: bool,
}

/// The question "who are you?" at a table, as a phone sees it.
pub struct SeatChooser {
    pub tournament_name: String,
    pub round: i64,
    pub table: i64,
    pub seats: Vec<SeatOption>,
    /// Two partners share each seat and its phone (Mangan's tag team): `seats` holds the first
    /// partners, then their partners in the same order.
    pub shared: bool,
    /// The table's seat this phone holds here.
    pub chosen: Option<Seat>,
    /// The seat this phone holds at another table of the round.
    pub elsewhere: Option<SeatElsewhere>,
}

/// The seats of a game as the phone `device` may choose them.
pub async fn seat_chooser(
    store: &Store,
    id: TournamentId,
    game: GameId,
    device: &str,
) -> AppResult<SeatChooser> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let info = game_in(&mut conn, id, game).await?;
    let claims = db::table_codes::seat_claims(&mut conn, game.get()).await?;
    let known = db::seat_pins::proved_players(&mut conn, device).await?;
    // A claim is stored at the table's seat: at a tag-team table, the one the partners share.
    let holder = |at: Seat| claims.iter().find(|(s, _)| *s == at).map(|(_, d)| d);
    let seats = info
        .people()
        .filter_map(|(seat, person)| {
            let at = shared_seat(&info, seat);
            person.map(|(player, name)| SeatOption {
                seat,
                at,
                name: name.clone(),
                taken: holder(at).is_some_and(|d| d != device),
                known: known.contains(player),
            })
        })
        .collect();
    let chosen = claims
        .iter()
        .find(|(_, d)| d == device)
        .map(|(seat, _)| *seat);
    let elsewhere = db::table_codes::seat_elsewhere_in_round(&mut conn, game.get(), device).await?;
    Ok(SeatChooser {
        tournament_name: tournament.name,
        round: info.round_number,
        table: info.table_number,
        seats,
        shared: info.is_tag_team(),
        chosen,
        elsewhere,
    })
}

/// The question "what is your PIN?" for one seat: whose seat, at which table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PinQuestion {
    pub tournament_name: String,
    pub round: i64,
    pub table: i64,
    /// The person's stored seat, as the chooser posted it.
    pub seat: Seat,
    /// The table's seat it takes (its wind), shared with a partner at a tag-team table.
    pub at: Seat,
    pub name: String,
}

/// What the front end counts of wrong seat PINs (per address and per player): asked before a
/// PIN is compared, told of each wrong one.
pub trait PinGuard {
    /// How long PINs for `player` are not compared for this asker, if they are held back.
    fn wait(&self, player: PlayerId) -> Option<Duration>;
    /// A wrong PIN was typed for `player`.
    fn record_wrong(&self, player: PlayerId);
}

/// A phone asks for a seat.
pub struct SeatAsked<'a> {
    pub device: &'a str,
    pub seat: Seat,
    /// The PIN typed, if any.
    pub pin: Option<&'a str>,
}

/// What became of a phone's seat.
pub enum SeatTaken {
    /// The phone sits there now.
    Taken,
    /// It sat there already: nothing changed.
    AlreadyYours,
    /// It must prove the player with their PIN first.
    PinAsked(PinQuestion),
}

/// How a phone showed it is the seat's player.
enum Proof {
    /// It proved this player earlier in the tournament.
    Known,
    /// It typed the player's PIN just now.
    Pin,
}

/// Whether the phone `device` may take the person stored at `seat`, whose table's seat is
/// `at`: `Ok(None)` when the seat is free, `Ok(Some(AlreadyYours))` when the phone holds it
/// already, else the refusal. At a tag-team table the claim is the shared seat's, so a seat is
/// held as either partner: the partners share one phone.
async fn seat_free_for(
    tx: &mut db::Conn,
    info: &GameInfo,
    (seat, at): (Seat, Seat),
    device: &str,
) -> AppResult<Option<SeatTaken>> {
    match db::table_codes::seat_claim(tx, info.id, at, device).await? {
        SeatClaim::AlreadyYours => Ok(Some(SeatTaken::AlreadyYours)),
        SeatClaim::Free => Ok(None),
        SeatClaim::HeldByAnother => {
            let name = seat_name(info, seat);
            Err(PhoneRefusal::SeatHeld { seat: at, name }.into())
        }
        SeatClaim::PhoneSitsElsewhere { game_id, seat } if game_id == info.id => {
            let name = seat_name(info, seat);
            Err(PhoneRefusal::PhoneSitsHere { seat, name }.into())
        }
        SeatClaim::PhoneSitsElsewhere { .. } => Err(PhoneRefusal::PhoneSitsElsewhere.into()),
    }
}

/// A phone sits in a seat: the seat must be free (a phone holds one seat a round, and only
/// staff free a seat, see [`free_seat`]) and the phone must prove it is the player the round's
/// draw seats there, with that player's PIN unless it proved them earlier. One transaction, so
/// two phones cannot both take one seat.
pub async fn take_seat(
    store: &Store,
    id: TournamentId,
    game: GameId,
    asked: SeatAsked<'_>,
    guard: &impl PinGuard,
) -> AppResult<SeatTaken> {
    let (device, seat) = (asked.device, asked.seat);
    let mut tx = store.begin_write().await?;
    let info = game_in(&mut tx, id, game).await?;
    let (player, name) = info.person(seat).cloned().ok_or(PhoneRefusal::NoSuchSeat)?;
    let at = shared_seat(&info, seat);
    if let Some(taken) = seat_free_for(&mut tx, &info, (seat, at), device).await? {
        return Ok(taken);
    }
    let proof = if db::seat_pins::has_proved(&mut tx, device, player).await? {
        Proof::Known
    } else {
        let tournament_name = tournaments::load(&mut tx, id).await?.name;
        let question = PinQuestion {
            tournament_name,
            round: info.round_number,
            table: info.table_number,
            seat,
            at,
            name: name.clone(),
        };
        let Some(typed) = asked.pin.filter(|t| !t.trim().is_empty()) else {
            return Ok(SeatTaken::PinAsked(question));
        };
        if let Some(wait) = guard.wait(player) {
            let minutes = wait.as_secs().div_ceil(60).max(1);
            return Err(PhoneRefusal::PinsHeldBack { question, minutes }.into());
        }
        if !db::seat_pins::pin_matches(&mut tx, player, typed).await? {
            guard.record_wrong(player);
            return Err(PhoneRefusal::WrongPin { question }.into());
        }
        db::seat_pins::remember_proof(&mut tx, device, player).await?;
        Proof::Pin
    };
    db::table_codes::take_seat(&mut tx, game.get(), at, player, device).await?;
    let (how, proved) = match proof {
        Proof::Pin => ("with the player's PIN", "pin"),
        Proof::Known => ("by a phone that proved the player earlier", "known"),
    };
    let who = format!("{name} at the table ({})", phone_label(device));
    let (table, round) = (info.table_number, info.round_number);
    let subject = format!("{} at table {table} (round {round}), {how}", wind_of(at));
    let detail = seat_detail(at, &name, device, (table, round))
        .text("proof", proved)
        .to_json();
    let action = AuditAction::SeatTaken;
    let by = (id.get(), None);
    db::audit::note_by(&mut tx, by, &who, action, &subject, &detail).await?;
    tx.commit().await?;
    Ok(SeatTaken::Taken)
}

/// The organizer or a referee frees a seat a phone holds (a phone lost, a player who sat in
/// the wrong seat): the next phone to choose it takes it. A seat the game's table cannot have
/// (a North at a table of three, a fifth seat where four sit) is not found.
pub async fn free_seat(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    game: GameId,
    seat: Seat,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    tournaments::load(&mut tx, id).await?;
    let info = game_in(&mut tx, id, game).await?;
    if seat.index() >= info.seats.len() {
        return Err(AppError::NotFound);
    }
    if let Some(device) = db::table_codes::free_seat(&mut tx, game.get(), seat).await? {
        let name = info
            .person(seat)
            .map(|(_, n)| n.clone())
            .unwrap_or_default();
        let subject = format!(
            "{} ({name}) at table {} (round {}), held by {}",
            wind_of(seat),
            info.table_number,
            info.round_number,
            phone_label(&device)
        );
        let table = (info.table_number, info.round_number);
        let detail = seat_detail(seat, &name, &device, table).to_json();
        let action = AuditAction::SeatFreed;
        let by = (id.get(), Some(by.get()));
        db::audit::note_by(&mut tx, by, "", action, &subject, &detail).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The organizer's switch: who records hands in the tournament `id`.
pub async fn set_hand_entry(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    entry: HandEntry,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let tournament = tournaments::load(&mut tx, id).await?;
    db::table_codes::set_hand_entry(&mut tx, id.get(), entry).await?;
    let words = match entry {
        HandEntry::Staff => "the organizer and referees record hands",
        HandEntry::Table => "tables record their own hands",
    };
    let action = AuditAction::HandEntryChanged;
    let (tid, account) = (Some(id.get()), Some(by.get()));
    let detail = AuditDetail::new()
        .text("name", &tournament.name)
        .text("entry", entry.as_str());
    AuditNote::new(tid, account, action, &tournament.name)
        .changed("", words)
        .detail(detail)
        .commit(tx)
        .await
}

/// The facts of a seat's change at a table for the audit log: the seat's wind (`east` …
/// `north`, `fifth` for an American table's fifth seat), the player's name, the phone's
/// short code as [`phone_label`] shows it, and the table and round numbers.
fn seat_detail(seat: Seat, name: &str, device: &str, (table, round): (i64, i64)) -> AuditDetail {
    let wind = match wind_of(seat) {
        "fifth seat" => "fifth".to_string(),
        wind => wind.to_lowercase(),
    };
    AuditDetail::new()
        .text("wind", wind)
        .text("player", name)
        .text("phone", phone_short(device))
        .number("table", table)
        .number("round", round)
}

#[cfg(test)]
mod tests;
