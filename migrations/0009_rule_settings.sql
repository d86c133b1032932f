-- A tournament's settings within its ruleset (Hong Kong Old Style: wind rounds and the faan
-- table, as docs/game-json.md writes them). Empty means the preset's defaults.
ALTER TABLE tournaments ADD COLUMN rule_settings TEXT NOT NULL DEFAULT '';
