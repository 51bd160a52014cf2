import { statusCode } from '@oj/events';
import type { SubmissionRow } from './submission.queries.ts';
import { maskedStatus } from '../contests/contest.policy.ts';

/** HOJ's Judge / JudgeVO shape of a submission row; code and judger only when allowed. */
export const judgeVo = (
  s: SubmissionRow,
  o: { code: boolean; judger: boolean; title?: string },
) => ({
  submitId: Number(s.submit_id),
  pid: Number(s.pid),
  displayPid: s.display_pid,
  displayId: s.display_pid,
  title: o.title ?? null,
  uid: s.uid,
  username: s.username,
  submitTime: s.submit_time.toISOString(),
  status: statusCode[s.status],
  share: s.share,
  errorMessage: s.error_message as string | null,
  time: s.time,
  memory: s.memory,
  score: s.score,
  oiRankScore: s.oi_rank_score,
  length: s.length,
  code: o.code ? s.code : null,
  language: s.language,
  cid: Number(s.cid),
  cpid: 0,
  gid: s.gid === null ? null : Number(s.gid),
  judger: o.judger ? s.judger : null,
  ip: o.judger ? s.ip : null,
  isManual: s.is_manual,
  gmtCreate: s.submit_time.toISOString(),
  gmtModified: s.gmt_modified.toISOString(),
});

/**
 * A row whose result the viewer may not see yet (`contestResultMask`): submitted, nothing more.
 * Every field that tells the verdict is blanked, the compiler's message included.
 */
export const maskedJudgeVo = <T extends ReturnType<typeof judgeVo>>(vo: T): T => ({
  ...vo,
  status: maskedStatus,
  score: null,
  oiRankScore: null,
  time: null,
  memory: null,
  errorMessage: null,
});
