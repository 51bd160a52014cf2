import { statusCode, type Sql } from '@oj/events';
import { historyLength } from '@oj/events/scoring';
import type { ContestHistory } from './board-histories.ts';
import { historyPage, type HistoryPage } from './history-page.ts';

/** One of the team's submissions as it stood at the instant asked about. */
export interface AppealSubmission {
  submitId: number;
  displayId: string;
  submitTime: string;
  /** HOJ's status code (0 AC, -1 WA, 5 pending...). */
  status: number;
  score: number | null;
  time: number | null;
}

export interface AppealView {
  atTime: number;
  uid: string;
  /** The public board as it stood then, the team's row pinned first. */
  board: HistoryPage;
  submissions: AppealSubmission[];
  announcements: { id: number; title: string; content: string; createdAt: string }[];
  /** The team's questions then, with the answers they had by then. */
  questions: {
    id: number;
    content: string;
    createdAt: string;
    answers: { id: number; fromName: string; content: string; createdAt: string }[];
  }[];
}

/** The team's submissions at the cut: each one's latest version among the log entries kept. */
const submissionsAt = (h: ContestHistory['history'], uid: string, at: number) => {
  const n = historyLength(h, { at });
  const latest = new Map<number, AppealSubmission>();
  for (let i = 0; i < n; i++) {
    const e = h.entries[i]!;
    if (e.uid !== uid) continue;
    latest.set(e.submitId, {
      submitId: e.submitId,
      displayId: e.pid,
      submitTime: new Date(e.submitTime).toISOString(),
      status: statusCode[e.status],
      score: e.score,
      time: e.time,
    });
  }
  return [...latest.values()].sort((a, b) => b.submitId - a.submitId);
};

/**
 * An appeal: what team `uid` saw `atTime` seconds into the contest, in one admin view: the
 * board as the public saw it (the team's own row pinned), their submissions with the verdicts
 * they had then (a later rejudge not yet applied), the announcements posted by then and their
 * questions with the answers given by then. Announcements show their current text.
 */
export const appealView = async (
  sql: Sql,
  cid: number,
  contestHistory: ContestHistory,
  o: { uid: string; atTime: number },
): Promise<AppealView> => {
  const at = contestHistory.history.settings.startTime + o.atTime * 1000;
  const when = new Date(at);
  const [announcements, questions, answers] = await Promise.all([
    sql<{ id: string; title: string; content: string; gmt_create: Date }[]>`
      SELECT id, title, content, gmt_create FROM read.contest_announcements
      WHERE cid = ${cid} AND gmt_create < ${when} ORDER BY gmt_create DESC, id DESC`,
    sql<{ id: string; content: string; gmt_create: Date }[]>`
      SELECT id, content, gmt_create FROM read.comments
      WHERE cid = ${cid} AND from_uid = ${o.uid} AND gmt_create < ${when}
      ORDER BY gmt_create DESC, id DESC`,
    sql<{ id: string; comment_id: string; from_name: string; content: string; gmt_create: Date }[]>`
      SELECT r.id, r.comment_id, r.from_name, r.content, r.gmt_create FROM read.replies r
      JOIN read.comments c ON c.id = r.comment_id
      WHERE c.cid = ${cid} AND c.from_uid = ${o.uid} AND r.gmt_create < ${when}
      ORDER BY r.gmt_create, r.id`,
  ]);
  return {
    atTime: o.atTime,
    uid: o.uid,
    board: historyPage(contestHistory, {
      atTime: o.atTime,
      view: 'public',
      removeStar: false,
      keyword: '',
      concernedUids: [o.uid],
      current: 1,
      limit: 30,
    }),
    submissions: submissionsAt(contestHistory.history, o.uid, at),
    announcements: announcements.map((a) => ({
      id: Number(a.id),
      title: a.title,
      content: a.content,
      createdAt: a.gmt_create.toISOString(),
    })),
    questions: questions.map((q) => ({
      id: Number(q.id),
      content: q.content,
      createdAt: q.gmt_create.toISOString(),
      answers: answers
        .filter((r) => Number(r.comment_id) === Number(q.id))
        .map((r) => ({
          id: Number(r.id),
          fromName: r.from_name,
          content: r.content,
          createdAt: r.gmt_create.toISOString(),
        })),
    })),
  };
};
