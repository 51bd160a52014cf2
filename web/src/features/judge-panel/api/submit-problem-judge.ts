import { requestRaw } from '../../../lib/api-client';
import type { SubmissionRow } from '../../../lib/submission';

export interface SubmitPayload {
  pid: number;
  language: string;
  code: string;
  cid: number;
  /** A training's problem: the server checks membership and counts it for the training. */
  tid?: number;
  /** A group's own problem, submitted inside the group (members only; HOJ's `gid`). */
  gid?: number;
}

/**
 * `POST /api/submit-problem-judge`: creates a Pending submission; answers its row and a msg.
 * Silent: the submit hook shows a refusal itself (a protected contest asks for its password).
 */
export async function submitProblemJudge(payload: SubmitPayload) {
  const answer = await requestRaw<SubmissionRow>('POST', '/submit-problem-judge', {
    body: payload,
    silent: true,
  });
  return { row: answer.data, msg: answer.msg };
}
