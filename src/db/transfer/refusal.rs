//! Why a tournament file is refused by its check, as values: where the first problem is
//! ([`Place`]) and what it is ([`Problem`], a kind and its facts), together an
//! [`ImportRefusal`]. Their English is `refusal_words.rs`'s, one `Display` per type, which a
//! translation replaces; nothing here builds a sentence.

use crate::engine::ruleset::PresetId;
use crate::engine::styles::settings::SettingsError;
use crate::engine::styles::StyleId;
use crate::tournament::bracket::BracketError;
use crate::tournament::details::DetailsError;
use crate::tournament::penalties::PenaltyError;
use crate::tournament::players::PlayerError;
use crate::tournament::seating::SeatingError;
use crate::tournament::teams::TeamError;

/// A file refused by its check: a part of it holds too many things, or one place in it holds
/// a problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportRefusal {
    /// More players, rounds or penalties than a file may hold.
    TooMany { part: Part, max: usize },
    /// The first problem, where it is.
    At { place: Place, problem: Problem },
}

/// A list of the file counted against its bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Players,
    Rounds,
    Penalties,
}

/// Where in the file a problem is, as a person counts (players, stages, hands, penalties and
/// audit entries from 1; rounds and tables by their numbers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Tournament,
    Player(usize),
    Bracket,
    BracketStage(usize),
    Round(i64),
    Table {
        round: i64,
        table: i64,
    },
    /// A hand's mark (its status, who entered it) at a table.
    Mark {
        round: i64,
        table: i64,
        hand: usize,
    },
    Penalty(usize),
    AuditEntry(usize),
    Team(usize),
}

/// Which free text of a place is too long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    Date,
    Reason,
    Seed,
    Phone,
    Name,
    Dispute,
    Time,
    Action,
    Subject,
    OldValue,
    NewValue,
    FormKey,
}

/// What is wrong at a place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The tournament's details, as the tournament form refuses them.
    Details(DetailsError),
    /// Who records hands is neither the staff nor the tables.
    HandEntry {
        found: String,
    },
    /// A player's details, as the player form refuses them.
    Player(PlayerError),
    /// A free text too long, or holding a NUL character.
    Text(Text),
    /// A player the file's list does not hold.
    UnknownPlayer {
        player: i64,
    },
    /// A player's or a penalty's id used twice.
    IdTwice {
        id: i64,
    },
    /// Two players' names the same (names ignore case and spaces).
    NameTwice {
        name: String,
    },
    /// The bracket's plan is not one a tenbou wrote.
    UnreadablePlan {
        problem: String,
    },
    SeedNotANumber,
    /// The bracket's plan cannot be made for this field.
    Plan(BracketError),
    MoreStagesThanPlanned {
        stages: usize,
        planned: usize,
    },
    StageOutOfOrder {
        found: i64,
    },
    EnteredTwice {
        player: i64,
    },
    NobodyEntered,
    RoundNumberBelowOne,
    RoundTwice,
    UnknownSeating {
        code: String,
    },
    UnknownTableRule {
        code: String,
    },
    /// The round's table rule is not one the tournament's style plays.
    TableRule(SeatingError),
    TooManyTables {
        max: usize,
    },
    SitsOutTwice {
        player: i64,
    },
    /// A round's games belong to a stage the file does not hold.
    NoSuchStage {
        stage: i64,
    },
    StageFull {
        stage: i64,
        allowed: usize,
    },
    ClockOutOfRange {
        minutes: i64,
    },
    ExtraTimeOutOfRange {
        table: i64,
    },
    TableNumberBelowOne,
    TablesOutOfOrder,
    UnknownRuleset {
        ruleset: String,
    },
    /// A game of another style than the tournament's.
    OtherStyle {
        ruleset: String,
        style: StyleId,
        tournament: PresetId,
    },
    /// A game's ruleset seats another number of players than the tournament's tables.
    OtherTable {
        ruleset: String,
        seats: usize,
        table: usize,
    },
    /// The tournament's settings cannot be applied to the game's ruleset.
    Settings(SettingsError),
    VersionOutOfRange {
        version: i64,
    },
    TooManyHands {
        max: usize,
    },
    SeatBeyondTable {
        seats: usize,
    },
    SeatedTwice {
        player: i64,
    },
    /// A fifth person where the style seats none.
    FifthSeat(SeatingError),
    /// A tag-team table's partners where the style has no such form.
    Partners(SeatingError),
    /// A fifth person and partners at one table.
    FifthAndPartners,
    TooFewPlayers {
        least: usize,
    },
    MoreMarksThanHands,
    UnknownStatus {
        status: String,
    },
    EnteringSeatOutOfRange,
    /// A penalty, as the penalty form refuses it.
    Penalty(PenaltyError),
    UnknownAction {
        action: String,
    },
    GameNotInFile,
    HandOutOfRange,
    UndoneByEarlier,
    /// The team's name or players, as the teams page refuses them.
    Team(TeamError),
    /// A team where the tournament's style is played alone.
    NoTeamsInStyle,
    /// A player in two teams.
    InTwoTeams {
        player: i64,
    },
    /// Two teams' names the same (names ignore case and spaces).
    TeamNameTwice {
        name: String,
    },
}

impl Place {
    /// `problem` at this place.
    pub fn refuses(self, problem: Problem) -> ImportRefusal {
        ImportRefusal::At {
            place: self,
            problem,
        }
    }
}
