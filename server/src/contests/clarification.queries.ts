import type { Sql } from 'postgres';

/** A row of `read.contest_clarifications` (see its projection). */
export interface ClarificationRow {
  id: number | string;
  cid: number | string;
  uid: string | null;
  username: string | null;
  pid: string | null;
  question: string | null;
  answer: string | null;
  to_all: boolean;
  category: string | null;
  asked_at: Date;
  answered_at: Date | null;
  answered_by_name: string | null;
  claimed_by: string | null;
  claimed_by_name: string | null;
  claimed_at: Date | null;
}

/**
 * What a contestant may read of contest `cid`: their own questions (answered or not), every
 * answer given to all, and the jury's posts; newest first. Anonymous viewers get the public ones.
 */
export const contestantClarifications = (sql: Sql, cid: number, uid: string | null) =>
  sql<ClarificationRow[]>`SELECT * FROM read.contest_clarifications
    WHERE cid = ${cid} AND (to_all OR uid = ${uid ?? ''})
    ORDER BY coalesce(answered_at, asked_at) DESC, id DESC`;

/** The jury queue: open questions first, oldest first; then the rest, latest answer first. */
export const juryClarifications = (sql: Sql, cid: number) =>
  sql<ClarificationRow[]>`SELECT * FROM read.contest_clarifications WHERE cid = ${cid}
    ORDER BY answered_at IS NOT NULL, CASE WHEN answered_at IS NULL THEN asked_at END,
      answered_at DESC, id DESC`;

export const findClarification = async (sql: Sql, id: number) =>
  (await sql<ClarificationRow[]>`SELECT * FROM read.contest_clarifications WHERE id = ${id}`)[0];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The API shape of a clarification. Contestants do not learn which judge claimed or answered
 * (`jury` false): only the jury queue shows that.
 */
export const clarificationVo = (c: ClarificationRow, viewerUid: string | null, jury: boolean) => ({
  id: Number(c.id),
  cid: Number(c.cid),
  uid: jury || c.uid === viewerUid ? c.uid : null,
  username: jury || c.uid === viewerUid ? c.username : null,
  displayId: c.pid,
  question: c.question,
  answer: c.answer,
  toAll: c.to_all,
  category: c.category,
  /** A jury post (no question): an announcement-like clarification to everyone. */
  fromJury: c.question === null,
  mine: viewerUid !== null && c.uid === viewerUid,
  askedAt: c.asked_at.toISOString(),
  answeredAt: iso(c.answered_at),
  answeredBy: jury ? c.answered_by_name : null,
  claimedBy: jury ? c.claimed_by_name : null,
  claimedByUid: jury ? c.claimed_by : null,
  claimedAt: jury ? iso(c.claimed_at) : null,
});
