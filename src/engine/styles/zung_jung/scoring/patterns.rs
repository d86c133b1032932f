//! The 44 patterns of Zung Jung v3.3 and the chicken hand: the canonical snake_case name the
//! result lines use, the number in the list (which gives the series), the value of one, and the
//! Chinese and official English names, so that a typed or imported name in any of those forms
//! is understood (docs/zung-jung.md "Patterns").

/// One pattern of the v3.3 list, in its order, then the chicken hand (not one of the 44).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pattern {
    AllSequences,
    ConcealedHand,
    NoTerminals,
    MixedOneSuit,
    PureOneSuit,
    NineGates,
    ValueHonor,
    SmallThreeDragons,
    BigThreeDragons,
    SmallThreeWinds,
    BigThreeWinds,
    SmallFourWinds,
    BigFourWinds,
    AllHonors,
    AllTriplets,
    TwoConcealedTriplets,
    ThreeConcealedTriplets,
    FourConcealedTriplets,
    OneKong,
    TwoKongs,
    ThreeKongs,
    FourKongs,
    TwoIdenticalSequences,
    TwoIdenticalSequencesTwice,
    ThreeIdenticalSequences,
    FourIdenticalSequences,
    ThreeSimilarSequences,
    SmallThreeSimilarTriplets,
    ThreeSimilarTriplets,
    NineTileStraight,
    ThreeConsecutiveTriplets,
    FourConsecutiveTriplets,
    MixedLesserTerminals,
    PureLesserTerminals,
    MixedGreaterTerminals,
    PureGreaterTerminals,
    FinalDraw,
    FinalDiscard,
    WinOnKong,
    RobbingAKong,
    BlessingOfHeaven,
    BlessingOfEarth,
    ThirteenTerminals,
    SevenPairs,
    ChickenHand,
}

/// Number of rows in [`PATTERNS`]: the 44 and the chicken hand.
pub const PATTERN_KINDS: usize = 45;

/// Everything the project knows about one pattern besides how to find it.
pub struct PatternInfo {
    pub pattern: Pattern,
    /// Its number in the v3.3 list ("2.1.1"); "—" for the chicken hand.
    pub number: &'static str,
    pub name: &'static str,
    pub points: u32,
    pub chinese: &'static str,
    pub english: &'static str,
}

/// One row per pattern, in [`Pattern`]'s order (checked by a test), so `Pattern as usize`
/// indexes it.
#[rustfmt::skip]
pub const PATTERNS: [PatternInfo; PATTERN_KINDS] = [
    PatternInfo { pattern: Pattern::AllSequences, number: "1.1", name: "all_sequences", points: 5, chinese: "平和", english: "All Sequences" },
    PatternInfo { pattern: Pattern::ConcealedHand, number: "1.2", name: "concealed_hand", points: 5, chinese: "門前清", english: "Concealed Hand" },
    PatternInfo { pattern: Pattern::NoTerminals, number: "1.3", name: "no_terminals", points: 5, chinese: "斷么九", english: "No Terminals" },
    PatternInfo { pattern: Pattern::MixedOneSuit, number: "2.1.1", name: "mixed_one_suit", points: 40, chinese: "混一色", english: "Mixed One-Suit" },
    PatternInfo { pattern: Pattern::PureOneSuit, number: "2.1.2", name: "pure_one_suit", points: 80, chinese: "清一色", english: "Pure One-Suit" },
    PatternInfo { pattern: Pattern::NineGates, number: "2.2", name: "nine_gates", points: 480, chinese: "九蓮寶燈", english: "Nine Gates" },
    PatternInfo { pattern: Pattern::ValueHonor, number: "3.1", name: "value_honor", points: 10, chinese: "番牌", english: "Value Honor" },
    PatternInfo { pattern: Pattern::SmallThreeDragons, number: "3.2.1", name: "small_three_dragons", points: 40, chinese: "小三元", english: "Small Three Dragons" },
    PatternInfo { pattern: Pattern::BigThreeDragons, number: "3.2.2", name: "big_three_dragons", points: 130, chinese: "大三元", english: "Big Three Dragons" },
    PatternInfo { pattern: Pattern::SmallThreeWinds, number: "3.3.1", name: "small_three_winds", points: 30, chinese: "小三風", english: "Small Three Winds" },
    PatternInfo { pattern: Pattern::BigThreeWinds, number: "3.3.2", name: "big_three_winds", points: 120, chinese: "大三風", english: "Big Three Winds" },
    PatternInfo { pattern: Pattern::SmallFourWinds, number: "3.3.3", name: "small_four_winds", points: 320, chinese: "小四喜", english: "Small Four Winds" },
    PatternInfo { pattern: Pattern::BigFourWinds, number: "3.3.4", name: "big_four_winds", points: 400, chinese: "大四喜", english: "Big Four Winds" },
    PatternInfo { pattern: Pattern::AllHonors, number: "3.4", name: "all_honors", points: 320, chinese: "字一色", english: "All Honors" },
    PatternInfo { pattern: Pattern::AllTriplets, number: "4.1", name: "all_triplets", points: 30, chinese: "對對和", english: "All Triplets" },
    PatternInfo { pattern: Pattern::TwoConcealedTriplets, number: "4.2.1", name: "two_concealed_triplets", points: 5, chinese: "二暗刻", english: "Two Concealed Triplets" },
    PatternInfo { pattern: Pattern::ThreeConcealedTriplets, number: "4.2.2", name: "three_concealed_triplets", points: 30, chinese: "三暗刻", english: "Three Concealed Triplets" },
    PatternInfo { pattern: Pattern::FourConcealedTriplets, number: "4.2.3", name: "four_concealed_triplets", points: 125, chinese: "四暗刻", english: "Four Concealed Triplets" },
    PatternInfo { pattern: Pattern::OneKong, number: "4.3.1", name: "one_kong", points: 5, chinese: "一槓", english: "One Kong" },
    PatternInfo { pattern: Pattern::TwoKongs, number: "4.3.2", name: "two_kongs", points: 20, chinese: "二槓", english: "Two Kong" },
    PatternInfo { pattern: Pattern::ThreeKongs, number: "4.3.3", name: "three_kongs", points: 120, chinese: "三槓", english: "Three Kong" },
    PatternInfo { pattern: Pattern::FourKongs, number: "4.3.4", name: "four_kongs", points: 480, chinese: "四槓", english: "Four Kong" },
    PatternInfo { pattern: Pattern::TwoIdenticalSequences, number: "5.1.1", name: "two_identical_sequences", points: 10, chinese: "一般高", english: "Two Identical Sequences" },
    PatternInfo { pattern: Pattern::TwoIdenticalSequencesTwice, number: "5.1.2", name: "two_identical_sequences_twice", points: 60, chinese: "兩般高", english: "Two Identical Sequences Twice" },
    PatternInfo { pattern: Pattern::ThreeIdenticalSequences, number: "5.1.3", name: "three_identical_sequences", points: 120, chinese: "一色三同順", english: "Three Identical Sequences" },
    PatternInfo { pattern: Pattern::FourIdenticalSequences, number: "5.1.4", name: "four_identical_sequences", points: 480, chinese: "一色四同順", english: "Four Identical Sequences" },
    PatternInfo { pattern: Pattern::ThreeSimilarSequences, number: "6.1", name: "three_similar_sequences", points: 35, chinese: "三色同順", english: "Three Similar Sequences" },
    PatternInfo { pattern: Pattern::SmallThreeSimilarTriplets, number: "6.2.1", name: "small_three_similar_triplets", points: 30, chinese: "三色小同刻", english: "Small Three Similar Triplets" },
    PatternInfo { pattern: Pattern::ThreeSimilarTriplets, number: "6.2.2", name: "three_similar_triplets", points: 120, chinese: "三色同刻", english: "Three Similar Triplets" },
    PatternInfo { pattern: Pattern::NineTileStraight, number: "7.1", name: "nine_tile_straight", points: 40, chinese: "一氣通貫", english: "Nine-Tile Straight" },
    PatternInfo { pattern: Pattern::ThreeConsecutiveTriplets, number: "7.2.1", name: "three_consecutive_triplets", points: 100, chinese: "三連刻", english: "Three Consecutive Triplets" },
    PatternInfo { pattern: Pattern::FourConsecutiveTriplets, number: "7.2.2", name: "four_consecutive_triplets", points: 200, chinese: "四連刻", english: "Four Consecutive Triplets" },
    PatternInfo { pattern: Pattern::MixedLesserTerminals, number: "8.1.1", name: "mixed_lesser_terminals", points: 40, chinese: "混全帶么", english: "Mixed Lesser Terminals" },
    PatternInfo { pattern: Pattern::PureLesserTerminals, number: "8.1.2", name: "pure_lesser_terminals", points: 50, chinese: "純全帶么", english: "Pure Lesser Terminals" },
    PatternInfo { pattern: Pattern::MixedGreaterTerminals, number: "8.1.3", name: "mixed_greater_terminals", points: 100, chinese: "混么九", english: "Mixed Greater Terminals" },
    PatternInfo { pattern: Pattern::PureGreaterTerminals, number: "8.1.4", name: "pure_greater_terminals", points: 400, chinese: "清么九", english: "Pure Greater Terminals" },
    PatternInfo { pattern: Pattern::FinalDraw, number: "9.1.1", name: "final_draw", points: 10, chinese: "海底撈月", english: "Final Draw" },
    PatternInfo { pattern: Pattern::FinalDiscard, number: "9.1.2", name: "final_discard", points: 10, chinese: "河底撈魚", english: "Final Discard" },
    PatternInfo { pattern: Pattern::WinOnKong, number: "9.2", name: "win_on_kong", points: 10, chinese: "嶺上開花", english: "Win on Kong" },
    PatternInfo { pattern: Pattern::RobbingAKong, number: "9.3", name: "robbing_a_kong", points: 10, chinese: "搶槓", english: "Robbing a Kong" },
    PatternInfo { pattern: Pattern::BlessingOfHeaven, number: "9.4.1", name: "blessing_of_heaven", points: 155, chinese: "天和", english: "Blessing of Heaven" },
    PatternInfo { pattern: Pattern::BlessingOfEarth, number: "9.4.2", name: "blessing_of_earth", points: 155, chinese: "地和", english: "Blessing of Earth" },
    PatternInfo { pattern: Pattern::ThirteenTerminals, number: "10.1", name: "thirteen_terminals", points: 160, chinese: "十三么九", english: "Thirteen Terminals" },
    PatternInfo { pattern: Pattern::SevenPairs, number: "10.2", name: "seven_pairs", points: 30, chinese: "七對子", english: "Seven Pairs" },
    PatternInfo { pattern: Pattern::ChickenHand, number: "—", name: "chicken_hand", points: 1, chinese: "雞和", english: "Chicken Hand" },
];

impl Pattern {
    /// Every pattern in list order, the chicken hand last.
    pub fn all() -> impl Iterator<Item = Pattern> {
        PATTERNS.iter().map(|p| p.pattern)
    }

    fn info(self) -> &'static PatternInfo {
        &PATTERNS[self as usize]
    }

    /// The canonical snake_case name of the result lines.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The value of one (of one set, for `value_honor`).
    pub fn points(self) -> u32 {
        self.info().points
    }

    pub fn chinese(self) -> &'static str {
        self.info().chinese
    }

    /// The official English name of v3.3.
    pub fn english(self) -> &'static str {
        self.info().english
    }

    /// Its number in the v3.3 list, "2.1.1"; "—" for the chicken hand.
    pub fn number(self) -> &'static str {
        self.info().number
    }

    /// The series: of one series only the most valuable pattern that applies counts. A number
    /// of three parts belongs to the series of its first two (2.1.1 and 2.1.2 are 2.1); a
    /// number of two parts is a series of its own (1.1, 1.2 and 1.3 add up, and so do
    /// `value_honor` 3.1 and `small_three_dragons` 3.2.1, as in the rules' own examples).
    pub fn series(self) -> &'static str {
        let number = self.number();
        match number.match_indices('.').nth(1) {
            Some((second_dot, _)) => &number[..second_dot],
            None => number,
        }
    }

    /// The pattern with this name: the canonical one, the official English one or the Chinese
    /// one, compared without case, spaces or punctuation ("honours" = "honors", "kongs" =
    /// "kong"). `None` for a name no pattern has.
    pub fn from_name(text: &str) -> Option<Pattern> {
        let wanted = name_key(text);
        if wanted.is_empty() {
            return None;
        }
        PATTERNS
            .iter()
            .find(|p| {
                name_key(p.name) == wanted
                    || name_key(p.english) == wanted
                    || name_key(p.chinese) == wanted
            })
            .map(|p| p.pattern)
    }
}

/// A name as compared: letters and digits only (any script), lower case, the British
/// spelling and the plural of "kong" folded.
fn name_key(text: &str) -> String {
    crate::engine::styles::name_letters(text)
        .replace("honour", "honor")
        .replace("kongs", "kong")
}
