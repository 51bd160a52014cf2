import type { Sql } from '@oj/events';

/**
 * Server-side tables that are not read models: secrets, throttles and login failures. They are
 * operational state (forgetting them forgives a throttle), not facts, so they are not events;
 * they live in the database so that every server process agrees on them.
 */
const appSchemaSql = `
CREATE SCHEMA IF NOT EXISTS app;
CREATE TABLE IF NOT EXISTS app.secrets (name text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS app.throttles (
  name text NOT NULL,
  key text NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (name, key)
);
-- What each user uploaded today (UTC): one row per user and kind of upload, reset each day.
CREATE TABLE IF NOT EXISTS app.upload_quotas (
  name text NOT NULL,
  key text NOT NULL,
  day date NOT NULL,
  uploads int NOT NULL,
  bytes bigint NOT NULL,
  PRIMARY KEY (name, key)
);
CREATE TABLE IF NOT EXISTS app.login_failures (
  key text PRIMARY KEY,
  failures int NOT NULL,
  retry_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Accounts: e-mailed codes (hashed), captcha answers, slide-puzzle answers, failure streaks.
CREATE TABLE IF NOT EXISTS app.email_codes (
  purpose text NOT NULL,
  key text NOT NULL,
  code_hash text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (purpose, key)
);
CREATE TABLE IF NOT EXISTS app.captchas (
  id text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS app.slide_checks (
  id text PRIMARY KEY,
  answer_x int NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS app.login_streaks (
  username text PRIMARY KEY,
  failures int NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Mail written while no SMTP server is configured; the super admin reads it in the back office.
CREATE TABLE IF NOT EXISTS app.outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- Generated accounts with their plain passwords, kept for one download of the spreadsheet.
CREATE TABLE IF NOT EXISTS app.generated_accounts (
  key text PRIMARY KEY,
  created_by text NOT NULL,
  accounts jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
-- Contest plagiarism checks (derived from read.submissions, rerunnable, so no events): shared
-- so every server process behind the proxy sees a check, its progress and its ranked pairs.
CREATE TABLE IF NOT EXISTS app.plagiarism_checks (
  id uuid PRIMARY KEY,
  cid int NOT NULL,
  pid int,
  started_by text NOT NULL,
  state text NOT NULL,
  error text,
  cancel_requested boolean NOT NULL DEFAULT false,
  progress jsonb NOT NULL,
  problems jsonb NOT NULL,
  results jsonb,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  heartbeat_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS plagiarism_checks_cid ON app.plagiarism_checks (cid, started_at);`;

export const migrateAppSchema = async (sql: Sql): Promise<void> => {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(74170100)`;
    await tx.unsafe(appSchemaSql);
  });
};
