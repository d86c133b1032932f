-- A player's EMA number (eight digits, as the EMA's player list writes it) and country (an ISO
-- 3166 alpha-3 code, as the EMA's lists use), for the results file an event under an EMA or
-- club preset sends to the EMA ranking (docs/ema.md). Both are empty for a player without
-- them: most club players have no EMA number. The application checks their shape before
-- storing them (`tournament::ema`).
ALTER TABLE players ADD COLUMN ema_number TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN country TEXT NOT NULL DEFAULT '';
