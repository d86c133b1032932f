#!/usr/bin/env python3
"""Builds tests/fixtures/schema-v1.db: a database exactly as the first schema
(migrations/0001_foundation.sql) left it, with a tournament, players, a round and its seating,
sessions and audit entries, so tests/upgrade.rs can check that every later migration keeps all
of it. The migration bookkeeping is written the way sqlx writes it (SHA-384 checksum of the
migration text), so tenbou takes the file for one it made itself.

Run from the project root: python3 tools/make_schema_v1_fixture.py
"""
import hashlib
import pathlib
import sqlite3

root = pathlib.Path(__file__).resolve().parent.parent
migration = (root / "migrations" / "0001_foundation.sql").read_bytes()
target = root / "tests" / "fixtures" / "schema-v1.db"
target.unlink(missing_ok=True)

db = sqlite3.connect(target)
db.executescript(
    """
    CREATE TABLE _sqlx_migrations (
        version BIGINT PRIMARY KEY,
        description TEXT NOT NULL,
        installed_on TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
        success BOOLEAN NOT NULL,
        checksum BLOB NOT NULL,
        execution_time BIGINT NOT NULL
    );
    """
)
db.executescript(migration.decode("utf-8"))
db.execute(
    "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) VALUES (1, 'foundation', 1, ?, 1000)",
    (hashlib.sha384(migration).digest(),),
)
now = "2026-04-09T14:00:00Z"
db.execute("INSERT INTO accounts VALUES (1, 'organizer', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$0000000000000000000000000000000000000000000', 'organizer', ?)", (now,))
db.execute("INSERT INTO tournaments VALUES (1, 'April MSMC 2016', '2016-04-09', 'SSMU Blue Room', 'msmc-2016', 0, ?, ?)", (now, now))
players = ["Aiko", "Ben", "Chloé", "Dev", "山田 太郎"]
for i, name in enumerate(players, start=1):
    db.execute(
        "INSERT INTO players VALUES (?, 1, ?, ?, ?, ?, 1, 0, ?)",
        (i, name, name.lower(), "MSMC" if i < 3 else "", f"0400{i}", now),
    )
db.execute("INSERT INTO rounds VALUES (1, 1, 1, '12345678901234567890', 'random', 'substitute', ?)", (now,))
db.execute("INSERT INTO games VALUES (1, 1, 1, 0)")
db.execute("INSERT INTO games VALUES (2, 1, 2, 0)")
for seat, player in enumerate([3, 1, 5, 2]):
    db.execute("INSERT INTO game_seats VALUES (1, ?, ?)", (seat, player))
for seat, player in enumerate([4, None, None, None]):
    db.execute("INSERT INTO game_seats VALUES (2, ?, ?)", (seat, player))
db.execute("INSERT INTO audit_log VALUES (1, 1, 1, ?, 'tournament created', 'April MSMC 2016', '', 'details')", (now,))
db.execute("INSERT INTO audit_log VALUES (2, 1, 1, ?, 'round started', 'round 1', '', 'seed 12345678901234567890')", (now,))
db.commit()
db.execute("PRAGMA journal_mode=DELETE")
db.close()
print(f"wrote {target}")
