import { requestRaw } from '../../../lib/api-client';
import type { SubmissionRow } from '../../../lib/submission';

/** `GET /api/admin/judge/cancel-judge?submitId=` (super admin): the row becomes Cancelled. */
export async function cancelJudge(submitId: number) {
  const answer = await requestRaw<SubmissionRow | null>('GET', '/admin/judge/cancel-judge', {
    params: { submitId },
  });
  return { row: answer.data, msg: answer.msg };
}
