-- Leagues of a league's server (docs/league.md): a league adds up the results of the events
-- its administrator chose, under its own rule. An event may count in several leagues.
--
-- The rule: `measure` is what each event gives a player ('places': the MERS base rank of
-- their place; 'scores': their final total), `best_of` how many of each player's results count
-- (NULL: all of them).
CREATE TABLE leagues (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    measure    TEXT NOT NULL CHECK (measure IN ('places', 'scores')),
    best_of    INTEGER CHECK (best_of IS NULL OR best_of >= 1),
    created_at TEXT NOT NULL,
    -- The administrator who made it; accounts are never deleted, so no foreign key (as for a
    -- tournament's owner).
    created_by INTEGER
);

-- The events a league counts. An event deleted leaves every league it counted in.
CREATE TABLE league_events (
    league_id     INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    PRIMARY KEY (league_id, tournament_id)
);
CREATE INDEX league_events_tournament ON league_events(tournament_id);
