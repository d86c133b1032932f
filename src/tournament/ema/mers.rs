//! The MERS figures of one event (docs/ema.md), as the EMA's "Basics for ranking system"
//! publishes them (https://mahjong-europe.org/ranking/Basicsranking.html, in force since
//! 1 January 2018):
//!
//! - each player's **base rank**, `1000 × (N − place) / (N − 1)` for N players, the winner 1000
//!   and the last 0; players sharing a place share the average of the places they fill;
//! - the event's **weight**, `duration + players + countries + qualification`, each part from
//!   the EMA's table ([`MersWeight`]).
//!
//! An estimate: the EMA certifies an event and computes both itself. Pure arithmetic.

use std::fmt;

/// The base rank of each player from their place (1 first; tied players share a place), in
/// the order given. Players sharing a place fill the places from theirs to the one before the
/// next player's, and each gets the average of those places' base ranks: two players sharing
/// 2nd of 5 fill 2nd and 3rd and get (750 + 500) / 2 = 625. A field of one gives its only
/// player 1000.
pub fn base_ranks(places: &[usize]) -> Vec<f64> {
    let field = places.len();
    if field <= 1 {
        return vec![1000.0; field];
    }
    let last = (field - 1) as f64;
    places
        .iter()
        .map(|&place| {
            let sharing = places.iter().filter(|&&p| p == place).count();
            // The places filled run from `place` to `place + sharing − 1`: their mean.
            let mean_place = place as f64 + (sharing as f64 - 1.0) / 2.0;
            1000.0 * (field as f64 - mean_place) / last
        })
        .collect()
}

/// A base rank to two decimals ("866.67"). The EMA's pages show whole numbers, rounded in
/// some examples and cut in others (3rd of 16 is "867", 75th of 100 "252"): the decimals let a
/// reader see both.
pub fn shown_base_rank(rank: f64) -> String {
    format!("{rank:.2}")
}

/// What the organiser states about the event beyond what the results show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventFacts {
    /// Days played: 1, 2 or 3 (a longer event counts as 3, the longest the EMA's table has).
    pub days: u8,
    /// Players ranked in the results.
    pub players: usize,
    /// Substitutes who played (the EMA counts at most 3 among the players).
    pub substitutes: usize,
    /// Countries the players came from (players without a country not counted).
    pub countries: usize,
    /// Players had to qualify to enter.
    pub qualification: bool,
}

/// The most substitutes the EMA counts among an event's players.
pub const MAX_COUNTED_SUBSTITUTES: usize = 3;

/// An estimated MERS weight and its parts, each in halves (the EMA's steps are 0.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MersWeight {
    pub duration: Halves,
    pub players: Halves,
    pub countries: Halves,
    pub qualification: Halves,
}

/// A count of halves: 5 is 2.5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Halves(pub u32);

impl fmt::Display for Halves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 % 2 {
            0 => write!(f, "{}", self.0 / 2),
            _ => write!(f, "{}.5", self.0 / 2),
        }
    }
}

impl MersWeight {
    /// The weight of an event with `facts`, by the EMA's table:
    ///
    /// | part | 0 | 0.5 | 1 | more |
    /// |---|---|---|---|---|
    /// | duration | | | 1 day | 2 days: 2, 3 days: 3 |
    /// | players (substitutes, at most 3, included) | up to 40 | 41–80 | over 80 | |
    /// | countries | up to 5 | 6–9 | 10 or more | |
    /// | qualification needed | no | | yes | |
    pub fn estimate(facts: EventFacts) -> MersWeight {
        let days = u32::from(facts.days.clamp(1, 3));
        let counted = facts.players + facts.substitutes.min(MAX_COUNTED_SUBSTITUTES);
        let players = match counted {
            0..=40 => 0,
            41..=80 => 1,
            _ => 2,
        };
        let countries = match facts.countries {
            0..=5 => 0,
            6..=9 => 1,
            _ => 2,
        };
        MersWeight {
            duration: Halves(2 * days),
            players: Halves(players),
            countries: Halves(countries),
            qualification: Halves(if facts.qualification { 2 } else { 0 }),
        }
    }

    /// The sum of the parts: the event's weight.
    pub fn total(&self) -> Halves {
        Halves(self.duration.0 + self.players.0 + self.countries.0 + self.qualification.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(ranks: &[f64]) -> Vec<String> {
        ranks.iter().map(|&r| shown_base_rank(r)).collect()
    }

    #[test]
    fn base_ranks_of_a_field_of_five_with_a_tie_for_second_counted_by_hand() {
        // N = 5, so a place is worth 1000 / 4 = 250: 1st 1000, 2nd 750, 3rd 500, 4th 250,
        // 5th 0. Two share 2nd: they fill 2nd and 3rd, (750 + 500) / 2 = 625 each; the next
        // player is 4th (250).
        let ranks = base_ranks(&[1, 2, 2, 4, 5]);
        assert_eq!(
            shown(&ranks),
            ["1000.00", "625.00", "625.00", "250.00", "0.00"]
        );
    }

    #[test]
    fn base_ranks_as_the_ema_publishes_them() {
        // The EMA's own examples: 3rd of 16 is 866.67 ("867"); 75th of 100 is 252.53 ("252").
        let sixteen: Vec<usize> = (1..=16).collect();
        assert_eq!(shown_base_rank(base_ranks(&sixteen)[2]), "866.67");
        let hundred: Vec<usize> = (1..=100).collect();
        assert_eq!(shown_base_rank(base_ranks(&hundred)[74]), "252.53");
        assert_eq!(shown_base_rank(base_ranks(&hundred)[0]), "1000.00");
        assert_eq!(shown_base_rank(base_ranks(&hundred)[99]), "0.00");
    }

    #[test]
    fn tied_players_share_the_average_at_the_top_the_bottom_and_all_together() {
        // Three share 1st of 4: places 1–3 are 1000, 666.67, 333.33; each gets 666.67.
        assert_eq!(
            shown(&base_ranks(&[1, 1, 1, 4])),
            ["666.67", "666.67", "666.67", "0.00"]
        );
        // Two share last of 3: places 2–3 are 500 and 0; each gets 250.
        assert_eq!(
            shown(&base_ranks(&[1, 2, 2])),
            ["1000.00", "250.00", "250.00"]
        );
        // Everyone level: everyone gets the middle, 500.
        assert_eq!(shown(&base_ranks(&[1, 1, 1, 1])), ["500.00"; 4]);
        assert_eq!(base_ranks(&[1]), [1000.0]);
        assert!(base_ranks(&[]).is_empty());
    }

    #[test]
    fn the_weight_adds_the_parts_of_the_emas_table() {
        let facts = |days, players, substitutes, countries, qualification| EventFacts {
            days,
            players,
            substitutes,
            countries,
            qualification,
        };
        let cases = [
            // A club day: 1 day, 24 players, 2 countries.
            (facts(1, 24, 0, 2, false), "1", ["1", "0", "0", "0"]),
            // 40 players and 1 substitute are 41: the players' half point.
            (facts(1, 40, 1, 5, false), "1.5", ["1", "0.5", "0", "0"]),
            // Substitutes beyond 3 are not counted: 38 + 3 = 41.
            (facts(2, 38, 5, 6, false), "3", ["2", "0.5", "0.5", "0"]),
            (facts(2, 80, 0, 9, false), "3", ["2", "0.5", "0.5", "0"]),
            (facts(3, 81, 0, 10, true), "6", ["3", "1", "1", "1"]),
            // Longer than three days counts as three.
            (facts(4, 12, 0, 1, false), "3", ["3", "0", "0", "0"]),
        ];
        for (facts, total, parts) in cases {
            let weight = MersWeight::estimate(facts);
            let got = [
                weight.duration,
                weight.players,
                weight.countries,
                weight.qualification,
            ]
            .map(|h| h.to_string());
            assert_eq!(got, parts, "{facts:?}");
            assert_eq!(weight.total().to_string(), total, "{facts:?}");
        }
    }
}
