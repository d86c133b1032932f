-- Stages: a tournament's bracket (its format and the seed of the tie-breaking draw), the stages
-- entered so far with who entered each and why, and the stage each round belongs to.

CREATE TABLE brackets (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    -- JSON: null for the club's brackets (4 to 8 entrants), else the large-field plan.
    config        TEXT NOT NULL,
    -- Settles ties still level after total, best game and penalties; shown on the pages.
    seed          TEXT NOT NULL,
    created_at    TEXT NOT NULL
);

CREATE TABLE stages (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    -- Penalties with a larger id and no game were given while this stage was current.
    penalty_floor INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT NOT NULL,
    UNIQUE (tournament_id, position)
);

-- Who entered a stage, in order, and the reason shown to everyone.
CREATE TABLE stage_players (
    stage_id  INTEGER NOT NULL REFERENCES stages(id) ON DELETE CASCADE,
    position  INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id),
    reason    TEXT NOT NULL,
    PRIMARY KEY (stage_id, position)
);

ALTER TABLE rounds ADD COLUMN stage_id INTEGER REFERENCES stages(id);
