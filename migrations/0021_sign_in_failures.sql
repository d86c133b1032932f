-- Failed sign-ins, counted in the database rather than in one process's memory, so that two
-- tenbou instances serving one database behind a proxy share them: a guesser cannot double
-- their tries by landing on the other instance. One row per client address and one per
-- account (the account the typed name belongs to; unknown names are counted by address only,
-- so a stream of made-up names adds no rows of its own).
--
-- `failures` counts the failures since the row was made; `last_at` is the last one, in unix
-- seconds (an integer, compared and pruned the same way on every database). A row quiet for a
-- quarter of an hour is deleted by the next failure written, and the table keeps at most a few
-- thousand of the newest rows, so it stays small whatever a flood sends
-- (`app::sign_in_limits`).
CREATE TABLE sign_in_failures (
    scope    TEXT NOT NULL CHECK (scope IN ('address', 'account')),
    subject  TEXT NOT NULL,
    failures INTEGER NOT NULL,
    last_at  INTEGER NOT NULL,
    PRIMARY KEY (scope, subject)
);

CREATE INDEX sign_in_failures_by_age ON sign_in_failures (last_at);
