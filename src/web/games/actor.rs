//! Who changes a sheet ([`Actor`]): the organizer or a referee, signed in, or a player at the
//! table on their phone ([`TablePlayer`]); and what follows from who they are — where their
//! sheet is, where its forms post to, how the game's history names them, and whether they may
//! confirm a hand.

use crate::app::hands::{self, Confirmer, HandMark, HandStatus};
use crate::engine::game::Seat;
use crate::tournament::ids::{GameId, TournamentId};
use crate::web::auth::CurrentUser;

/// A player at a table, on their phone, as the table's cookie says (no account).
#[derive(Debug, Clone)]
pub struct TablePlayer {
    /// The table's code, which is also where its pages are.
    pub code: String,
    /// The starting seat their phone holds (the first phone to choose a seat keeps it).
    pub seat: Seat,
    pub name: String,
    /// A hash of the phone's cookie token: the same phone cannot confirm its own hand.
    pub device: String,
    /// The token every form of the phone carries back (the cookie's own).
    pub csrf: String,
    /// The words of the phone's pages (its reader's choice, else the tournament's default).
    pub words: crate::web::i18n::Words,
}

/// Who changes a sheet: the organizer or a referee, or a player at the table.
#[derive(Debug, Clone, Copy)]
pub enum Actor<'a> {
    Staff(&'a CurrentUser),
    Table(&'a TablePlayer),
}

impl Actor<'_> {
    /// The words of the pages this person reads: a phone's own choice; staff's own choice,
    /// else the tournament's default `language`, else their browser's.
    pub(super) fn words(
        &self,
        language: Option<crate::tournament::language::Language>,
    ) -> crate::web::i18n::Words {
        match self {
            Actor::Staff(user) => user.asked.words(language),
            Actor::Table(p) => p.words,
        }
    }

    /// The signed-in account acting, if any (a player at a table has none).
    pub(super) fn account_id(&self) -> Option<i64> {
        match self {
            Actor::Staff(user) => Some(user.account_id),
            Actor::Table(_) => None,
        }
    }

    /// The sheet page this person works on, with a notice from `query`.
    pub(super) fn sheet_url(&self, id: TournamentId, gid: GameId, query: &str) -> String {
        match self {
            Actor::Staff(_) => sheet_url(id, gid, query),
            Actor::Table(p) => format!("/t/{id}/table/{}?{query}#notice", p.code),
        }
    }

    /// Where the sheet's forms post to.
    pub(super) fn post_base(&self, id: i64, gid: i64) -> String {
        match self {
            Actor::Staff(_) => format!("/admin/t/{id}/games/{gid}"),
            Actor::Table(p) => format!("/t/{id}/table/{}", p.code),
        }
    }

    /// How the audit log names them when there is no account.
    pub(super) fn who(&self) -> String {
        match self {
            Actor::Staff(u) => u.name.clone(),
            Actor::Table(p) => format!(
                "{} at the table ({})",
                p.name,
                crate::app::phones::phone_label(&p.device)
            ),
        }
    }

    /// The person as the game's history names them.
    pub(super) fn author(&self) -> hands::Author {
        hands::Author {
            account_id: self.account_id(),
            who: self.who(),
        }
    }

    /// Who confirms or disputes a hand, as the rule of who may confirm knows them.
    pub(super) fn confirmer(&self) -> Confirmer {
        match self {
            Actor::Staff(_) => Confirmer::Staff,
            Actor::Table(p) => Confirmer::Table {
                seat: p.seat,
                device: p.device.clone(),
            },
        }
    }

    /// The mark of a hand this person enters or corrects: staff decide, a table proposes.
    pub(super) fn mark(&self) -> HandMark {
        match self {
            Actor::Staff(_) => HandMark::default(),
            Actor::Table(p) => HandMark {
                status: HandStatus::Pending,
                entered_seat: Some(p.seat),
                entered_device: p.device.clone(),
                entered_by: p.name.clone(),
                dispute: String::new(),
            },
        }
    }

    /// May this person confirm a hand with this mark? (`app::hands::Confirmer` says.)
    pub(super) fn may_confirm(&self, mark: &HandMark) -> bool {
        self.confirmer().may_confirm(mark)
    }
}

/// The organizer's sheet of a game, with a notice from `query`.
pub(super) fn sheet_url(id: TournamentId, gid: GameId, query: &str) -> String {
    format!("/admin/t/{id}/games/{gid}?{query}#notice")
}
