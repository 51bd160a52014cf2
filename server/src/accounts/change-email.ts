import { handleCommand, reservationDecider, reservationStream, userStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { msg } from './account-messages.ts';
import { userDecider } from './user.decider.ts';

/**
 * Moves an account to a new address across three streams, as registration does: reserve the
 * new address (so two accounts racing for it cannot both get it), change the account, then
 * release the old address. A failed change gives the new reservation back.
 */
export const changeEmail = async (
  deps: Pick<Deps, 'store'>,
  o: { uid: string; newEmail: string; previous: string; now: string },
): Promise<{ position: number }> => {
  const reservation = (value: string, type: 'Reserve' | 'Release') =>
    handleCommand(deps.store, reservationStream('email', value), reservationDecider, {
      type,
      value,
      ownerId: o.uid,
      takenMessage: msg.emailTaken,
    });
  await reservation(o.newEmail, 'Reserve');
  const changed = await handleCommand(deps.store, userStream(o.uid), userDecider, {
    type: 'ChangeEmail',
    data: { uid: o.uid, email: o.newEmail },
    metadata: { now: o.now, userId: o.uid },
  }).catch(async (error: unknown) => {
    await reservation(o.newEmail, 'Release');
    throw error;
  });
  const position = changed.appended?.position ?? 0;
  const released = await reservation(o.previous, 'Release');
  return { position: Math.max(position, released.appended?.position ?? 0) };
};
