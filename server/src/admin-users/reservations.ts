import { handleCommand, reservationDecider, reservationStream } from '@oj/events';
import type { Deps } from '../deps.ts';

type Kind = 'username' | 'email';

/** Takes a unique value for `uid`, or throws `takenMessage` (the register path's streams). */
export const reserveValue = (
  deps: Pick<Deps, 'store'>,
  kind: Kind,
  value: string,
  uid: string,
  takenMessage: string,
) =>
  handleCommand(deps.store, reservationStream(kind, value), reservationDecider, {
    type: 'Reserve',
    value,
    ownerId: uid,
    takenMessage,
  });

/** Gives a value back so that someone else may register it; a no-op for '' or another owner. */
export const releaseValue = async (
  deps: Pick<Deps, 'store'>,
  kind: Kind,
  value: string,
  uid: string,
) => {
  if (value === '') return;
  await handleCommand(deps.store, reservationStream(kind, value), reservationDecider, {
    type: 'Release',
    value,
    ownerId: uid,
  });
};
