//! The application's refusals and the audit log in the reader's language
//! (docs/translations.md): a form refused (a player without a name, an EMA number of the wrong
//! shape, a line of an import, a penalty, a round that cannot be seated) says why in French
//! and Japanese and keeps what was typed; the audit log reads in French and Japanese from the
//! facts each entry keeps, with the names, round numbers and seeds and none of the English.
//! The error page (a page that does not exist, a change refused to a visitor signed out, an
//! application's refusal that reaches it through `?`) reads in the reader's language, and the
//! table phones' entries (a seat taken, a seat freed, who records hands) in the log too.

use crate::common::{Penalty, Reply, TestApp};
use axum::http::StatusCode;

const PLAYERS: &str = "name,club
Aiko Tanaka,MSMC
Ben Smith,
Chloé Martin,
Dev Patel,
";

/// A form that the application refuses.
#[derive(Clone, Copy, Debug)]
enum Form {
    /// A player without a name, their club typed.
    EmptyName,
    /// A player with an EMA number of three digits.
    EmaNumber,
    /// A list to import naming the same player twice.
    ImportLine,
    /// A penalty whose reason is too long.
    PenaltyReason,
    /// A round started with two players checked in.
    RoundStart,
}

/// A refusal as each language says it: the French, the Japanese, the English they replace,
/// and what the form kept of what was typed.
struct Refused {
    form: Form,
    french: &'static str,
    japanese: &'static str,
    english: &'static str,
    kept: &'static str,
}

const LONG_REASON: &str = "Kept reason: the player discussed the wait of another player at \
    length, named the tiles they held, and went on after the referee had asked them twice to \
    stop, which is why this reason is longer than the two hundred characters a reason may be.";

const REFUSED: &[Refused] = &[
    Refused {
        form: Form::EmptyName,
        french: "Le nom est vide",
        japanese: "名前が空です",
        english: "The name is empty",
        kept: "Club Kept",
    },
    Refused {
        form: Form::EmaNumber,
        french: "Le numéro EMA doit compter 8 chiffres",
        japanese: "EMA番号は",
        english: "The EMA number must be 8 digits",
        kept: "Zoé Kept",
    },
    Refused {
        form: Form::ImportLine,
        french: "figure déjà plus haut dans ce fichier",
        japanese: "このファイルの前の行にすでにあります",
        english: "appears earlier in this file",
        kept: "Emi Twice",
    },
    Refused {
        form: Form::PenaltyReason,
        french: "La raison est trop longue",
        japanese: "理由が長すぎます",
        english: "The reason is too long",
        kept: "Kept reason",
    },
    Refused {
        form: Form::RoundStart,
        french: "seulement 2 joueurs sont disponibles",
        japanese: "参加可能な選手は2人だけです",
        english: "players are available",
        kept: "value=\"substitute\" checked",
    },
];

/// Sends `form` to the tournament `id` (whose players are [`PLAYERS`], none seated) or, for a
/// round, to `pair` (two players checked in); the answer.
async fn send(app: &mut TestApp, (id, pair): (i64, i64), form: Form) -> Reply {
    match form {
        Form::EmptyName => {
            app.add_player(id, &[("name", " "), ("club", "Club Kept")])
                .await
        }
        Form::EmaNumber => {
            let fields = [("name", "Zoé Kept"), ("ema_number", "123")];
            app.add_player(id, &fields).await
        }
        Form::ImportLine => {
            let token = app.csrf().await;
            let list = "name\nEmi Twice\nemi twice\n";
            let path = format!("/admin/t/{id}/import?csrf={token}");
            app.post_multipart(&path, &[("file", Some("players.csv"), list)])
                .await
        }
        Form::PenaltyReason => {
            let ben = app.player_id("Ben Smith").await;
            let penalty = Penalty::new("dropped_tile", "2", LONG_REASON);
            app.post_penalty(id, ben, None, penalty).await
        }
        Form::RoundStart => app.start_round(pair, &[("table_rule", "substitute")]).await,
    }
}

#[tokio::test]
async fn a_refused_form_says_why_in_french_and_japanese_and_keeps_what_was_typed() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Montréal Open").await;
    app.import_players(id, PLAYERS).await;
    let pair = app.create_tournament("Soirée à deux").await;
    for name in ["Aiko", "Ben"] {
        app.add_player(pair, &[("name", name), ("checked_in", "1")])
            .await;
    }
    for refused in REFUSED {
        for (code, words) in [("fr", refused.french), ("ja", refused.japanese)] {
            app.cookies.insert("lang".into(), code.into());
            let reply = send(&mut app, (id, pair), refused.form).await;
            let form = refused.form;
            assert_ne!(reply.status, StatusCode::SEE_OTHER, "{form:?} was taken");
            reply.assert_contains(words).assert_contains(refused.kept);
            assert!(
                !reply.body.contains(refused.english),
                "{form:?} in {code} still says {:?}",
                refused.english
            );
        }
        app.cookies.remove("lang");
        let english = send(&mut app, (id, pair), refused.form).await;
        english.assert_contains(refused.english);
    }
}

/// English the audit log wrote for these changes: none of it may be left in French or
/// Japanese.
const AUDIT_ENGLISH: &[&str] = &[
    "Audit log",
    "tournament created",
    "players imported",
    "all players checked in",
    "round started",
    "round redrawn",
    "players swapped",
    "penalty given",
    "player withdrawn",
    "clock started",
    " seating",
    "seed ",
    " players",
];

/// The seed of the entry "round started" as the English log shows it ("seed 42,").
fn started_seed(english: &str) -> String {
    let started = english
        .find("round started")
        .expect("the round's start is logged");
    let after = english[started..]
        .split("seed ")
        .nth(1)
        .expect("the English log names the round's seed");
    after.chars().take_while(char::is_ascii_digit).collect()
}

/// The page without the entries' action codes (`data-action="round started"`), which stay
/// the same in every language for the page's styles and for tools reading it.
fn without_action_codes(page: &str) -> String {
    let mut text = String::with_capacity(page.len());
    let mut rest = page;
    while let Some(at) = rest.find("data-action=\"") {
        text.push_str(&rest[..at]);
        let code = &rest[at + "data-action=\"".len()..];
        rest = code.find('"').map_or("", |end| &code[end + 1..]);
    }
    text.push_str(rest);
    text
}

#[tokio::test]
async fn the_audit_log_reads_in_french_and_japanese_with_its_names_rounds_and_seeds() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .tournament_with_round_one("Montréal Open", PLAYERS)
        .await;
    app.post(&format!("/admin/t/{id}/rounds/1/redraw"), &[])
        .await
        .assert_redirects();
    let (aiko, ben) = (
        app.player_id("Aiko Tanaka").await,
        app.player_id("Ben Smith").await,
    );
    let (first, second) = (aiko.to_string(), ben.to_string());
    app.post(
        &format!("/admin/t/{id}/rounds/1/swap"),
        &[("first", &first), ("second", &second)],
    )
    .await
    .assert_redirects();
    let penalty = Penalty::new("dropped_tile", "2", "Dropped a tile");
    app.give_penalty(id, ben, None, penalty).await;
    app.post(
        &format!("/admin/t/{id}/rounds/1/clock"),
        &[("minutes", "75")],
    )
    .await
    .assert_redirects();
    app.post(
        &format!("/admin/t/{id}/players/{aiko}/withdraw"),
        &[("value", "1")],
    )
    .await
    .assert_redirects();
    let english = app.get(&format!("/admin/t/{id}/audit")).await;
    for said in AUDIT_ENGLISH.iter().skip(1) {
        english.assert_contains(said);
    }
    let seed = started_seed(&english.body);
    for (code, round) in [("fr", "ronde 1"), ("ja", "第1回戦")] {
        app.cookies.insert("lang".into(), code.into());
        let log = app.get(&format!("/admin/t/{id}/audit")).await;
        let sentences = without_action_codes(&log.body);
        log.assert_contains(&format!("<html lang=\"{code}\">"))
            .assert_contains(round)
            .assert_contains(&seed)
            .assert_contains("Aiko Tanaka")
            .assert_contains("Ben Smith")
            .assert_contains("Dropped a tile")
            .assert_contains("Montréal Open");
        for english in AUDIT_ENGLISH {
            assert!(
                !sentences.contains(english),
                "the audit log in {code} still says {english:?}:\n{sentences}"
            );
        }
    }
}

/// How a request reaches the error page.
#[derive(Clone, Copy, Debug)]
enum Failing {
    /// An address no route has.
    MissingPage,
    /// A change under `/admin` sent by a visitor signed out.
    SignedOutChange,
    /// A withdrawn player checked in: the application's refusal, through `?`.
    RefusedThroughQuestionMark,
}

/// An error page as each language writes it: its status, and its title and message in
/// English (exactly), French and Japanese (a piece of each).
struct ErrorPage {
    failing: Failing,
    status: StatusCode,
    english: [&'static str; 2],
    french: [&'static str; 2],
    japanese: [&'static str; 2],
}

const ERROR_PAGES: &[ErrorPage] = &[
    ErrorPage {
        failing: Failing::MissingPage,
        status: StatusCode::NOT_FOUND,
        english: ["Not found", "This page does not exist."],
        french: ["Page introuvable", "existe pas."],
        japanese: ["ページが見つかりません", "このページは存在しません。"],
    },
    ErrorPage {
        failing: Failing::SignedOutChange,
        status: StatusCode::FORBIDDEN,
        english: [
            "Not allowed",
            "Sign in as the organizer to change anything.",
        ],
        french: ["Non permis", "comme organisateur pour changer"],
        japanese: [
            "許可されていません",
            "変更するには主催者としてログインしてください。",
        ],
    },
    ErrorPage {
        failing: Failing::RefusedThroughQuestionMark,
        status: StatusCode::BAD_REQUEST,
        english: [
            "Please check the input",
            "Aiko Tanaka has withdrawn: reinstate them before checking them in.",
        ],
        french: [
            "rifiez ce que vous avez saisi",
            "Aiko Tanaka s&#39;est retiré",
        ],
        japanese: [
            "入力内容を確認してください",
            "Aiko Tanakaさんは棄権しています。",
        ],
    },
];

/// The back link's sentence of the English error page, exactly.
const ENGLISH_BACK: &str =
    "<p>Use your browser’s back button to return to the form, or go <a href=\"/\">home</a>.</p>";

/// Sends the request of `failing`: `staff` is signed in with the tournament `id` (its player
/// `aiko` withdrawn), `visitor` is not.
async fn fail(
    staff: &mut TestApp,
    visitor: &mut TestApp,
    (id, aiko): (i64, i64),
    failing: Failing,
) -> Reply {
    match failing {
        Failing::MissingPage => visitor.get("/no/such/page").await,
        Failing::SignedOutChange => {
            let path = format!("/admin/t/{id}/players");
            visitor.post_form(&path, &[("name", "Zoé")]).await
        }
        Failing::RefusedThroughQuestionMark => {
            let path = format!("/admin/t/{id}/players/{aiko}/checkin");
            staff.post(&path, &[("value", "1")]).await
        }
    }
}

/// Sets the reader's language of both apps: a code, or none for English.
fn read_in(apps: [&mut TestApp; 2], code: Option<&str>) {
    for app in apps {
        match code {
            Some(code) => app.cookies.insert("lang".into(), code.into()),
            None => app.cookies.remove("lang"),
        };
    }
}

#[tokio::test]
async fn the_error_page_reads_in_french_and_japanese_and_english_stays_as_it_was() {
    let mut staff = TestApp::signed_in().await;
    let mut visitor = TestApp::new().await;
    let id = staff.create_tournament("Montréal Open").await;
    staff.import_players(id, PLAYERS).await;
    let aiko = staff.player_id("Aiko Tanaka").await;
    staff
        .post(
            &format!("/admin/t/{id}/players/{aiko}/withdraw"),
            &[("value", "1")],
        )
        .await
        .assert_redirects();
    for page in ERROR_PAGES {
        let failing = page.failing;
        read_in([&mut staff, &mut visitor], None);
        let english = fail(&mut staff, &mut visitor, (id, aiko), failing).await;
        assert_eq!(english.status, page.status, "{failing:?}: {}", english.body);
        let [title, message] = page.english;
        english
            .assert_contains("<html lang=\"en\">")
            .assert_contains(&format!("<title>{title} · tenbou</title>"))
            .assert_contains(&format!("<h1>{title}</h1>"))
            .assert_contains(&format!("<p class=\"error\" role=\"alert\">{message}</p>"))
            .assert_contains(ENGLISH_BACK);
        for (code, [title, message]) in [("fr", page.french), ("ja", page.japanese)] {
            read_in([&mut staff, &mut visitor], Some(code));
            let reply = fail(&mut staff, &mut visitor, (id, aiko), failing).await;
            assert_eq!(reply.status, page.status, "{failing:?} in {code}");
            reply
                .assert_contains(&format!("<html lang=\"{code}\">"))
                .assert_contains(title)
                .assert_contains(message);
            for english in page
                .english
                .iter()
                .chain(["Use your browser", ">home<"].iter())
            {
                assert!(
                    !reply.body.contains(english),
                    "{failing:?} in {code} still says {english:?}:\n{}",
                    reply.body
                );
            }
        }
    }
}

/// Under a tournament whose default language is Japanese, the error pages (a page that does
/// not exist, a change refused to a visitor signed out, a refusal through `?`) read Japanese to
/// a reader who chose no language, whatever their browser prefers, as the tournament's own pages
/// do; the reader's choice still comes first, and an address of no tournament, of an unknown
/// one or of one without a default reads as before.
#[tokio::test]
async fn the_error_page_under_a_tournament_reads_its_default_language() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Osaka Open").await;
    let plain = app.create_tournament("Plain Open").await;
    app.import_players(id, PLAYERS).await;
    let aiko = app.player_id("Aiko Tanaka").await;
    app.post(
        &format!("/admin/t/{id}/players/{aiko}/withdraw"),
        &[("value", "1")],
    )
    .await
    .assert_redirects();
    let japanese = [
        ("name", "Osaka Open"),
        ("ruleset", "msmc-2016"),
        ("language", "ja"),
    ];
    app.edit_tournament(id, &japanese).await.assert_redirects();
    let refused = app
        .post(
            &format!("/admin/t/{id}/players/{aiko}/checkin"),
            &[("value", "1")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    refused
        .assert_contains("<html lang=\"ja\">")
        .assert_contains("<h1>入力内容を確認してください</h1>")
        .assert_contains("Aiko Tanakaさんは棄権しています。");
    app.cookies.clear();
    let missing = format!("/t/{id}/no-such-page");
    app.get(&format!("/t/{id}"))
        .await
        .assert_contains("<html lang=\"ja\">");
    for browser in [&[][..], &[("accept-language", "fr")][..]] {
        let reply = app.get_with(&missing, browser).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND);
        reply
            .assert_contains("<html lang=\"ja\">")
            .assert_contains("<h1>ページが見つかりません</h1>");
        assert!(!reply.body.contains("Not found"), "{browser:?}");
    }
    let signed_out = app
        .post_form(&format!("/admin/t/{id}/players"), &[("name", "Zoé")])
        .await;
    assert_eq!(signed_out.status, StatusCode::FORBIDDEN);
    signed_out
        .assert_contains("<html lang=\"ja\">")
        .assert_contains("変更するには主催者としてログインしてください。");
    // (address, request headers, the page's language)
    for (path, headers, language) in [
        (missing.clone(), &[("cookie", "lang=fr")][..], "fr"),
        (format!("{missing}?lang=en"), &[][..], "en"),
        (format!("/t/{plain}/no-such-page"), &[][..], "en"),
        (
            format!("/t/{plain}/no-such-page"),
            &[("accept-language", "fr")][..],
            "fr",
        ),
        ("/t/999999/no-such-page".to_string(), &[][..], "en"),
        ("/no/such/page".to_string(), &[][..], "en"),
    ] {
        app.cookies.clear();
        let reply = app.get_with(&path, headers).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        let lang = format!("<html lang=\"{language}\">");
        assert!(
            reply.body.contains(&lang),
            "{path} {headers:?}:\n{}",
            reply.body
        );
    }
}

/// An entry of the table phones in the log: the English it replaced, and a piece of it in
/// French and Japanese.
const PHONE_ENTRIES: &[[&str; 3]] = &[
    [
        "hand entry changed",
        "saisie des mains changée",
        "局の記録者の変更",
    ],
    [
        "tables record their own hands",
        "les tables inscrivent leurs propres mains",
        "各卓が自分の局を記録",
    ],
    [
        "seat taken — East at table 1 (round 1)",
        "place prise — Est à la table 1 (ronde 1)",
        "着席 — 1卓 東(第1回戦)",
    ],
    [
        "seat freed — East",
        "place libérée — Est",
        "席の解放 — 1卓 東",
    ],
];

#[tokio::test]
async fn the_table_phones_entries_read_in_french_and_japanese() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .tournament_with_round_one("Montréal Open", PLAYERS)
        .await;
    let game = app.game_ids(id).await[0];
    let table = app.table_entry(id, game).await;
    assert!(app.take_seat(&table, 0).await.status.is_redirection());
    app.post(&format!("/admin/t/{id}/games/{game}/seats/0/free"), &[])
        .await
        .assert_redirects();
    let english = app.get(&format!("/admin/t/{id}/audit")).await;
    for [said, _, _] in PHONE_ENTRIES {
        english.assert_contains(said);
    }
    english.assert_contains("at the table (phone ");
    for (code, column) in [("fr", 1), ("ja", 2)] {
        app.cookies.insert("lang".into(), code.into());
        let log = app.get(&format!("/admin/t/{id}/audit")).await;
        let sentences = without_action_codes(&log.body);
        for entry in PHONE_ENTRIES {
            log.assert_contains(entry[column]);
            assert!(
                !sentences.contains(entry[0]) && !sentences.contains("at the table"),
                "the audit log in {code} still says {:?}:\n{sentences}",
                entry[0]
            );
        }
    }
}
