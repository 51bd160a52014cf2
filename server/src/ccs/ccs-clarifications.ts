import type { Sql } from '@oj/events';
import { clarificationStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { ccsId, reltime, time } from './ccs-format.ts';

interface ClarRow {
  id: string;
  uid: string | null;
  pid: string | null;
  question: string | null;
  answer: string | null;
  to_all: boolean;
  asked_at: Date;
  answered_at: Date | null;
}

export interface Clarification {
  id: string;
  from_team_id: string | null;
  to_team_id: string | null;
  reply_to_id: string | null;
  problem_id: string | null;
  text: string;
  time: string;
  contest_time: string;
}

/** A clarification object with the store event that made it (`clarification-<id>` stream). */
export interface ClarificationAt {
  id: number;
  kind: 'question' | 'answer';
  data: Clarification;
}

/** The contest's clarifications (read.contest_clarifications), none while it does not exist. */
export const clarificationRows = async (sql: Sql, cid: number): Promise<ClarRow[]> => {
  const [t] = await sql<{ t: string | null }[]>`
    SELECT to_regclass('read.contest_clarifications')::text AS t`;
  if (!t?.t) return [];
  return sql<ClarRow[]>`
    SELECT id, uid, pid, question, answer, to_all, asked_at, answered_at
    FROM read.contest_clarifications WHERE cid = ${cid} ORDER BY asked_at, id`;
};

/** Changes whenever a clarification of the contest is asked or answered. */
export const clarificationStamp = async (deps: Deps, cid: number) =>
  (await clarificationRows(deps.sql, cid)).map((r) => [r.id, r.answered_at]);

/**
 * Questions (`q<id>`, from the asking team) and answers (`a<id>`, to that team or to all; a jury
 * post is an answer to nothing). The public sees the answers to everyone only, without the
 * question they reply to.
 */
export const clarificationObjects = (
  rows: readonly ClarRow[],
  o: { admin: boolean; start: Date; pidOf: ReadonlyMap<string, string> },
): ClarificationAt[] =>
  rows.flatMap((r) => {
    const rel = (d: Date) => reltime(d.getTime() - o.start.getTime());
    const problem = r.pid === null ? null : (o.pidOf.get(r.pid) ?? null);
    const out: ClarificationAt[] = [];
    if (r.question !== null && r.uid !== null && o.admin)
      out.push({
        id: Number(r.id),
        kind: 'question',
        data: {
          id: `q${r.id}`,
          from_team_id: ccsId(r.uid),
          to_team_id: null,
          reply_to_id: null,
          problem_id: problem,
          text: r.question,
          time: time(r.asked_at),
          contest_time: rel(r.asked_at),
        },
      });
    if (r.answer !== null && r.answered_at !== null && (o.admin || r.to_all))
      out.push({
        id: Number(r.id),
        kind: 'answer',
        data: {
          id: `a${r.id}`,
          from_team_id: null,
          to_team_id: r.to_all || r.uid === null ? null : ccsId(r.uid),
          reply_to_id: r.question !== null && o.admin ? `q${r.id}` : null,
          problem_id: problem,
          text: r.answer,
          time: time(r.answered_at),
          contest_time: rel(r.answered_at),
        },
      });
    return out;
  });

/** Where each clarification object happened in the store: its asking or answering event. */
export const clarificationPositions = async (deps: Deps, clars: readonly ClarificationAt[]) => {
  const ids = [...new Set(clars.map((c) => c.id))];
  const streams = await Promise.all(
    ids.map((id) => deps.store.readStream(clarificationStream(id))),
  );
  const at = new Map<string, number>();
  ids.forEach((id, i) => {
    for (const e of streams[i] ?? []) {
      if (e.type === 'ClarificationAsked') at.set(`q${id}`, e.position);
      if (e.type === 'ClarificationAnswered' || e.type === 'ClarificationPosted')
        at.set(`a${id}`, e.position);
    }
  });
  return clars.flatMap((c) => {
    const position = at.get(c.data.id);
    return position === undefined ? [] : [{ position, data: c.data }];
  });
};
