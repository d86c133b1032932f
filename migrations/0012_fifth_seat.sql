-- The fifth seat of an American table (docs/rules.md §10, "The fifth seat"): a game of five
-- people registers the first hand's bettor in seat 4, beside the four chairs 0–3, and keeps a
-- result row for that person. SQLite cannot widen a CHECK in place, so each table is rebuilt:
-- created anew with the wider check, every row copied, the old one dropped, the new one renamed
-- and its index made again. Nothing refers to these tables, so foreign keys need no pause.

CREATE TABLE game_seats_new (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    player_id INTEGER REFERENCES players(id),
    PRIMARY KEY (game_id, seat)
);
INSERT INTO game_seats_new (game_id, seat, player_id)
    SELECT game_id, seat, player_id FROM game_seats;
DROP TABLE game_seats;
ALTER TABLE game_seats_new RENAME TO game_seats;
CREATE INDEX game_seats_player ON game_seats(player_id);

CREATE TABLE game_results_new (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    -- The game's version (games.version) and "ruleset|settings" this row was computed from.
    version  INTEGER NOT NULL,
    rules    TEXT NOT NULL,
    -- The game is over at its table.
    ended    INTEGER NOT NULL CHECK (ended IN (0, 1)),
    -- Every hand was confirmed when the row was written.
    confirmed INTEGER NOT NULL CHECK (confirmed IN (0, 1)),
    -- The seat's points: final points once the game is over, its points so far before.
    points   INTEGER NOT NULL,
    -- Once the game is over: the final score in hundredths and the place (1 = first).
    score    INTEGER,
    place    INTEGER,
    PRIMARY KEY (game_id, seat)
);
INSERT INTO game_results_new (game_id, seat, version, rules, ended, confirmed, points, score, place)
    SELECT game_id, seat, version, rules, ended, confirmed, points, score, place FROM game_results;
DROP TABLE game_results;
ALTER TABLE game_results_new RENAME TO game_results;

-- The fifth person may hold seat 4 at a table phone too. The unique device per round and the
-- primary key come with the new table.
CREATE TABLE seat_claims_new (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round_id   INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    device     TEXT NOT NULL,
    claimed_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (round_id, device)
);
INSERT INTO seat_claims_new (game_id, round_id, seat, device, claimed_at)
    SELECT game_id, round_id, seat, device, claimed_at FROM seat_claims;
DROP TABLE seat_claims;
ALTER TABLE seat_claims_new RENAME TO seat_claims;
