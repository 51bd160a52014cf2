import { describe, expect, it } from 'vitest';
import { type EventStore } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { usersProjection } from './users.projection.ts';
import { websiteConfigProjection } from './website-config.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [usersProjection, websiteConfigProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const registered = (uid: string, username: string) => ({
  type: 'UserRegistered',
  data: {
    uid,
    username,
    email: `${username}@example.com`,
    passwordHash: 'h',
    role: 'user',
    roleId: 1002,
    registeredAt: '2026-11-01T00:00:00.000Z',
  },
});

describe('users and website config projections', () => {
  it('builds accounts, login times and session epochs from the events', async () => {
    await store.append('user-a', [registered('a', 'Alice')], { expectedRevision: 'no_stream' });
    await store.append('user-b', [registered('b', 'bob')], { expectedRevision: 'no_stream' });
    await store.append('user-a', [
      {
        type: 'UserLoggedIn',
        data: { uid: 'a', ip: '127.0.0.1', userAgent: 'x', at: '2026-11-02T10:00:00.000Z' },
      },
      { type: 'UserLoggedOut', data: { uid: 'a', at: '2026-11-02T11:00:00.000Z' } },
    ]);
    await store.append('config-website', [
      { type: 'WebsiteConfigUpdated', data: { changes: { shortName: 'XOJ' }, by: 'a' } },
    ]);
    await store.append('config-website', [
      { type: 'WebsiteConfigUpdated', data: { changes: { register: false }, by: 'a' } },
    ]);
    await runToHead(db.sql, store, projections);
    const users = await db.sql<
      { uid: string; username_lower: string; session_epoch: number; last_login_at: Date | null }[]
    >`
      SELECT uid, username_lower, session_epoch, last_login_at FROM read.users ORDER BY uid`;
    expect(users.map((u) => [u.uid, u.username_lower, u.session_epoch])).toEqual([
      ['a', 'alice', 1],
      ['b', 'bob', 0],
    ]);
    expect(users[0]!.last_login_at?.toISOString()).toBe('2026-11-02T10:00:00.000Z');
    const [cfg] = await db.sql<
      { config: Record<string, unknown> }[]
    >`SELECT config FROM read.website_config`;
    expect(cfg!.config).toEqual({ shortName: 'XOJ', register: false });
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.users', 'uid');
    await prepareProjections(db.sql, projections, ['users', 'website_config']);
    expect(await dumpTable(db.sql, 'read.users', 'uid')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.users', 'uid')).toEqual(before);
    expect(await dumpTable(db.sql, 'read.website_config', 'id')).toHaveLength(1);
  });
});
