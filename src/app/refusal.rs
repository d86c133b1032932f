//! Refusals as values: what was refused and the facts that explain it (which player, which
//! limit, which name), never a sentence. The front end words them at the edge, so a later
//! translation picks them up and the audit log keeps data, not English.
//!
//! Each concern of the application layer has its own refusal enum in its module; this one
//! gathers them so that [`super::AppError::Refused`] carries any of them.

/// Why an operation was refused, by concern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Adding, editing, checking in or importing players.
    Player(super::players::PlayerRefusal),
    /// Setting up the organizer, authorising referees, changing a password.
    Account(super::accounts::AccountRefusal),
    /// A table phone taking a seat.
    Phone(super::phones::PhoneRefusal),
    /// A penalty not given (`app::penalties`).
    Penalty(super::penalties::PenaltyRefusal),
    /// The round clock not changed (`app::clock`).
    Clock(super::clock::ClockRefusal),
    /// A round not started or changed (`app::rounds`).
    Round(super::rounds::RoundRefusal),
    /// The bracket not set up or changed (`app::bracket`).
    Bracket(super::bracket::BracketRefusal),
    /// A tournament's details or rules (`app::tournaments`).
    Tournament(super::tournaments::TournamentRefusal),
    /// A tournament file that cannot be imported (`app::transfer`).
    Transfer(super::transfer::TransferRefusal),
    /// A change of a game's hands (record, correct, confirm, undo…).
    Hand(super::hands::HandRefusal),
    /// A team not formed (`app::teams`).
    Team(super::teams::TeamRefusal),
    /// A league not made or changed (`app::leagues`).
    League(super::leagues::LeagueRefusal),
}

/// Each concern's refusal becomes an [`AppError::Refused`](super::AppError::Refused) in its own
/// variant, so an operation refuses with `?` or `.into()` whatever its concern.
macro_rules! refused_in {
    ($($concern:ty => $variant:ident),* $(,)?) => {
        $(
            impl From<$concern> for super::AppError {
                fn from(refusal: $concern) -> Self {
                    super::AppError::Refused(Refusal::$variant(refusal))
                }
            }
        )*
    };
}

refused_in! {
    super::players::PlayerRefusal => Player,
    super::accounts::AccountRefusal => Account,
    super::phones::PhoneRefusal => Phone,
    super::penalties::PenaltyRefusal => Penalty,
    super::clock::ClockRefusal => Clock,
    super::rounds::RoundRefusal => Round,
    super::bracket::BracketRefusal => Bracket,
    super::tournaments::TournamentRefusal => Tournament,
    super::transfer::TransferRefusal => Transfer,
    super::hands::HandRefusal => Hand,
    super::teams::TeamRefusal => Team,
    super::leagues::LeagueRefusal => League,
}
