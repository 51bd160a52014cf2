import { describe, expect, it } from 'vitest';
import {
  contestAcCheckStream,
  contestPrintStream,
  contestRegistrationStream,
  contestStream,
  contestVirtualStream,
  type ContestFields,
  type EventStore,
} from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { contestsProjection, type ContestReadRow } from './contests.projection.ts';
import { contestDeskProjection } from './contest-desk.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [contestsProjection, contestDeskProjection] as unknown as AnyProjection[];
const tables = [
  ['read.contests', 'id'],
  ['read.contest_problems', 'cid, pid'],
  ['read.contest_announcements', 'id'],
  ['read.contest_registers', 'cid, uid'],
  ['read.contest_virtuals', 'cid, uid'],
  ['read.contest_prints', 'id'],
  ['read.contest_ac_checked', 'cid, submit_id'],
] as const;
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const fields: ContestFields = {
  title: 'Weekly 1',
  description: 'All of them',
  source: 'ICPC',
  type: 0,
  auth: 2,
  pwd: 'secret',
  startTime: '2026-12-01T10:00:00.000Z',
  endTime: '2026-12-01T15:00:00.000Z',
  duration: 18_000,
  sealRank: 1,
  sealRankTime: '2026-12-01T14:00:00.000Z',
  autoRealRank: true,
  openPrint: false,
  openRank: true,
  rankShowName: 'nickname',
  openAccountLimit: false,
  accountLimitRule: null,
  starAccount: ['alice', 'bob'],
  oiRankScoreType: 'Highest',
  awardType: 1,
  awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 }],
  allowEndSubmit: false,
  visible: true,
  gid: null,
};
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const by = (day: number) => ({ by: 'u1', at: at(day) });
const created = (cid: number, title: string) => ({
  type: 'ContestCreated',
  data: { ...fields, cid, title, uid: 'u1', author: 'root', at: at(1) },
});

describe('contests projection', () => {
  it('keeps contests, their problems, announcements and registrations', async () => {
    await store.append(contestStream(1), [
      created(1, 'First'),
      { type: 'ContestEdited', data: { ...fields, cid: 1, title: 'First, OI', type: 1, ...by(2) } },
      { type: 'ContestVisibilityChanged', data: { cid: 1, visible: false, ...by(3) } },
      ...[1, 2, 3].map((pid) => ({
        type: 'ContestProblemAdded',
        data: { cid: 1, pid, displayId: `P${pid}`, displayTitle: `T${pid}`, color: null, ...by(3) },
      })),
      {
        type: 'ContestProblemUpdated',
        data: { cid: 1, pid: 2, displayId: 'B', displayTitle: 'Bee', color: '#f00', ...by(4) },
      },
      { type: 'ContestProblemRemoved', data: { cid: 1, pid: 3, ...by(4) } },
      ...[10, 11].map((id) => ({
        type: 'ContestAnnouncementCreated',
        data: { cid: 1, id, title: `A${id}`, content: 'c', uid: 'u1', username: 'root', at: at(5) },
      })),
      {
        type: 'ContestAnnouncementEdited',
        data: { cid: 1, id: 10, title: 'Fixed', content: 'd', ...by(6) },
      },
      { type: 'ContestAnnouncementDeleted', data: { cid: 1, id: 11, ...by(6) } },
    ]);
    await store.append(contestPrintStream(40), [
      {
        type: 'ContestPrintSubmitted',
        data: { cid: 1, id: 40, uid: 'u7', username: 'ann', content: 'x'.repeat(60), at: at(7) },
      },
      { type: 'ContestPrintPrinted', data: { cid: 1, id: 40, ...by(8) } },
    ]);
    await store.append(contestAcCheckStream(1, 900), [
      { type: 'ContestAcChecked', data: { cid: 1, submitId: 900, checked: true, ...by(8) } },
      { type: 'ContestAcChecked', data: { cid: 1, submitId: 900, checked: false, ...by(9) } },
      { type: 'ContestAcChecked', data: { cid: 1, submitId: 900, checked: true, ...by(9) } },
    ]);
    await store.append(contestRegistrationStream(1, 'u7'), [
      { type: 'ContestRegistrationAccepted', data: { cid: 1, uid: 'u7', at: at(7) } },
    ]);
    await store.append(contestVirtualStream(1, 'u8'), [
      { type: 'ContestVirtualStarted', data: { cid: 1, uid: 'u8', at: at(9) } },
    ]);
    await store.append(contestVirtualStream(2, 'u8'), [
      { type: 'ContestVirtualStarted', data: { cid: 2, uid: 'u8', at: at(2) } },
    ]);
    await store.append(contestStream(2), [
      created(2, 'Gone'),
      {
        type: 'ContestProblemAdded',
        data: { cid: 2, pid: 1, displayId: 'A', displayTitle: 'T', color: null, ...by(2) },
      },
      { type: 'ContestDeleted', data: { cid: 2, ...by(3) } },
    ]);
    await runToHead(db.sql, store, projections);

    const contests = await db.sql<ContestReadRow[]>`SELECT * FROM read.contests ORDER BY id`;
    expect(contests).toHaveLength(1);
    const c = contests[0]!;
    expect([c.title, c.type, c.visible, c.pwd, c.star_account, c.award_config]).toEqual([
      'First, OI',
      1,
      false,
      'secret',
      ['alice', 'bob'],
      fields.awardConfigList,
    ]);
    expect(
      [c.start_time, c.seal_rank_time, c.gmt_create, c.gmt_modified].map((d) => d.toISOString()),
    ).toEqual([fields.startTime, fields.sealRankTime, at(1), at(3)]);
    expect(Number(c.duration)).toBe(18_000);
    expect(
      (
        await db.sql<
          {
            cid: number;
            pid: number;
            display_id: string;
            display_title: string;
            color: string | null;
          }[]
        >`
          SELECT cid, pid, display_id, display_title, color FROM read.contest_problems ORDER BY cid, pid`
      ).map((r) => [Number(r.cid), Number(r.pid), r.display_id, r.display_title, r.color]),
    ).toEqual([
      [1, 1, 'P1', 'T1', null],
      [1, 2, 'B', 'Bee', '#f00'],
    ]);
    expect(
      (
        await db.sql<{ id: number; title: string; content: string }[]>`
          SELECT id, title, content FROM read.contest_announcements`
      ).map((r) => [Number(r.id), r.title, r.content]),
    ).toEqual([[10, 'Fixed', 'd']]);
    expect(
      (await db.sql<{ uid: string }[]>`SELECT uid FROM read.contest_registers`).map((r) => r.uid),
    ).toEqual(['u7']);
    // The virtual start of the deleted contest 2 went with it.
    expect(await dumpTable(db.sql, 'read.contest_virtuals', 'cid, uid')).toEqual([
      JSON.stringify({ cid: 1, uid: 'u8', started_at: at(9) }),
    ]);
  });

  it('keeps the print queue and the AC ticks, and tells the contest room it posted news', async () => {
    const rows = async (table: string, order: string) =>
      (await dumpTable(db.sql, table, order)).map((r) => JSON.parse(r) as Record<string, unknown>);
    expect(await rows('read.contest_prints', 'id')).toMatchObject([
      { id: 40, cid: 1, username: 'ann', status: 1 },
    ]);
    expect(await rows('read.contest_ac_checked', 'cid, submit_id')).toEqual([
      { cid: 1, submit_id: 900, checked: true },
    ]);
    const posted = contestsProjection.notify!({
      type: 'ContestAnnouncementCreated',
      data: {
        cid: 1,
        id: 10,
        title: 'secret',
        content: 'c',
        uid: 'u1',
        username: 'root',
        at: at(5),
      },
    } as Parameters<NonNullable<typeof contestsProjection.notify>>[0]);
    expect(posted).toEqual([
      { room: 'contest:1', event: 'contest:announcement', payload: { cid: 1, id: 10 } },
    ]);
  });

  it("tells a group's room of its contests' changes, and no room of a site contest's", () => {
    type E = Parameters<NonNullable<typeof contestsProjection.notify>>[0];
    const notify = (e: unknown) => contestsProjection.notify!(e as E);
    const group = { room: 'group:3', event: 'group:contest', payload: { gid: 3, cid: 5 } };
    const inGroup = { ...created(5, 'Class quiz'), data: { ...created(5, 'x').data, gid: 3 } };
    expect(notify(inGroup)).toEqual([group]);
    expect(
      notify({ type: 'ContestEdited', data: { ...fields, gid: 3, cid: 5, ...by(2) } }),
    ).toEqual([group]);
    expect(
      notify({
        type: 'ContestVisibilityChanged',
        data: { cid: 5, visible: true, gid: 3, ...by(3) },
      }),
    ).toEqual([group]);
    expect(notify({ type: 'ContestDeleted', data: { cid: 5, gid: 3, ...by(4) } })).toEqual([group]);
    expect(notify(created(6, 'Weekly'))).toEqual([]);
    // Events appended before groups existed carry no gid.
    expect(notify({ type: 'ContestDeleted', data: { cid: 6, ...by(4) } })).toEqual([]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = () => Promise.all(tables.map(([t, o]) => dumpTable(db.sql, t, o)));
    const before = await dump();
    await prepareProjections(db.sql, projections, ['contests', 'contest_desk']);
    expect((await dump()).flat()).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
