//! Examples of every kind of note part with the English the sheet has always shown for it,
//! which the engine's tests and the web's wording tests read, and the tests of the English.

use super::*;

/// One example of every part with the English the sheet showed for it before notes were
/// values (the tests of the engine and of the web's wording read them).
pub(crate) fn every_part_with_its_english() -> Vec<(NotePart, &'static str)> {
    let mut parts = riichi_parts();
    parts.extend(shared_parts());
    parts.extend(single_style_parts());
    parts.extend(super::styles_examples::points_parts());
    parts.extend(super::styles_examples::small_table_parts());
    parts
}

/// Riichi's parts.
fn riichi_parts() -> Vec<(NotePart, &'static str)> {
    let name = |s: &str| s.to_owned();
    vec![
        (
            NotePart::Ron {
                winner: name("Ben"),
                points: 3900,
                discarder: name("Dev"),
            },
            "Ben ron 3900 from Dev",
        ),
        (
            NotePart::RonWithLiable {
                winner: name("A"),
                points: 32000,
                discarder: name("B"),
                liable: name("C"),
            },
            "A ron 32000 from B, C pays half (pao)",
        ),
        (
            NotePart::RonVoid { winner: name("D") },
            "D's ron void (head bump)",
        ),
        (
            NotePart::TripleRon {
                winners: vec![name("A"), name("B"), name("C")],
                discarder: name("D"),
            },
            "triple ron by A, B, C off D: abortive draw",
        ),
        (
            NotePart::TsumoAll {
                winner: name("East"),
                each: 1000,
            },
            "East tsumo 1000 all",
        ),
        (
            NotePart::TsumoSplit {
                winner: name("South"),
                from_non_dealer: 500,
                from_dealer: 1000,
            },
            "South tsumo 500/1000",
        ),
        (
            NotePart::TsumoFromLiable {
                winner: name("A"),
                points: 48000,
                liable: name("B"),
            },
            "A tsumo 48000, all from B (pao)",
        ),
        (
            NotePart::ExhaustiveDraw {
                nagashi: vec![name("West")],
                tenpai: Tenpai::Some(vec![name("East"), name("South")]),
            },
            "draw, nagashi mangan: West, tenpai: East, South",
        ),
        (
            NotePart::ExhaustiveDraw {
                nagashi: vec![],
                tenpai: Tenpai::Nobody,
            },
            "draw, all noten",
        ),
        (
            NotePart::ExhaustiveDraw {
                nagashi: vec![],
                tenpai: Tenpai::Everyone,
            },
            "draw, all tenpai",
        ),
        (NotePart::Draw, "draw"),
        (NotePart::AbortiveDraw, "abortive draw"),
        (
            NotePart::ChomboReverseMangan {
                offender: name("South"),
            },
            "chombo by South, reverse mangan",
        ),
        (
            NotePart::ChomboOffFinalScore {
                offender: name("A"),
                points: 20000,
            },
            "chombo by A, 20000 off the final score",
        ),
    ]
}

/// The parts the styles beyond riichi share, and the game's end.
fn shared_parts() -> Vec<(NotePart, &'static str)> {
    let name = |s: &str| s.to_owned();
    vec![
        (
            NotePart::WinByDiscard {
                winner: name("A"),
                fan: 8,
                from_discarder: 16,
                discarder: name("B"),
                from_each_other: 8,
            },
            "A wins 8 fan, 16 from B, 8 from each other",
        ),
        (
            NotePart::SelfDraw {
                winner: name("D"),
                fan: 9,
                from_each: 17,
            },
            "D self-draws 9 fan, 17 from each",
        ),
        (
            NotePart::WinVoid { winner: name("D") },
            "D's win void (head bump)",
        ),
        (
            NotePart::FalseWin {
                player: name("B"),
                why: FalseWinWhy::UnderMinimum { minimum: 8 },
                each: 10,
            },
            "B false win (under 8 fan), 10 to each",
        ),
        (
            NotePart::FalseWin {
                player: name("B"),
                why: FalseWinWhy::NotWinning,
                each: 10,
            },
            "B false win (not a winning hand), 10 to each",
        ),
        (
            NotePart::Penalty {
                player: name("B"),
                points: 10,
            },
            "B penalty 10",
        ),
        (
            NotePart::BelowZero {
                players: vec![name("A"), name("B")],
            },
            "A, B below zero",
        ),
        (NotePart::DealerStops, "dealer stops (agari-yame)"),
        (NotePart::TimeUp, "time up"),
        (NotePart::GameOver, "game over"),
    ]
}

/// Hong Kong Old Style's and Mangan's parts.
fn single_style_parts() -> Vec<(NotePart, &'static str)> {
    let name = |s: &str| s.to_owned();
    vec![
        (
            NotePart::FaanWin {
                winner: name("A"),
                self_pick: true,
                worth: FaanWorth::Faan { faan: 3 },
                points: 48,
                paid: PaidBy::Each(16),
                liable: None,
            },
            "A self-picks 3 faan, 48: 16 from each",
        ),
        (
            NotePart::FaanWin {
                winner: name("A"),
                self_pick: false,
                worth: FaanWorth::FaanAtLimit { faan: 13 },
                points: 256,
                paid: PaidBy::One(name("B")),
                liable: Some(name("B")),
            },
            "A wins 13 faan (the limit), 256 from B, B liable",
        ),
        (
            NotePart::FaanWin {
                winner: name("A"),
                self_pick: false,
                worth: FaanWorth::Limit,
                points: 256,
                paid: PaidBy::Several(vec![(name("B"), 128), (name("C"), 64)]),
                liable: None,
            },
            "A wins the limit, 256: 128 from B, 64 from C",
        ),
        (
            NotePart::FaanWin {
                winner: name("A"),
                self_pick: true,
                worth: FaanWorth::EightDealerKeeps,
                points: 0,
                paid: PaidBy::Nobody,
                liable: None,
            },
            "A self-picks the limit (eight dealer keeps), 0",
        ),
        (
            NotePart::PenaltyToEach {
                player: name("C"),
                each: 10,
            },
            "C pays 10 to each as a penalty",
        ),
        (
            NotePart::AtZeroOrFewer {
                players: vec![name("A"), name("B")],
                of_people: None,
            },
            "A, B at 0 points or fewer",
        ),
        (
            NotePart::AtZeroOrFewer {
                players: vec![name("A")],
                of_people: Some(PeopleOut { out: 2, people: 8 }),
            },
            "A at 0 points or fewer (2 of 8)",
        ),
    ]
}

/// A number per kind of part; the match has no catch-all, so a new kind of part fails to
/// build until it is counted here (and given an example above).
pub(crate) fn kind_of(part: &NotePart) -> usize {
    match part {
        NotePart::Ron { .. } => 0,
        NotePart::RonWithLiable { .. } => 1,
        NotePart::RonVoid { .. } => 2,
        NotePart::TripleRon { .. } => 3,
        NotePart::TsumoAll { .. } => 4,
        NotePart::TsumoSplit { .. } => 5,
        NotePart::TsumoFromLiable { .. } => 6,
        NotePart::ExhaustiveDraw { .. } => 7,
        NotePart::Draw => 8,
        NotePart::AbortiveDraw => 9,
        NotePart::ChomboReverseMangan { .. } => 10,
        NotePart::ChomboOffFinalScore { .. } => 11,
        NotePart::WinByDiscard { .. } => 12,
        NotePart::SelfDraw { .. } => 13,
        NotePart::WinVoid { .. } => 14,
        NotePart::FalseWin { .. } => 15,
        NotePart::Penalty { .. } => 16,
        NotePart::BelowZero { .. } => 17,
        NotePart::DealerStops => 18,
        NotePart::TimeUp => 19,
        NotePart::GameOver => 20,
        NotePart::FaanWin { .. } => 21,
        NotePart::PenaltyToEach { .. } => 22,
        NotePart::AtZeroOrFewer { .. } => 23,
        NotePart::WallGame => 24,
        NotePart::PointsWin { .. } => 25,
        NotePart::ScoredWin { .. } => 26,
        NotePart::ChallengePaid { .. } => 27,
        NotePart::Bet { .. } => 28,
        NotePart::Challenged { .. } => 29,
        NotePart::ChomboPaysMangan { .. } => 30,
        NotePart::StageBTsumo { .. } => 31,
        NotePart::WaitFound { .. } => 32,
        NotePart::StageADraw => 33,
        NotePart::RonDoubled { .. } => 34,
        NotePart::MinefieldDraw { .. } => 35,
        NotePart::BelowMangan { .. } => 36,
        NotePart::ManganLeavesGame { .. } => 37,
        NotePart::RoundsStartAgain => 38,
        NotePart::TeamClears { .. } => 39,
        NotePart::TeamClearedAll { .. } => 40,
        NotePart::TeamResult { .. } => 41,
    }
}

/// How many kinds of part [`kind_of`] counts.
pub(crate) const KINDS_OF_PART: usize = 42;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_reads_the_english_the_sheet_always_showed() {
        for (part, english) in every_part_with_its_english() {
            assert_eq!(part.to_string(), english);
        }
    }

    #[test]
    fn the_examples_hold_every_kind_of_part() {
        let mut kinds: Vec<usize> = every_part_with_its_english()
            .iter()
            .map(|(part, _)| kind_of(part))
            .collect();
        kinds.sort_unstable();
        kinds.dedup();
        assert_eq!(kinds, (0..KINDS_OF_PART).collect::<Vec<_>>());
    }

    #[test]
    fn a_notes_parts_are_joined_as_the_sheet_joined_them() {
        let mut note = Note::of(NotePart::TsumoAll {
            winner: "East".to_owned(),
            each: 1000,
        });
        note.push_time_up_game_over();
        assert_eq!(note, "East tsumo 1000 all; time up; game over");
        assert_eq!(Note::default(), "");
    }
}
