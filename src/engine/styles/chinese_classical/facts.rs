//! Chinese Classical's own facts of a stored hand (docs/rules.md §11): every player's hand
//! scored after a win. The shared record keeps them as
//! [`crate::engine::sheet::StyleFacts::ChineseClassical`], stored as today's `"scores": [...]`,
//! seat 0 first.

use serde::{Deserialize, Serialize};

/// What a Chinese Classical hand records besides what every style shares.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassicalFacts {
    /// Every player's hand scored after a win, seat 0 first; the outcome's winner names whose
    /// is the winning hand.
    pub scores: Vec<PlayerScore>,
}

impl ClassicalFacts {
    /// Whether nothing is written.
    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    /// These facts as a style that does not play them names them when it refuses the hand.
    pub fn as_refused(&self) -> Option<&'static str> {
        (!self.is_empty()).then_some("every player's hand scored (`scores`, Chinese Classical's)")
    }
}

/// One player's hand as a Chinese Classical sheet scores it, stored as
/// `{"points": P, "doubles": D}`, `{"limit": true}` or `{"picks": ["id", …]}` (ids of the
/// style's list, one per time the hand has the entry). Numbers are kept as written, a negative
/// one included, so that the style's check refuses them with the reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "PlayerScoreRaw", into = "PlayerScoreRaw")]
pub enum PlayerScore {
    /// Points and doubles counted by the player.
    Counted { points: i64, doubles: i64 },
    /// A limit hand, named no further.
    Limit,
    /// Entries of the style's list, by id.
    Picks(Vec<String>),
}

/// A player's score as stored: exactly one of the three shapes.
#[derive(Serialize, Deserialize)]
struct PlayerScoreRaw {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    points: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    doubles: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    limit: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    picks: Option<Vec<String>>,
}

/// The three shapes of a stored player's score, for the message refusing any other.
pub const PLAYER_SCORE_SHAPES: &str =
    "{\"points\": P, \"doubles\": D}, {\"limit\": true} or {\"picks\": [\"id\", …]}";

impl TryFrom<PlayerScoreRaw> for PlayerScore {
    type Error = String;

    fn try_from(raw: PlayerScoreRaw) -> Result<PlayerScore, String> {
        match raw {
            PlayerScoreRaw {
                points: Some(points),
                doubles,
                limit: None,
                picks: None,
            } => Ok(PlayerScore::Counted {
                points,
                doubles: doubles.unwrap_or(0),
            }),
            PlayerScoreRaw {
                points: None,
                doubles: None,
                limit: Some(true),
                picks: None,
            } => Ok(PlayerScore::Limit),
            PlayerScoreRaw {
                points: None,
                doubles: None,
                limit: None,
                picks: Some(picks),
            } => Ok(PlayerScore::Picks(picks)),
            _ => Err(format!("a player's score is one of {PLAYER_SCORE_SHAPES}")),
        }
    }
}

impl From<PlayerScore> for PlayerScoreRaw {
    fn from(score: PlayerScore) -> PlayerScoreRaw {
        let mut raw = PlayerScoreRaw {
            points: None,
            doubles: None,
            limit: None,
            picks: None,
        };
        match score {
            PlayerScore::Counted { points, doubles } => {
                (raw.points, raw.doubles) = (Some(points), Some(doubles))
            }
            PlayerScore::Limit => raw.limit = Some(true),
            PlayerScore::Picks(picks) => raw.picks = Some(picks),
        }
        raw
    }
}
