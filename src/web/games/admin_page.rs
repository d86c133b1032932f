//! The sheet page for the organizer, a referee or a table's phone ([`AdminSheetPage`]): the
//! sheet, the hands waiting for confirmation, the hand form with its seats, the style's
//! fields and the tile picker, and what only staff see (undo, the phones holding seats).

use super::actor::Actor;
use super::hand_audit_words::undo_label;
use super::sheet_view::{five_people, hand_names, points_text, signed, tag_team_seated, SheetView};
use crate::app::hands::{
    hands_token, rules_of, HandStatus, PlayedGame, Role, Sheet, StaffTools, TournamentRow,
};
use crate::engine::game::{five_seats_of_hand, seat_winds, Round, Seat};
use crate::engine::ruleset::Ruleset;
use crate::tournament::language::Language;
use crate::web::engine_words::notes;
use crate::web::error::WebResult;
use crate::web::hand_form::SeatView;
use crate::web::hand_form::{HandForm, TilesPreview};
use crate::web::i18n::Words;
use crate::web::layout::Nav;
use crate::web::stage_guard::StageWarning;
use crate::web::styles::SheetStyle;
use askama::Template;
use rand::{RngCore, SeedableRng};

/// What the bettor of an American table of five chooses on the hand form: who bets, and the
/// players they may bet on (chair, name), or a wall game.
pub struct BetView {
    pub bettor: String,
    pub chairs: Vec<(usize, String)>,
}

/// A seat of a tag-team table on the hand form (Mangan, docs/rules.md §15): its wind, its two
/// partners (number and name) and which of them the form says was seated when the hand ended
/// (as typed, or as the previous hand ended).
pub struct PartnersView {
    pub seat: usize,
    pub wind: &'static str,
    pub partners: [(u8, String); 2],
    pub chosen: String,
}

/// The partner choices of a tag-team game's hand at `index`, typed values first; `None` at any
/// other table.
fn partner_views(game: &PlayedGame, form: &HandForm, index: usize) -> Option<Vec<PartnersView>> {
    if !game.info.is_tag_team() {
        return None;
    }
    let names = game.names();
    let before = tag_team_seated(game, index);
    let views = (0..4u8)
        .map(|seat| PartnersView {
            seat: usize::from(seat),
            wind: crate::engine::seat::WIND_NAMES[usize::from(seat)],
            partners: [seat, seat + 4].map(|p| (p, names[usize::from(p)].clone())),
            chosen: match form.seated.get(usize::from(seat)) {
                Some(typed) if !typed.is_empty() => typed.clone(),
                _ => before[usize::from(seat)].to_string(),
            },
        })
        .collect();
    Some(views)
}

/// The calculator's tile picker for the hand form's tiles, where the style scores them; its own
/// modes (riichi's dora indicators) stay the calculator's, since the sheet's indicators are the
/// table's and typed once. It reads in the page's `words`.
fn sheet_picker(rules: &Ruleset, words: Words) -> WebResult<String> {
    let style = crate::web::styles::pages_of(rules.style);
    if !style.scores_tiles() {
        return Ok(String::new());
    }
    let picker = crate::web::calculator::picker::TilePicker::in_words(
        rules,
        style.words().picker(),
        String::new(),
        words,
    );
    Ok(picker.render()?)
}

/// A random key for a form, so that the same form sent twice is recognised.
fn new_form_key() -> String {
    let mut bytes = [0u8; 12];
    rand::rngs::StdRng::from_os_rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The previewed hand: what each seat pays or receives.
pub struct PreviewView {
    /// Per person, in the sheet's columns: (name, change, points after the hand).
    pub pays: Vec<(String, String, String)>,
    pub note: String,
    pub ends_game: bool,
    /// Winners scored from their tiles: what the evaluator found.
    pub scores: Vec<TilesPreview>,
    /// Winners scored from their tiles where no score card is shown (Hong Kong Old Style):
    /// "name: pattern faan, …", as the sheet writes them once saved, so the table checks the
    /// count before saving.
    pub patterns: Vec<String>,
}

impl PreviewView {
    /// The preview of `row`, the hand on the form replayed, for the people of `game`.
    pub fn of_row(
        game: &PlayedGame,
        row: &crate::engine::game::Row,
    ) -> Vec<(String, String, String)> {
        game.names()
            .into_iter()
            .zip(row.deltas.iter().zip(&row.points))
            .map(|(name, (&delta, &points))| (name, signed(delta), points_text(points)))
            .collect()
    }
}

#[derive(Template)]
#[template(path = "games/admin.html")]
pub struct AdminSheetPage {
    pub(super) nav: Nav,
    /// Where the form, undo and confirmations post to (the organizer's sheet or the table's).
    pub(super) post_base: String,
    /// The CSRF token the forms carry: the session's, or the table phone's.
    pub(super) csrf: String,
    /// On a table's phone: who they are (the form then records pending hands).
    pub(super) phone: Option<TableView>,
    /// Hands not yet confirmed, with what this person may do about them.
    pub(super) open: Vec<OpenRow>,
    pub(super) tournament: TournamentRow,
    pub(super) round: i64,
    pub(super) table: i64,
    pub(super) game_id: i64,
    /// The token the forms carry back: see [`hands_token`].
    pub(super) version: String,
    pub(super) sheet: SheetView,
    /// The organizer sees the way to the tournament's management; a referee, who may only
    /// record hands and penalties, does not.
    pub(super) organizer: bool,
    /// Editing hand `n` (0-based), or recording a new one.
    pub(super) editing: Option<usize>,
    /// The hand on the form: its number on the sheet, round and counters.
    pub(super) hand_number: usize,
    pub(super) hand_round: String,
    pub(super) hand_honba: u32,
    /// What the game's style brings to the form: its fields, values and preview.
    pub(super) style: SheetStyle,
    pub(super) form: HandForm,
    pub(super) seats: Vec<SeatView>,
    /// At an American table of five: the bettor's choice for the hand on the form.
    pub(super) bet: Option<BetView>,
    /// At a tag-team table: per seat, which partner was seated when the hand ended.
    pub(super) partners: Option<Vec<PartnersView>>,
    /// The starting seat dealing the hand on the form.
    pub(super) dealer: usize,
    pub(super) preview: Option<PreviewView>,
    pub(super) error: Option<String>,
    /// What was just done, shown at the top ("Hand #5 saved: …").
    pub(super) notice: Option<String>,
    /// What "undo" would revert, if anything.
    pub(super) undo: Option<String>,
    /// The seats table phones hold (staff only), each with its "free" button.
    pub(super) held_seats: Vec<HeldSeat>,
    /// The page answers a posted hand form (a preview or a refusal) and shows what was typed:
    /// its live refresh leaves the form alone (see `form_region`).
    pub(super) typed_form: bool,
    /// A change to a game whose stage's cut is made: what it does to the cut.
    pub(super) stage_warning: Option<StageWarning>,
    pub(super) show_form: bool,
    /// Agari-yame is offered only where it can apply: the ruleset has it and the hand on the
    /// form is South 4 (the script then shows it only once the dealer wins).
    pub(super) agari_yame: bool,
    /// The table's round clock, once started.
    pub(super) clock: Option<crate::web::clock::ClockView>,
    /// The tile picker the winners' tiles are tapped on, rendered; empty where the style scores
    /// no tiles.
    pub(super) picker: String,
}

/// A seat a table phone holds, as the organizer's sheet lists it.
pub struct HeldSeat {
    /// The seat as the "free" address names it.
    pub seat: String,
    /// "Mary (North)": the player and their starting seat.
    pub title: String,
    /// "phone 3fa2c1", as the audit log names it.
    pub phone: String,
}

/// The player holding a table's phone, as the sheet shows them.
pub struct TableView {
    pub code: String,
    pub name: String,
}

/// A hand waiting for confirmation, as the sheet lists it.
pub struct OpenRow {
    pub position: usize,
    pub number: usize,
    pub round: String,
    pub note: String,
    pub disputed: bool,
    pub entered_by: String,
    pub dispute: String,
    pub may_confirm: bool,
    /// At a tag-team table, who the hand says was seated at each seat when it ended, as the
    /// phone confirming it reads it ("East: Ann (partner Eve)"): wind, person and partner;
    /// empty elsewhere.
    pub seated: Vec<(&'static str, String, String)>,
    /// Only a table disputes (the organizer corrects instead).
    pub may_dispute: bool,
}

/// The seats of the hand form: each player (`names`, East first) with their wind this hand.
fn seat_views(
    game: &PlayedGame,
    names: &[String],
    winds: [Seat; 4],
    dealer: Seat,
) -> Vec<SeatView> {
    game.info
        .table
        .seats()
        .zip(names)
        .map(|(seat, name)| SeatView {
            index: seat.index(),
            name: name.clone(),
            wind: winds[seat.index()].wind_name().unwrap_or_default(),
            dealer: seat == dealer,
        })
        .collect()
}

/// Who hand `index` of a tag-team game says was seated at each seat when it ended, each seat
/// with its partner (wind, person, partner: the page says "East: Ann (partner Eve)"); empty at
/// any other table.
fn seated_words(game: &PlayedGame, index: usize) -> Vec<(&'static str, String, String)> {
    if !game.info.is_tag_team() {
        return Vec::new();
    }
    let names = game.names();
    let seats = crate::engine::seat::WIND_NAMES.len();
    tag_team_seated(game, index)
        .iter()
        .zip(crate::engine::seat::WIND_NAMES)
        .map(|(&person, wind)| {
            let person = usize::from(person);
            let partner = (person + seats) % (2 * seats);
            (wind, names[person].clone(), names[partner].clone())
        })
        .collect()
}

/// The hands not yet confirmed, with what `actor` may do about each.
fn open_rows(actor: &Actor, game: &PlayedGame, words: &Words) -> Vec<OpenRow> {
    game.sheet
        .rows
        .iter()
        .filter_map(|r| {
            let mark = game.mark(r.index);
            (mark.status != HandStatus::Confirmed).then(|| OpenRow {
                position: r.index,
                number: r.index + 1,
                round: r.round.label(),
                note: notes::note(&r.note, words),
                disputed: mark.status == HandStatus::Disputed,
                may_confirm: actor.may_confirm(&mark),
                seated: seated_words(game, r.index),
                may_dispute: matches!(actor, Actor::Table(_)) && mark.status == HandStatus::Pending,
                entered_by: mark.entered_by,
                dispute: mark.dispute,
            })
        })
        .collect()
}

/// The page's header, the token its forms carry, the phone's player (at a table) and whether
/// the way to the tournament's management is shown (the organizer's). Staff read it in the
/// language they ask for, else the tournament's default (`language`).
fn actor_view(actor: &Actor, language: Option<Language>) -> (Nav, String, Option<TableView>, bool) {
    match actor {
        Actor::Staff(user) => (
            Nav::signed_in(user).in_words(user.asked.words(language)),
            user.csrf_token.clone(),
            None,
            user.role == Role::Organizer,
        ),
        Actor::Table(p) => (
            Nav::default().in_words(p.words),
            p.csrf.clone(),
            Some(TableView {
                code: p.code.clone(),
                name: p.name.clone(),
            }),
            false,
        ),
    }
}

impl AdminSheetPage {
    pub fn new(
        actor: &Actor,
        tournament: TournamentRow,
        game: &PlayedGame,
        editing: Option<usize>,
        mut form: HandForm,
    ) -> WebResult<Self> {
        let rules = rules_of(game)?;
        // The hand on the form: the edited row's, or the next hand's.
        // The winds come from the replay's rules: not every style deals round the starting
        // seats (MCR's players change seats between wind rounds).
        let (index, round, honba) =
            match editing.and_then(|i| game.sheet.rows.get(i).map(|r| (i, r))) {
                Some((i, row)) => (i, row.round, row.honba),
                None => (
                    game.sheet.rows.len(),
                    game.sheet.position.round,
                    game.sheet.position.honba,
                ),
            };
        let winds = seat_winds(&rules, index, round);
        let dealer = Seat::new(winds.iter().position(|w| *w == Seat::EAST).unwrap_or(0) as u8);
        let names = hand_names(game, index);
        let seats = seat_views(game, &names, winds, dealer);
        if form.key.is_empty() {
            form.key = new_form_key();
        }
        // Fields for every seat the page shows, whatever form it was given.
        let form = form.sized_to(rules.table);
        let partners = partner_views(game, &form, index);
        let (nav, csrf, phone, organizer) = actor_view(actor, tournament.default_language());
        let words = nav.words;
        let open = open_rows(actor, game, &words);
        let table_editing = phone.is_some() && editing.is_some();
        let picker = sheet_picker(&rules, nav.words)?;
        Ok(Self {
            nav,
            post_base: actor.post_base(tournament.id, game.info.id),
            csrf,
            phone,
            open,
            tournament,
            round: game.info.round_number,
            table: game.info.table_number,
            game_id: game.info.id,
            version: hands_token(game),
            sheet: SheetView::in_words(game, words)?,
            organizer,
            show_form: !table_editing && (editing.is_some() || !game.sheet.ended),
            hand_number: editing.unwrap_or(game.hands.len()) + 1,
            hand_round: round.label(),
            hand_honba: honba,
            editing,
            form,
            partners,
            bet: five_people(game).then(|| BetView {
                bettor: game.names()[usize::from(five_seats_of_hand(index).1)].clone(),
                chairs: names.iter().cloned().enumerate().collect(),
            }),
            seats,
            dealer: usize::from(dealer),
            preview: None,
            error: None,
            notice: None,
            undo: None,
            held_seats: Vec::new(),
            typed_form: false,
            stage_warning: None,
            agari_yame: rules.agari_yame && round == Round::SOUTH_4,
            style: SheetStyle::of(&rules),
            clock: crate::web::clock::of_game(game, &rules),
            picker,
        })
    }

    /// The "time was up during this hand" choice: offered once the clock has run out under a
    /// rule that ends games at time, and kept on a hand that has it.
    fn offer_time_up(&self) -> bool {
        self.form.time_up || self.clock.as_ref().is_some_and(|c| c.up && c.ends_games)
    }

    /// The choice starts ticked on a new hand once time is up and no extra hand was given:
    /// the server would mark that hand anyway.
    fn time_up_ticked(&self) -> bool {
        self.form.time_up
            || (self.editing.is_none()
                && self
                    .clock
                    .as_ref()
                    .is_some_and(|c| c.up && c.ends_games && c.extra_hands_left == 0))
    }

    /// "End the game now": time is up, the rule ends games at time, a hand was played and the
    /// game is not over.
    fn offer_end_now(&self) -> bool {
        self.clock.as_ref().is_some_and(|c| c.up && c.ends_games)
            && !self.sheet.ended
            && !self.sheet.rows.is_empty()
    }

    /// The sheet as `app::hands::sheet` read it, with no hand being entered and, for staff,
    /// their tools: the page that answers a notice or a refused change.
    pub fn current(actor: &Actor<'_>, sheet: &Sheet) -> WebResult<Self> {
        let page = Self::new(
            actor,
            sheet.tournament.clone(),
            &sheet.game,
            None,
            HandForm::blank(sheet.game.info.table),
        )?;
        Ok(page.with_staff_tools(sheet.staff.as_ref()))
    }

    /// Fills in what only staff see: what "undo" would revert, and which phones hold the
    /// table's seats (to free one). A table's phone has neither (the organizer corrects a
    /// disputed hand).
    pub(super) fn with_staff_tools(mut self, tools: Option<&StaffTools>) -> Self {
        let Some(tools) = tools.filter(|_| self.phone.is_none()) else {
            return self;
        };
        self.undo = tools
            .undo
            .as_ref()
            .map(|change| undo_label(change, &self.nav.words));
        self.held_seats = tools
            .held_seats
            .iter()
            .map(|(seat, device)| HeldSeat {
                seat: seat.to_string(),
                title: self.held_seat_title(*seat),
                phone: crate::app::phones::phone_label(device),
            })
            .collect();
        self
    }

    /// Who holds `seat` through a phone, and its wind: at a tag-team table the seat's two
    /// partners ("Ann & Eve (East)"), since either may be the one holding the phone.
    fn held_seat_title(&self, seat: Seat) -> String {
        let name = |index: usize| self.sheet.names.get(index).cloned().unwrap_or_default();
        let people = match &self.partners {
            // A tag-team partner's claim holds the seat the two share.
            Some(_) => {
                let shared = seat.index() % self.seats.len();
                let people = format!("{} & {}", name(shared), name(shared + self.seats.len()));
                (people, Seat::new(shared as u8))
            }
            None => (name(seat.index()), seat),
        };
        format!("{} ({})", people.0, crate::web::layout::wind_name(people.1))
    }

    /// The name of the hand form's live region. A page showing a typed form sits on the
    /// address the form was posted to, whose reload (and live refresh) shows the sheet with an
    /// empty form: its region gets a name the fresh page does not have, so the refresh updates
    /// everything around it and never wipes what was typed.
    fn form_region(&self) -> &'static str {
        if self.typed_form {
            "hand-form-typed"
        } else {
            "hand-form"
        }
    }

    fn is_outcome(&self, outcome: &&str) -> bool {
        self.form.outcome == *outcome
    }

    fn is_more_value(&self, seat: &usize) -> bool {
        let value = &self.form.seats[*seat].value;
        self.style
            .words()
            .more_values
            .iter()
            .any(|(v, _)| v == value)
    }
}
