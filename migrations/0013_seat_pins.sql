-- Proving who sits in a seat (docs/rules.md, "Table phones"). Before this, the first phone to
-- choose a seat held it, so one person could hold two seats from two phones (or one phone with
-- its cookies cleared) and confirm their own hand.
--
-- Each player gets a four-digit seat PIN, printed on their player card and shown to the
-- organizer at check-in. It is kept readable (the organizer prints and reads it out), which is
-- why only the organizer's pages show it; guessing it from a phone is held back by the server
-- (a few wrong tries per player and per address). Every player, existing or added later by any
-- path (the form, an import, a transfer file), gets one from SQLite's random(), which draws
-- from the operating system's randomness.
ALTER TABLE players ADD COLUMN seat_pin TEXT NOT NULL DEFAULT '';
UPDATE players SET seat_pin = printf('%04d', abs(random() % 10000));
CREATE TRIGGER players_get_a_seat_pin AFTER INSERT ON players WHEN NEW.seat_pin = ''
BEGIN
    UPDATE players SET seat_pin = printf('%04d', abs(random() % 10000)) WHERE id = NEW.id;
END;

-- A phone (its device id, as in seat_claims) that proved a player with their PIN: it takes
-- that player's seat in later rounds of the tournament without the PIN. The organizer's reset
-- of the player's PIN forgets these.
CREATE TABLE phone_players (
    device     TEXT NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    proved_at  TEXT NOT NULL,
    PRIMARY KEY (device, player_id)
);

-- The player a seat was taken as. A claim holds only while the round's draw still seats that
-- player there: a claim made before this migration (no player) or before the organizer
-- swapped players is void, and the seat is free to be taken again with the PIN.
ALTER TABLE seat_claims ADD COLUMN player_id INTEGER REFERENCES players(id) ON DELETE CASCADE;
