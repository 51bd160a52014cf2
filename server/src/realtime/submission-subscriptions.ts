import { rooms, type Envelope } from '@oj/events';
import type { Socket } from 'socket.io';
import type { Deps } from '../deps.ts';
import { findUserByUid } from '../accounts/user.queries.ts';
import { canSeeSubmission } from '../submissions/submission.policy.ts';
import { findSubmission } from '../submissions/submission.queries.ts';

type Answer = (e: Envelope<null>) => void;
const answer = (status: number, msg: string): Envelope<null> => ({ status, msg, data: null });

/** `submission:subscribe`: the same policy as the HTTP detail route decides who may join. */
export const handleSubmissionSubscriptions = (deps: Deps, socket: Socket) => {
  socket.on('submission:subscribe', (args: unknown, ack: unknown) => {
    const reply: Answer = typeof ack === 'function' ? (ack as Answer) : () => {};
    const submitId = Number((args as { submitId?: unknown } | null)?.submitId);
    if (!Number.isInteger(submitId) || submitId <= 0)
      return reply(answer(400, 'submitId is required'));
    void (async () => {
      const uid = (socket.data as { uid: string | null }).uid;
      const viewer = uid ? ((await findUserByUid(deps.sql, uid)) ?? null) : null;
      const s = await findSubmission(deps.sql, submitId);
      if (!s) return reply(answer(404, 'The submission does not exist'));
      if (!canSeeSubmission(viewer, s))
        return reply(answer(403, 'Sorry, you do not have permission to view this submission'));
      await socket.join(rooms.submission(submitId));
      reply(answer(200, 'success'));
    })().catch(() => reply(answer(500, 'Server error, please refresh again')));
  });
  socket.on('submission:unsubscribe', (args: unknown, ack: unknown) => {
    const submitId = Number((args as { submitId?: unknown } | null)?.submitId);
    if (Number.isInteger(submitId)) void socket.leave(rooms.submission(submitId));
    if (typeof ack === 'function') (ack as Answer)(answer(200, 'success'));
  });
};
