import { handleCommand, type Decider, type DiscussionEvent } from '@oj/events';
import type { Deps } from '../deps.ts';
import { deliverUserMessage } from '../messages/index.ts';

/** Decides and appends on one stream, then waits until the read models show it. */
export const runAndWait = async <S, C>(
  deps: Deps,
  stream: string,
  decider: Decider<S, C, DiscussionEvent>,
  command: C,
) => {
  const result = await handleCommand(deps.store, stream, decider, command);
  await deps.projections.waitFor(result.appended?.position ?? 0);
  return result;
};

/**
 * Tells the recipient (the message center's comment, reply or like box); nothing for one's
 * own act. Waits for the message's projection so the unread count is pushed at commit.
 */
export const tell = async (deps: Deps, message: Parameters<typeof deliverUserMessage>[1]) => {
  const sent = await deliverUserMessage(deps, message);
  if (sent) await deps.projections.waitFor(sent.position);
};

/** Where a message about a (site or group) discussion or a contest's Q and A leads. */
export const placeUrl = (p: { did: number | null; cid: number | null; gid: number | null }) =>
  p.did === null
    ? `/contest/${p.cid}/comment`
    : p.gid === null
      ? `/discussion-detail/${p.did}`
      : `/group/${p.gid}/discussion-detail/${p.did}`;

export const nowIso = () => new Date().toISOString();
