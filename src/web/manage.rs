//! The organizer's page for one tournament (players, rounds, what waits for a decision) and the
//! player form it carries. The tournament, player and round handlers all show it again with
//! their error, so it lives here rather than in any one of them.

use super::auth::CurrentUser;
use super::error::WebResult;
use super::i18n::{Asked, Words};
use super::layout::Nav;
use super::table_entry::throttle::{CodeGuessing, CodeThrottle};
use crate::app::tournaments::{self, ManageView, OpenHand, PlayerRow, RoundRow, TournamentRow};
use crate::app::Store;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::seating::SeatingMode;
use askama::Template;
use serde::Deserialize;

/// The player form as typed, so an error loses nothing.
#[derive(Debug, Default, Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub club: String,
    #[serde(default)]
    pub number: String,
    /// The EMA number and country as typed (the edit form has them).
    #[serde(default)]
    pub ema_number: String,
    #[serde(default)]
    pub country: String,
    /// "1" to check the player in at once (someone registering at the door).
    #[serde(default)]
    pub checked_in: String,
}

/// The start form's seating mode, table rule and number of rounds, as codes: what the form
/// shows selected.
#[derive(Debug, Clone)]
pub struct RoundChoice {
    pub mode: String,
    pub table_rule: String,
    pub count: String,
}

impl Default for RoundChoice {
    fn default() -> Self {
        Self {
            mode: "random".into(),
            table_rule: "substitute".into(),
            count: "1".into(),
        }
    }
}

/// The organizer's page for one tournament.
#[derive(Template)]
#[template(path = "tournaments/manage.html")]
pub struct ManagePage {
    pub nav: Nav,
    pub tournament: TournamentRow,
    pub players: Vec<PlayerRow>,
    pub rounds: Vec<RoundRow>,
    pub checked_in: usize,
    pub player_form: PlayerForm,
    pub player_error: Option<String>,
    pub round_error: Option<String>,
    /// The start form's choices as last sent (kept when it is refused), else the defaults.
    pub round_choice: RoundChoice,
    pub next_round: i64,
    /// The tournament runs by its bracket: rounds are seated from the bracket page.
    pub has_bracket: bool,
    /// Rounds with a hand or penalty recorded: their seating can no longer be redrawn or swapped.
    pub played_rounds: Vec<i64>,
    /// Tables record their own hands (else the organizer and referees only).
    pub table_entry: bool,
    /// Hands entered at tables and not yet confirmed, disputed ones first.
    pub open_hands: Vec<OpenHand>,
    /// Wrong table codes tried lately, when any were: someone may be guessing codes.
    pub code_guessing: Option<CodeGuessing>,
    /// Each player's seat PIN, shown at check-in for the organizer to read out.
    pub seat_pins: std::collections::HashMap<PlayerId, String>,
}

impl ManagePage {
    /// The page as stored, with what `codes` counted of this tournament's wrong table codes.
    pub async fn load(
        store: &Store,
        codes: &CodeThrottle,
        user: &CurrentUser,
        asked: Asked,
        id: TournamentId,
    ) -> WebResult<Self> {
        let view: ManageView = tournaments::manage(store, id).await?;
        let checked_in = view
            .players
            .iter()
            .filter(|p| p.checked_in && !p.withdrawn)
            .count();
        let next_round = view.rounds.last().map_or(1, |r| r.number + 1);
        Ok(Self {
            seat_pins: view.seat_pins,
            table_entry: view.table_entry,
            open_hands: view.open_hands,
            code_guessing: codes.guessing(id.get()),
            played_rounds: view.played_rounds,
            has_bracket: view.has_bracket,
            nav: Nav::signed_in(user).in_words(asked.words(view.tournament.default_language())),
            tournament: view.tournament,
            players: view.players,
            rounds: view.rounds,
            checked_in,
            player_form: Default::default(),
            player_error: None,
            round_error: None,
            round_choice: RoundChoice::default(),
            next_round,
        })
    }
}

impl ManagePage {
    /// A player's seat PIN as the check-in list shows it.
    fn seat_pin(&self, player: &PlayerId) -> &str {
        self.seat_pins.get(player).map_or("", String::as_str)
    }

    /// Whether the start form offers the round robin: only at tables of two, the one size
    /// where everyone meeting everyone once fits every field (`SeatingMode::RoundRobin`).
    pub fn offers_round_robin(&self) -> bool {
        let table = crate::tournament::seating::table_size(self.tournament.preset());
        let round_robin = crate::tournament::seating::SeatingMode::RoundRobin;
        crate::tournament::seating::mode_allowed(round_robin, table).is_ok()
    }

    /// Whether the start form offers a substitute for a short table: never at tables of two,
    /// where the player left over sits out instead (a game of two is not completed by a
    /// substitute).
    pub fn offers_substitute(&self) -> bool {
        self.seats_per_table() != 2
    }

    /// Seats at this tournament's tables: three in sanma (docs/rules.md §6), two in a
    /// two-player game, else four.
    pub fn seats_per_table(&self) -> usize {
        crate::tournament::seating::table_size(self.tournament.preset()).count()
    }

    /// Players left over after the full tables, who must sit out or be completed by a
    /// substitute; none when the checked-in players fill every table.
    pub fn left_over(&self) -> usize {
        self.checked_in % self.seats_per_table()
    }

    /// The start form's words for completing short tables: how many substitutes a round
    /// needs, since each short table needs its own (10 sanma players make two short tables).
    pub fn substitute_text(&self) -> String {
        let words = &self.nav.words;
        let short = self.seats_per_table() - 1;
        let table = crate::tournament::seating::table_size(self.tournament.preset());
        let rule = crate::tournament::seating::TableRule::ThreesWithSubstitute;
        match crate::tournament::seating::substitutes_per_round(self.checked_in, rule, table) {
            Some(n) if n > 1 => {
                words.get_with2("organizer-substitutes", ("tables", n), ("seats", short))
            }
            _ => words.get_with("organizer-substitute", "seats", short),
        }
    }

    /// The start form's words for the fifth seat, when the tournament's style plays a bettor
    /// (American, docs/rules.md §10): how many tables get a fifth person. None for every other
    /// style, whose form does not offer it.
    pub fn fifth_seat_text(&self) -> Option<String> {
        use crate::tournament::seating::{rule_allowed, TableRule};
        rule_allowed(TableRule::FifthSeats, self.tournament.preset()).ok()?;
        let words = &self.nav.words;
        let (tables, left) = (self.checked_in / 4, self.checked_in % 4);
        Some(if left <= tables {
            words.get_with2("organizer-fifth-seats", ("tables", tables), ("left", left))
        } else {
            words.get_with3(
                "organizer-fifth-seats-not",
                ("count", self.checked_in),
                ("tables", tables),
                ("left", left),
            )
        })
    }

    /// Whether the style is played in teams (docs/rules.md §16), for the link to the teams.
    pub fn plays_in_teams(&self) -> bool {
        crate::app::teams::plays_in_teams(&self.tournament)
    }

    /// The start form's words for tag teams, when the tournament's style has a tag-team form
    /// (Mangan, docs/rules.md §15): how many tables of eight the checked-in players make. None
    /// for every other style, whose form does not offer it.
    pub fn tag_team_text(&self) -> Option<String> {
        use crate::tournament::seating::{rule_allowed, TableRule, TAG_TEAM_PEOPLE};
        rule_allowed(TableRule::TagTeams, self.tournament.preset()).ok()?;
        let words = &self.nav.words;
        let tables = self.checked_in / TAG_TEAM_PEOPLE;
        Some(match self.checked_in % TAG_TEAM_PEOPLE {
            0 => words.get_with("organizer-tag-teams", "tables", tables),
            _ => words.get_with("organizer-tag-teams-not", "count", self.checked_in),
        })
    }

    /// The EMA ranking the tournament's results go to (docs/ema.md), for the link to its
    /// results file; none when the EMA ranks no event under its preset.
    pub fn ema_ranking(&self) -> Option<&'static str> {
        let ranking = self
            .tournament
            .preset()
            .and_then(crate::tournament::ema::ranking_of)?;
        Some(ranking.name())
    }

    /// Whether round `number` already has results, so its seating is fixed.
    pub fn is_played(&self, number: &i64) -> bool {
        self.played_rounds.contains(number)
    }
}

/// A round's seating mode as the organizer's pages name it ("random seating").
pub fn seating_mode_words(words: &Words, mode: &SeatingMode) -> String {
    match mode {
        SeatingMode::Random => words.get("organizer-mode-random"),
        SeatingMode::Balanced => words.get("organizer-mode-balanced"),
        SeatingMode::Swiss => words.get("organizer-mode-swiss"),
        SeatingMode::RoundRobin => words.get("organizer-mode-round-robin"),
    }
}
