-- A table phone's seat. The first phone (its device id: a hash of the random token in the
-- phone's long-lived cookie) that says it sits in a seat of a game holds that seat until the
-- organizer or a referee frees it; a phone holds at most one seat in a round. The hands a
-- phone enters or confirms then carry that seat, so one person cannot play two seats.
CREATE TABLE seat_claims (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round_id   INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    device     TEXT NOT NULL,
    claimed_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (round_id, device)
);
