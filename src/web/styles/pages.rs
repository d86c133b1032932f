//! What a style brings to the shared pages, as one trait ([`StylePages`]) and the values it
//! reads and gives: the hand form's seat and winner as a style reads them, the calculator's
//! form and inputs, the tournament form's settings and the style's words ([`SheetWords`]).
//! A leaf under every style's module: the styles implement the trait, and `web::styles`
//! chooses between them.

use crate::app::hands::TournamentRow;
use crate::engine::game::{Challenge, FalseWin, Hand, Seat, Sheet, TablePenalty, Winner};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{PlayerScore, WinnerNotes};
use crate::web::calculator::form::CalcForm;
use crate::web::calculator::hkos::BonusChip;
use crate::web::calculator::picker::{ChowCall, PickerWords};
use crate::web::calculator::tiles::Table;
use crate::web::hand_form::fields::{HandForm, HandFormError, SeatFields, TableAt, TilesPreview};
use crate::web::i18n::Words;

/// A list of form choices: (field value, label).
pub type Choices = &'static [(&'static str, &'static str)];

/// The calculator's result as a style renders it: the score shown, or why the hand cannot
/// win.
pub type CalcResult = askama::Result<Result<String, String>>;

/// A winner's seat on the hand form, as a style reads its value: the form, the seat, the
/// player's name (for messages) and the game's table when the hand is at one.
#[derive(Clone, Copy)]
pub struct WinnerEntry<'a> {
    pub form: &'a HandForm,
    pub seat: Seat,
    pub name: &'a str,
    pub table: Option<&'a TableAt<'a>>,
}

impl<'a> WinnerEntry<'a> {
    /// The winner's own fields on the form.
    pub fn fields(&self) -> &'a SeatFields {
        &self.form.seats[usize::from(self.seat)]
    }

    /// What a style says when the winner's tiles were given where no table scores them.
    pub fn no_table(&self) -> HandFormError {
        HandFormError::Tiles {
            name: self.name.to_string(),
            message: "tiles cannot be scored here.".into(),
        }
    }
}

/// A winner read from the form, with the score card for the preview where the style shows
/// one; or what to fix.
pub type WinnerRead = Result<(Winner, Option<TilesPreview>), HandFormError>;

/// One seat of the hand form, as a style's part of it reads it.
pub struct SeatContext<'a> {
    /// The starting seat's index, which names the seat's fields (`value0`, `fu0`, …).
    pub i: usize,
    pub f: &'a SeatFields,
    pub form: &'a HandForm,
    /// The names of the hand's seats, East first, as the form's headings give them (the people
    /// in the chairs of that hand at an American table of five); empty where a part names no
    /// other seat.
    pub names: &'a [String],
    /// The reader's words, for the part's labels.
    pub words: Words,
}

/// The calculator's form as a style's inputs show it.
pub struct CalcContext<'a> {
    pub form: &'a CalcForm,
    /// Bonus tiles (flowers and seasons) with whether each is ticked.
    pub chips: &'a [BonusChip],
    /// The page's words.
    pub words: Words,
}

/// A style's inputs on the calculator, each rendered for its place on the shared page.
#[derive(Default)]
pub struct CalcInputs {
    /// Picker modes after the melds (dora and ura indicators).
    pub picker_modes: String,
    /// Typed fields after the melds.
    pub typed: String,
    /// Fields after the tiles box (nuki, flowers and seasons).
    pub extras: String,
    /// The situation's tick boxes.
    pub checks: String,
    /// The situation's fields after the winds (counters, sticks, the dealer's keeps).
    pub situation: String,
}

/// A style's settings on the tournament form: attributes of the ruleset menu (naming the
/// rulesets that take them) and the fields.
#[derive(Default)]
pub struct SettingsParts {
    pub attributes: String,
    pub fields: String,
}

/// What a style's sheet and calculator say and offer, as plain values: one constant per style
/// lists every one (the compiler asks for each field), and [`StylePages`] reads them.
#[derive(Debug, Clone, Copy)]
pub struct SheetWords {
    /// The hand form's "what happened" choices.
    pub outcomes: Choices,
    /// A winner's values in one tap.
    pub values: Choices,
    /// The rarer values.
    pub more_values: Choices,
    /// The label of a seat's folded extra fields.
    pub more_summary: &'static str,
    /// The liability field's label; empty where the style has no liability (the sheet then
    /// has no such field).
    pub pao_label: &'static str,
    /// How tiles and the typed value go together, under the tile fields; empty where hands
    /// are never written as tiles (American: the sheet then has no tile fields).
    pub tiles_note: &'static str,
    /// Example concealed tiles and winning tile for the tile fields.
    pub tiles_example: (&'static str, &'static str),
    /// The name of the replacement-tile situation.
    pub rinshan_label: &'static str,
    /// The name of the robbed-kong situation.
    pub chankan_label: &'static str,
    /// Whether the style plays riichi, tenpai, nagashi, abortive draws and chombo.
    pub riichi_family: bool,
    /// The calculator's picker mode for a chow, where one may be called.
    pub chi_mode: Option<ChowCall>,
    /// How a win is named on the calculator: (by discard, self-drawn).
    pub won_by: (&'static str, &'static str),
    /// Whether the calculator offers every round wind (the game's length is a tournament's choice).
    pub every_round_wind: bool,
    /// Whether the picker lacks 2m–8m.
    pub short_characters: bool,
    /// Whether red fives may be played.
    pub has_red_fives: bool,
}

impl SheetWords {
    /// What the tile picker needs of these words.
    pub fn picker(&self) -> PickerWords {
        PickerWords {
            chi_mode: self.chi_mode,
            short_characters: self.short_characters,
            has_red_fives: self.has_red_fives,
        }
    }
}

/// What a style brings to the shared pages. Every part is rendered by the style's own
/// templates; a part a style does not have renders nothing.
pub trait StylePages: Sync {
    /// The style's words and offers on the shared pages.
    fn words(&self) -> &SheetWords;
    /// The message saying why the calculator scores none of the style's hands, for a style
    /// whose hands are typed, never scored from tiles (American, Chinese Classical,
    /// Vietnamese, Tenpai Race); `None` where a hand may be scored from its tiles.
    fn typed_only(&self) -> Option<&'static str> {
        None
    }
    /// Whether a hand scored from its tiles is scored with a round (prevalent) wind; Zung Jung
    /// has none, so its calculator does not ask for one.
    fn has_round_wind(&self) -> bool {
        self.scores_tiles()
    }
    /// Whether a winner's hand may be scored from its tiles (the sheet's tile fields, the
    /// calculator): unless the style's hands are typed only.
    fn scores_tiles(&self) -> bool {
        self.typed_only().is_none()
    }
    /// A seat's role chips after "dealt in".
    fn roles(&self, _seat: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }
    /// A seat's folded extra fields after "dead hand".
    fn more(&self, seat: &SeatContext<'_>) -> askama::Result<String>;
    /// A winner's fields after the value chips.
    fn value_extras(&self, _seat: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }
    /// Attributes of the liability field, for the sheet's script.
    fn pao_attributes(&self) -> askama::Result<String> {
        Ok(String::new())
    }
    /// A winner's tile fields after the melds.
    /// None where the style's hands are typed, not scored from tiles.
    fn tiles_extras(&self, _seat: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }
    /// A winner's situation boxes before the shared ones.
    /// None where the style's hands are typed, not scored from tiles.
    fn checks(&self, _seat: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }
    /// The hand's fields shared by every winner (dora indicators).
    fn table_fields(
        &self,
        _form: &HandForm,
        _red_fives: bool,
        _words: Words,
    ) -> askama::Result<String> {
        Ok(String::new())
    }
    /// The score cards of winners scored from their tiles.
    fn preview(&self, _scores: &[TilesPreview]) -> askama::Result<String> {
        Ok(String::new())
    }
    /// A winner read from the form: typed value or tiles scored at `table` (with the score
    /// card for the preview, where the style shows one).
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead;
    /// What a winner wrote for the style besides its value (American's card notes,
    /// Vietnamese's bonuses), read after its value; nothing by default.
    fn winner_notes(&self, _entry: WinnerEntry<'_>) -> Result<WinnerNotes, HandFormError> {
        Ok(WinnerNotes::default())
    }
    /// Whether a penalty is points taken from a seat, typed in its folded fields (MCR and the
    /// styles of points), read by the shared [`super::seats::typed_penalties`].
    fn typed_penalties(&self) -> bool {
        false
    }
    /// The table penalties chosen on the form; `names` name the seats. None unless the style
    /// types them ([`StylePages::typed_penalties`]) or reads its own.
    fn penalties(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<TablePenalty>, HandFormError> {
        if self.typed_penalties() {
            super::seats::typed_penalties(form, names)
        } else {
            Ok(Vec::new())
        }
    }
    /// The false wins chosen on the form (MCR); `names` name the seats.
    fn false_wins(
        &self,
        _form: &HandForm,
        _names: &[String],
    ) -> Result<Vec<FalseWin>, HandFormError> {
        Ok(Vec::new())
    }
    /// Every seat's score after a win, seat 0 first, where the style scores every hand
    /// (Chinese Classical); `names` name the seats, and the game's table (its preset) checks
    /// each score where it is known, so that a refusal names the player.
    fn scores(
        &self,
        _form: &HandForm,
        _names: &[String],
        _table: Option<&TableAt<'_>>,
    ) -> Result<Vec<PlayerScore>, HandFormError> {
        Ok(Vec::new())
    }

    /// The dead-hand challenges chosen on the form (American); `names` name the seats.
    fn challenges(
        &self,
        _form: &HandForm,
        _names: &[String],
    ) -> Result<Vec<Challenge>, HandFormError> {
        Ok(Vec::new())
    }

    /// What the score sheet shows of the game beyond its rows, above them (Clear Mahjong's
    /// conditions per team) in the reader's `words`; the game's stored hands and rules, `names`
    /// its seats' players.
    /// Nothing by default.
    fn sheet_summary(
        &self,
        _game: (&[Hand], &Ruleset),
        _sheet: &Sheet,
        _names: &[String],
        _words: Words,
    ) -> askama::Result<String> {
        Ok(String::new())
    }

    /// The calculator's style inputs.
    /// None where the style's hands are typed, not scored from tiles.
    fn calculator_inputs(&self, _calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        Ok(CalcInputs::default())
    }
    /// The calculator's result under `rules`: the rendered score, or why the hand cannot
    /// win. A style scoring from tiles gives its own; one whose hands are typed only says why
    /// it has none ([`StylePages::typed_only`]).
    fn calculator_result(
        &self,
        calc: &CalcContext<'_>,
        _table: &Table,
        _rules: &Ruleset,
    ) -> askama::Result<Result<String, String>> {
        let why = match self.typed_only() {
            Some(message) => calc.words.get(message),
            None => calc.words.get("calculator-typed-none"),
        };
        Ok(Err(why))
    }
    /// A note under the calculator's title (which faan table pays), if the style has one, in
    /// `words`' language.
    fn rules_note(
        &self,
        _rules: &Ruleset,
        _tournament: Option<&TournamentRow>,
        _words: &Words,
    ) -> Option<String> {
        None
    }
    /// The style's settings on the tournament form for the rulesets `takers`, if it has any,
    /// labelled in `words`.
    fn settings(
        &self,
        _takers: &[&'static str],
        _winds: &str,
        _faan_table: &str,
        _words: Words,
    ) -> askama::Result<Option<SettingsParts>> {
        Ok(None)
    }
}
