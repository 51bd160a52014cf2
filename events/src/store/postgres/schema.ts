/**
 * The Postgres store schema. Appends go through `es.append`, one round trip that takes a global
 * advisory lock for the rest of the transaction: positions are handed out and committed in the
 * same order, so a subscriber reading `position > checkpoint` can never skip a late commit
 * (the lock is released only after the commit is visible).
 *
 * The log is tamper-evident: under the same lock each event gets `hash = sha256(prev_hash ||
 * its content)` with `prev_hash` the hash of the event before it in the global order, so an
 * edited, inserted or deleted row breaks the chain at that row (`npm run audit:verify`), and a
 * published hash (a contest's results) pins everything before it. Rows written before the chain
 * existed are chained once, in order, by the migration.
 */
export const storeSchemaSql = `
CREATE SCHEMA IF NOT EXISTS es;
CREATE TABLE IF NOT EXISTS es.events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, revision)
);
ALTER TABLE es.events ADD COLUMN IF NOT EXISTS prev_hash bytea;
ALTER TABLE es.events ADD COLUMN IF NOT EXISTS hash bytea;
-- What an event's hash covers: the previous hash and every column but the position (the
-- chain orders them) and the id (a random handle); created_at to the microsecond.
CREATE OR REPLACE FUNCTION es.event_hash(p_prev bytea, p_stream text, p_revision bigint,
  p_type text, p_data jsonb, p_metadata jsonb, p_created timestamptz) RETURNS bytea
LANGUAGE sql STABLE AS $h$
  SELECT sha256(coalesce(p_prev, ''::bytea) || convert_to(concat_ws(E'\\n', p_stream,
    p_revision::text, p_type, p_data::text, p_metadata::text,
    (extract(epoch FROM p_created) * 1000000)::bigint::text), 'UTF8'))
$h$;
DO $chain$ DECLARE r record; prev bytea; BEGIN
  IF (SELECT hash IS NULL FROM es.events ORDER BY position LIMIT 1) THEN
    PERFORM pg_advisory_xact_lock(74170001);
    FOR r IN SELECT * FROM es.events ORDER BY position LOOP
      IF r.hash IS NULL THEN
        UPDATE es.events SET prev_hash = prev, hash = es.event_hash(prev, r.stream_id,
          r.revision, r.type, r.data, r.metadata, r.created_at)
        WHERE position = r.position RETURNING hash INTO prev;
      ELSE
        prev := r.hash;
      END IF;
    END LOOP;
  END IF;
END $chain$;
-- p_expected: >= 0 exact revision, -1 no stream, -2 any, -3 stream exists.
DO $do$ BEGIN
  -- An earlier version returned a table; a changed result type needs a drop first.
  IF EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
             WHERE n.nspname = 'es' AND p.proname = 'append' AND p.proretset) THEN
    DROP FUNCTION es.append(text, bigint, jsonb);
  END IF;
END $do$;
CREATE OR REPLACE FUNCTION es.append(p_stream text, p_expected bigint, p_events jsonb,
  OUT next_revision bigint, OUT last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  cur bigint;
  n int := jsonb_array_length(p_events);
  ts timestamptz := now();
  prev bytea;
  h bytea;
  ev jsonb;
  meta jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(74170001);
  -- Under the lock, the stream's last revision cannot move: no separate streams table to keep.
  SELECT max(e.revision) INTO cur FROM es.events e WHERE e.stream_id = p_stream;
  IF (p_expected = -1 AND cur IS NOT NULL)
     OR (p_expected = -3 AND cur IS NULL)
     OR (p_expected >= 0 AND cur IS DISTINCT FROM p_expected) THEN
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES409', DETAIL = coalesce(cur::text, 'no_stream');
  END IF;
  cur := coalesce(cur, -1);
  next_revision := cur + n;
  IF n = 0 THEN
    SELECT coalesce(max(e.position), 0) INTO last_position FROM es.events e;
    RETURN;
  END IF;
  SELECT e.hash INTO prev FROM es.events e ORDER BY e.position DESC LIMIT 1;
  FOR i IN 0 .. n - 1 LOOP
    ev := p_events->i;
    meta := coalesce(ev->'metadata', '{}'::jsonb);
    h := es.event_hash(prev, p_stream, cur + 1 + i, ev->>'type', ev->'data', meta, ts);
    INSERT INTO es.events (stream_id, revision, type, data, metadata, created_at, prev_hash, hash)
    VALUES (p_stream, cur + 1 + i, ev->>'type', ev->'data', meta, ts, prev, h)
    RETURNING position INTO last_position;
    prev := h;
  END LOOP;
END
$fn$;
`;
