//! `tenbou game` for the styles whose games are the shared game of points
//! ([`GameFlow::Points`](crate::engine::styles::GameFlow::Points)): Zung Jung and the World
//! Series of Mahjong (`"ruleset": "zung-jung"` or `"wsom"`, docs/game-json.md "Zung Jung"),
//! American (`"ruleset": "american"`, docs/game-json.md "American": a winner's card notes and
//! the hand's dead-hand `challenges`, refused by name under the other presets) and Vietnamese
//! (`"vietnamese"`, docs/game-json.md "Vietnamese").
//!
//! Owns the reading of such a document (a value per winner, `penalties` taken, `dead`,
//! `time_up`) with messages a person can act on, refusing riichi, Hong Kong Old Style and MCR
//! fields by name; the replay itself is the shared game of points (`engine::points_game`) paid
//! by the preset's settlement, and the output document is printed by `cli::game_out` so that
//! every style prints the same sheet. What a style of points says in its own words, and how its
//! winner's value is read, is its [`PointsStyle`]: a further style of points is one more entry
//! in [`points_style`] (its name, the hint for its `points`, and, where a winner holds more than
//! typed points, its own reading of the winner's value).
//!
//! A style with a fifth seat (American, docs/game-json.md "American: a table of five") reads a
//! document with five `players` the same way, hand by hand: four play each hand in the chairs
//! the rotation gives them and the fifth bets, so every hand has its `bet` and a discard one
//! winner; the replay is the style's game of five, and each row printed says who sat in each
//! chair and who bet, with one delta and points per person.

use serde_json::{Map, Value};

use super::game_doc::{
    document_error, four_players, hand_list, play_hands, points, refuse_hkos_settings, replays,
    run_document, seat, seat_list,
};
use super::game_hand::{
    given, outcome, played, read_objects, refuse_american_fields, refuse_false_wins,
    refuse_riichi_fields, refuse_scores, taken_penalties, time_up, winner_with_fields, Checked,
    Played, Words, WIN_OR_DRAW,
};
use super::game_out::{render, FinalOut, RowOut, SeatedRow};
use crate::engine::points_game::{Deal, Game, Hand, Penalty, Settlement, Winner};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::seat::Seat;
use crate::engine::sheet;
use crate::engine::styles::american::five::{FiveGame, FiveHand, PEOPLE};
use crate::engine::styles::american::{self, Bet, CardPayments};
use crate::engine::styles::StyleId;

/// Reads a winner from its object as the settlement checks it, in the words of the style given.
pub type ReadValue = fn(&PointsStyle, &WinnerObject<'_>) -> Result<WrittenWinner, String>;

/// A winner as a document writes it: the shared winner, and what it wrote for its style (the
/// card's notes, American's; the bonuses, Vietnamese's) that the style's check reads.
#[derive(Debug)]
pub struct WrittenWinner {
    pub winner: sheet::Winner,
    pub card: Option<sheet::CardNotes>,
    pub bonuses: Vec<String>,
}

impl WrittenWinner {
    /// A winner that wrote nothing of its style's own.
    fn plain(winner: sheet::Winner) -> WrittenWinner {
        WrittenWinner {
            winner,
            card: None,
            bonuses: Vec::new(),
        }
    }

    /// What the winner wrote for its style, as the style's check reads it.
    pub fn facts(&self) -> sheet::WinnerFacts<'_> {
        sheet::WinnerFacts {
            card: self.card.as_ref(),
            bonuses: &self.bonuses,
            conditions: &[],
        }
    }
}

/// A winner's object in a document, with where it stands (its `path`, for the messages) and
/// the seat it names, as every reader of a winner's value takes it.
pub struct WinnerObject<'a> {
    pub obj: &'a Map<String, Value>,
    pub path: &'a str,
    pub seat: Seat,
}

/// What one style of points says in its own words, and how its winner's value is read.
pub struct PointsStyle {
    /// The style's name with its article, as messages say it ("a Zung Jung").
    pub a_style: &'static str,
    /// What to give when a winner's `points` are missing.
    pub points_hint: &'static str,
    /// The winner as the settlement checks it, read from the winner's object: typed points
    /// ([`typed_points`]) or the style's own fields.
    pub value: ReadValue,
    /// A winner's fields beside `points` that the style reads (Vietnamese's `bonuses`); every
    /// other style's field is refused by name.
    pub winner_fields: &'static [&'static str],
}

const ZUNG_JUNG: PointsStyle = PointsStyle {
    a_style: "a Zung Jung",
    points_hint: "give the hand's `points` (1 or a multiple of 5 up to 320, or 400 or 480)",
    value: typed_points,
    winner_fields: &[],
};

const VIETNAMESE: PointsStyle = PointsStyle {
    a_style: "a Vietnamese",
    points_hint: "give the hand's `points` (its value before the bonuses, 1 to 10000)",
    value: points_with_bonuses,
    winner_fields: &["bonuses"],
};

const AMERICAN: PointsStyle = PointsStyle {
    a_style: "an American",
    points_hint: "give the hand's `points`, the value printed on the card (25, 30, …)",
    value: card_value,
    winner_fields: &[],
};

/// The words and winner's value of a style whose games are games of points; `None` for the
/// styles with games of their own.
pub fn points_style(id: StyleId) -> Option<&'static PointsStyle> {
    match id {
        StyleId::ZungJung => Some(&ZUNG_JUNG),
        StyleId::American => Some(&AMERICAN),
        // Every player's hand is scored: read by `cli::game_cc`.
        StyleId::ChineseClassical => None,
        StyleId::Vietnamese => Some(&VIETNAMESE),
        StyleId::Riichi
        | StyleId::Sanma
        | StyleId::HongKongOldStyle
        | StyleId::Mcr
        | StyleId::Minefield
        | StyleId::TenpaiRace => None,
        // Mangan Mahjong's documents are riichi's (`GameFlow::Riichi`).
        StyleId::Mangan => None,
        StyleId::Clear => None,
    }
}

/// An American winner: the card value typed in `points` and the notes about the card's hand
/// (`jokerless`, `singles_and_pairs`, `mark`, `line`), checked by the settlement.
pub fn card_value(style: &PointsStyle, w: &WinnerObject<'_>) -> Result<WrittenWinner, String> {
    let typed = typed_points(style, w)?;
    let (obj, path) = (w.obj, w.path);
    let flag = |key: &str| match obj.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(_) => Err(format!("`{path}.{key}` must be true or false")),
    };
    let text = |key: &str, meaning: &str| match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(format!("`{path}.{key}` must be a string: {meaning}")),
    };
    let notes = sheet::CardNotes {
        jokerless: flag("jokerless")?,
        singles_and_pairs: flag("singles_and_pairs")?,
        mark: text("mark", "\"C\" (concealed) or \"X\" (exposed)")?,
        line: text("line", "the hand's line or name on the card")?,
    };
    Ok(WrittenWinner {
        card: (notes != sheet::CardNotes::default()).then_some(notes),
        ..typed
    })
}

/// The dead-hand challenges of an American hand (none when absent).
pub(super) fn american_challenges(
    hand: &Map<String, Value>,
) -> Result<Vec<sheet::Challenge>, String> {
    let example = "[{\"challenger\": 0, \"challenged\": 2, \"found_dead\": true}]";
    let words = (example, &*format!("such as {example}"));
    read_objects(hand, "challenges", words, Checked::InTurn, |path, obj| {
        let found_dead = match obj.get("found_dead") {
            Some(Value::Bool(b)) => *b,
            None | Some(Value::Null) => {
                return Err(format!(
                    "`{path}.found_dead` is missing: true if the hand shown was dead, false if not"
                ))
            }
            Some(_) => return Err(format!("`{path}.found_dead` must be true or false")),
        };
        Ok(sheet::Challenge {
            challenger: seat(obj, &format!("{path}.challenger"))?,
            challenged: seat(obj, &format!("{path}.challenged"))?,
            found_dead,
        })
    })
}

/// A winner worth the whole number of `points` typed for it.
pub fn typed_points(style: &PointsStyle, w: &WinnerObject<'_>) -> Result<WrittenWinner, String> {
    let typed = points(w.obj, w.path, "points", style.points_hint, false)?;
    Ok(WrittenWinner::plain(sheet::Winner::points(w.seat, typed)))
}

/// A Vietnamese winner: typed points and the `bonuses` ticked, a list of bonus ids (an id once
/// per time the hand has it); which ids and counts are possible is the settlement's check.
fn points_with_bonuses(style: &PointsStyle, w: &WinnerObject<'_>) -> Result<WrittenWinner, String> {
    let mut winner = typed_points(style, w)?;
    let (obj, path) = (w.obj, w.path);
    let example = "[\"king-queen\", \"king-queen\"]";
    winner.bonuses = match obj.get("bonuses") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => list
            .iter()
            .enumerate()
            .map(|(i, v)| match v {
                Value::String(id) => Ok(id.clone()),
                other => Err(format!(
                    "`{path}.bonuses[{i}]` must be a bonus id such as \"king-queen\", got {other}"
                )),
            })
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(format!("`{path}.bonuses` must be a list such as {example}")),
    };
    Ok(winner)
}

/// The words of every style of points about a hand's outcome; the preset named is the
/// document's ([`Reader::words`]).
const WORDS: Words = Words {
    preset: "",
    tsumo_winner: "{\"seat\": …, \"points\": …}",
    value: "`points`",
    abortive_aside: "",
    chombo: "record a penalty taken from the player in `penalties` ({\"seat\": …, \"points\": …}) and what happened in the hand",
};

replays!(Game, Hand);

/// The reading of one preset's hands: its style's words and the preset's settlement.
struct Reader {
    style: &'static PointsStyle,
    settlement: &'static dyn Settlement,
    /// Whether the style plays American's card notes and dead-hand challenges.
    card_hands: bool,
}

/// Runs a document whose `ruleset` names `preset`, one of a style of points' presets.
pub fn run(doc: &Map<String, Value>, preset: PresetId) -> (String, i32) {
    let rules = Ruleset::preset(preset);
    let settlement = rules.style_rules().points_settlement(&rules);
    let (Some(settlement), Some(style)) = (settlement, points_style(rules.style)) else {
        return document_error(format!("\"{preset}\" is not replayed as a game of points"));
    };
    let reader = Reader {
        style,
        settlement,
        card_hands: rules.style_rules().has_card_hands(),
    };
    if rules.style_rules().has_fifth_seat() && names_five(doc) {
        return reader.run_five(doc, &rules);
    }
    run_document(read_document(doc, &rules, settlement), |raw| {
        reader.parse_hand(raw)
    })
}

/// The game a document of points opens with `settlement` (four players keeping their seats,
/// the preset's number of hands, no Hong Kong Old Style settings) and its list of hands.
pub(super) fn read_document(
    doc: &Map<String, Value>,
    rules: &Ruleset,
    settlement: &'static dyn Settlement,
) -> Result<(Game, Vec<Value>), String> {
    // A game whose dealer keeps the deal has no fixed number of hands (Chinese Classical).
    let length = match settlement.deal() {
        Deal::PassesEveryHand => format!("always {} hands", usize::from(rules.wind_rounds) * 4),
        Deal::KeptOnDealerWinOrDraw => format!(
            "always {} wind round{}, the dealer keeping the deal on a win or a draw",
            rules.wind_rounds,
            if rules.wind_rounds == 1 { "" } else { "s" }
        ),
    };
    refuse_hkos_settings(doc, &format!("a {} game is {length}", rules.id))?;
    let (names, hands) = four_players(doc)?;
    let game = Game::new(rules, settlement, names.each_ref().map(String::as_str));
    Ok((game, hands))
}

impl Reader {
    /// The words about a hand's outcome, naming the document's preset.
    fn words(&self) -> Words<'static> {
        Words {
            preset: self.settlement.ruleset(),
            ..WORDS
        }
    }

    /// Reads one hand and whether time ran out during it, with a message a person can act on
    /// when it is not of the expected shape.
    fn parse_hand(&self, raw: &Value) -> Result<(Hand, bool), String> {
        let words = self.words();
        let (hand, word) = outcome(raw, WIN_OR_DRAW)?;
        refuse_riichi_fields(hand, words.preset)?;
        refuse_scores(hand, words.preset)?;
        refuse_false_wins(hand, words.preset)?;
        if !self.card_hands {
            refuse_american_fields(hand, words.preset)?;
        } else if given(hand, "bet") {
            return Err("`bet` is the bettor's, at a table of five: give five `players` (the four in chairs East to North for the first hand, then the first bettor), or remove `bet`".to_owned());
        }
        let time_up = time_up(hand)?;
        let dead = seat_list(hand, "dead")?;
        let challenges = american_challenges(hand)?;
        let penalties =
            taken_penalties(hand, self.style.a_style, Checked::InTurn, |seat, points| {
                Penalty { seat, points }
            })?;
        let outcome = played(hand, word, &words, |w, path| self.winner(w, path))?.into();
        let hand = Hand {
            outcome,
            penalties,
            dead,
            challenges,
        };
        Ok((hand, time_up))
    }

    /// A winner as written: its seat and what it wrote, read in the style's words.
    fn written_winner(&self, w: &Value, path: &str) -> Result<(Seat, WrittenWinner), String> {
        let wanted = format!("{} hand is worth `points`", self.style.a_style);
        let preset = self.settlement.ruleset();
        let own = ("points", self.style.winner_fields);
        let (obj, seat) = winner_with_fields(w, path, own, &wanted, preset)?;
        let value = (self.style.value)(self.style, &WinnerObject { obj, path, seat })?;
        Ok((seat, value))
    }

    /// What a winner is worth, checked by the settlement (a value some hand has).
    fn winner(&self, w: &Value, path: &str) -> Result<Winner, String> {
        let (seat, value) = self.written_winner(w, path)?;
        let (winner, facts) = (&value.winner, value.facts());
        let points = self
            .settlement
            .points(winner, facts)
            .map_err(|e| e.to_string())?;
        let worked = self.settlement.worked(winner, facts);
        Ok(Winner {
            seat,
            points,
            worked,
            scores: Vec::new(),
        })
    }
}

/// Whether `doc` seats a table of five: its `players` list five names.
fn names_five(doc: &Map<String, Value>) -> bool {
    matches!(doc.get("players"), Some(Value::Array(list)) if list.len() == PEOPLE)
}

impl Reader {
    /// Runs a document of five people at a style's table with a fifth seat.
    fn run_five(&self, doc: &Map<String, Value>, rules: &Ruleset) -> (String, i32) {
        let (mut game, hands) = match read_five(doc, rules) {
            Ok(read) => read,
            Err(message) => return document_error(message),
        };
        let over = |g: &FiveGame| g.is_over().then(|| g.rows().len());
        let error = play_hands(&mut game, &hands, over, |g, raw| {
            let (hand, time_up) = self.parse_five_hand(raw)?;
            g.apply(&hand).map_err(|e| e.to_string())?;
            if time_up && !g.is_over() {
                g.end_at_time();
            }
            Ok(())
        });
        let rows: Vec<RowOut> = game
            .rows()
            .iter()
            .map(|r| {
                RowOut::seated(SeatedRow {
                    index: r.index,
                    round: r.round.clone(),
                    dealer: r.dealer,
                    chairs: &r.chairs,
                    bettor: r.bettor,
                    deltas: &r.deltas,
                    points: &r.points,
                    note: &r.note,
                })
            })
            .collect();
        let final_out = game
            .final_result()
            .map(|f| FinalOut::scored_by_points(&f.points, &f.rank));
        let out = render(error.as_ref(), &rows, game.is_over(), final_out.as_ref());
        (out, i32::from(error.is_some()))
    }

    /// Reads one hand of a game of five and whether time ran out during it: as any hand of the
    /// style, with the bettor's `bet` and one winner of a discard.
    fn parse_five_hand(&self, raw: &Value) -> Result<(FiveHand, bool), String> {
        let words = self.words();
        let (hand, word) = outcome(raw, WIN_OR_DRAW)?;
        refuse_riichi_fields(hand, words.preset)?;
        refuse_false_wins(hand, words.preset)?;
        let time_up = time_up(hand)?;
        let dead = seat_list(hand, "dead")?;
        let challenges = american_challenges(hand)?;
        let penalties =
            taken_penalties(hand, self.style.a_style, Checked::InTurn, |seat, points| {
                (seat, points)
            })?;
        let bet = bet(hand)?;
        let outcome = match played(hand, word, &words, |w, path| self.card_winner(w, path))? {
            Played::Ron { discarder, winners } => match winners.as_slice() {
                [(seat, value)] => american::Outcome::Discard {
                    winner: *seat,
                    discarder,
                    value: value.clone(),
                },
                _ => return Err("at a table of five, give the one player who won the discard in `winners` (the nearest in turn order after the discarder)".to_owned()),
            },
            Played::Tsumo((winner, value)) => american::Outcome::SelfPick { winner, value },
            Played::Draw => american::Outcome::WallGame,
        };
        let hand = FiveHand {
            outcome,
            challenges,
            dead,
            bet,
            penalties,
        };
        Ok((hand, time_up))
    }

    /// A winner at a table of five: its chair and its checked card value.
    fn card_winner(&self, w: &Value, path: &str) -> Result<(Seat, american::Value), String> {
        let (seat, written) = self.written_winner(w, path)?;
        let value =
            CardPayments::value(&written.winner, written.facts()).map_err(|e| e.to_string())?;
        Ok((seat, value))
    }
}

/// The game of five a document opens (its five names, the people in chairs East to North for
/// the first hand and then the first bettor) and its list of hands.
fn read_five(doc: &Map<String, Value>, rules: &Ruleset) -> Result<(FiveGame, Vec<Value>), String> {
    refuse_hkos_settings(doc, "an American game is always 16 hands")?;
    let names: Vec<&str> = match doc.get("players") {
        Some(Value::Array(list)) if list.iter().all(Value::is_string) => {
            list.iter().filter_map(Value::as_str).collect()
        }
        _ => return Err("`players` must be a list of four names in seat order, or five: the four in chairs East, South, West, North for the first hand, then the first bettor".to_owned()),
    };
    let names: [&str; PEOPLE] = names
        .try_into()
        .map_err(|_| "`players` of a table of five must have five names".to_owned())?;
    Ok((FiveGame::new(rules.wind_rounds, names), hand_list(doc)?))
}

/// The hand's `bet` at a table of five: `{"on": S}` (a chair 0–3) or `"wall"`.
fn bet(hand: &Map<String, Value>) -> Result<Bet, String> {
    let shape = "`bet` must be {\"on\": S}, S the chair of the player bet on (0–3), or \"wall\" for a wall game";
    match hand.get("bet") {
        None | Some(Value::Null) => Err(format!(
            "`bet` is missing: every hand at a table of five has the bettor's bet; {}",
            &shape["`bet` must be ".len()..]
        )),
        Some(Value::String(s)) if s == "wall" => Ok(Bet::WallGame),
        Some(Value::Object(obj)) if obj.contains_key("on") => Ok(Bet::On(seat(obj, "bet.on")?)),
        Some(_) => Err(shape.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::game_doc::testing::{assert_second_hand_errors, run_json};
    use super::points_style;
    use crate::engine::styles::{style, GameFlow, StyleId, ValueKind};
    use serde_json::{json, Value};

    #[test]
    fn malformed_or_impossible_hands_stop_the_sheet_at_their_index() {
        let cases = [
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 7}}"#,
                "7 points is not a value a hand can have",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 325}}"#,
                "a multiple of 5 up to 320, or 400 or 480",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 0}}"#,
                "0 points is not a value",
            ),
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 0}, 3]}"#,
                "`penalties[0].points` is missing",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": -5}}"#,
                "whole number of points",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 8}}"#,
                "`winner.fan` is an MCR field",
            ),
            (
                r#"{"outcome": "draw", "false_wins": [{"seat": 0, "kind": "not_winning"}]}"#,
                "`false_wins` is an MCR field",
            ),
            (r#"{"outcome": "chombo", "offender": 1}"#, "penalties"),
        ];
        assert_second_hand_errors(Some("zung-jung"), r#"{"outcome": "draw"}"#, &cases);
        assert_second_hand_errors(
            Some("wsom"),
            r#"{"outcome": "draw"}"#,
            &[(
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 1}}"#,
                "1 point is under the 5-point minimum of wsom",
            )],
        );
    }

    #[test]
    fn vietnamese_bonuses_must_be_a_list_of_ids() {
        let cases = [
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 30, "bonuses": "king-queen"}}"#,
                "`winner.bonuses` must be a list such as [\"king-queen\", \"king-queen\"]",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 30, "bonuses": [2]}}"#,
                "`winner.bonuses[0]` must be a bonus id",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 30, "bonuses": ["kings"]}}"#,
                "\"kings\" is not a Vietnamese bonus",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 0}}"#,
                "a hand's value must be a whole number above 0; 0 is not",
            ),
        ];
        assert_second_hand_errors(Some("vietnamese"), r#"{"outcome": "draw"}"#, &cases);
    }

    #[test]
    fn every_style_of_points_and_only_those_has_its_words() {
        for id in StyleId::ALL {
            // Chinese Classical's games, scoring every player's hand, are games of points read
            // by `cli::game_cc`.
            let rules = style(id);
            let of_points =
                rules.game_flow() == GameFlow::Points && rules.value_kind() != ValueKind::Scores;
            assert_eq!(points_style(id).is_some(), of_points, "{id:?}");
        }
    }

    #[test]
    fn a_chicken_hand_wins_under_zung_jung_and_time_up_ends_the_game() {
        let (out, code) = run_json(
            r#"{"ruleset": "zung-jung", "hands": [{"outcome": "tsumo", "winner": {"seat": 3, "points": 1}, "time_up": true}]}"#,
        );
        assert_eq!(code, 0);
        assert_eq!(out["ended"], Value::Bool(true));
        assert_eq!(out["final"]["points"], json!([-1, -1, -1, 3]));
        assert_eq!(out["final"]["rank"], json!([2, 2, 2, 1]));
        assert_eq!(out["final"]["score"], json!([-1, -1, -1, 3]));
    }

    #[test]
    fn a_bet_is_refused_by_name_where_four_play() {
        for (ruleset, winner) in [
            ("msmc-2016", r#"{"seat": 1, "han": 1, "fu": 30}"#),
            ("hkos-msmc", r#"{"seat": 1, "faan": 3}"#),
            ("mcr", r#"{"seat": 1, "fan": 8}"#),
            ("zung-jung", r#"{"seat": 1, "points": 5}"#),
        ] {
            let doc = format!(
                r#"{{"ruleset": "{ruleset}", "hands": [{{"outcome": "tsumo", "winner": {winner}, "bet": "wall"}}]}}"#
            );
            let (out, code) = run_json(&doc);
            assert_eq!(code, 1, "{ruleset}");
            let message = out["error"]["message"].as_str().unwrap();
            assert!(
                message.contains("`bet` is the bettor's"),
                "{ruleset}: {message}"
            );
        }
    }

    #[test]
    fn a_table_of_five_needs_five_names_and_one_winner_of_a_discard() {
        let (out, code) = run_json(
            r#"{"ruleset": "american", "players": ["A", "B", "C", "D", "E"], "hands": [{"outcome": "ron", "discarder": 0, "winners": [{"seat": 1, "points": 25}, {"seat": 2, "points": 25}], "bet": "wall"}]}"#,
        );
        assert_eq!(code, 1);
        assert!(out["error"]["message"]
            .as_str()
            .unwrap()
            .contains("give the one player who won the discard"));
        let (out, code) = run_json(
            r#"{"ruleset": "american", "players": ["A", "B", "C", "D", "E"], "hands": [{"outcome": "tsumo", "winner": {"seat": 2, "points": 25}, "bet": {"on": 2}}]}"#,
        );
        assert_eq!(code, 0);
        // Bet on the winner: each of the three others pays the winner and the bettor 50.
        assert_eq!(
            out["hands"][0]["deltas"],
            json!([-100, -100, 150, -100, 150])
        );
        assert_eq!(out["hands"][0]["bettor"], json!(4));
    }
}
