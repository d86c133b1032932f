//! Who plays and who bets when five share a table (docs/rules.md §10, "The bettor": American's
//! fifth seat, the only table of five today).
//!
//! The four chairs are the seats of play, 0 (the first East) to 3; the five people are numbered
//! 0–4 as they sat for the first hand, 0–3 in chairs 0–3 and 4 the first bettor. The deal passes
//! to the next chair after every hand (chair `n % 4` deals hand `n`, counting from 0); after each
//! hand the bettor takes the chair of the hand's dealer, and that dealer becomes the next bettor.
//! [`FiveSeats`] says who sits where in a hand and turns a settlement by chair into one by person.

/// Where a settlement by chair puts the bettor's change: after the four chairs.
pub const BETTOR: usize = 4;

/// Who sits in each chair, and who bets, in one hand at a table of five.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FiveSeats {
    chairs: [u8; 4],
    bettor: u8,
}

impl FiveSeats {
    /// The first hand: people 0–3 in chairs 0–3, person 4 bets.
    pub const FIRST: FiveSeats = FiveSeats {
        chairs: [0, 1, 2, 3],
        bettor: 4,
    };

    /// The seating of hand `n` (0 the first hand of the game).
    pub fn of_hand(n: usize) -> FiveSeats {
        (0..n).fold(FiveSeats::FIRST, |seats, k| seats.after_hand(k % 4))
    }

    /// The seating after a hand dealt from chair `dealer_chair` (0–3): the bettor sits in that
    /// chair and its player bets next.
    pub fn after_hand(self, dealer_chair: usize) -> FiveSeats {
        let mut next = self;
        next.chairs[dealer_chair] = self.bettor;
        next.bettor = self.chairs[dealer_chair];
        next
    }

    /// The person (0–4) in chair `chair` (0–3).
    pub fn person_in(self, chair: usize) -> u8 {
        self.chairs[chair]
    }

    /// The person (0–4) who bets this hand.
    pub fn bettor(self) -> u8 {
        self.bettor
    }

    /// A settlement by chair with the bettor fifth, at [`BETTOR`] (as American's settlement
    /// returns it with a bet)
    /// as changes per person 0–4. Without a bet the bettor's entry is 0.
    pub fn by_person(self, deltas: &[i64]) -> [i64; 5] {
        let mut out = [0; 5];
        for (chair, &person) in self.chairs.iter().enumerate() {
            out[usize::from(person)] = deltas.get(chair).copied().unwrap_or(0);
        }
        out[usize::from(self.bettor)] = deltas.get(BETTOR).copied().unwrap_or(0);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bettor_takes_the_dealers_chair_and_the_dealer_bets_next() {
        let second = FiveSeats::of_hand(1);
        assert_eq!(second.chairs, [4, 1, 2, 3]);
        assert_eq!(second.bettor(), 0);
        let third = FiveSeats::of_hand(2);
        // Chair 1 dealt the second hand: its player (1) bets, the bettor (0) sits there.
        assert_eq!(third.chairs, [4, 0, 2, 3]);
        assert_eq!(third.bettor(), 1);
        assert_eq!(third.person_in(1), 0);
    }

    #[test]
    fn every_person_bets_in_turn_and_sits_every_other_hand() {
        let bettors: Vec<u8> = (0..10).map(|n| FiveSeats::of_hand(n).bettor()).collect();
        assert_eq!(bettors, [4, 0, 1, 2, 3, 4, 0, 1, 2, 3]);
        for n in 0..20 {
            let s = FiveSeats::of_hand(n);
            let mut everyone: Vec<u8> = s.chairs.to_vec();
            everyone.push(s.bettor());
            everyone.sort_unstable();
            assert_eq!(everyone, [0, 1, 2, 3, 4], "hand {n}");
        }
    }

    #[test]
    fn a_settlement_by_chair_is_given_to_the_people_sitting_there() {
        let s = FiveSeats::of_hand(2); // chairs [4, 0, 2, 3], bettor 1
        assert_eq!(
            s.by_person(&[150, -100, -100, -100, 150]),
            [-100, 150, -100, -100, 150]
        );
        assert_eq!(s.by_person(&[10, -10, 0, 0]), [-10, 0, 0, 0, 10]);
    }
}
