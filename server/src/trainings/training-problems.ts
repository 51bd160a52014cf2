import { statusCode, type Sql, type SubmissionStatus } from '@oj/events';
import { tagsByName } from '../tags/tags.queries.ts';

interface Row {
  pid: number;
  problem_id: string;
  display_id: string;
  title: string;
  difficulty: number;
  type: number;
  tags: string[];
  counts: Record<string, number> | null;
  ac: boolean | null;
  status: string | null;
}

/**
 * A training's public problems in its order, with the problem set's counters and the viewer's
 * own result (HOJ codes: 0 accepted, the latest counted verdict otherwise, -10 not submitted).
 */
const rowsOf = (sql: Sql, tid: number, uid: string) =>
  sql<Row[]>`
    SELECT p.pid, p.problem_id, tp.display_id, p.title, p.difficulty, p.type, p.tags,
           (SELECT json_object_agg(c.status, c.n) FROM read.problem_status_counts c
             WHERE c.pid = p.pid) AS counts,
           r.ac, r.status
      FROM read.training_problems tp
      JOIN read.problems p ON p.pid = tp.pid AND p.auth = 1
      LEFT JOIN read.training_results r ON r.pid = tp.pid AND r.uid = ${uid}
     WHERE tp.tid = ${tid}
     ORDER BY tp.rank, tp.display_id, tp.pid`;

const myStatus = (r: Pick<Row, 'ac' | 'status'>) =>
  r.ac ? 0 : r.status === null ? -10 : (statusCode[r.status as SubmissionStatus] ?? -1);

/** HOJ's ProblemVO per training problem, plus `myStatus`, `displayId` (the training's id). */
export const trainingProblemList = async (sql: Sql, tid: number, uid: string) => {
  const rows = await rowsOf(sql, tid, uid);
  const tags = await tagsByName(sql, [...new Set(rows.flatMap((p) => p.tags))]);
  return rows.map((p) => {
    const n = (k: string) => p.counts?.[k] ?? 0;
    return {
      pid: Number(p.pid),
      problemId: p.problem_id,
      displayId: p.display_id,
      title: p.title,
      difficulty: p.difficulty,
      type: p.type,
      tags: p.tags.flatMap((name) => {
        const t = tags.get(name.toLowerCase());
        return t ? [{ id: Number(t.id), name: t.name, color: t.color }] : [];
      }),
      total: n('TOTAL'),
      ac: n('AC'),
      mle: n('MLE'),
      tle: n('TLE'),
      re: n('RE'),
      pe: n('PE'),
      ce: n('CE'),
      wa: n('WA'),
      se: n('SE'),
      pa: n('PA'),
      score: null,
      myStatus: myStatus(p),
    };
  });
};

/** HOJ's ProblemFullScreenListVO of a training: the focus mode's bottom strip. */
export const trainingFullScreenList = async (sql: Sql, tid: number, uid: string) =>
  (await rowsOf(sql, tid, uid)).map((p) => ({
    pid: Number(p.pid),
    problemId: p.problem_id,
    title: p.title,
    status: p.ac || p.status !== null ? myStatus(p) : null,
    score: null,
  }));
