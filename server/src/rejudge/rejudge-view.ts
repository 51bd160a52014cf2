import { type RejudgeBase, type RejudgeState, type RejudgeVerdict, type Sql } from '@oj/events';
import {
  boardDiff,
  foldVerdicts,
  substituteVerdicts,
  type VerdictSubstitute,
} from '@oj/events/scoring';
import { boardHistory } from '../contests/index.ts';
import type { ContestRow } from '../contests/contest.queries.ts';
import { codeOf, submissionLabels } from './rejudge.queries.ts';

type Known = Exclude<RejudgeState, { status: 'none' }>;

/** What the page shows as the preview's state; an open preview past its expiry is expired. */
export const phaseOf = (s: Known, now: string) => {
  if (s.status !== 'open') return s.status;
  if (now >= s.expiresAt) return 'expired';
  return s.results.size < s.base.length ? 'judging' : 'ready';
};

const verdictVo = (v: RejudgeVerdict) => ({
  status: codeOf(v.status),
  score: v.score,
  time: v.time,
  memory: v.memory,
});

const asSubstitute = (v: RejudgeVerdict): VerdictSubstitute => ({
  status: v.status,
  score: v.score,
  time: v.time,
});

/**
 * The preview page's data: progress, each submission's verdict change, and the board diff of
 * the live view from the verdicts the preview found to the judged ones (so far). The diff folds
 * the contest with the base verdicts put back, so it reads the same after an apply or undo.
 */
export const previewView = async (sql: Sql, contest: ContestRow, s: Known, now: string) => {
  const ids = s.base.map((b) => b.submitId);
  const labels = await submissionLabels(sql, s.cid, ids);
  const { settings, submissions, users } = await boardHistory(sql, contest);
  const base = new Map(s.base.map((b: RejudgeBase) => [b.submitId, asSubstitute(b)]));
  const judged = new Map([...s.results].map(([id, v]) => [id, asSubstitute(v)]));
  const before = substituteVerdicts(submissions, base);
  const diff = boardDiff(
    foldVerdicts(settings, before),
    foldVerdicts(settings, substituteVerdicts(before, judged)),
    'live',
  );
  const nameOf = (uid: string) => users[uid]?.username ?? uid;
  return {
    previewId: s.previewId,
    cid: s.cid,
    type: settings.type,
    phase: phaseOf(s, now),
    judged: s.results.size,
    total: s.base.length,
    expiresAt: s.expiresAt,
    verdicts: s.base.map((b) => {
      const after = s.results.get(b.submitId);
      const label = labels.get(b.submitId);
      return {
        submitId: b.submitId,
        uid: label?.uid ?? '',
        username: label?.username ?? '',
        displayId: label?.displayId ?? '',
        before: verdictVo(b),
        after: after ? verdictVo(after) : null,
        // Run times differ from run to run: a change is a new status or score.
        changed: after !== undefined && (after.status !== b.status || after.score !== b.score),
      };
    }),
    rows: diff.rows.map((r) => ({
      uid: r.uid,
      username: nameOf(r.uid),
      before: r.before,
      after: r.after,
    })),
    firstBlood: diff.firstBlood.map((f) => ({
      displayId: f.pid,
      before: f.before.map(nameOf),
      after: f.after.map(nameOf),
    })),
  };
};

export type PreviewView = Awaited<ReturnType<typeof previewView>>;
