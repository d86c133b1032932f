-- Referees are authorised per tournament: a referee may record hands and give penalties only in
-- the tournaments listed here for them. Referees authorised before this existed referee nothing
-- until the organizer chooses their tournaments.
CREATE TABLE referee_tournaments (
    account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    PRIMARY KEY (account_id, tournament_id)
);
CREATE INDEX referee_tournaments_tournament ON referee_tournaments(tournament_id);
