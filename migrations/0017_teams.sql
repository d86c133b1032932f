-- Teams of two for a style played in teams (Clear Mahjong, docs/rules.md §16): the organizer
-- names each team and its two partners. A player is in at most one team (the UNIQUE on
-- player_id; players belong to one tournament, so the rule holds per tournament). Team names
-- are unique within the tournament by the same key as players' names.
CREATE TABLE teams (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    name_key      TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    UNIQUE (tournament_id, name_key)
);

CREATE TABLE team_members (
    team_id   INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL UNIQUE REFERENCES players(id) ON DELETE CASCADE,
    PRIMARY KEY (team_id, player_id)
);
