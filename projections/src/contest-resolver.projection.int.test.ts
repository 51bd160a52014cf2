import { describe, expect, it } from 'vitest';
import { resolverStream, type EventStore } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { contestResolverProjection } from './contest-resolver.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [contestResolverProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const by = { by: 'root', at: '2026-11-27T10:00:00.000Z' };
const medals = { gold: 1, silver: 1, bronze: 1 };
const started = (cid: number) => ({
  type: 'ResolverStarted',
  data: { cid, removeStar: false, medals, ...by },
});
const stepped = (cid: number, step: number, uid: string, pid: string) => ({
  type: 'ResolverStepped',
  data: { cid, step, uid, pid, ...by },
});

const stepsOf = async () =>
  (
    await db.sql<{ cid: number; step: number; uid: string; pid: string }[]>`
      SELECT cid, step, uid, pid FROM read.contest_resolver_steps ORDER BY cid, step`
  ).map((r) => [Number(r.cid), r.step, r.uid, r.pid]);

describe('contest resolver projection', () => {
  it('keeps the opened cells of each reveal in order; a reset or a restart empties them', async () => {
    await store.append(resolverStream(1), [
      started(1),
      stepped(1, 1, 'carol', 'B'),
      stepped(1, 2, 'alice', 'B'),
    ]);
    await store.append(resolverStream(2), [
      started(2),
      stepped(2, 1, 'erin', 'A'),
      { type: 'ResolverReset', data: { cid: 2, ...by } },
      started(2),
      stepped(2, 1, 'bob', 'C'),
    ]);
    await store.append(resolverStream(3), [started(3), stepped(3, 1, 'x', 'A')]);
    await store.append('contest-3', [{ type: 'ContestDeleted', data: { cid: 3, ...by } }]);
    await runToHead(db.sql, store, projections);
    expect(await stepsOf()).toEqual([
      [1, 1, 'carol', 'B'],
      [1, 2, 'alice', 'B'],
      [2, 1, 'bob', 'C'],
    ]);
  });

  it('tells the screens of each step and of each start or reset', () => {
    const notify = contestResolverProjection.notify!;
    type E = Parameters<typeof notify>[0];
    expect(notify(stepped(1, 2, 'alice', 'B') as E)).toEqual([
      {
        room: 'resolver:1',
        event: 'resolver:stepped',
        payload: { cid: 1, step: 2, uid: 'alice', pid: 'B' },
      },
    ]);
    expect(notify(started(1) as E)).toEqual([
      { room: 'resolver:1', event: 'resolver:changed', payload: { cid: 1 } },
    ]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.contest_resolver_steps', 'cid, step');
    await prepareProjections(db.sql, projections, ['contest_resolver']);
    expect(await dumpTable(db.sql, 'read.contest_resolver_steps', 'cid, step')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.contest_resolver_steps', 'cid, step')).toEqual(before);
  });
});
