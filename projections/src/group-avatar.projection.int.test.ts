import { describe, expect, it } from 'vitest';
import { groupStream, type EventStore, type GroupFields } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { groupsProjection } from './groups.projection.ts';
import type { AnyProjection } from './define-projection.ts';

/** The group avatar of the group settings: `GroupAvatarChanged` on the group's stream. */
const projections = [groupsProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const fields: GroupFields = {
  name: 'Class 8B',
  shortName: 'cls8b',
  brief: 'Our class',
  description: 'The class of 8B',
  auth: 1,
  code: null,
};
const at = (day: number) => `2026-12-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const created = (gid: number) => ({
  type: 'GroupCreated' as const,
  data: { gid, ...fields, shortName: `cls${gid}b`, uid: 'u1', owner: 'u1', at: at(1) },
});
const avatar = (gid: number, hash: string, day: number) => ({
  type: 'GroupAvatarChanged' as const,
  data: { gid, avatar: `/api/public/group-avatar/${hash}.png`, by: 'u1', at: at(day) },
});

describe('groups projection: avatars', () => {
  it('shows the latest avatar of each group and keeps its other settings', async () => {
    await store.append(groupStream(1), [
      created(1),
      avatar(1, 'a'.repeat(64), 2),
      { type: 'GroupUpdated', data: { gid: 1, ...fields, brief: 'Renamed', by: 'u1', at: at(3) } },
      avatar(1, 'b'.repeat(64), 4),
    ]);
    await store.append(groupStream(2), [created(2)]);
    await runToHead(db.sql, store, projections);
    const rows = await db.sql<{ id: number; avatar: string | null; brief: string }[]>`
      SELECT id, avatar, brief FROM read.groups ORDER BY id`;
    expect(rows.map((r) => [Number(r.id), r.avatar, r.brief])).toEqual([
      [1, `/api/public/group-avatar/${'b'.repeat(64)}.png`, 'Renamed'],
      [2, null, 'Our class'],
    ]);
    const [modified] = await db.sql<{ gmt_modified: Date }[]>`
      SELECT gmt_modified FROM read.groups WHERE id = 1`;
    expect(modified!.gmt_modified.toISOString()).toBe(at(4));
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = () => dumpTable(db.sql, 'read.groups', 'id');
    const before = await dump();
    expect(before.length).toBeGreaterThan(0);
    await prepareProjections(db.sql, projections, ['groups']);
    expect(await dump()).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
