//! The facts of a stored hand that belong to one style family only, as one value
//! ([`StyleFacts`]) beside what every style shares. Each family's type is defined in its style's
//! folder and re-exported here: riichi's declarations (`styles::riichi::facts`), MCR's false
//! wins (`styles::mcr::facts`), Chinese Classical's players' scores
//! (`styles::chinese_classical::facts`), Vietnamese's bonuses (`styles::vietnamese::facts`),
//! American's challenges, card notes and bet (`styles::american::facts`), Clear Mahjong's
//! conditions (`styles::clear::facts`), Mangan Mahjong's tag-team seating
//! (`styles::mangan::facts`).
//!
//! The JSON fields of the families are disjoint, so the variant is the one whose fields are
//! written; a hand carrying fields of several families keeps all of them ([`StyleFacts::Several`])
//! so that it reads and writes byte for byte as before, and the style that receives it refuses
//! what is not its own with its own words. Nothing here refuses anything.

pub use crate::engine::styles::american::facts::{AmericanFacts, Bet, CardNotes, Challenge};
pub use crate::engine::styles::chinese_classical::facts::{
    ClassicalFacts, PlayerScore, PLAYER_SCORE_SHAPES,
};
pub use crate::engine::styles::clear::facts::ClearFacts;
pub use crate::engine::styles::mangan::facts::TagTeamFacts;
pub use crate::engine::styles::mcr::facts::{FalseWin, FalseWinKind, McrFacts};
pub use crate::engine::styles::riichi::facts::RiichiFacts;
pub use crate::engine::styles::vietnamese::facts::VietnameseFacts;

use crate::engine::seat::Seat;

/// A hand's facts of one style family, or none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum StyleFacts {
    /// Nothing of any one family's own: most hands of every style.
    #[default]
    None,
    /// Riichi and sanma: who declared riichi.
    Riichi(RiichiFacts),
    /// MCR: the false wins.
    Mcr(McrFacts),
    /// Chinese Classical: every player's hand scored.
    ChineseClassical(ClassicalFacts),
    /// Vietnamese: the winners' bonuses.
    Vietnamese(VietnameseFacts),
    /// American: challenges, the card's notes, the bettor's bet.
    American(AmericanFacts),
    /// Clear Mahjong: the condition yaku each typed winner held.
    Clear(ClearFacts),
    /// Mangan Mahjong's tag-team form: who was seated at each seat when the hand ended.
    TagTeam(TagTeamFacts),
    /// Facts of two families or more, as written, in the order above, none of them empty:
    /// no style plays such a hand, and each refuses the part that is not its own.
    Several(Vec<StyleFacts>),
}

impl StyleFacts {
    /// The one-family facts held: none, this one, or each of several.
    pub fn parts(&self) -> &[StyleFacts] {
        match self {
            StyleFacts::None => &[],
            StyleFacts::Several(parts) => parts,
            single => std::slice::from_ref(single),
        }
    }

    /// The place of a family in the order facts are kept.
    fn rank(&self) -> u8 {
        match self {
            StyleFacts::None | StyleFacts::Several(_) => 0,
            StyleFacts::Riichi(_) => 1,
            StyleFacts::Mcr(_) => 2,
            StyleFacts::ChineseClassical(_) => 3,
            StyleFacts::Vietnamese(_) => 4,
            StyleFacts::American(_) => 5,
            StyleFacts::Clear(_) => 6,
            StyleFacts::TagTeam(_) => 7,
        }
    }

    /// Whether this one-family value writes nothing.
    fn is_blank(&self) -> bool {
        match self {
            StyleFacts::None => true,
            StyleFacts::Riichi(f) => f.is_empty(),
            StyleFacts::Mcr(f) => f.is_empty(),
            StyleFacts::ChineseClassical(f) => f.is_empty(),
            StyleFacts::Vietnamese(f) => f.is_empty(),
            StyleFacts::American(f) => f.is_empty(),
            StyleFacts::Clear(f) => f.is_empty(),
            StyleFacts::TagTeam(f) => f.is_empty(),
            StyleFacts::Several(parts) => parts.iter().all(StyleFacts::is_blank),
        }
    }

    /// The facts made of these one-family parts: the blank ones dropped, a later part of a
    /// family replacing an earlier one.
    pub fn of_parts(parts: impl IntoIterator<Item = StyleFacts>) -> StyleFacts {
        let mut kept: Vec<StyleFacts> = Vec::new();
        for part in parts {
            for single in part.into_singles() {
                kept.retain(|k| k.rank() != single.rank());
                if !single.is_blank() {
                    kept.push(single);
                }
            }
        }
        kept.sort_by_key(StyleFacts::rank);
        match kept.len() {
            0 => StyleFacts::None,
            1 => kept.pop().expect("one part"),
            _ => StyleFacts::Several(kept),
        }
    }

    fn into_singles(self) -> Vec<StyleFacts> {
        match self {
            StyleFacts::None => Vec::new(),
            StyleFacts::Several(parts) => parts,
            single => vec![single],
        }
    }

    /// The first part of these facts that a style reading the parts `reads` accepts does not
    /// play, as the part names itself; `None` where it plays them all. The style's game refuses
    /// it before it reads the hand, so that no style lists another's fields.
    pub fn first_unread(&self, reads: impl Fn(&StyleFacts) -> bool) -> Option<&'static str> {
        self.parts()
            .iter()
            .filter(|part| !reads(part))
            .find_map(StyleFacts::as_refused)
    }

    /// This one-family part as a style that does not play it names it when it refuses the
    /// hand: Chinese Classical's scores, American's parts and Clear Mahjong's conditions. Riichi's declarations, MCR's
    /// false wins and Vietnamese's bonuses are refused by each game with what it plays
    /// instead (`fixed_seats::Unplayed`, a value check), in those words, so none here.
    fn as_refused(&self) -> Option<&'static str> {
        match self {
            StyleFacts::ChineseClassical(f) => f.as_refused(),
            StyleFacts::American(f) => f.as_refused(),
            StyleFacts::Clear(f) => (!f.is_empty())
                .then_some("the condition yaku a winner held (`conditions`, Clear Mahjong's)"),
            StyleFacts::TagTeam(f) => (!f.is_empty()).then_some(TagTeamFacts::REFUSED_AS),
            StyleFacts::None
            | StyleFacts::Riichi(_)
            | StyleFacts::Mcr(_)
            | StyleFacts::Vietnamese(_)
            | StyleFacts::Several(_) => None,
        }
    }

    /// These facts with `part` (one family's) replacing that family's.
    pub fn with(self, part: StyleFacts) -> StyleFacts {
        StyleFacts::of_parts([self, part])
    }

    /// Clear Mahjong's facts, where written.
    pub fn clear_facts(&self) -> Option<&ClearFacts> {
        self.parts().iter().find_map(|p| match p {
            StyleFacts::Clear(f) => Some(f),
            _ => None,
        })
    }

    /// Mangan Mahjong's tag-team seating, where written.
    pub fn tag_team_facts(&self) -> Option<&TagTeamFacts> {
        self.parts().iter().find_map(|p| match p {
            StyleFacts::TagTeam(f) => Some(f),
            _ => None,
        })
    }

    /// The people seated at each seat when the hand ended (the tag-team form's); empty where
    /// none is written.
    pub fn seated(&self) -> &[u8] {
        self.tag_team_facts().map_or(&[], |f| &f.seated)
    }

    /// Riichi's facts, where written.
    pub fn riichi_facts(&self) -> Option<&RiichiFacts> {
        self.parts().iter().find_map(|p| match p {
            StyleFacts::Riichi(f) => Some(f),
            _ => None,
        })
    }

    /// MCR's facts, where written.
    pub fn mcr_facts(&self) -> Option<&McrFacts> {
        self.parts().iter().find_map(|p| match p {
            StyleFacts::Mcr(f) => Some(f),
            _ => None,
        })
    }

    /// Chinese Classical's facts, where written.
    pub fn classical_facts(&self) -> Option<&ClassicalFacts> {
        self.parts().iter().find_map(|p| match p {
            StyleFacts::ChineseClassical(f) => Some(f),
            _ => None,
        })
    }

    /// Vietnamese's facts, where written.
    pub fn vietnamese_facts(&self) -> Option<&VietnameseFacts> {
        self.parts().iter().find_map(|p| match p {
            StyleFacts::Vietnamese(f) => Some(f),
            _ => None,
        })
    }

    /// American's facts, where written.
    pub fn american_facts(&self) -> Option<&AmericanFacts> {
        self.parts().iter().find_map(|p| match p {
            StyleFacts::American(f) => Some(f),
            _ => None,
        })
    }

    /// Seats that declared riichi (riichi's); empty where none did.
    pub fn riichi(&self) -> &[Seat] {
        self.riichi_facts().map_or(&[], |f| &f.riichi)
    }

    /// False wins (MCR's); empty where none is written.
    pub fn false_wins(&self) -> &[FalseWin] {
        self.mcr_facts().map_or(&[], |f| &f.false_wins)
    }

    /// Every player's hand scored (Chinese Classical's); empty where none is written.
    pub fn scores(&self) -> &[PlayerScore] {
        self.classical_facts().map_or(&[], |f| &f.scores)
    }

    /// Dead-hand challenges (American's); empty where none is written.
    pub fn challenges(&self) -> &[Challenge] {
        self.american_facts().map_or(&[], |f| &f.challenges)
    }

    /// The bettor's bet (an American table of five's).
    pub fn bet(&self) -> Option<Bet> {
        self.american_facts()?.bet
    }

    /// The card's notes of the winner at `index` in the outcome's list (American's).
    pub fn card(&self, index: usize) -> Option<&CardNotes> {
        self.american_facts()?.card_of_winner(index)
    }

    /// The bonuses of the winner at `index` in the outcome's list (Vietnamese's).
    pub fn bonuses(&self, index: usize) -> &[String] {
        self.vietnamese_facts().map_or(&[], |f| f.of_winner(index))
    }

    /// The conditions written by the winner at `index` in the outcome's list (Clear
    /// Mahjong's).
    pub fn conditions(&self, index: usize) -> &[String] {
        self.clear_facts().map_or(&[], |f| f.of_winner(index))
    }

    /// What the winner at `index` in the outcome's list wrote for its style.
    pub fn of_winner(&self, index: usize) -> WinnerFacts<'_> {
        WinnerFacts {
            card: self.card(index),
            bonuses: self.bonuses(index),
            conditions: self.conditions(index),
        }
    }
}

/// What one winner wrote besides its value, owned: as a front end reads it from a form or a
/// document before the hand is put together ([`crate::engine::sheet::Hand::with_winner_notes`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WinnerNotes {
    /// The card's notes (American's); `None` when nothing is written.
    pub card: Option<CardNotes>,
    /// The bonuses ticked (Vietnamese's).
    pub bonuses: Vec<String>,
    /// The condition yaku ticked (Clear Mahjong's).
    pub conditions: Vec<String>,
}

impl WinnerNotes {
    /// The notes as the style's check reads them.
    pub fn facts(&self) -> WinnerFacts<'_> {
        WinnerFacts {
            card: self.card.as_ref(),
            bonuses: &self.bonuses,
            conditions: &self.conditions,
        }
    }
}

/// What one winner wrote besides its value, for the style whose value check reads it: the
/// card's notes (American's), the bonuses ticked (Vietnamese's) and the condition yaku ticked
/// (Clear Mahjong's). Every other style's check refuses what is written here with its reason.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WinnerFacts<'a> {
    pub card: Option<&'a CardNotes>,
    pub bonuses: &'a [String],
    pub conditions: &'a [String],
}

/// `per_winner` without its trailing entries that write nothing.
pub(super) fn trimmed<T>(mut per_winner: Vec<T>, blank: impl Fn(&T) -> bool) -> Vec<T> {
    while per_winner.last().is_some_and(&blank) {
        per_winner.pop();
    }
    per_winner
}
