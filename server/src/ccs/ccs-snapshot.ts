import { contestStream, resolverStream, type Sql, type SubmissionStatus } from '@oj/events';
import { cellKey } from '@oj/events/scoring';
import type { Deps } from '../deps.ts';
import { boardHistory } from '../contests/index.ts';
import type { ContestRow } from '../contests/contest.queries.ts';
import { contestResultMask, isContestAdmin } from '../contests/contest.policy.ts';
import type { UserRow } from '../auth/user-row.ts';
import {
  clarificationObjects,
  clarificationRows,
  type ClarificationAt,
} from './ccs-clarifications.ts';
import { revealOf, type Reveal } from './ccs-reveal.ts';

/** One row of the contest's verdict log, with the problem's id and the run's language. */
export interface LogRow {
  position: number;
  submitId: number;
  uid: string;
  pid: number;
  submitTime: Date;
  status: SubmissionStatus;
  time: number | null;
  at: Date;
  /** When a judge took the run, on a judge's verdict (null: a manual judge, a rejudge). */
  started: Date | null;
  language: string;
}

export interface ProblemRow {
  pid: number;
  display_id: string;
  display_title: string;
  color: string | null;
  time_limit: number;
}

export interface TeamRow {
  uid: string;
  username: string;
  nickname: string;
  school: string;
}

/** Everything one reader may see of a contest now: what every endpoint and the feed read. */
export interface Snapshot {
  contest: ContestRow;
  admin: boolean;
  now: Date;
  /** The store position of the contest's creation: the configuration's place in the feed. */
  createdAt: number;
  problems: ProblemRow[];
  teams: TeamRow[];
  log: LogRow[];
  /**
   * The store position from which this reader may see a logged verdict: its own, the step of
   * the shared reveal that opened its sealed cell, or null while sealed.
   */
  shownAt: (r: Pick<LogRow, 'uid' | 'pid' | 'submitTime' | 'position'>) => number | null;
  /** The shared projector reveal: the cells it opened are public, in the feed at its steps. */
  reveal: Reveal;
  languages: string[];
  board: Awaited<ReturnType<typeof boardHistory>>;
  clarifications: ClarificationAt[];
  /** Each submission's test cases as its newest judging left them, in case order. */
  cases: Map<number, CaseRow[]>;
}

export interface CaseRow {
  status: SubmissionStatus;
  /** Run time in ms. */
  time: number;
}

const casesOf = async (sql: Sql, cid: number) => {
  const rows = await sql<{ submit_id: string; status: SubmissionStatus; time: number }[]>`
    SELECT c.submit_id, c.status, c.time FROM read.submission_cases c
    JOIN read.submissions s ON s.submit_id = c.submit_id
    WHERE s.cid = ${cid} AND s.kind = 'submission' ORDER BY c.submit_id, c.index`;
  const out = new Map<number, CaseRow[]>();
  for (const r of rows) {
    const id = Number(r.submit_id);
    out.set(id, [...(out.get(id) ?? []), { status: r.status, time: r.time }]);
  }
  return out;
};

const logOf = async (sql: Sql, cid: number): Promise<LogRow[]> =>
  (
    await sql<(Omit<LogRow, 'position' | 'submitId' | 'pid'> & Record<string, unknown>)[]>`
      SELECT l.position, l.submit_id, l.uid, l.pid, l.submit_time, l.status, l.time, l.at, l.started,
        s.language
      FROM read.contest_verdict_log l JOIN read.submissions s ON s.submit_id = l.submit_id
      WHERE l.cid = ${cid} ORDER BY l.position, l.submit_id`
  ).map((r) => ({
    position: Number(r.position),
    submitId: Number(r.submit_id),
    uid: r.uid,
    pid: Number(r.pid),
    submitTime: r.submit_time as Date,
    status: r.status,
    time: r.time,
    at: r.at,
    started: r.started,
    language: r.language,
  }));

/** Loads a contest as `viewer` may see it at `now`. */
export const loadSnapshot = async (
  deps: Deps,
  contest: ContestRow,
  viewer: UserRow | null,
  now: Date,
): Promise<Snapshot> => {
  const sql = deps.sql;
  const cid = Number(contest.id);
  const [created, problems, log, board, langs, clars, resolver, cases] = await Promise.all([
    deps.store.readStream(contestStream(cid)),
    sql<ProblemRow[]>`
      SELECT cp.pid, cp.display_id, cp.display_title, cp.color, p.time_limit
      FROM read.contest_problems cp JOIN read.problems p ON p.pid = cp.pid
      WHERE cp.cid = ${cid} ORDER BY cp.display_id, cp.pid`,
    logOf(sql, cid),
    boardHistory(sql, contest),
    sql<{ name: string }[]>`SELECT DISTINCT name FROM read.judge_languages WHERE available`,
    clarificationRows(sql, cid),
    deps.store.readStream(resolverStream(cid)),
    casesOf(sql, cid),
  ]);
  const uids = new Set(log.map((r) => r.uid));
  const registered = await sql<{ uid: string }[]>`
    SELECT uid FROM read.contest_registers WHERE cid = ${cid}`;
  for (const r of registered) uids.add(r.uid);
  const teams = await sql<TeamRow[]>`
    SELECT uid, username, nickname, school FROM read.users WHERE uid = ANY(${[...uids]})
    ORDER BY username`;
  const mask = contestResultMask(viewer, contest, now);
  const languages = [...new Set([...langs.map((l) => l.name), ...log.map((r) => r.language)])];
  const admin = isContestAdmin(viewer, contest);
  const pidOf = new Map(problems.map((p) => [p.display_id, String(p.pid)]));
  const displayOf = new Map(problems.map((p) => [Number(p.pid), p.display_id]));
  const reveal = revealOf(resolver);
  const shownAt: Snapshot['shownAt'] = (r) => {
    if (mask === null || r.submitTime < mask.from || r.uid === mask.exceptUid) return r.position;
    const opened = reveal.cells.get(cellKey(r.uid, displayOf.get(r.pid) ?? ''));
    return opened ? Math.max(opened.position, r.position) : null;
  };
  return {
    contest,
    admin,
    now,
    createdAt: created[0]?.position ?? 0,
    problems: problems.map((p) => ({ ...p, pid: Number(p.pid) })),
    teams,
    log,
    shownAt,
    reveal,
    cases,
    languages: languages.sort(),
    board,
    clarifications: clarificationObjects(clars, { admin, start: contest.start_time, pidOf }),
  };
};
