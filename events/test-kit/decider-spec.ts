import { expect } from 'vitest';
import { foldEvents, type Decider } from '../src/handle-command.ts';
import type { NewEvent } from '../src/store/event-store.ts';

/**
 * The given / when / then of a decider test: `given` past events, `when` a command, `then`
 * the events it decides (or `thenFails` with the message it refuses with).
 *
 *   spec(decider).given([e1]).when(cmd).then([e2])
 */
export const deciderSpec = <S, C, E extends NewEvent>(decider: Decider<S, C, E>) => ({
  given: (past: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, foldEvents(decider, past as E[]));
      return {
        then: (expected: readonly E[]) => expect(run()).toEqual(expected),
        thenFails: (message: string) => expect(run).toThrow(message),
      };
    },
  }),
});
