//! Every refusal the engine words for the web, one sample per variant: the English reads as
//! the engine's `Display` (the text the pages showed), French and Japanese name no key and
//! keep none of the English sentence.

use super::refusal;
use crate::engine::fixed_seats::TableError;
use crate::engine::game::{GameError, StyleRefusal};
use crate::engine::payment::PaymentError;
use crate::engine::points_game::{GameError as PointsError, SettleError};
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::{Round, ValueError};
use crate::engine::styles::american::five::FiveError;
use crate::engine::styles::american::five_replay::FiveTableError;
use crate::engine::styles::american::payments::HandError as AmericanHandError;
use crate::engine::styles::chinese_classical::{HandError, ScoreError, ScoresRefusal};
use crate::engine::styles::hkos::game::GameError as HkosError;
use crate::engine::styles::mangan::ManganRefusal;
use crate::engine::styles::mcr::game::GameError as McrError;
use crate::engine::styles::riichi::refusal::RiichiRefusal;
use crate::tournament::language::Language;
use crate::web::i18n::Words;

const WEST: Seat = Seat::WEST;

/// Every way a table at fixed seats refuses a hand.
fn table_errors() -> Vec<TableError> {
    let value = ValueError::ZeroYakuman { seat: WEST };
    vec![
        TableError::GameOver { hands: 9 },
        TableError::SeatOutOfRange {
            field: "winners",
            seat: Seat::new(7),
        },
        TableError::DuplicateSeat {
            field: "tenpai",
            seat: WEST,
        },
        TableError::NoWinners,
        TableError::RonOnOwnDiscard {
            seat: WEST,
            self_draw: "self-picked",
        },
        TableError::DeadHandWins { seat: Seat::NORTH },
        TableError::EmptyPenalty { seat: Seat::EAST },
        TableError::NotPlayed {
            what: "riichi",
            ruleset: "mcr",
        },
        TableError::Value(value),
    ]
}

/// Every way a winner's value is refused on the shared sheet.
fn value_errors() -> Vec<ValueError> {
    let seat = Seat::SOUTH;
    vec![
        ValueError::MissingValue { seat },
        ValueError::AmbiguousValue { seat },
        ValueError::FuWithoutHan { seat },
        ValueError::YakumanAsLimit { seat },
        ValueError::ZeroYakuman { seat },
        ValueError::TooManyYakuman { seat, count: 12 },
        ValueError::ImpossiblePoints {
            seat,
            points: 3,
            rule: "whole points",
        },
        ValueError::WrongValueShape {
            seat,
            expected: "`han`",
            found: "`fan`",
        },
    ]
}

/// Every han and fu riichi refuses.
fn payment_errors() -> Vec<PaymentError> {
    vec![
        PaymentError::NoHan,
        PaymentError::MissingFu { han: 2 },
        PaymentError::BadFu { fu: 35 },
        PaymentError::OneHanLowFu { fu: 20 },
        PaymentError::RonTwentyFu { han: 3 },
        PaymentError::TsumoTwoHanSevenPairs,
        PaymentError::TsumoOneHan110,
    ]
}

/// Riichi's and Mangan Mahjong's own refusals.
fn riichi_errors() -> Vec<GameError> {
    let seat = WEST;
    let mut riichi: Vec<GameError> = [
        RiichiRefusal::DeadHandRiichi { seat },
        RiichiRefusal::DeadHandTenpai { seat },
        RiichiRefusal::DeadHandNagashi { seat },
        RiichiRefusal::PaoWithoutYakuman { seat },
        RiichiRefusal::PaoIsWinner { seat },
        RiichiRefusal::AgariYameNotSouthFour {
            round: Round::from_index(5).expect("S2"),
        },
        RiichiRefusal::AgariYameNeedsDealerWin,
        RiichiRefusal::AgariYameNotFirst {
            points: 31000,
            best_other: 32000,
            needed: 30000,
        },
    ]
    .into_iter()
    .chain(
        payment_errors()
            .into_iter()
            .map(|source| RiichiRefusal::BadValue { seat, source }),
    )
    .map(GameError::from)
    .collect();
    riichi.extend(
        [
            ManganRefusal::PoolOfDreams,
            ManganRefusal::NoAgariYame,
            ManganRefusal::SeatedListLength { written: 3 },
            ManganRefusal::NotThisSeatsPartner {
                seat: "West",
                person: "Aiko".into(),
                first: "Ben".into(),
                second: "Chloé".into(),
            },
        ]
        .map(GameError::from),
    );
    riichi
}

/// MCR's, Hong Kong Old Style's and the table of five's own refusals.
fn fixed_seat_errors() -> Vec<GameError> {
    let seat = WEST;
    let mut errors: Vec<GameError> = table_errors()
        .into_iter()
        .flat_map(|table| {
            [
                GameError::style(McrError::Table(table.clone())),
                GameError::style(HkosError::Table(table)),
            ]
        })
        .collect();
    errors.extend([
        GameError::style(McrError::FalseWinnerWins { seat }),
        GameError::style(McrError::UnderMinimum { seat, fan: 6 }),
        GameError::style(HkosError::UnderMinimum { seat, faan: 2 }),
        GameError::style(HkosError::PaoTooCheap { seat }),
        GameError::style(HkosError::PaoIsWinner { seat }),
        GameError::style(HkosError::BadPenalty { each: 5 }),
    ]);
    let american = [
        AmericanHandError::NoSuchSeat {
            field: "winner",
            seat: Seat::new(6),
            table: TableSize::FOUR,
        },
        AmericanHandError::DiscarderIsWinner(seat),
        AmericanHandError::ChallengesSelf(seat),
        AmericanHandError::ChallengedTwice {
            challenger: seat,
            challenged: Seat::EAST,
        },
        AmericanHandError::DeadWinner(seat),
        AmericanHandError::DeadPlayed(seat, "won the hand"),
        AmericanHandError::DeadPlayed(seat, "discarded the winning tile"),
        AmericanHandError::DeadTwice(seat),
    ];
    errors.extend(american.iter().map(|refusal| {
        GameError::Points(PointsError::Refused(StyleRefusal::new(refusal.clone())))
    }));
    let five = american.into_iter().map(FiveError::Hand).chain([
        FiveError::GameOver(8),
        FiveError::EmptyPenalty(seat),
        FiveError::PenaltyChair(Seat::new(4)),
    ]);
    errors.extend(
        five.map(FiveTableError::Game)
            .chain([FiveTableError::NoBet, FiveTableError::SeveralWinners])
            .map(GameError::style),
    );
    errors
}

/// Chinese Classical's refusals of the scores, through the game of points.
fn classical_errors() -> Vec<GameError> {
    let scores = [
        ScoreError::NegativePoints(-2),
        ScoreError::NegativeDoubles(-1),
        ScoreError::TooManyPoints(5000),
        ScoreError::TooManyDoubles(30),
        ScoreError::WinnerUnderWinningPoints(10),
        ScoreError::UnknownEntry("dragon".into()),
        ScoreError::Automatic("Winning"),
        ScoreError::WinnerOnly("All pungs"),
        ScoreError::TooMany {
            name: "Pung of dragons",
            count: 4,
            max: 3,
        },
        ScoreError::GroupFull {
            group: "flowers",
            count: 9,
        },
        ScoreError::Excludes("All pungs", "All chows"),
        ScoreError::LoserLimit,
        ScoreError::NoLimitHands("Thirteen orphans"),
        ScoreError::LimitTwin("Nine gates", "Nine gates (limit)"),
    ];
    let hands = scores
        .into_iter()
        .map(|source| HandError::Player { seat: WEST, source })
        .chain([
            HandError::WrongCount(3),
            HandError::WallGameScored,
            HandError::NoSuchSeat {
                field: "winner",
                seat: Seat::new(5),
                table: TableSize::FOUR,
            },
        ]);
    hands
        .map(ScoresRefusal::Hand)
        .chain([ScoresRefusal::TooManyPoints { moved: 200_000_000 }])
        .map(|refusal| SettleError::Style(StyleRefusal::new(refusal)))
        .chain([
            SettleError::ScoresNotPlayed {
                ruleset: "zung-jung",
            },
            SettleError::ScoresWithoutWin,
        ])
        .map(|error| GameError::Points(PointsError::Settlement(error)))
        .collect()
}

/// One sample of every refusal the web words.
fn every_refusal() -> Vec<GameError> {
    let mut errors = vec![
        GameError::GameOver { hands: 0 },
        GameError::SeatOutOfRange {
            field: "winners",
            seat: Seat::new(3),
            table: TableSize::THREE,
        },
        GameError::DuplicateSeat {
            field: "winners",
            seat: WEST,
        },
        GameError::NoWinners,
        GameError::RonOnOwnDiscard { seat: WEST },
        GameError::DeadHandWins { seat: WEST },
        GameError::NotAllowed {
            what: "riichi",
            ruleset: "mcr",
        },
        GameError::Points(PointsError::UnderMinimum {
            seat: WEST,
            points: 1,
            minimum: 5,
            ruleset: "World Series",
        }),
        GameError::Points(PointsError::UnderMinimum {
            seat: Seat::new(4),
            points: 3,
            minimum: 5,
            ruleset: "World Series",
        }),
    ];
    errors.extend(value_errors().into_iter().map(GameError::Value));
    errors.extend(
        table_errors()
            .into_iter()
            .map(|e| GameError::Points(e.into())),
    );
    errors.extend(riichi_errors());
    errors.extend(fixed_seat_errors());
    errors.extend(classical_errors());
    errors
}

#[test]
fn every_refusal_reads_in_english_as_the_engine_writes_it() {
    let english = Words::new(Language::English);
    for error in every_refusal() {
        assert_eq!(refusal(&error, &english), error.to_string(), "{error:?}");
    }
}

/// Words of the English sentences that would show an untranslated message (not the names,
/// numbers and game words every language shares).
const ENGLISH_WORDS: &[&str] = &[
    " the ", " is ", " and ", " not ", "cannot", " winner ", "seat ", " hand ",
];

#[test]
fn every_refusal_reads_in_french_and_japanese_without_a_key_or_the_english() {
    for language in [Language::French, Language::Japanese] {
        let words = Words::new(language);
        for error in every_refusal() {
            let text = refusal(&error, &words);
            assert!(!text.contains("engine-"), "{text}");
            let english = error.to_string();
            assert_ne!(text, english, "{} {error:?}", language.code());
            for word in ENGLISH_WORDS {
                assert!(
                    !text.contains(word),
                    "{} still says {word:?}: {text}",
                    language.code()
                );
            }
        }
    }
}
