import { randomUUID } from 'node:crypto';
import {
  checkerCompileChannel,
  checkerCompileDecider,
  checkerCompileStream,
  foldEvents,
  handleCommand,
  type CheckerCompileCommand,
} from '@oj/events';
import type { Deps } from '../deps.ts';

type Request = Extract<CheckerCompileCommand, { type: 'RequestCheckerCompile' }>['data'];

/** A judge's answer, or `undefined` when none came before the timeout. */
export type CheckerCompileAnswer = { ok: boolean; message: string } | undefined;

/** Re-reads between notices, in case one was lost while the listener reconnected. */
const safetyPollMs = 1000;

/**
 * Asks the judges to compile a checker and waits (up to `timeoutMs`) for the one that claims it
 * to answer: the request is an event, the answer is an event, and the projections' notice on
 * `checkerCompileChannel` wakes this wait. The watch starts before the append, and the stream is
 * re-read after every wake-up, so an answer cannot slip between the two.
 */
export const requestCheckerCompile = async (
  deps: Deps,
  ask: Pick<Request, 'kind' | 'language' | 'code' | 'requestedBy' | 'extraFiles'>,
  timeoutMs: number,
): Promise<CheckerCompileAnswer> => {
  const requestId = randomUUID();
  const stream = checkerCompileStream(requestId);
  const now = Date.now();
  const end = now + timeoutMs;
  const watch = deps.notices.watch(checkerCompileChannel, requestId);
  try {
    const data: Request = {
      ...ask,
      requestId,
      at: new Date(now).toISOString(),
      deadline: new Date(end).toISOString(),
    };
    await handleCommand(deps.store, stream, checkerCompileDecider, {
      type: 'RequestCheckerCompile',
      data,
    });
    for (;;) {
      const state = foldEvents(checkerCompileDecider, await deps.store.readStream(stream));
      if (state.status === 'compiled') return { ok: state.ok, message: state.message };
      const left = end - Date.now();
      if (left <= 0) return undefined;
      await watch.next(Math.min(left, safetyPollMs));
    }
  } finally {
    watch.stop();
  }
};
