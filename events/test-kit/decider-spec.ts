import { expect } from 'vitest';
import { DomainError, type DomainErrorCode } from '../src/domain-error.ts';
import { foldEvents, type Decider } from '../src/handle-command.ts';
import type { NewEvent } from '../src/store/event-store.ts';

const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the command to be refused, but it decided events');
};

/**
 * The given / when / then of a decider test: `given` past events, `when` a command, `then`
 * the events it decides, `thenFails` with the message it refuses with (and, when given, the
 * DomainError code the route maps to a status), or `thenState` for what the past and the
 * decided events fold to (what a route reads back, e.g. a session epoch).
 *
 *   spec(decider).given([e1]).when(cmd).then([e2])
 */
export const deciderSpec = <S, C, E extends NewEvent>(decider: Decider<S, C, E>) => ({
  given: (past: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, foldEvents(decider, past as E[]));
      return {
        then: (expected: readonly E[]) => expect(run()).toEqual(expected),
        thenFails: (message: string, code?: DomainErrorCode) => {
          const error = thrownBy(run);
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).toContain(message);
          if (code !== undefined) {
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe(code);
          }
        },
        thenState: (expected: Partial<S>) =>
          expect(foldEvents(decider, [...past, ...run()])).toMatchObject(expected),
      };
    },
  }),
});
