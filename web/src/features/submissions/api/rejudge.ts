import { requestRaw } from '../../../lib/api-client';
import type { SubmissionRow } from '../../../lib/submission';

/** `GET /api/admin/judge/rejudge?submitId=` (super admin): back to Pending and re-queued. */
export async function rejudge(submitId: number) {
  const answer = await requestRaw<SubmissionRow | null>('GET', '/admin/judge/rejudge', {
    params: { submitId },
  });
  return { row: answer.data, msg: answer.msg };
}
