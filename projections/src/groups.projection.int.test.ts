import { describe, expect, it } from 'vitest';
import {
  groupAnnouncementStream,
  groupStream,
  type EventStore,
  type GroupFields,
} from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { groupsProjection } from './groups.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [groupsProjection] as unknown as AnyProjection[];
const tables = [
  ['read.groups', 'id'],
  ['read.group_members', 'gid, uid'],
  ['read.group_announcements', 'id'],
] as const;
let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const fields: GroupFields = {
  name: 'Class 7A',
  shortName: 'cls7a',
  brief: 'Our class',
  description: 'The class of 7A',
  auth: 3,
  code: 'abc123',
};
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const member = (gid: number, uid: string, auth: 1 | 2 | 3 | 4 | 5, day: number, by = 'u1') => ({
  type: 'GroupMemberAuthSet' as const,
  data: { gid, uid, username: uid, auth, reason: auth === 1 ? 'let me in' : null, by, at: at(day) },
});

describe('groups projection', () => {
  it('keeps groups, members with their reasons and counts, and announcements', async () => {
    await store.append(groupStream(1), [
      { type: 'GroupCreated', data: { gid: 1, ...fields, uid: 'u1', owner: 'u1', at: at(1) } },
      member(1, 'u1', 5, 1),
      member(1, 'u2', 1, 2, 'u2'),
      member(1, 'u3', 1, 2, 'u3'),
      member(1, 'u2', 3, 3),
      member(1, 'u3', 2, 3),
      member(1, 'u4', 1, 3, 'u4'),
      member(1, 'u4', 4, 4),
      { type: 'GroupMemberRemoved', data: { gid: 1, uid: 'u4', by: 'u1', at: at(5) } },
      { type: 'GroupUpdated', data: { gid: 1, ...fields, name: 'Class 7B', by: 'u1', at: at(5) } },
    ]);
    await store.append(groupStream(2), [
      {
        type: 'GroupCreated',
        data: { gid: 2, ...fields, shortName: 'gone1', uid: 'u9', owner: 'u9', at: at(1) },
      },
      member(2, 'u9', 5, 1, 'u9'),
      { type: 'GroupDisbanded', data: { gid: 2, by: 'u9', at: at(2) } },
    ]);
    await store.append(groupAnnouncementStream(10), [
      {
        type: 'GroupAnnouncementPosted',
        data: {
          id: 10,
          gid: 1,
          title: 'Hi',
          content: 'x',
          status: 0,
          uid: 'u1',
          username: 'u1',
          at: at(2),
        },
      },
      {
        type: 'GroupAnnouncementEdited',
        data: { id: 10, gid: 1, title: 'Hello', content: 'y', status: 1, by: 'u1', at: at(3) },
      },
    ]);
    await runToHead(db.sql, store, projections);
    const groups = await db.sql<{ id: number; name: string; member_count: number }[]>`
      SELECT id, name, member_count FROM read.groups ORDER BY id`;
    expect(groups.map((g) => [Number(g.id), g.name, g.member_count])).toEqual([[1, 'Class 7B', 2]]);
    const members = await db.sql<{ uid: string; auth: number; reason: string | null }[]>`
      SELECT uid, auth, reason FROM read.group_members ORDER BY gid, uid`;
    expect(members.map((m) => [m.uid, m.auth, m.reason])).toEqual([
      ['u1', 5, null],
      ['u2', 3, 'let me in'],
      ['u3', 2, 'let me in'],
    ]);
    const ann = await db.sql<{ title: string; status: number }[]>`
      SELECT title, status FROM read.group_announcements`;
    expect(ann.map((a) => [a.title, a.status])).toEqual([['Hello', 1]]);
  });

  it('pushes a decision or a removal to the member, not their own application', () => {
    const notify = groupsProjection.notify!;
    type E = Parameters<typeof notify>[0];
    expect(notify(member(1, 'u2', 3, 3) as E)).toEqual([
      { room: 'user:u2', event: 'group:membership', payload: { gid: 1, auth: 3 } },
    ]);
    expect(notify(member(1, 'u2', 1, 3, 'u2') as E)).toEqual([]);
    expect(
      notify({ type: 'GroupMemberRemoved', data: { gid: 1, uid: 'u2', by: 'u1', at: at(4) } } as E),
    ).toEqual([{ room: 'user:u2', event: 'group:membership', payload: { gid: 1, auth: 0 } }]);
    // An exit reaches the member's own sockets too: their other tabs and the group room.
    expect(
      notify({ type: 'GroupMemberRemoved', data: { gid: 1, uid: 'u2', by: 'u2', at: at(4) } } as E),
    ).toEqual([{ room: 'user:u2', event: 'group:membership', payload: { gid: 1, auth: 0 } }]);
    expect(
      notify({ type: 'GroupDisbanded', data: { gid: 1, by: 'root', at: at(5) } } as E),
    ).toEqual([{ room: 'group:1', event: 'group:disbanded', payload: { gid: 1 } }]);
    expect(
      notify({
        type: 'GroupAnnouncementDeleted',
        data: { id: 10, gid: 1, by: 'u1', at: at(4) },
      } as E),
    ).toEqual([{ room: 'group:1', event: 'group:announcement', payload: { gid: 1, id: 10 } }]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = () => Promise.all(tables.map(([t, o]) => dumpTable(db.sql, t, o)));
    const before = await dump();
    await prepareProjections(db.sql, projections, ['groups']);
    expect((await dump()).flat()).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
