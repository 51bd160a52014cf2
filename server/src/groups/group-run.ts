import { handleCommand, type Decider, type GroupEvent } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { isSuperAdmin } from './group.policy.ts';

/** Decides and appends on one stream, then waits until the read models show it. */
export const runAndWait = async <S, C, E extends GroupEvent>(
  deps: Deps,
  stream: string,
  decider: Decider<S, C, E>,
  command: C,
) => {
  const result = await handleCommand(deps.store, stream, decider, command);
  await deps.projections.waitFor(result.appended?.position ?? 0);
  return result;
};

/** The acting user, as the group deciders' metadata carry it. */
export const actor = (user: UserRow) => ({
  now: new Date().toISOString(),
  userId: user.uid,
  username: user.username,
  superAdmin: isSuperAdmin(user.role),
});
