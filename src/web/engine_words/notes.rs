//! A hand's note in the reader's language. The engine gives a note as its parts
//! ([`Note`], [`NotePart`]: who won and how, what each paid, who was tenpai…) with the players
//! named as the sheet names them; this words each part from `engine-note-*` and joins them.
//! English reads exactly as the note's `Display` (the command line's text). The parts of the
//! styles beyond riichi's family are worded in `style_notes`.

use super::note_pieces::{listed, points, shares};
use crate::engine::sheet::note::{FaanWorth, FalseWinWhy, PaidBy, PeopleOut, Tenpai};
use crate::engine::sheet::{Note, NotePart};
use crate::web::i18n::{Arg, Words};

/// The whole note, its parts in order.
pub fn note(note: &Note, words: &Words) -> String {
    let separator = words.get("engine-note-separator");
    note.parts
        .iter()
        .map(|part| note_part(part, words))
        .collect::<Vec<_>>()
        .join(&separator)
}

/// One part of a note. The match has no catch-all: a new kind of part fails to build until it
/// has words.
pub fn note_part(part: &NotePart, words: &Words) -> String {
    let name = |s: &String| s.clone();
    match part {
        NotePart::Ron {
            winner,
            points: value,
            discarder,
        } => words.get_with3(
            "engine-note-ron",
            ("winner", name(winner)),
            ("points", points(value, words)),
            ("discarder", name(discarder)),
        ),
        NotePart::RonWithLiable {
            winner,
            points: value,
            discarder,
            liable,
        } => words.get_with_all(
            "engine-note-ron-liable",
            &[
                ("winner", winner),
                ("points", &points(value, words)),
                ("discarder", discarder),
                ("liable", liable),
            ],
        ),
        NotePart::RonVoid { winner } => {
            words.get_with("engine-note-ron-void", "winner", name(winner))
        }
        NotePart::TripleRon { winners, discarder } => words.get_with2(
            "engine-note-triple-ron",
            ("winners", listed(winners, words)),
            ("discarder", name(discarder)),
        ),
        NotePart::TsumoAll { winner, each } => words.get_with2(
            "engine-note-tsumo-all",
            ("winner", name(winner)),
            ("each", points(each, words)),
        ),
        NotePart::TsumoSplit {
            winner,
            from_non_dealer,
            from_dealer,
        } => words.get_with3(
            "engine-note-tsumo-split",
            ("winner", name(winner)),
            ("non_dealer", points(from_non_dealer, words)),
            ("dealer", points(from_dealer, words)),
        ),
        NotePart::TsumoFromLiable {
            winner,
            points: value,
            liable,
        } => words.get_with3(
            "engine-note-tsumo-liable",
            ("winner", name(winner)),
            ("points", points(value, words)),
            ("liable", name(liable)),
        ),
        NotePart::ExhaustiveDraw { nagashi, tenpai } => exhaustive_draw(nagashi, tenpai, words),
        NotePart::Draw => words.get("engine-note-draw"),
        NotePart::AbortiveDraw => words.get("engine-note-abortive-draw"),
        NotePart::ChomboReverseMangan { offender } => words.get_with(
            "engine-note-chombo-reverse-mangan",
            "offender",
            name(offender),
        ),
        NotePart::ChomboOffFinalScore {
            offender,
            points: value,
        } => words.get_with2(
            "engine-note-chombo-final-score",
            ("offender", name(offender)),
            ("points", points(value, words)),
        ),
        other => other_part(other, words),
    }
}

/// The parts of the styles beyond riichi, and the game's end.
fn other_part(part: &NotePart, words: &Words) -> String {
    match part {
        NotePart::WinByDiscard {
            winner,
            fan,
            from_discarder,
            discarder,
            from_each_other,
        } => words.get_with_all(
            "engine-note-win-by-discard",
            &[
                ("winner", winner),
                ("fan", fan),
                ("from_discarder", &points(from_discarder, words)),
                ("discarder", discarder),
                ("from_each_other", &points(from_each_other, words)),
            ],
        ),
        NotePart::SelfDraw {
            winner,
            fan,
            from_each,
        } => words.get_with3(
            "engine-note-self-draw",
            ("winner", winner.clone()),
            ("fan", fan.to_string()),
            ("from_each", points(from_each, words)),
        ),
        NotePart::WinVoid { winner } => {
            words.get_with("engine-note-win-void", "winner", winner.as_str())
        }
        NotePart::FalseWin { player, why, each } => false_win(player, *why, *each, words),
        NotePart::Penalty {
            player,
            points: value,
        } => words.get_with2(
            "engine-note-penalty",
            ("player", player.clone()),
            ("points", points(value, words)),
        ),
        NotePart::BelowZero { players } => {
            words.get_with("engine-note-below-zero", "players", listed(players, words))
        }
        NotePart::DealerStops => words.get("engine-note-dealer-stops"),
        NotePart::TimeUp => words.get("engine-note-time-up"),
        NotePart::GameOver => words.get("engine-note-game-over"),
        other => style_part(other, words),
    }
}

/// The parts of single styles (Hong Kong Old Style, Mangan).
fn style_part(part: &NotePart, words: &Words) -> String {
    match part {
        NotePart::FaanWin {
            winner,
            self_pick,
            worth,
            points: value,
            paid,
            liable,
        } => {
            let args: [(&str, &dyn Arg); 4] = [
                ("winner", winner),
                ("worth", &faan_worth(*worth, words)),
                ("points", &points(value, words)),
                ("paid", &paid_by(paid, words)),
            ];
            let win = if *self_pick {
                words.get_with_all("engine-note-faan-win-self-pick", &args)
            } else {
                words.get_with_all("engine-note-faan-win-discard", &args)
            };
            match liable {
                Some(liable) => win + &words.get_with("engine-note-faan-liable", "liable", liable),
                None => win,
            }
        }
        NotePart::PenaltyToEach { player, each } => words.get_with2(
            "engine-note-penalty-to-each",
            ("player", player.clone()),
            ("each", points(each, words)),
        ),
        NotePart::AtZeroOrFewer {
            players,
            of_people: None,
        } => words.get_with(
            "engine-note-at-zero-or-fewer",
            "players",
            listed(players, words),
        ),
        NotePart::AtZeroOrFewer {
            players,
            of_people: Some(PeopleOut { out, people }),
        } => words.get_with3(
            "engine-note-at-zero-or-fewer-of-people",
            ("players", listed(players, words)),
            ("out", out.to_string()),
            ("people", people.to_string()),
        ),
        NotePart::BelowMangan { win } => {
            words.get_with("engine-note-below-mangan", "win", note_part(win, words))
        }
        NotePart::ManganLeavesGame {
            win,
            winner,
            points: value,
        } => words.get_with3(
            "engine-note-mangan-leaves-game",
            ("win", note_part(win, words)),
            ("winner", winner.clone()),
            ("points", points(value, words)),
        ),
        other => super::style_notes::points_part(other, words),
    }
}

/// What a win counted in faan was worth.
fn faan_worth(worth: FaanWorth, words: &Words) -> String {
    match worth {
        FaanWorth::Faan { faan } => words.get_with("engine-note-faan", "faan", faan),
        FaanWorth::FaanAtLimit { faan } => {
            words.get_with("engine-note-faan-at-limit", "faan", faan)
        }
        FaanWorth::Limit => words.get("engine-note-faan-limit"),
        FaanWorth::EightDealerKeeps => words.get("engine-note-faan-eight-keeps"),
    }
}

/// Who paid a win, written after the winner's points.
fn paid_by(paid: &PaidBy, words: &Words) -> String {
    match paid {
        PaidBy::Nobody => String::new(),
        PaidBy::One(payer) => words.get_with("engine-note-paid-by-one", "payer", payer),
        PaidBy::Each(each) => {
            words.get_with("engine-note-paid-by-each", "each", points(each, words))
        }
        PaidBy::Several(payers) => words.get_with(
            "engine-note-paid-by-several",
            "shares",
            shares(payers, words),
        ),
    }
}

/// An exhaustive draw: who made nagashi mangan, if anyone, and who was tenpai.
fn exhaustive_draw(nagashi: &[String], tenpai: &Tenpai, words: &Words) -> String {
    let tenpai = match tenpai {
        Tenpai::Nobody => words.get("engine-note-all-noten"),
        Tenpai::Everyone => words.get("engine-note-all-tenpai"),
        Tenpai::Some(players) => {
            words.get_with("engine-note-tenpai", "players", listed(players, words))
        }
    };
    if nagashi.is_empty() {
        return words.get_with("engine-note-exhaustive-draw", "tenpai", tenpai);
    }
    words.get_with2(
        "engine-note-exhaustive-draw-nagashi",
        ("nagashi", listed(nagashi, words)),
        ("tenpai", tenpai),
    )
}

/// A false win and why it was one.
fn false_win(player: &str, why: FalseWinWhy, each: u32, words: &Words) -> String {
    let each = points(each, words);
    match why {
        FalseWinWhy::UnderMinimum { minimum } => words.get_with3(
            "engine-note-false-win-under",
            ("player", player),
            ("minimum", minimum.to_string()),
            ("each", each),
        ),
        FalseWinWhy::NotWinning => words.get_with2(
            "engine-note-false-win-not-winning",
            ("player", player),
            ("each", each),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sheet::note::every_part_with_its_english;
    use crate::tournament::language::Language;

    #[test]
    fn english_words_every_part_as_the_engine_writes_it() {
        let words = Words::new(Language::English);
        for (part, english) in every_part_with_its_english() {
            assert_eq!(note_part(&part, &words), english);
        }
        let mut whole = Note::of(NotePart::Draw);
        whole.push_time_up_game_over();
        assert_eq!(note(&whole, &words), whole.to_string());
    }

    /// Every kind of part has its own words in French and Japanese: none reads as the English,
    /// and none shows a message key.
    #[test]
    fn french_and_japanese_word_every_part() {
        for language in [Language::French, Language::Japanese] {
            let words = Words::new(language);
            for (part, english) in every_part_with_its_english() {
                let worded = note_part(&part, &words);
                assert!(!worded.contains("engine-note"), "{language:?}: {worded}");
                assert_ne!(worded, english, "{language:?}: {part:?} reads English");
            }
        }
    }
}
