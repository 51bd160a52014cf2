import { describe, it } from 'vitest';
import { deciderSpec } from '../../test-kit/decider-spec.ts';
import {
  checkerCompileMessageLimit,
  type CheckerCompileEvent,
} from '../catalogue/checker-compile.ts';
import { checkerCompileDecider, type CheckerCompileCommand } from './checker-compile.decider.ts';

const requestData = {
  requestId: 'r1',
  kind: 'spj' as const,
  language: 'C++' as const,
  code: 'int main() {}',
  requestedBy: 'u1',
  at: '2026-01-01T00:00:00.000Z',
  deadline: '2026-01-01T00:01:00.000Z',
};
const answer = (judger: string, ok = true, message = '') => ({
  requestId: 'r1',
  ok,
  message,
  judger,
  at: '2026-01-01T00:00:02.000Z',
});
const requested: CheckerCompileEvent = { type: 'CheckerCompileRequested', data: requestData };
const compiled = (judger: string, ok = true, message = ''): CheckerCompileEvent => ({
  type: 'CheckerCompiled',
  data: answer(judger, ok, message),
});
const request: CheckerCompileCommand = { type: 'RequestCheckerCompile', data: requestData };
const record = (judger: string, ok = true, message = ''): CheckerCompileCommand => ({
  type: 'RecordCheckerCompile',
  data: answer(judger, ok, message),
});

describe('checker compile decider', () => {
  const spec = deciderSpec(checkerCompileDecider);

  it('records a new request', () => spec.given([]).when(request).then([requested]));

  it('refuses to make the same request twice', () =>
    spec.given([requested]).when(request).thenFails('already exists', 'conflict'));

  it('records the first answer to a request, success or compiler message', () => {
    spec
      .given([requested])
      .when(record('j1'))
      .then([compiled('j1')]);
    spec
      .given([requested])
      .when(record('j1', false, 'error: expected ;'))
      .then([compiled('j1', false, 'error: expected ;')]);
    spec
      .given([requested])
      .when(record('j1', false, 'oops'))
      .thenState({ status: 'compiled', ok: false, message: 'oops', judger: 'j1' });
  });

  it('refuses a second answer, from the same judge or another', () => {
    spec
      .given([requested, compiled('j1')])
      .when(record('j2'))
      .thenFails('already answered', 'conflict');
    spec
      .given([requested, compiled('j1', false, 'x')])
      .when(record('j1'))
      .thenFails('already answered', 'conflict');
  });

  it('refuses an answer to a request nobody made', () =>
    spec.given([]).when(record('j1')).thenFails('No such compile request', 'not_found'));

  it('cuts a long compiler message to the limit', () =>
    spec
      .given([requested])
      .when(record('j1', false, 'e'.repeat(checkerCompileMessageLimit + 500)))
      .then([compiled('j1', false, 'e'.repeat(checkerCompileMessageLimit))]));
});
