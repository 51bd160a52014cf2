import type { Request, Response } from 'express';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { CcsError, readableContest } from './ccs-access.ts';
import { feedGroups, feedLines, tailLines } from './ccs-feed.ts';
import { loadSnapshot, type Snapshot } from './ccs-snapshot.ts';
import { clarificationPositions, clarificationStamp } from './ccs-clarifications.ts';

// Tests change both through the environment; the spec's keepalive is 120 s.
const keepaliveMs = () => Number(process.env.CCS_KEEPALIVE_MS ?? 120_000);
// State moves with the clock alone (started, frozen, ended): rebuild at least this often.
const rebuildMs = () => Number(process.env.CCS_REBUILD_MS ?? 10_000);

/** What changes when anything the feed shows changes; a check with the same key rebuilds nothing. */
const changeKey = async (deps: Deps, cid: number) =>
  JSON.stringify(
    await deps.sql`SELECT
      (SELECT max(position) FROM read.contest_verdict_log WHERE cid = ${cid}) AS log,
      (SELECT gmt_modified FROM read.contests WHERE id = ${cid}) AS contest,
      (SELECT count(*) FROM read.contest_registers WHERE cid = ${cid}) AS teams,
      (SELECT json_build_array(count(*), max(at)) FROM read.contest_resolver_steps
        WHERE cid = ${cid}) AS reveal,
      (SELECT json_agg(json_build_array(pid, display_id, display_title, color, gmt_modified))
        FROM read.contest_problems WHERE cid = ${cid}) AS problems`,
  ) + JSON.stringify(await clarificationStamp(deps, cid));

const typesOf = (q: unknown) =>
  typeof q === 'string' && q !== '' ? new Set(q.split(',').map((t) => t.trim())) : null;

/**
 * `GET /contests/{id}/event-feed`: NDJSON from `since_token` (a store position the feed gave:
 * 400 otherwise); `stream=false` ends after the current state, else new lines are pushed as
 * the projections move (woken by their checkpoint NOTIFY, so a verdict reaches the feed as soon
 * as the read model shows it) with a newline whenever nothing was sent for the keepalive time.
 */
export const eventFeed = async (deps: Deps, req: Request, res: Response, user: UserRow | null) => {
  const id = String(req.params.cid);
  const load = async () =>
    loadSnapshot(deps, await readableContest(deps, user, id, new Date()), user, new Date());
  const build = async (s: Snapshot) =>
    feedGroups(s, await clarificationPositions(deps, s.clarifications));
  let snap = await load();
  let groups = await build(snap);
  const since = req.query.since_token;
  let after = -1;
  if (since !== undefined) {
    after = typeof since === 'string' && /^\d+$/.test(since) ? Number(since) : NaN;
    if (!groups.some((g) => g.position === after)) throw new CcsError(400, 'Unknown since_token');
  }
  const types = typesOf(req.query.types);
  res.setHeader('Content-Type', 'application/x-ndjson');
  res.setHeader('Cache-Control', 'no-store');
  const write = (lines: string[]) => {
    if (lines.length > 0) res.write(lines.map((l) => `${l}\n`).join(''));
    lastWrite = Date.now();
  };
  let lastWrite = Date.now();
  const fresh = groups.filter((g) => g.position > after);
  write(feedLines(fresh, types));
  if (req.query.stream === 'false') return void res.end();
  res.flushHeaders();
  let sentTo = groups.at(-1)?.position ?? 0;
  let tail = JSON.stringify(tailLines(snap));
  const cid = Number(snap.contest.id);
  let key = await changeKey(deps, cid);
  let builtAt = Date.now();
  /** One check: rebuild when something changed (or the clock may have moved the state). */
  const step = async () => {
    const nextKey = await changeKey(deps, cid);
    if (nextKey !== key || Date.now() - builtAt >= rebuildMs()) {
      [key, builtAt] = [nextKey, Date.now()];
      snap = await load();
      groups = await build(snap);
      const next = groups.filter((g) => g.position > sentTo);
      const nextTail = JSON.stringify(tailLines(snap));
      if (next.length > 0) write(feedLines(next, types));
      else if (nextTail !== tail)
        write(
          tailLines(snap)
            .filter((l) => types?.has(l.type) ?? true)
            .map((l) => JSON.stringify(l)),
        );
      sentTo = groups.at(-1)?.position ?? sentTo;
      tail = nextTail;
    }
  };
  // One check at a time; a wake-up during a check runs one more right after it.
  let busy = false;
  let again = false;
  let closed = false;
  const check = () => {
    if (closed) return;
    if (busy) return void (again = true);
    busy = true;
    step()
      .catch(() => res.end())
      .finally(() => {
        busy = false;
        if (!again) return;
        again = false;
        check();
      });
  };
  const stopHearing = deps.projections.onAdvance(check);
  const timers = [
    setInterval(check, rebuildMs()),
    setInterval(
      () => Date.now() - lastWrite >= keepaliveMs() && write(['']),
      Math.max(10, keepaliveMs() / 4),
    ),
  ];
  req.on('close', () => {
    closed = true;
    stopHearing();
    for (const t of timers) clearInterval(t);
  });
};
