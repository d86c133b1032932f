//! Mangan Mahjong's own fact of a stored hand in the tag-team form (docs/rules.md §15, "Tag
//! team"): who was seated at each seat when the hand ended. The shared record keeps it as
//! [`crate::engine::sheet::StyleFacts::TagTeam`], stored as `"seated": [p, p, p, p]`, one
//! person per seat East first, people numbered as they sat for the first hand (0–3 at seats
//! East to North, 4–7 their partners in the same order). A hand without it was ended by the
//! first partners, so a hand written before the field existed reads unchanged.

/// The people seated at the four seats when a tag-team hand ended.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TagTeamFacts {
    /// One person (0–7) per seat, East first; empty where the hand does not say, which means
    /// the first partners (people 0–3).
    pub seated: Vec<u8>,
}

impl TagTeamFacts {
    /// Whether the hand names nobody seated.
    pub fn is_empty(&self) -> bool {
        self.seated.is_empty()
    }

    /// The field as a style that plays no tag team names it when it refuses the hand.
    pub const REFUSED_AS: &'static str =
        "the partners seated at the end of the hand (`seated`, only at a Mangan table of eight in the tag-team form)";
}
