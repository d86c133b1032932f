-- Results: every hand of every game (the stored facts; scores are derived by replaying them),
-- the ruleset each game is scored with, and score penalties.

ALTER TABLE games ADD COLUMN ruleset TEXT NOT NULL DEFAULT 'msmc-2016';
UPDATE games SET ruleset = (
    SELECT t.ruleset FROM rounds r JOIN tournaments t ON t.id = r.tournament_id WHERE r.id = games.round_id
);

CREATE TABLE hands (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    data       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (game_id, position)
);

CREATE TABLE penalties (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players(id),
    game_id       INTEGER REFERENCES games(id),
    kind          TEXT NOT NULL,
    amount        INTEGER NOT NULL CHECK (amount > 0),
    reason        TEXT NOT NULL,
    created_at    TEXT NOT NULL
);
CREATE INDEX penalties_tournament ON penalties(tournament_id);
