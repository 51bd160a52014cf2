import { rooms, statusCode, type SubmissionJudgedRow } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { IoSocket, RealtimeArea } from '../realtime/io-types.ts';
import { onClient } from '../realtime/on-client.ts';
import { socketUser } from '../realtime/socket-user.ts';
import type { UserRow } from '../auth/user-row.ts';
import { visibleSubmission } from './submission-access.ts';
import { findSubmission } from './submission.queries.ts';

const answer = <T>(status: number, msg: string, data: T) => ({ status, msg, data });

/** The refusal for a contest submission whose result the viewer may not follow yet. */
export const resultHidden =
  'The result of this submission is hidden while the contest rank is sealed';

/**
 * `submission:subscribe`: the policy of the HTTP detail route decides who may join (the viewer
 * is the socket's user, read again at each subscribe so a changed role applies at once), and a
 * submission whose result is masked for the viewer (an OI contest without real-time rank, a
 * sealed board) is not followed live: its room carries every verdict and case. The ack carries
 * the submission's status and figures at the moment of joining, so a verdict that landed
 * before the join needs no second call.
 */
const handleSubmissionSubscriptions = (deps: Deps, socket: IoSocket) => {
  onClient(socket, deps.logger, 'submission:subscribe', async ({ submitId }) => {
    const viewer = await socketUser(deps, socket);
    const { s: seen, masked } = await visibleSubmission(deps.sql, viewer, submitId, {
      tests: true,
    });
    if (masked) return answer(403, resultHidden, null);
    await socket.join(rooms.submission(submitId));
    // Read after joining: a verdict committed before this read is in the ack, a later one is
    // pushed to the room; none falls between the two.
    const s = (await findSubmission(deps.sql, submitId)) ?? seen;
    const now: SubmissionJudgedRow = {
      submitId,
      status: statusCode[s.status],
      score: s.score,
      time: s.time,
      memory: s.memory,
      oiRankScore: s.oi_rank_score,
    };
    return answer(200, 'success', now);
  });
  onClient(socket, deps.logger, 'submission:unsubscribe', async ({ submitId }) => {
    await socket.leave(rooms.submission(submitId));
    return answer(200, 'success', null);
  });
};

const submissionRoom = /^submission:(\d+)$/;

/** After the socket's user changed: leaves each submission it may no longer follow live. */
const recheckSubmissionRooms = async (deps: Deps, socket: IoSocket, viewer: UserRow | null) => {
  for (const room of [...socket.rooms]) {
    const submitId = Number(submissionRoom.exec(room)?.[1] ?? NaN);
    if (!Number.isSafeInteger(submitId)) continue;
    const allowed = await visibleSubmission(deps.sql, viewer, submitId, { tests: true }).then(
      ({ masked }) => !masked,
      () => false,
    );
    if (!allowed) await socket.leave(room);
  }
};

/** The submissions area's part of the socket gateway. */
export const submissionRealtime = (deps: Deps): RealtimeArea => ({
  onConnection: (socket) => handleSubmissionSubscriptions(deps, socket),
  recheck: (socket, user) => recheckSubmissionRooms(deps, socket, user),
});
