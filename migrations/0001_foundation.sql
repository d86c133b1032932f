-- The first schema: accounts and sessions, tournaments, players, rounds and their tables.
-- Later migrations only add; they never rewrite what an event already recorded.

CREATE TABLE accounts (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('organizer', 'referee')),
    created_at    TEXT NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);

CREATE TABLE tournaments (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    event_date TEXT NOT NULL DEFAULT '',
    venue      TEXT NOT NULL DEFAULT '',
    ruleset    TEXT NOT NULL DEFAULT 'msmc-2016',
    archived   INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE players (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    name_key      TEXT NOT NULL,
    club          TEXT NOT NULL DEFAULT '',
    player_number TEXT NOT NULL DEFAULT '',
    checked_in    INTEGER NOT NULL DEFAULT 0,
    withdrawn     INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT NOT NULL,
    UNIQUE (tournament_id, name_key)
);

CREATE TABLE rounds (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    number        INTEGER NOT NULL,
    seed          TEXT NOT NULL,
    mode          TEXT NOT NULL,
    table_rule    TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    UNIQUE (tournament_id, number)
);

-- One game per table per round; seat 0 is the starting East.
CREATE TABLE games (
    id           INTEGER PRIMARY KEY,
    round_id     INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    table_number INTEGER NOT NULL,
    version      INTEGER NOT NULL DEFAULT 0,
    UNIQUE (round_id, table_number)
);

-- player_id NULL is the substitute who completes a table of three (not ranked).
CREATE TABLE game_seats (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    player_id INTEGER REFERENCES players(id),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_seats_player ON game_seats(player_id);

CREATE TABLE sit_outs (
    round_id  INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (round_id, player_id)
);

-- Who changed what, when: every change to players, rounds and results.
CREATE TABLE audit_log (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER REFERENCES tournaments(id) ON DELETE CASCADE,
    account_id    INTEGER REFERENCES accounts(id),
    at            TEXT NOT NULL,
    action        TEXT NOT NULL,
    subject       TEXT NOT NULL DEFAULT '',
    before_value  TEXT NOT NULL DEFAULT '',
    after_value   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_tournament ON audit_log(tournament_id, id);
