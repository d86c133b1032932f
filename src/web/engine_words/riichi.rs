//! Riichi's refusals (`RiichiRefusal`, a han and fu that cannot be, `payment::PaymentError`)
//! and Mangan Mahjong's (`ManganRefusal`), in the reader's language.

use super::wording::Wording;
use crate::engine::payment::PaymentError;
use crate::engine::styles::mangan::ManganRefusal;
use crate::engine::styles::riichi::refusal::RiichiRefusal;

/// What riichi's game refuses of a hand.
pub(super) fn riichi(error: &RiichiRefusal, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        RiichiRefusal::DeadHandRiichi { seat } => words.get_with(
            "engine-riichi-dead-hand-riichi",
            "seat",
            wording.seat(*seat),
        ),
        RiichiRefusal::DeadHandTenpai { seat } => words.get_with(
            "engine-riichi-dead-hand-tenpai",
            "seat",
            wording.seat(*seat),
        ),
        RiichiRefusal::DeadHandNagashi { seat } => words.get_with(
            "engine-riichi-dead-hand-nagashi",
            "seat",
            wording.seat(*seat),
        ),
        RiichiRefusal::BadValue { seat, source } => wording.winner(*seat, payment(source, wording)),
        RiichiRefusal::PaoWithoutYakuman { seat } => {
            wording.winner(*seat, words.get("engine-riichi-pao-without-yakuman"))
        }
        RiichiRefusal::PaoIsWinner { seat } => {
            wording.winner(*seat, words.get("engine-riichi-pao-is-winner"))
        }
        RiichiRefusal::AgariYameNotSouthFour { round } => {
            words.get_with("engine-riichi-agari-yame-round", "round", round.to_string())
        }
        RiichiRefusal::AgariYameNeedsDealerWin => words.get("engine-riichi-agari-yame-dealer-win"),
        RiichiRefusal::AgariYameNotFirst {
            points,
            best_other,
            needed,
        } => words.get_with3(
            "engine-riichi-agari-yame-first",
            ("needed", *needed),
            ("points", *points),
            ("best", *best_other),
        ),
    }
}

/// A han and fu no riichi hand can have.
pub(super) fn payment(error: &PaymentError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        PaymentError::NoHan => words.get("engine-payment-no-han"),
        PaymentError::MissingFu { han } => words.get_with("engine-payment-missing-fu", "han", *han),
        PaymentError::BadFu { fu } => words.get_with("engine-payment-bad-fu", "fu", *fu),
        PaymentError::OneHanLowFu { fu } => {
            words.get_with("engine-payment-one-han-low-fu", "fu", *fu)
        }
        PaymentError::RonTwentyFu { han } => {
            words.get_with("engine-payment-ron-twenty-fu", "han", *han)
        }
        PaymentError::TsumoTwoHanSevenPairs => words.get("engine-payment-tsumo-seven-pairs"),
        PaymentError::TsumoOneHan110 => words.get("engine-payment-tsumo-one-han-110"),
    }
}

/// What Mangan Mahjong's game refuses of a hand (a tag team's seating among it).
pub(super) fn mangan(error: &ManganRefusal, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        ManganRefusal::PoolOfDreams => words.get("engine-mangan-pool-of-dreams"),
        ManganRefusal::NoAgariYame => words.get("engine-mangan-no-agari-yame"),
        ManganRefusal::SeatedListLength { written } => {
            words.get_with("engine-mangan-seated-length", "written", *written)
        }
        ManganRefusal::NotThisSeatsPartner {
            seat,
            person,
            first,
            second,
        } => {
            let partners = words.get_with2(
                "engine-list-last",
                ("rest", first.as_str()),
                ("last", second.as_str()),
            );
            words.get_with3(
                "engine-mangan-not-partner",
                ("person", person.as_str()),
                ("seat", words.wind(seat)),
                ("partners", partners),
            )
        }
    }
}
