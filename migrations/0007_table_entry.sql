-- Tables record their own hands. A tournament says who records hands: the organizer and
-- referees only ('staff', the default) or also the players of each table from their phones
-- ('table'). Each game gets a short random code that opens only that game's sheet.
-- A hand entered at a table is pending until another player of that table (or the organizer
-- or a referee) confirms it; a disputed hand waits for the organizer.
ALTER TABLE tournaments ADD COLUMN hand_entry TEXT NOT NULL DEFAULT 'staff'
    CHECK (hand_entry IN ('staff', 'table'));

-- A redrawn round gets new games, so its old codes go with the old games.
CREATE TABLE table_codes (
    game_id    INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    code       TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);

-- 'confirmed' for every hand entered by the organizer or a referee (and all hands before this
-- migration). `entered_seat` and `entered_device` say which seat and which phone entered a
-- pending hand, so that the confirmation comes from someone else; `entered_by` is the name
-- shown; `dispute` is the reason given by whoever disputed it.
ALTER TABLE hands ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed'
    CHECK (status IN ('confirmed', 'pending', 'disputed'));
ALTER TABLE hands ADD COLUMN entered_seat INTEGER;
ALTER TABLE hands ADD COLUMN entered_device TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN entered_by TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN dispute TEXT NOT NULL DEFAULT '';
