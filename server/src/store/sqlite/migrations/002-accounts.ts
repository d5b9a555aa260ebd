/**
 * Members, their sessions and their addresses. A session's token is never stored: only its SHA-256, so a copy of the
 * database signs no one in. Emails are unique without regard to case.
 */
export const ACCOUNTS_SQL = /* sql */ `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  -- scrypt$N$r$p$salt$hash (base64url), salt per user
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  mobile TEXT NOT NULL DEFAULT '',
  tel TEXT NOT NULL DEFAULT '',
  email_updates INTEGER NOT NULL DEFAULT 0 CHECK (email_updates IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE sessions (
  -- SHA-256 of the token, hex
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
) STRICT;
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  postcode TEXT NOT NULL DEFAULT '',
  tel TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX addresses_user ON addresses(user_id);
-- at most one default address per member
CREATE UNIQUE INDEX addresses_default ON addresses(user_id) WHERE is_default = 1;
`
