//! Two `tenbou` processes on one PostgreSQL database, as two instances behind one proxy
//! (docs/league.md, "Two instances behind one address"): a hand saved through one reaches the
//! events stream a phone holds on the other as soon as the saving process's own phones hear
//! it, and both processes' page caches are renewed: the standings fetched with the ETag a
//! phone kept answer 200 with the new numbers, never 304 or the old page. The session signed
//! in on one process is honoured by the other, since sessions live in the database.

use crate::client::Client;
use crate::postgres::PgDatabase;
use crate::server::{free_port, Server};
use crate::{make_administrator, Stream, ADMIN, ADMIN_PASSWORD, WEST_YAKUMAN, WITHIN};

/// The standings page at `path` from the server of `client`: its body and ETag (200).
fn standings(client: &mut Client, path: &str) -> (String, String) {
    let reply = client.get(path).unwrap();
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    let etag = reply
        .header("etag")
        .expect("the page has an ETag")
        .to_string();
    (reply.body, etag)
}

/// What the server of `client` answers to a phone asking again for `path` with `etag`.
fn again(client: &mut Client, path: &str, etag: &str) -> crate::client::Reply {
    client
        .request("GET", path, &[("If-None-Match", etag)], "")
        .unwrap()
}

#[test]
fn a_save_on_one_process_reaches_the_others_stream_and_renews_both_caches() {
    let Some(database) = PgDatabase::for_test("two") else {
        return;
    };
    make_administrator(&database.url);
    let (port_a, port_b) = (free_port(), free_port());
    let _a = Server::start_on_postgres(&database.url, port_a, &["--league"]);
    let _b = Server::start_on_postgres(&database.url, port_b, &["--league"]);

    let mut on_a = Client::new(port_a);
    on_a.sign_in(ADMIN, ADMIN_PASSWORD);
    let tournament = on_a.tournament_with_round(4);
    let game = on_a.game_ids(tournament)[0];
    // The same signed-in person, reaching the other process (the proxy chose it).
    let mut on_b = on_a.clone();
    on_b.base = format!("127.0.0.1:{port_b}");
    let path = format!("/t/{tournament}/standings");

    // Each process renders the page once and then answers a phone's ETag from its cache.
    let (before_a, etag_a) = standings(&mut on_a, &path);
    let (before_b, etag_b) = standings(&mut on_b, &path);
    assert_eq!(before_a, before_b, "both processes read the same database");
    assert_eq!(again(&mut on_a, &path, &etag_a).status, 304);
    assert_eq!(again(&mut on_b, &path, &etag_b).status, 304);
    let mut phone_a = Stream::open(port_a, tournament);
    let mut phone_b = Stream::open(port_b, tournament);

    // A hand that ends the game, so the standings' numbers move, saved through A.
    let saved = on_a.save_hand(tournament, game, WEST_YAKUMAN);
    assert_eq!(saved.status, 303, "{}", saved.body);
    let heard_here = phone_a
        .next_change(WITHIN)
        .expect("A's phone hears A's save");
    let heard_there = phone_b
        .next_change(WITHIN)
        .expect("B's phone hears A's save within the bound of A's own phones");
    assert!(heard_here > 0 && heard_there > 0);

    // Both caches are renewed: the old ETag gets the new page, with the game counted.
    let renewed_b = again(&mut on_b, &path, &etag_b);
    assert_eq!(renewed_b.status, 200, "B still answers its old page");
    assert_ne!(
        renewed_b.body, before_b,
        "B's standings show the finished game"
    );
    let renewed_a = again(&mut on_a, &path, &etag_a);
    assert_eq!(renewed_a.status, 200, "A still answers its old page");
    assert_eq!(renewed_a.body, renewed_b.body, "both show the same numbers");
    let etag_a = renewed_a.header("etag").unwrap().to_string();
    assert_ne!(etag_a, etag_b, "a new ETag for the new page");

    // And the other way: a penalty given through B (the session signed in on A) reaches A's
    // phone and renews A's cache.
    on_b.give_penalty(tournament, "8");
    let heard = phone_a.next_change(WITHIN);
    assert!(heard.is_some(), "A's phone hears B's save");
    phone_b
        .next_change(WITHIN)
        .expect("B's phone hears B's save");
    let after = again(&mut on_a, &path, &etag_a);
    assert_eq!(
        after.status, 200,
        "A still answers its old page after B's save"
    );
    assert_ne!(after.body, renewed_a.body, "A's standings show the penalty");
    let (from_b, _) = standings(&mut on_b, &path);
    assert_eq!(after.body, from_b);
}
