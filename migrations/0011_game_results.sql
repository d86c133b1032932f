-- Each game's result per seat, as its hands last replayed: what the standings, the player
-- pages, the bracket's ranking and the CSV files read instead of replaying every game on every
-- request. The hands stay the one source of truth: a row remembers the game's version and the
-- ruleset it was computed with, and a row that no longer matches them is recomputed. Rows for
-- games played before this table existed are filled when the database is opened.
CREATE TABLE game_results (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    -- The game's version (games.version) and "ruleset|settings" this row was computed from.
    version  INTEGER NOT NULL,
    rules    TEXT NOT NULL,
    -- The game is over at its table.
    ended    INTEGER NOT NULL CHECK (ended IN (0, 1)),
    -- Every hand was confirmed when the row was written (only then does a finished game
    -- count). Readers ask the hands themselves (index below), which also sees a mark changed
    -- by a tool outside the program.
    confirmed INTEGER NOT NULL CHECK (confirmed IN (0, 1)),
    -- The seat's points: final points (leftover deposits included) once the game is over,
    -- its points so far before.
    points   INTEGER NOT NULL,
    -- Once the game is over: the final score in hundredths and the place (1 = first).
    score    INTEGER,
    place    INTEGER,
    PRIMARY KEY (game_id, seat)
);

-- The games with a hand still waiting for confirmation (or disputed): a finished game counts
-- only once every hand is confirmed, and the rankings ask this on every request.
CREATE INDEX hands_unconfirmed ON hands (game_id) WHERE status <> 'confirmed';
