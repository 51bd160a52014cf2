import { requestRaw } from '../../../lib/api-client';
import type { SubmissionRow } from '../../../lib/submission';

/** `GET /api/admin/judge/manual-judge?submitId=&status=&score=` (super admin). */
export async function manualJudge(submitId: number, status: number, score?: number | null) {
  const answer = await requestRaw<SubmissionRow | null>('GET', '/admin/judge/manual-judge', {
    params: { submitId, status, score: score ?? undefined },
  });
  return { row: answer.data, msg: answer.msg };
}
