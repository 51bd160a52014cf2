/**
 * The Postgres store schema. Appends go through `es.append`, one round trip that takes a global
 * advisory lock for the rest of the transaction: positions are handed out and committed in the
 * same order, so a subscriber reading `position > checkpoint` can never skip a late commit
 * (the lock is released only after the commit is visible).
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
  ELSIF n = 1 THEN
    -- The common case, without the set-returning path.
    INSERT INTO es.events (stream_id, revision, type, data, metadata)
    VALUES (p_stream, cur + 1, p_events->0->>'type', p_events->0->'data', coalesce(p_events->0->'metadata', '{}'::jsonb))
    RETURNING position INTO last_position;
  ELSE
    WITH ins AS (
      INSERT INTO es.events (stream_id, revision, type, data, metadata)
      SELECT p_stream, cur + x.i, x.e->>'type', x.e->'data', coalesce(x.e->'metadata', '{}'::jsonb)
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, i)
      ORDER BY x.i
      RETURNING position
    )
    SELECT max(position) INTO last_position FROM ins;
  END IF;
END
$fn$;
`;
