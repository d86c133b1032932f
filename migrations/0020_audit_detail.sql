-- An audit entry keeps the facts of its change (names, round numbers, seeds, counts) as a JSON
-- object, which the log's page words in the reader's language. Entries written before this
-- have none and show the text they stored; `subject`, `before_value` and `after_value` stay
-- as they were (a hand's change keeps its engine JSON there, which undo and restore read).
ALTER TABLE audit_log ADD COLUMN detail TEXT;
