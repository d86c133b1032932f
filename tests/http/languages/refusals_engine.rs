//! The engine's refusal of an impossible hand in the reader's language: a riichi hand and an
//! MCR hand the rules refuse, previewed on the score sheet by a reader who chose French or
//! Japanese, are refused with the reason in that language (no key name, not the English one).

use crate::styles::{Event, Style, MCR, RIICHI};
use axum::http::StatusCode;

/// An impossible hand of `style` (its form's fields) and its reason in English, French and
/// Japanese, as the sheet words them.
struct Impossible {
    style: &'static Style,
    fields: &'static [(&'static str, &'static str)],
    english: &'static str,
    french: &'static str,
    japanese: &'static str,
}

const IMPOSSIBLE: &[Impossible] = &[
    Impossible {
        style: &RIICHI,
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win2", "1"),
            ("value2", "mangan"),
            ("dead2", "1"),
        ],
        english: "has a dead hand and may not win",
        french: "a une main morte et ne peut pas gagner",
        japanese: "は和了放棄のため和了できません",
    },
    Impossible {
        style: &MCR,
        fields: &[("outcome", "tsumo"), ("win2", "1"), ("fan2", "7")],
        english: "7 fan is under the 8-fan minimum",
        french: "7 fan, c’est sous le minimum de 8 fan",
        japanese: "7番は最低8番に届いていません",
    },
];

#[tokio::test]
async fn an_impossible_riichi_or_mcr_hand_is_refused_with_the_reason_in_the_readers_language() {
    for case in IMPOSSIBLE {
        let mut ev = Event::start(case.style).await;
        for (code, reason) in [
            ("en", case.english),
            ("fr", case.french),
            ("ja", case.japanese),
        ] {
            ev.app.cookies.insert("lang".into(), code.into());
            let refused = ev.post_hand("preview", case.fields).await;
            assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{code}");
            refused.assert_contains(reason).assert_lacks("engine-");
            if code != "en" {
                refused.assert_lacks(case.english);
            }
        }
    }
}
