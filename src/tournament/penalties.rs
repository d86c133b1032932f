//! Score penalties (docs/rules.md §4, the club's tournament rules): deducted from the player's
//! tournament score, not the game score, and nobody else gains. Each carries a kind, an amount
//! within the range the rules allow, a reason and the game it happened in.
//!
//! The kinds are the club's riichi list (docs/rules.md §4). A style whose rules make some offences
//! table penalties paid with a hand (Hong Kong Old Style, docs/rules.md §7: revealed wall tiles,
//! dropped tiles, a false win) is offered only the other kinds, so one offence is never
//! punished twice and nobody is offered a riichi word ("ura dora") the style does not know.

use crate::engine::ruleset::Ruleset;

/// The kinds the club's rules list, with the range the organizer chooses the amount in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyKind {
    /// Dropping a tile: 2 per tile.
    DroppedTile,
    /// Discussing the state of the game: up to 10.
    Discussion,
    /// Revealing one's hand or waits when not required: up to 5.
    Revealing,
    /// Looking at wall, dead wall or ura dora tiles after a hand: 2 per tile.
    LookingAtTiles,
    /// Arriving late or leaving early: the organizer's decision.
    LateOrEarly,
}

/// The largest penalty for arriving late or leaving early; the rules leave it to the organizer,
/// and this only guards against a typo.
pub const MAX_DISCRETIONARY: i64 = 100;
/// The most tiles one penalty can count (a whole wall would be 136).
pub const MAX_TILES: i64 = 34;

impl PenaltyKind {
    pub const ALL: [PenaltyKind; 5] = [
        PenaltyKind::DroppedTile,
        PenaltyKind::Discussion,
        PenaltyKind::Revealing,
        PenaltyKind::LookingAtTiles,
        PenaltyKind::LateOrEarly,
    ];

    /// The kinds a tournament playing `rules` offers at the referee's desk: every kind, except
    /// that where dropped tiles and revealed wall tiles are table penalties paid with a hand
    /// (`Ruleset::table_penalties`), those two are recorded on the score sheet instead.
    pub fn offered(rules: &Ruleset) -> Vec<PenaltyKind> {
        Self::ALL
            .into_iter()
            .filter(|kind| {
                !(rules.table_penalties
                    && matches!(kind, PenaltyKind::DroppedTile | PenaltyKind::LookingAtTiles))
            })
            .collect()
    }

    /// The word stored and exported.
    pub fn id(self) -> &'static str {
        match self {
            PenaltyKind::DroppedTile => "dropped_tile",
            PenaltyKind::Discussion => "discussion",
            PenaltyKind::Revealing => "revealing",
            PenaltyKind::LookingAtTiles => "looking_at_tiles",
            PenaltyKind::LateOrEarly => "late_or_early",
        }
    }

    pub fn from_id(id: &str) -> Option<PenaltyKind> {
        Self::ALL.into_iter().find(|k| k.id() == id)
    }

    /// What the organizer reads in the form.
    pub fn label(self) -> &'static str {
        match self {
            PenaltyKind::DroppedTile => "Dropped a tile (2 per tile)",
            PenaltyKind::Discussion => "Discussed the state of the game (up to 10)",
            PenaltyKind::Revealing => "Revealed hand or waits (up to 5)",
            PenaltyKind::LookingAtTiles => "Looked at wall or ura dora after a hand (2 per tile)",
            PenaltyKind::LateOrEarly => "Arrived late or left early (organizer's decision)",
        }
    }

    /// The kind in a few words, as the desk, the player's page and the audit log say it.
    pub fn words(self) -> &'static str {
        match self {
            PenaltyKind::DroppedTile => "dropped tile",
            PenaltyKind::Discussion => "discussing the game",
            PenaltyKind::Revealing => "revealing hand or waits",
            PenaltyKind::LookingAtTiles => "looking at tiles",
            PenaltyKind::LateOrEarly => "late or early",
        }
    }

    /// How the club's rules set this kind's amount, which the form states next to the kind.
    pub fn amount_rule(self) -> AmountRule {
        match self {
            PenaltyKind::DroppedTile | PenaltyKind::LookingAtTiles => AmountRule::PerTile(2),
            PenaltyKind::Discussion => AmountRule::UpTo(10),
            PenaltyKind::Revealing => AmountRule::UpTo(5),
            PenaltyKind::LateOrEarly => AmountRule::Organizer,
        }
    }

    /// Checks the amount against the rules' range for this kind.
    pub fn check_amount(self, amount: i64) -> Result<(), PenaltyError> {
        let ok = match self.amount_rule() {
            AmountRule::PerTile(each) => {
                amount >= each && amount % each == 0 && amount <= each * MAX_TILES
            }
            AmountRule::UpTo(most) => (1..=most).contains(&amount),
            AmountRule::Organizer => (1..=MAX_DISCRETIONARY).contains(&amount),
        };
        if ok {
            Ok(())
        } else {
            Err(PenaltyError::AmountOutOfRange {
                kind: self.label(),
                amount,
            })
        }
    }
}

/// How the rules set a kind's amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountRule {
    /// So many points for each tile (dropped, or looked at).
    PerTile(i64),
    /// From 1 up to this many points, as the referee judges.
    UpTo(i64),
    /// The organizer's decision (up to [`MAX_DISCRETIONARY`], a guard against a typo).
    Organizer,
}

/// A penalty the organizer is about to give, known good.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPenalty {
    pub kind: PenaltyKind,
    pub amount: i64,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PenaltyError {
    #[error("Choose the kind of penalty.")]
    UnknownKind,
    #[error("The amount must be a whole number of points, like 2.")]
    NotANumber,
    #[error("{amount} is outside the range for \"{kind}\".")]
    AmountOutOfRange { kind: &'static str, amount: i64 },
    #[error("Write the reason (what happened), so the player and other referees can read it.")]
    NoReason,
    #[error("The reason is too long: keep it under 200 characters.")]
    ReasonTooLong,
    #[error("\"{0}\" is not a score penalty in this tournament's rules: it is a table penalty, recorded with the hand on the score sheet.")]
    NotOffered(&'static str),
}

impl NewPenalty {
    /// [`NewPenalty::parse`] for a tournament playing `rules`: a kind its desk does not offer
    /// (see [`PenaltyKind::offered`]) is refused.
    pub fn parse_for(
        rules: &Ruleset,
        kind: &str,
        amount: &str,
        reason: &str,
    ) -> Result<Self, PenaltyError> {
        let penalty = Self::parse(kind, amount, reason)?;
        if PenaltyKind::offered(rules).contains(&penalty.kind) {
            Ok(penalty)
        } else {
            Err(PenaltyError::NotOffered(penalty.kind.words()))
        }
    }

    pub fn parse(kind: &str, amount: &str, reason: &str) -> Result<Self, PenaltyError> {
        let kind = PenaltyKind::from_id(kind.trim()).ok_or(PenaltyError::UnknownKind)?;
        let amount: i64 = amount
            .trim()
            .parse()
            .map_err(|_| PenaltyError::NotANumber)?;
        kind.check_amount(amount)?;
        let reason = super::details::clean_text(reason);
        if reason.is_empty() {
            return Err(PenaltyError::NoReason);
        }
        if reason.chars().count() > 200 {
            return Err(PenaltyError::ReasonTooLong);
        }
        Ok(Self {
            kind,
            amount,
            reason,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::PresetId;

    #[test]
    fn each_kind_accepts_only_the_amounts_the_rules_allow() {
        let cases = [
            (PenaltyKind::DroppedTile, 2, true),
            (PenaltyKind::DroppedTile, 4, true),
            (PenaltyKind::DroppedTile, 3, false),
            (PenaltyKind::DroppedTile, 0, false),
            (PenaltyKind::Discussion, 10, true),
            (PenaltyKind::Discussion, 11, false),
            (PenaltyKind::Revealing, 5, true),
            (PenaltyKind::Revealing, 6, false),
            (PenaltyKind::LookingAtTiles, 6, true),
            (PenaltyKind::LookingAtTiles, -2, false),
            (PenaltyKind::LateOrEarly, 100, true),
            (PenaltyKind::LateOrEarly, 101, false),
        ];
        for (kind, amount, ok) in cases {
            assert_eq!(kind.check_amount(amount).is_ok(), ok, "{kind:?} {amount}");
        }
    }

    #[test]
    fn hong_kong_old_style_is_offered_no_riichi_kind_and_no_kind_it_pays_at_the_table() {
        let riichi = Ruleset::preset(PresetId::parse("msmc-2016").unwrap());
        assert_eq!(PenaltyKind::offered(&riichi), PenaltyKind::ALL.to_vec());
        let hkos = Ruleset::preset(PresetId::parse("hkos-msmc").unwrap());
        let offered = PenaltyKind::offered(&hkos);
        assert_eq!(
            offered,
            [
                PenaltyKind::Discussion,
                PenaltyKind::Revealing,
                PenaltyKind::LateOrEarly
            ]
        );
        for kind in offered {
            assert!(!kind.label().contains("ura dora"), "{}", kind.label());
            assert!(!kind.label().contains("per tile"), "{}", kind.label());
        }
        assert_eq!(
            NewPenalty::parse_for(&hkos, "dropped_tile", "2", "dropped a tile"),
            Err(PenaltyError::NotOffered("dropped tile"))
        );
        assert!(NewPenalty::parse_for(&hkos, "discussion", "3", "talked").is_ok());
        assert!(NewPenalty::parse_for(&riichi, "dropped_tile", "2", "dropped").is_ok());
    }

    #[test]
    fn a_penalty_needs_a_kind_a_number_and_a_reason() {
        assert_eq!(
            NewPenalty::parse("nope", "2", "x"),
            Err(PenaltyError::UnknownKind)
        );
        assert_eq!(
            NewPenalty::parse("discussion", "two", "x"),
            Err(PenaltyError::NotANumber)
        );
        assert_eq!(
            NewPenalty::parse("discussion", "3", "  "),
            Err(PenaltyError::NoReason)
        );
        let ok = NewPenalty::parse("dropped_tile", " 4 ", "dropped 2 tiles").unwrap();
        assert_eq!((ok.kind, ok.amount), (PenaltyKind::DroppedTile, 4));
    }
}
