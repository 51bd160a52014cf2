import { contestStream, handleCommand, nextId, type EventStore, type Sql } from '@oj/events';
import { contestDecider, type ContestProblemLook } from './contest.decider.ts';
import type { ContestInput } from './contest.rules.ts';

/**
 * Creates a contest with its problems in one decision, as the admin form and "add from
 * public" would (used by the demo seed). Returns the new id and the appended position.
 */
export const createContest = async (
  deps: { store: EventStore; sql: Sql },
  o: {
    input: ContestInput;
    problems: ContestProblemLook[];
    by: { uid: string; username: string };
    now?: Date;
  },
) => {
  const cid = await nextId(deps.sql, 'contest');
  const result = await handleCommand(deps.store, contestStream(cid), contestDecider, {
    type: 'CloneContest',
    data: { ...o.input, cid, author: o.by.username, problems: o.problems },
    metadata: { now: (o.now ?? new Date()).toISOString(), userId: o.by.uid },
  });
  return { cid, position: result.appended?.position ?? 0 };
};

export type { ContestInput, ContestProblemLook };
