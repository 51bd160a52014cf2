import { describe, expect, it } from 'vitest';
import { announcementStream, type EventStore } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { announcementsProjection } from './announcements.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [announcementsProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const created = (id: number, title: string, at: string, gid: number | null = null) => ({
  type: 'AnnouncementCreated',
  data: { id, title, content: `**${title}**`, status: 0, gid, uid: 'u1', username: 'root', at },
});

describe('announcements projection', () => {
  it('keeps one row per live announcement with its latest fields and times', async () => {
    await store.append(announcementStream(1), [created(1, 'First', '2026-11-01T08:00:00.000Z')]);
    await store.append(announcementStream(2), [
      created(2, 'Second', '2026-11-02T08:00:00.000Z'),
      {
        type: 'AnnouncementEdited',
        data: {
          id: 2,
          title: 'Second, hidden',
          content: 'changed',
          status: 1,
          by: 'u2',
          at: '2026-11-03T10:00:00.000Z',
        },
      },
    ]);
    await store.append(announcementStream(3), [
      created(3, 'Group one', '2026-11-04T08:00:00.000Z', 7),
      { type: 'AnnouncementDeleted', data: { id: 3, by: 'u1', at: '2026-11-05T08:00:00.000Z' } },
    ]);
    await runToHead(db.sql, store, projections);
    const rows = await db.sql<
      {
        id: number;
        title: string;
        content: string;
        status: number;
        gid: number | null;
        username: string;
        gmt_create: Date;
        gmt_modified: Date;
      }[]
    >`SELECT * FROM read.announcements ORDER BY id`;
    expect(
      rows.map((r) => [Number(r.id), r.title, r.content, r.status, r.gid, r.username]),
    ).toEqual([
      [1, 'First', '**First**', 0, null, 'root'],
      [2, 'Second, hidden', 'changed', 1, null, 'root'],
    ]);
    expect(rows[1]!.gmt_create.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(rows[1]!.gmt_modified.toISOString()).toBe('2026-11-03T10:00:00.000Z');
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.announcements', 'id');
    await prepareProjections(db.sql, projections, ['announcements']);
    expect(await dumpTable(db.sql, 'read.announcements', 'id')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.announcements', 'id')).toEqual(before);
  });
});
