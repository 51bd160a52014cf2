import { describe, expect, it } from 'vitest';
import { clarificationStream, type EventStore } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { contestClarificationsProjection } from './contest-clarifications.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [contestClarificationsProjection] as unknown as AnyProjection[];
const table = 'read.contest_clarifications';
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;
const asked = (cid: number, id: number, uid: string, pid: string | null, minute: number) => ({
  type: 'ClarificationAsked',
  data: { cid, id, uid, username: `${uid}-name`, pid, text: `question ${id}`, at: at(minute) },
});
const claimed = (cid: number, id: number, by: string, minute: number) => ({
  type: 'ClarificationClaimed',
  data: { cid, id, by, byName: `${by}-name`, at: at(minute) },
});
const answered = (cid: number, id: number, uid: string, toAll: boolean, minute: number) => ({
  type: 'ClarificationAnswered',
  data: {
    cid,
    id,
    uid,
    answer: `answer ${id}`,
    toAll,
    category: 'general',
    by: 'j1',
    byName: 'j1-name',
    at: at(minute),
  },
});

const rowsOf = async () =>
  (
    await db.sql<Record<string, unknown>[]>`SELECT id, cid, uid, pid, question, answer, to_all,
      category, claimed_by, claimed_by_name, answered_by FROM read.contest_clarifications
      ORDER BY id`
  ).map((r) => ({ ...r, id: Number(r.id), cid: Number(r.cid) }));

describe('contest clarifications projection', () => {
  it('keeps questions with their claim and answer, jury posts, and drops a deleted contest', async () => {
    await store.append(clarificationStream(1), [
      asked(1, 1, 'alice', 'A', 1),
      claimed(1, 1, 'j1', 2),
      claimed(1, 1, 'j2', 3),
      answered(1, 1, 'alice', false, 4),
    ]);
    await store.append(clarificationStream(2), [asked(1, 2, 'bob', null, 5)]);
    await store.append(clarificationStream(3), [
      {
        type: 'ClarificationPosted',
        data: {
          cid: 1,
          id: 3,
          pid: 'B',
          text: 'B fixed',
          category: null,
          by: 'j1',
          byName: 'j1-name',
          at: at(6),
        },
      },
    ]);
    await store.append(clarificationStream(4), [asked(2, 4, 'erin', null, 7)]);
    await store.append('contest-2', [
      { type: 'ContestDeleted', data: { cid: 2, by: 'root', at: at(8) } },
    ]);
    await runToHead(db.sql, store, projections);
    expect(await rowsOf()).toEqual([
      {
        id: 1,
        cid: 1,
        uid: 'alice',
        pid: 'A',
        question: 'question 1',
        answer: 'answer 1',
        to_all: false,
        category: 'general',
        claimed_by: 'j2',
        claimed_by_name: 'j2-name',
        answered_by: 'j1',
      },
      {
        id: 2,
        cid: 1,
        uid: 'bob',
        pid: null,
        question: 'question 2',
        answer: null,
        to_all: false,
        category: null,
        claimed_by: null,
        claimed_by_name: null,
        answered_by: null,
      },
      {
        id: 3,
        cid: 1,
        uid: null,
        pid: 'B',
        question: null,
        answer: 'B fixed',
        to_all: true,
        category: null,
        claimed_by: null,
        claimed_by_name: null,
        answered_by: 'j1',
      },
    ]);
  });

  it('tells the jury of questions and claims, the asker of a private answer, everyone of the rest', () => {
    const notify = contestClarificationsProjection.notify!;
    type E = Parameters<typeof notify>[0];
    const msg = (room: string, id: number, kind: string) => ({
      room,
      event: 'contest:clarification',
      payload: { cid: 1, id, kind },
    });
    expect(notify(asked(1, 2, 'bob', null, 1) as E)).toEqual([msg('contest:1:admin', 2, 'asked')]);
    expect(notify(claimed(1, 2, 'j1', 1) as E)).toEqual([msg('contest:1:admin', 2, 'claimed')]);
    expect(notify(answered(1, 2, 'bob', false, 1) as E)).toEqual([
      msg('user:bob', 2, 'answered'),
      msg('contest:1:admin', 2, 'answered'),
    ]);
    expect(notify(answered(1, 2, 'bob', true, 1) as E)).toEqual([msg('contest:1', 2, 'answered')]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, table, 'id');
    expect(before.length).toBe(3);
    await prepareProjections(db.sql, projections, ['contest_clarifications']);
    expect(await dumpTable(db.sql, table, 'id')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, table, 'id')).toEqual(before);
  });
});
