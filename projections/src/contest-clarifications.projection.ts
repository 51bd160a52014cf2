import { realtimeMessage, rooms, type RealtimeMessage } from '@oj/events';
import { defineProjection, q } from './define-projection.ts';

/**
 * A contest's clarifications, one row each: a contestant's question (`uid`, `question`) with its
 * claim and answer, or a jury post to everyone (`uid` and `question` null, the text in
 * `answer`, `to_all` true). `pid` is the problem's display id, null for a general one. The
 * contest pages and the CCS API (`/clarifications`) read it. Gone with the contest.
 */
export const contestClarificationsProjection = defineProjection({
  name: 'contest_clarifications',
  version: 1,
  handles: [
    'ClarificationAsked',
    'ClarificationClaimed',
    'ClarificationAnswered',
    'ClarificationPosted',
    'ContestDeleted',
  ],
  tables: ['read.contest_clarifications'],
  init: `
    CREATE TABLE IF NOT EXISTS read.contest_clarifications (
      id bigint PRIMARY KEY,
      cid bigint NOT NULL,
      uid text,
      username text,
      pid text,
      question text,
      answer text,
      to_all boolean NOT NULL DEFAULT false,
      category text,
      asked_at timestamptz NOT NULL,
      answered_at timestamptz,
      answered_by text,
      answered_by_name text,
      claimed_by text,
      claimed_by_name text,
      claimed_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS contest_clarifications_contest
      ON read.contest_clarifications (cid, asked_at, id);`,
  apply: (event) => {
    switch (event.type) {
      case 'ClarificationAsked': {
        const c = event.data;
        return [
          q`INSERT INTO read.contest_clarifications (id, cid, uid, username, pid, question, asked_at)
            VALUES (${c.id}, ${c.cid}, ${c.uid}, ${c.username}, ${c.pid}, ${c.text}, ${c.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'ClarificationClaimed': {
        const c = event.data;
        return [
          q`UPDATE read.contest_clarifications SET claimed_by = ${c.by},
            claimed_by_name = ${c.byName}, claimed_at = ${c.at} WHERE id = ${c.id}`,
        ];
      }
      case 'ClarificationAnswered': {
        const c = event.data;
        return [
          q`UPDATE read.contest_clarifications SET answer = ${c.answer}, to_all = ${c.toAll},
            category = ${c.category}, answered_at = ${c.at}, answered_by = ${c.by},
            answered_by_name = ${c.byName} WHERE id = ${c.id}`,
        ];
      }
      case 'ClarificationPosted': {
        const c = event.data;
        return [
          q`INSERT INTO read.contest_clarifications (id, cid, pid, answer, to_all, category,
              asked_at, answered_at, answered_by, answered_by_name)
            VALUES (${c.id}, ${c.cid}, ${c.pid}, ${c.text}, true, ${c.category}, ${c.at}, ${c.at},
              ${c.by}, ${c.byName})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'ContestDeleted':
        return [q`DELETE FROM read.contest_clarifications WHERE cid = ${event.data.cid}`];
      default:
        return [];
    }
  },
  notify: (event): RealtimeMessage[] => {
    switch (event.type) {
      case 'ClarificationAsked':
      case 'ClarificationClaimed': {
        const { cid, id } = event.data;
        const kind = event.type === 'ClarificationAsked' ? 'asked' : 'claimed';
        return [
          realtimeMessage(rooms.contestAdmin(cid), 'contest:clarification', { cid, id, kind }),
        ];
      }
      case 'ClarificationAnswered': {
        const { cid, id, uid, toAll } = event.data;
        const change = { cid, id, kind: 'answered' as const };
        // The jury sockets are in `contest:<cid>` too; a private answer reaches them here.
        return toAll
          ? [realtimeMessage(rooms.contest(cid), 'contest:clarification', change)]
          : [
              realtimeMessage(rooms.user(uid), 'contest:clarification', change),
              realtimeMessage(rooms.contestAdmin(cid), 'contest:clarification', change),
            ];
      }
      case 'ClarificationPosted': {
        const { cid, id } = event.data;
        return [
          realtimeMessage(rooms.contest(cid), 'contest:clarification', { cid, id, kind: 'posted' }),
        ];
      }
      default:
        return [];
    }
  },
});
