import { notifyRows, realtimeMessage, rooms, scoreboardChannel } from '@oj/events';
import { contestBoardChanged } from './scoreboard-notices.ts';
import { defineProjection, q } from './define-projection.ts';

/**
 * The cells a contest's shared projector reveal has opened, in order: the live boards show
 * them on the public (sealed) board. Each step also tells the servers (the board thaws that
 * cell and pushes a delta) and the screens following the reveal; a start or a reset rebuilds
 * the board (a reset seals it again).
 */
export const contestResolverProjection = defineProjection({
  name: 'contest_resolver',
  version: 1,
  handles: ['ResolverStarted', 'ResolverStepped', 'ResolverReset', 'ContestDeleted'],
  tables: ['read.contest_resolver_steps'],
  init: `
    CREATE TABLE IF NOT EXISTS read.contest_resolver_steps (
      cid bigint NOT NULL,
      step int NOT NULL,
      uid text NOT NULL,
      pid text NOT NULL,
      at timestamptz NOT NULL,
      PRIMARY KEY (cid, step)
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'ResolverStarted':
      case 'ResolverReset':
        return [
          q`DELETE FROM read.contest_resolver_steps WHERE cid = ${event.data.cid}`,
          contestBoardChanged(event.data.cid),
        ];
      case 'ResolverStepped': {
        const s = event.data;
        return [
          q`INSERT INTO read.contest_resolver_steps (cid, step, uid, pid, at)
            VALUES (${s.cid}, ${s.step}, ${s.uid}, ${s.pid}, ${s.at}) ON CONFLICT DO NOTHING`,
          notifyRows(
            scoreboardChannel,
            `SELECT $1::bigint AS cid, json_build_object('uid', $2::text, 'pid', $3::text) AS reveal`,
            [s.cid, s.uid, s.pid],
          ),
        ];
      }
      case 'ContestDeleted':
        return [q`DELETE FROM read.contest_resolver_steps WHERE cid = ${event.data.cid}`];
      default:
        return [];
    }
  },
  notify: (event) => {
    switch (event.type) {
      case 'ResolverStepped': {
        const { cid, step, uid, pid } = event.data;
        return [realtimeMessage(rooms.resolver(cid), 'resolver:stepped', { cid, step, uid, pid })];
      }
      case 'ResolverStarted':
      case 'ResolverReset':
        return [
          realtimeMessage(rooms.resolver(event.data.cid), 'resolver:changed', {
            cid: event.data.cid,
          }),
        ];
      default:
        return [];
    }
  },
});
