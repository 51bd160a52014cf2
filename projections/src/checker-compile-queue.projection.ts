import { checkerCompileChannel, judgeQueueChannel, notifyAll } from '@oj/events';
import { defineProjection, q } from './define-projection.ts';

/**
 * What judge workers claim checker compiles from: one row per request (the source stays in the
 * event; the row is small). A new request wakes idle judges on the judge-queue channel; an
 * answer is announced on `checkerCompileChannel` with the request id, for the server waiting on
 * it. Both notices leave with the commit that wrote the row.
 */
export const checkerCompileQueueProjection = defineProjection({
  name: 'checker_compile_queue',
  version: 1,
  handles: ['CheckerCompileRequested', 'CheckerCompiled'],
  tables: ['read.checker_compile_queue'],
  init: `
    CREATE TABLE IF NOT EXISTS read.checker_compile_queue (
      request_id text PRIMARY KEY,
      state text NOT NULL,
      requested_at timestamptz NOT NULL,
      deadline timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS checker_compile_queue_waiting
      ON read.checker_compile_queue (requested_at) WHERE state = 'queued';`,
  apply: (event) => {
    switch (event.type) {
      case 'CheckerCompileRequested':
        return [
          q`INSERT INTO read.checker_compile_queue (request_id, state, requested_at, deadline)
            VALUES (${event.data.requestId}, 'queued', ${event.data.at}, ${event.data.deadline})
            ON CONFLICT (request_id) DO NOTHING`,
          notifyAll([{ channel: judgeQueueChannel, payload: '' }]),
        ];
      case 'CheckerCompiled':
        return [
          q`UPDATE read.checker_compile_queue SET state = 'done' WHERE request_id = ${event.data.requestId}`,
          notifyAll([{ channel: checkerCompileChannel, payload: event.data.requestId }]),
        ];
      default:
        return [];
    }
  },
});
