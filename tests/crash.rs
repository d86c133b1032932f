//! Durability: several referees record hands while the server is killed (SIGKILL) at random
//! moments, twenty times over. After every restart each acknowledged hand is there, in order,
//! and SQLite's integrity check is ok.

#[path = "support/client.rs"]
mod client;
#[path = "support/server.rs"]
mod server;

use client::{hidden_field, Client};
use rand::{Rng, SeedableRng};
use server::{free_port, Server};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const KILLS: usize = 20;

/// Hand `n` of every game: alternately an abortive draw and a draw with all four tenpai. Both
/// keep the deal and add a counter, so the game never ends, and the order is checkable.
fn hand_fields(n: usize) -> Vec<(&'static str, &'static str)> {
    if n % 2 == 0 {
        vec![("outcome", "abortive")]
    } else {
        vec![
            ("outcome", "draw"),
            ("tenpai0", "1"),
            ("tenpai1", "1"),
            ("tenpai2", "1"),
            ("tenpai3", "1"),
        ]
    }
}

fn stored_hands(db: &std::path::Path, game: i64) -> Vec<String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let pool = tenbou::db::open(db).await.unwrap();
        let check: String = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(check, "ok");
        let hands =
            sqlx::query_scalar("SELECT data FROM hands WHERE game_id = ? ORDER BY position")
                .bind(game)
                .fetch_all(&pool)
                .await
                .unwrap();
        pool.close().await;
        hands
    })
}

#[test]
fn every_acknowledged_hand_survives_twenty_kills() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.db");
    let port = free_port();
    let mut server = Server::start(&db, port);
    let mut organizer = Client::new(port);
    organizer.setup_organizer();
    let tournament = organizer.tournament_with_round(16);
    let games = organizer.game_ids(tournament);
    assert_eq!(games.len(), 4);
    // How many hands each game's referee saw acknowledged.
    let acknowledged: Arc<Mutex<Vec<usize>>> = Arc::new(Mutex::new(vec![0; games.len()]));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2016);

    for round in 0..KILLS {
        let stop = Arc::new(AtomicBool::new(false));
        let csrf = organizer.csrf();
        let referees: Vec<_> = games
            .iter()
            .enumerate()
            .map(|(table, &game)| {
                let mut client = organizer.clone();
                let csrf = csrf.clone();
                let stop = stop.clone();
                let acknowledged = acknowledged.clone();
                std::thread::spawn(move || {
                    while !stop.load(Ordering::Relaxed) {
                        let recorded = acknowledged.lock().unwrap()[table];
                        // The form's token, read from the sheet as a browser's form carries it.
                        let sheet = match client.get(&format!("/admin/t/{tournament}/games/{game}"))
                        {
                            Ok(page) => page,
                            Err(_) => break,
                        };
                        let Some(version) = hidden_field(&sheet.body, "version") else {
                            // A page cut off by the kill.
                            break;
                        };
                        let mut fields = vec![
                            ("csrf", csrf.as_str()),
                            ("version", version.as_str()),
                            ("action", "save"),
                        ];
                        fields.extend(hand_fields(recorded));
                        match client.post(
                            &format!("/admin/t/{tournament}/games/{game}/hands"),
                            &fields,
                        ) {
                            Ok(reply) if reply.status == 303 => {
                                acknowledged.lock().unwrap()[table] += 1
                            }
                            Ok(reply) => panic!(
                                "round {round}: a save was refused: {} {}",
                                reply.status, reply.body
                            ),
                            // The server died mid-request: this hand was not acknowledged.
                            Err(_) => break,
                        }
                    }
                })
            })
            .collect();
        std::thread::sleep(Duration::from_millis(rng.random_range(30..300)));
        server.kill();
        stop.store(true, Ordering::Relaxed);
        for referee in referees {
            referee.join().unwrap();
        }
        // Every acknowledged hand is stored, in order; at most the one in flight is extra (it
        // was committed but the answer never left).
        let acked = acknowledged.lock().unwrap().clone();
        for (table, &game) in games.iter().enumerate() {
            let stored = stored_hands(&db, game);
            assert!(
                stored.len() >= acked[table] && stored.len() <= acked[table] + 1,
                "round {round}, table {}: {} stored, {} acknowledged",
                table + 1,
                stored.len(),
                acked[table]
            );
            for (n, hand) in stored.iter().enumerate() {
                let expected = if n % 2 == 0 { "abortive" } else { "draw" };
                assert!(
                    hand.contains(expected),
                    "hand {n} of table {} is {hand}",
                    table + 1
                );
            }
            // A committed-but-unacknowledged hand counts from now on.
            acknowledged.lock().unwrap()[table] = stored.len();
        }
        server = Server::start(&db, port);
    }
    let total: usize = acknowledged.lock().unwrap().iter().sum();
    assert!(
        total > KILLS,
        "the referees recorded {total} hands in {KILLS} rounds"
    );
    // The restarted server serves the sheets it recorded.
    let sheet = organizer
        .get(&format!("/t/{tournament}/games/{}", games[0]))
        .unwrap();
    assert_eq!(sheet.status, 200);
}
