import { rooms } from '@oj/events';
import type { Deps } from '../deps.ts';
import { findUserByUid } from '../accounts/user.queries.ts';
import { canSeeSubmission } from '../submissions/submission.policy.ts';
import { findProblemRow } from '../problems/problem.queries.ts';
import { findSubmission } from '../submissions/submission.queries.ts';
import type { IoSocket } from './io-types.ts';
import { onClient } from './on-client.ts';

const answer = (status: number, msg: string) => ({ status, msg, data: null });

/** `submission:subscribe`: the same policy as the HTTP detail route decides who may join. */
export const handleSubmissionSubscriptions = (deps: Deps, socket: IoSocket) => {
  onClient(socket, deps.logger, 'submission:subscribe', async ({ submitId }) => {
    const uid = socket.data.uid;
    const viewer = uid ? ((await findUserByUid(deps.sql, uid)) ?? null) : null;
    const s = await findSubmission(deps.sql, submitId);
    if (!s) return answer(404, 'The submission does not exist');
    const problem = await findProblemRow(deps.sql, Number(s.pid));
    if (!canSeeSubmission(viewer, s, problem))
      return answer(403, 'Sorry, you do not have permission to view this submission');
    await socket.join(rooms.submission(submitId));
    return answer(200, 'success');
  });
  onClient(socket, deps.logger, 'submission:unsubscribe', async ({ submitId }) => {
    await socket.leave(rooms.submission(submitId));
    return answer(200, 'success');
  });
};
