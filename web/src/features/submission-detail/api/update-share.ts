import { requestRaw } from '../../../lib/api-client';

/** `PUT /api/submission {submitId, share}`: the owner shares or unshares the code. */
export async function updateShare(submitId: number, share: boolean) {
  const answer = await requestRaw<null>('PUT', '/submission', { body: { submitId, share } });
  return answer.msg;
}
