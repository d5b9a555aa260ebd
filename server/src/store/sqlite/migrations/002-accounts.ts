/**
 * Members, their sessions and their addresses, and what guards signing up and in: image captchas, emailed
 * codes and rate-limit counters. A session's token is never stored: only its SHA-256, so a copy of the
 * database signs no one in; captcha answers and emailed codes are kept as digests too. Emails are unique
 * without regard to case.
 *
 * The guards are rows rather than server memory so that any number of server processes on one database
 * share them (the server is stateless), and a restart forgets nothing. Expired rows are deleted as new ones
 * are written.
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
-- a member's addresses, newest first
CREATE INDEX addresses_user ON addresses(user_id, created_at DESC, id DESC);
-- at most one default address per member
CREATE UNIQUE INDEX addresses_default ON addresses(user_id) WHERE is_default = 1;

CREATE TABLE captchas (
  -- random, base64url
  id TEXT PRIMARY KEY,
  -- SHA-256 of the answer bound to the id, hex; the answer itself is not kept
  answer_digest TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX captchas_expiry ON captchas(expires_at);

-- the live code of one address for one purpose; a new code replaces it
CREATE TABLE email_codes (
  email TEXT NOT NULL COLLATE NOCASE,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset_password')),
  -- SHA-256 of the code bound to the address and purpose, hex
  code_digest TEXT NOT NULL,
  -- tries counted, right or wrong
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (email, purpose)
) STRICT;
CREATE INDEX email_codes_expiry ON email_codes(expires_at);

-- one fixed window of one rate limit: kind (login-account, login-ip, …), key (an account, an address)
CREATE TABLE rate_limits (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start TEXT NOT NULL,
  window_end TEXT NOT NULL,
  hits INTEGER NOT NULL CHECK (hits >= 1),
  PRIMARY KEY (kind, key, window_start)
) STRICT;
CREATE INDEX rate_limits_expiry ON rate_limits(window_end);
`
