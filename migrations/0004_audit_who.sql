-- The audit log keeps the name of who made each change, so it survives a move to another
-- laptop (whose accounts differ) unchanged.
ALTER TABLE audit_log ADD COLUMN who TEXT NOT NULL DEFAULT '';
UPDATE audit_log SET who = COALESCE((SELECT name FROM accounts WHERE accounts.id = audit_log.account_id), '');
