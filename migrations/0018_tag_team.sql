-- Mangan Mahjong's tag-team form (docs/rules.md §15, "Tag team"): eight people at a table of
-- four, two partners to each seat. A tag-team game registers people 0–3 (the first partners,
-- East to North) and 4–7 (their partners in the same order), each with a result row and a
-- seat a phone may take. Migration 0012 allowed seats 0–4 (the American fifth seat); this one
-- allows 0–7. SQLite cannot widen a CHECK in place, so each table is rebuilt as 0012 did:
-- created anew with the wider check, every row copied, the old one dropped, the new one
-- renamed and its index made again. Nothing refers to these tables, so foreign keys need no
-- pause.

CREATE TABLE game_seats_new (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 7),
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
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 7),
    -- The game's version (games.version) and "ruleset|settings" this row was computed from.
    version  INTEGER NOT NULL,
    rules    TEXT NOT NULL,
    -- The game is over at its table.
    ended    INTEGER NOT NULL CHECK (ended IN (0, 1)),
    -- Every hand was confirmed when the row was written.
    confirmed INTEGER NOT NULL CHECK (confirmed IN (0, 1)),
    -- The person's points: final points once the game is over, their points so far before.
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

-- Any of the eight may hold their seat number at a table phone. The unique device per round,
-- the primary key and the player the seat was taken as (migration 0013) come with the new
-- table.
CREATE TABLE seat_claims_new (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round_id   INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 7),
    device     TEXT NOT NULL,
    claimed_at TEXT NOT NULL,
    player_id  INTEGER REFERENCES players(id) ON DELETE CASCADE,
    PRIMARY KEY (game_id, seat),
    UNIQUE (round_id, device)
);
INSERT INTO seat_claims_new (game_id, round_id, seat, device, claimed_at, player_id)
    SELECT game_id, round_id, seat, device, claimed_at, player_id FROM seat_claims;
DROP TABLE seat_claims;
ALTER TABLE seat_claims_new RENAME TO seat_claims;
