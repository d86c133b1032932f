-- The hand history of a score sheet lives in the audit log: an entry about a hand names its
-- game and position, so "undo" can revert the last change of a game and a deleted hand can be
-- restored from the log. `form_key` is the random key of the form that saved a hand, so a
-- form sent twice (a back button, a phone retrying) is recognised as already saved.
-- `reverted_by` is the entry that undid or restored this one; it is never reverted twice.
ALTER TABLE audit_log ADD COLUMN game_id INTEGER;
ALTER TABLE audit_log ADD COLUMN hand_position INTEGER;
ALTER TABLE audit_log ADD COLUMN form_key TEXT;
ALTER TABLE audit_log ADD COLUMN reverted_by INTEGER;
CREATE INDEX audit_log_game ON audit_log(game_id, id) WHERE game_id IS NOT NULL;
CREATE INDEX audit_log_form_key ON audit_log(form_key) WHERE form_key IS NOT NULL;
