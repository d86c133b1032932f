//! Clear Mahjong's five conditions (docs/rules.md §16): the yaku a team clears by winning with
//! them, the two hands that clear nothing, and which conditions a winner's hand clears — read
//! from the yaku it was scored with when it was scored from its tiles, or from what its
//! winner wrote when it was typed by han and fu, refused with the reason where the typed value
//! cannot hold what it claims.

pub use super::team_and_condition::Condition;
use crate::engine::hand::yaku::Yaku;
use crate::engine::sheet::{HandValue, ValueError, Winner};

/// Hands that clear nothing, whatever else they score (the seed: "A hand that scores All With
/// Terminals or Four Concealed Pons does not count as clearing a condition"): junchan and
/// suuankou, in both of its forms.
const CLEARS_NOTHING: [Yaku; 3] = [Yaku::Junchan, Yaku::Suuankou, Yaku::SuuankouTanki];

/// The pairs of conditions one hand can hold together (docs/rules.md §16): chanta's sets
/// leave room for three colours or three concealed pons; every other pair needs more sets than
/// a hand has (ittsu and sanshoku take three sequences each, sanankou three triplets, ittsu's
/// 4-5-6 holds no terminal, seven pairs has no set at all).
const HELD_TOGETHER: [(Condition, Condition); 2] = [
    (Condition::Sanshoku, Condition::Chanta),
    (Condition::Chanta, Condition::Sanankou),
];

/// A set of conditions: what a hand clears, or what a team has cleared so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Cleared(u8);

impl Cleared {
    /// No condition.
    pub const NONE: Cleared = Cleared(0);

    /// Whether `condition` is in the set.
    pub fn contains(self, condition: Condition) -> bool {
        self.0 & condition.bit() != 0
    }

    /// The set with `condition` added.
    pub fn with(self, condition: Condition) -> Cleared {
        Cleared(self.0 | condition.bit())
    }

    /// Both sets together.
    pub fn union(self, other: Cleared) -> Cleared {
        Cleared(self.0 | other.0)
    }

    /// Whether the set holds all five: the team that has cleared them wins.
    pub fn is_all(self) -> bool {
        Condition::ALL.into_iter().all(|c| self.contains(c))
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The conditions in the set, in the seed's order.
    pub fn conditions(self) -> impl Iterator<Item = Condition> {
        Condition::ALL
            .into_iter()
            .filter(move |c| self.contains(*c))
    }

    /// The conditions not in the set, in the seed's order.
    pub fn left(self) -> impl Iterator<Item = Condition> {
        Condition::ALL
            .into_iter()
            .filter(move |c| !self.contains(*c))
    }

    /// The conditions in `self` that `before` did not hold.
    pub fn new_since(self, before: Cleared) -> Cleared {
        Cleared(self.0 & !before.0)
    }

    /// The conditions in words ("Large Straight (ittsu), Seven Pairs (chiitoitsu)").
    pub fn words(self) -> String {
        let names: Vec<&str> = self.conditions().map(Condition::name).collect();
        names.join(", ")
    }

    /// What a hand scored with these yaku (canonical names) clears: each condition among them,
    /// or nothing where the hand scores junchan or suuankou.
    pub fn of_yaku<'a>(names: impl IntoIterator<Item = &'a str>) -> Cleared {
        let yaku: Vec<Yaku> = names.into_iter().filter_map(Yaku::from_name).collect();
        if yaku.iter().any(|y| CLEARS_NOTHING.contains(y)) {
            return Cleared::NONE;
        }
        Condition::ALL
            .into_iter()
            .filter(|c| yaku.contains(&c.yaku()))
            .fold(Cleared::NONE, Cleared::with)
    }
}

/// The conditions `winner`'s hand clears: from the yaku its tiles were scored with, or, for a
/// hand typed by han and fu, the condition yaku its winner wrote (`written`, ids), each checked
/// against the typed value. The refusal says what cannot be and why.
pub fn cleared_by(winner: &Winner, written: &[String]) -> Result<Cleared, ValueError> {
    let refused = |reason: String| ValueError::Refused {
        seat: winner.seat,
        reason,
    };
    if let Some(tiles) = &winner.tiles {
        if !written.is_empty() {
            return Err(refused(
                "a hand scored from its tiles clears its conditions by itself, from its yaku: tick no condition beside the tiles".into(),
            ));
        }
        return Ok(Cleared::of_yaku(
            tiles.yaku.iter().map(|(name, _)| name.as_str()),
        ));
    }
    let mut claimed = Cleared::NONE;
    for id in written {
        let condition = Condition::from_id(id).ok_or_else(|| {
            refused(format!(
                "`{id}` is not one of Clear Mahjong's five conditions (ittsu, sanshoku_doujun, chanta, sanankou, chiitoitsu)"
            ))
        })?;
        if claimed.contains(condition) {
            return Err(refused(format!("{} is written twice", condition.name())));
        }
        claimed = claimed.with(condition);
    }
    check_held_together(claimed).map_err(refused)?;
    check_typed_value(claimed, winner.value).map_err(refused)?;
    Ok(claimed)
}

/// Refuses two conditions no one hand holds together.
fn check_held_together(claimed: Cleared) -> Result<(), String> {
    let held: Vec<Condition> = claimed.conditions().collect();
    for (i, &a) in held.iter().enumerate() {
        for &b in &held[i + 1..] {
            if !HELD_TOGETHER.contains(&(a, b)) {
                return Err(format!(
                    "{} and {} cannot be in one hand (a hand has four sets and a pair)",
                    a.name(),
                    b.name()
                ));
            }
        }
    }
    Ok(())
}

/// Refuses conditions the typed value cannot hold: more han than the hand has, seven pairs at
/// other fu than 25 or another condition at 25 fu, any condition beside a yakuman (a yakuman
/// hand scores no other yaku, and suuankou clears nothing).
fn check_typed_value(claimed: Cleared, value: HandValue) -> Result<(), String> {
    if claimed.is_empty() {
        return Ok(());
    }
    match value {
        HandValue::HanFu { han, fu } => {
            let least: u32 = claimed.conditions().map(Condition::least_han).sum();
            if least > han {
                return Err(format!(
                    "{} score at least {least} han, more than the {han} han typed",
                    claimed.words()
                ));
            }
            let seven_pairs = claimed.contains(Condition::Chiitoitsu);
            match fu {
                Some(fu) if seven_pairs && fu != 25 => Err(format!(
                    "Seven Pairs (chiitoitsu) is always 25 fu, not {fu}"
                )),
                Some(25) if !seven_pairs => Err(format!(
                    "a hand of 25 fu is seven pairs, which holds no {}",
                    claimed.words()
                )),
                _ => Ok(()),
            }
        }
        HandValue::Yakuman(_) => Err(format!(
            "a yakuman scores no other yaku, so it clears no condition ({} written)",
            claimed.words()
        )),
        // A named limit holds any han, and any value of another kind is the value check's to
        // refuse.
        _ => Ok(()),
    }
}
