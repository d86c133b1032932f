-- Several organizers on a league's server (docs/league.md): a league administrator beside the
-- organizer and the referees, who made each account, whether an account is disabled, and who
-- owns each tournament. On the laptop nothing changes: its one organizer owns every event.
--
-- SQLite cannot widen the role's CHECK in place, so `accounts` is rebuilt (created anew, every
-- row copied with its id, the old one dropped, the new one renamed). Foreign keys stay on
-- during a migration, and dropping a table that others refer to would delete their rows
-- (sessions, a referee's tournaments) or be refused (the audit log), so the three tables that
-- refer to accounts are rebuilt with it, pointing at the new table before the old one goes.

CREATE TABLE accounts_new (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('organizer', 'referee', 'league_admin')),
    created_at    TEXT NOT NULL,
    -- The organizer who authorised a referee, the administrator who made an organizer.
    created_by    INTEGER REFERENCES accounts_new(id),
    -- When the administrator disabled the account; NULL while it may sign in.
    disabled_at   TEXT
);
INSERT INTO accounts_new (id, name, password_hash, role, created_at, created_by, disabled_at)
    SELECT id, name, password_hash, role, created_at, NULL, NULL FROM accounts;
-- The laptop's referees were authorised by its one organizer.
UPDATE accounts_new SET created_by = (SELECT MIN(id) FROM accounts WHERE role = 'organizer')
    WHERE role = 'referee';

CREATE TABLE sessions_new (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts_new(id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
INSERT INTO sessions_new (token_hash, account_id, csrf_token, created_at, expires_at)
    SELECT token_hash, account_id, csrf_token, created_at, expires_at FROM sessions;

CREATE TABLE referee_tournaments_new (
    account_id    INTEGER NOT NULL REFERENCES accounts_new(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    PRIMARY KEY (account_id, tournament_id)
);
INSERT INTO referee_tournaments_new (account_id, tournament_id)
    SELECT account_id, tournament_id FROM referee_tournaments;

CREATE TABLE audit_log_new (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER REFERENCES tournaments(id) ON DELETE CASCADE,
    account_id    INTEGER REFERENCES accounts_new(id),
    at            TEXT NOT NULL,
    action        TEXT NOT NULL,
    subject       TEXT NOT NULL DEFAULT '',
    before_value  TEXT NOT NULL DEFAULT '',
    after_value   TEXT NOT NULL DEFAULT '',
    who           TEXT NOT NULL DEFAULT '',
    game_id       INTEGER,
    hand_position INTEGER,
    form_key      TEXT,
    reverted_by   INTEGER,
    detail        TEXT
);
INSERT INTO audit_log_new (id, tournament_id, account_id, at, action, subject, before_value,
                           after_value, who, game_id, hand_position, form_key, reverted_by, detail)
    SELECT id, tournament_id, account_id, at, action, subject, before_value,
           after_value, who, game_id, hand_position, form_key, reverted_by, detail FROM audit_log;

DROP TABLE sessions;
DROP TABLE referee_tournaments;
DROP TABLE audit_log;
DROP TABLE accounts;
ALTER TABLE accounts_new RENAME TO accounts;
ALTER TABLE sessions_new RENAME TO sessions;
ALTER TABLE referee_tournaments_new RENAME TO referee_tournaments;
ALTER TABLE audit_log_new RENAME TO audit_log;
CREATE INDEX referee_tournaments_tournament ON referee_tournaments(tournament_id);
CREATE INDEX audit_log_tournament ON audit_log(tournament_id, id);
CREATE INDEX audit_log_game ON audit_log(game_id, id) WHERE game_id IS NOT NULL;
CREATE INDEX audit_log_form_key ON audit_log(form_key) WHERE form_key IS NOT NULL;

-- Who owns each tournament: its organizer changes it; the laptop's organizer owns every event
-- it already has. No foreign key: accounts are never deleted (an organizer is disabled, and
-- keeps their events), and one would make `tournaments` a table every later rebuild of
-- `accounts` must rebuild too.
ALTER TABLE tournaments ADD COLUMN owner_account_id INTEGER;
UPDATE tournaments SET owner_account_id = (SELECT MIN(id) FROM accounts WHERE role = 'organizer');
CREATE INDEX tournaments_owner ON tournaments(owner_account_id);
