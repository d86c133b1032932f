//! `tenbou game` for Mangan Mahjong's tag-team form (docs/game-json.md, "Mangan: the tag-team
//! form"; docs/rules.md §15): a document whose `players` names eight people — four at seats
//! East to North for the first hand, then their partners in the same order — is replayed as a
//! table of eight, each hand saying in `seated` who was at each seat when it ended.
//!
//! Owns only the reading of the eight names and the choice of the game; the hands are read as
//! riichi's (`cli::game`) and printed by the shared writer (`cli::game_out`), each row with the
//! person in each chair and one entry per person. No rule is decided here.

use serde_json::{Map, Value};

use super::game_doc::{document_error, hand_list, play_hands};
use super::game_out::{render, FinalOut, RowOut};
use crate::engine::game::{Game, Hand};
use crate::engine::ruleset::{PresetId, Ruleset};

/// How many people a tag-team document names.
const PEOPLE: usize = 8;

/// Whether the document's `players` lists eight names, the tag-team form's table.
pub fn names_eight(doc: &Map<String, Value>) -> bool {
    matches!(doc.get("players"), Some(Value::Array(list)) if list.len() == PEOPLE)
}

/// Replays a tag-team document under `preset`, each hand read by riichi's reader
/// (`parse_hand`, passed in so that this file and `cli::game` import each other in one
/// direction only): the output document and the exit status.
pub fn run(
    doc: &Map<String, Value>,
    preset: PresetId,
    parse_hand: fn(&Value) -> Result<Hand, String>,
) -> (String, i32) {
    let rules = Ruleset::preset(preset);
    let names = match eight_names(doc) {
        Ok(names) => names,
        Err(message) => return document_error(message),
    };
    let Some(mut game) = Game::with_partners(&rules, names.each_ref().map(String::as_str)) else {
        return document_error(format!(
            "`players` names eight people, but {} has no tag-team form: name the four players \
             in seat order, or use the ruleset \"mangan\"",
            rules.id
        ));
    };
    let hands = match hand_list(doc) {
        Ok(hands) => hands,
        Err(message) => return document_error(message),
    };
    let over = |game: &Game| game.is_over().then(|| game.rows().len());
    let error = play_hands(&mut game, &hands, over, |game, raw| {
        parse_hand(raw).and_then(|hand| game.apply(&hand).map(|_| ()).map_err(|e| e.to_string()))
    });
    let sheet = game.into_sheet(None);
    let rows: Vec<RowOut> = sheet
        .rows
        .iter()
        .map(|r| {
            let chairs = r.seating.as_ref().map(|s| s.chairs.as_slice());
            RowOut::new(r, PEOPLE).with_chairs(chairs)
        })
        .collect();
    let final_out = sheet
        .final_result
        .as_ref()
        .map(|f| FinalOut::new(f, PEOPLE));
    let out = render(error.as_ref(), &rows, sheet.ended, final_out.as_ref());
    (out, i32::from(error.is_some()))
}

/// The eight names, in the order the people sat for the first hand.
fn eight_names(doc: &Map<String, Value>) -> Result<[String; PEOPLE], String> {
    let wrong = || {
        "`players` must be a list of eight names: the four at seats East, South, West and \
         North for the first hand, then their partners in the same order"
            .to_owned()
    };
    let Some(Value::Array(list)) = doc.get("players") else {
        return Err(wrong());
    };
    let names: Vec<String> = list
        .iter()
        .map(|v| v.as_str().map(str::to_owned).ok_or_else(wrong))
        .collect::<Result<_, _>>()?;
    names.try_into().map_err(|_| wrong())
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::super::game::run;

    const NAMES: &str = r#""players": ["Ann", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"]"#;

    fn played(ruleset: &str, players: &str, hands: &str) -> (Value, i32) {
        let input = format!(r#"{{"ruleset": "{ruleset}", {players}, "hands": [{hands}]}}"#);
        let (out, status) = run(&input);
        (
            serde_json::from_str(&out).expect("the output is JSON"),
            status,
        )
    }

    #[test]
    fn eight_names_play_the_tag_team_form_one_entry_per_person() {
        let hands = r#"{"outcome": "ron", "discarder": 1, "winners": [{"seat": 0, "han": 5, "fu": 30}], "seated": [4, 5, 2, 3]},
            {"outcome": "draw", "tenpai": [0]}"#;
        let (doc, status) = played("mangan", NAMES, hands);
        assert_eq!(status, 0, "{doc}");
        let first = &doc["hands"][0];
        assert_eq!(first["chairs"], serde_json::json!([4, 5, 2, 3]));
        assert_eq!(
            first["deltas"],
            serde_json::json!([0, 0, 0, 0, 0, -12000, 0, 0])
        );
        // The second hand names nobody: the first partners were seated at its end.
        let second = &doc["hands"][1];
        assert_eq!(second["chairs"], serde_json::json!([0, 1, 2, 3]));
        assert_eq!(
            second["points"],
            serde_json::json!([28000, 24000, 24000, 24000, 25000, 13000, 25000, 25000])
        );
        assert_eq!(doc["ended"], false);
    }

    #[test]
    fn a_wrong_partner_or_a_partner_choice_at_four_is_refused_at_its_hand() {
        let not_partner = r#"{"outcome": "draw", "tenpai": [], "seated": [0, 1, 6, 2]}"#;
        let cases = [
            (
                NAMES,
                not_partner,
                "Cai is not one of the two partners of North (Dee and Hal)",
            ),
            (
                r#""players": ["Ann", "Ben", "Cai", "Dee"]"#,
                r#"{"outcome": "draw", "tenpai": [], "seated": [4, 1, 2, 3]}"#,
                "the partners seated at the end of the hand (`seated`",
            ),
        ];
        for (players, hands, words) in cases {
            let (doc, status) = played("mangan", players, hands);
            assert_eq!(status, 1);
            assert_eq!(doc["error"]["hand"], 0);
            let message = doc["error"]["message"].as_str().unwrap_or_default();
            assert!(message.contains(words), "{message}");
        }
    }

    #[test]
    fn eight_names_under_a_style_without_the_form_are_a_document_error() {
        let (doc, status) = played("msmc-2016", NAMES, "");
        assert_eq!(status, 1);
        assert_eq!(doc["error"]["hand"], Value::Null);
        let message = doc["error"]["message"].as_str().unwrap_or_default();
        assert!(message.contains("has no tag-team form"), "{message}");
    }
}
