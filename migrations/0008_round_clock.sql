-- The round clock: the organizer starts a round's clock with its length; a table may be given
-- extra minutes or "one more hand" past the time. Times are Unix seconds.
ALTER TABLE rounds ADD COLUMN clock_started_at INTEGER;
ALTER TABLE rounds ADD COLUMN clock_minutes INTEGER;

CREATE TABLE table_time (
    round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    table_number INTEGER NOT NULL,
    -- Minutes added to the round's length for this table.
    extra_minutes INTEGER NOT NULL DEFAULT 0 CHECK (extra_minutes >= 0),
    -- Hands this table may still play after its time, beyond the hand in progress.
    extra_hands INTEGER NOT NULL DEFAULT 0 CHECK (extra_hands >= 0),
    -- Hands saved after the time that used up an extra hand.
    hands_used INTEGER NOT NULL DEFAULT 0 CHECK (hands_used >= 0),
    PRIMARY KEY (round_id, table_number)
);
