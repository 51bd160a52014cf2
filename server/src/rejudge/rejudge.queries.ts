import {
  statusCode,
  submissionStream,
  type CurrentSubmission,
  type EventStore,
  type Sql,
  type SubmissionStatus,
} from '@oj/events';

interface TargetRow {
  submit_id: string | number;
  cid: string | number;
  status: SubmissionStatus;
  score: number | null;
  time: number | null;
  memory: number | null;
}

/** What a preview may be made of: one submission, or every one of a contest problem. */
export type PreviewTarget = { submitId: number } | { cid: number; pid: number };

/** The listed submissions' contest ids and ids (contest submissions only, test runs never). */
export const previewTargets = async (sql: Sql, t: PreviewTarget) => {
  const rows =
    'submitId' in t
      ? await sql<TargetRow[]>`SELECT submit_id, cid FROM read.submissions
          WHERE submit_id = ${t.submitId} AND kind = 'submission'`
      : await sql<TargetRow[]>`SELECT submit_id, cid FROM read.submissions
          WHERE cid = ${t.cid} AND pid = ${t.pid} AND kind = 'submission' ORDER BY submit_id`;
  return rows.map((r) => ({ submitId: Number(r.submit_id), cid: Number(r.cid) }));
};

/**
 * Each listed submission as it stands now: its stream's revision, then its row once the
 * projections caught up with that revision (so the two describe the same moment).
 */
export const currentSubmissions = async (
  deps: { sql: Sql; store: EventStore; projections: { waitFor: (p: number) => Promise<unknown> } },
  ids: readonly number[],
): Promise<CurrentSubmission[]> => {
  const revisions = new Map<number, number>();
  let last = 0;
  for (const id of ids) {
    const events = await deps.store.readStream(submissionStream(id));
    const tail = events[events.length - 1];
    if (!tail) continue;
    revisions.set(id, tail.revision);
    last = Math.max(last, tail.position);
  }
  await deps.projections.waitFor(last);
  const rows = await deps.sql<TargetRow[]>`
    SELECT submit_id, cid, status, score, time, memory FROM read.submissions
    WHERE submit_id = ANY(${ids as number[]})`;
  return rows.flatMap((r) => {
    const revision = revisions.get(Number(r.submit_id));
    if (revision === undefined) return [];
    const { status, score, time, memory } = r;
    return [{ submitId: Number(r.submit_id), revision, status, score, time, memory }];
  });
};

/** Who made each listed submission and on which problem (the verdict table's names). */
export const submissionLabels = async (sql: Sql, cid: number, ids: readonly number[]) => {
  const rows = await sql<
    { submit_id: string; uid: string; username: string; display_id: string | null }[]
  >`SELECT s.submit_id, s.uid, s.username, cp.display_id FROM read.submissions s
      LEFT JOIN read.contest_problems cp ON cp.cid = s.cid AND cp.pid = s.pid
      WHERE s.submit_id = ANY(${ids as number[]}) AND s.cid = ${cid}`;
  return new Map(
    rows.map((r) => [
      Number(r.submit_id),
      { uid: r.uid, username: r.username, displayId: r.display_id ?? '' },
    ]),
  );
};

/** A status as the HTTP edge speaks it (HOJ's numeric codes). */
export const codeOf = (s: SubmissionStatus) => statusCode[s];
