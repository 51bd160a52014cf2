import { assertNever, DomainError } from '../domain-error.ts';
import type { Decider } from '../handle-command.ts';
import {
  checkerCompileMessageLimit,
  type CheckerCompileEvent,
} from '../catalogue/checker-compile.ts';

type Requested = Extract<CheckerCompileEvent, { type: 'CheckerCompileRequested' }>['data'];
type Compiled = Extract<CheckerCompileEvent, { type: 'CheckerCompiled' }>['data'];

export type CheckerCompileState =
  | { status: 'none' }
  | { status: 'requested'; request: Requested }
  | { status: 'compiled'; request: Requested; ok: boolean; message: string; judger: string };

export type CheckerCompileCommand =
  | { type: 'RequestCheckerCompile'; data: Requested }
  | { type: 'RecordCheckerCompile'; data: Compiled };

const request = (
  c: Extract<CheckerCompileCommand, { type: 'RequestCheckerCompile' }>,
  s: CheckerCompileState,
): CheckerCompileEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'This compile request already exists');
  return [{ type: 'CheckerCompileRequested', data: c.data }];
};

/** The first judge to answer is the answer; any later one (a second judge) is refused. */
const record = (
  c: Extract<CheckerCompileCommand, { type: 'RecordCheckerCompile' }>,
  s: CheckerCompileState,
): CheckerCompileEvent[] => {
  if (s.status === 'none') throw new DomainError('not_found', 'No such compile request');
  if (s.status === 'compiled')
    throw new DomainError('conflict', 'This compile request was already answered');
  const message = c.data.message.slice(0, checkerCompileMessageLimit);
  return [{ type: 'CheckerCompiled', data: { ...c.data, message } }];
};

/**
 * A checker compile as a judge job (stream `checkerCompile-<id>`): the server requests, one
 * judge answers. Shared by the server (request) and the judge (answer).
 */
export const checkerCompileDecider: Decider<
  CheckerCompileState,
  CheckerCompileCommand,
  CheckerCompileEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'CheckerCompileRequested':
        return { status: 'requested', request: e.data };
      case 'CheckerCompiled':
        return state.status === 'requested'
          ? {
              status: 'compiled',
              request: state.request,
              ok: e.data.ok,
              message: e.data.message,
              judger: e.data.judger,
            }
          : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestCheckerCompile':
        return request(command, state);
      case 'RecordCheckerCompile':
        return record(command, state);
      default:
        return assertNever(command);
    }
  },
};
