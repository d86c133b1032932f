//! A team of two as the organizer forms it, for a style played in teams (Clear Mahjong,
//! docs/rules.md §16 "Teams"): a name that is not blank and exactly two different players.
//! Pure: whether the players exist or are already partnered is the application's to check
//! against what is stored.

use super::players::{name_key, PlayerId};
use thiserror::Error;

/// The longest team name kept, in characters: a name beyond it is a slip, not a team.
pub const MAX_TEAM_NAME: usize = 60;

/// Why a team could not be formed from what was typed and chosen.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TeamError {
    #[error("Give the team a name.")]
    BlankName,
    #[error("A team name is at most {MAX_TEAM_NAME} characters.")]
    NameTooLong,
    #[error("A team is two players: {chosen} chosen. Tick exactly two.")]
    NotTwo { chosen: usize },
}

/// A team ready to store: its name as shown, its uniqueness key and its two partners.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTeam {
    pub name: String,
    pub key: String,
    pub partners: [PlayerId; 2],
}

impl NewTeam {
    /// The team named `name` of the players `chosen` (a player ticked twice counts once).
    pub fn parse(name: &str, chosen: &[PlayerId]) -> Result<NewTeam, TeamError> {
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() {
            return Err(TeamError::BlankName);
        }
        if name.chars().count() > MAX_TEAM_NAME {
            return Err(TeamError::NameTooLong);
        }
        let mut distinct = chosen.to_vec();
        distinct.sort();
        distinct.dedup();
        match distinct[..] {
            [first, second] => Ok(NewTeam {
                key: name_key(&name),
                name,
                partners: [first, second],
            }),
            _ => Err(TeamError::NotTwo {
                chosen: distinct.len(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(raw: &[i64]) -> Vec<PlayerId> {
        raw.iter().map(|&r| PlayerId::new(r).unwrap()).collect()
    }

    /// A case: the name typed, the ids ticked, and the team's name and partners or the error.
    type Case = (
        &'static str,
        &'static [i64],
        Result<(&'static str, [i64; 2]), TeamError>,
    );

    #[test]
    fn a_team_is_a_name_and_exactly_two_different_players() {
        let cases: &[Case] = &[
            ("  East  Wind ", &[2, 1], Ok(("East Wind", [1, 2]))),
            ("", &[1, 2], Err(TeamError::BlankName)),
            ("   ", &[1, 2], Err(TeamError::BlankName)),
            ("Trio", &[1, 2, 3], Err(TeamError::NotTwo { chosen: 3 })),
            ("Solo", &[1], Err(TeamError::NotTwo { chosen: 1 })),
            ("Twice", &[1, 1], Err(TeamError::NotTwo { chosen: 1 })),
            ("None", &[], Err(TeamError::NotTwo { chosen: 0 })),
        ];
        for (name, chosen, expected) in cases {
            let got = NewTeam::parse(name, &ids(chosen));
            let got = got.map(|t| (t.name, t.partners.map(PlayerId::get)));
            let expected = expected.clone().map(|(n, p)| (n.to_string(), p));
            assert_eq!(got, expected, "{name:?} {chosen:?}");
        }
    }

    #[test]
    fn a_name_too_long_is_refused_and_the_key_ignores_case() {
        let long = "x".repeat(MAX_TEAM_NAME + 1);
        assert_eq!(
            NewTeam::parse(&long, &ids(&[1, 2])),
            Err(TeamError::NameTooLong)
        );
        let team = NewTeam::parse("Red Dragons", &ids(&[1, 2])).unwrap();
        assert_eq!(team.key, name_key("RED dragons"));
    }
}
