import { describe, it } from 'vitest';
import type { GroupEvent, GroupFields, GroupMemberAuth } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { groupDecider, type CreateLimits, type GroupCommand } from './group.decider.ts';
import { groupMessages as m } from './group.policy.ts';

const now = '2026-11-24T08:00:00.000Z';
const fields: GroupFields = {
  name: 'Class 7A',
  shortName: 'cls7a',
  brief: 'Our class',
  description: 'The class of 7A',
  auth: 3,
  code: 'abc123',
};
const md = (userId: string, superAdmin = false) => ({ now, userId, username: userId, superAdmin });
const limits: CreateLimits = {
  exempt: false,
  acCount: 5,
  createdToday: 0,
  createdTotal: 0,
  acNeeded: 0,
  daily: 2,
  total: 5,
};
const created = (auth: 1 | 2 | 3 = 3): GroupEvent[] => [
  { type: 'GroupCreated', data: { gid: 1, ...fields, auth, uid: 'own', owner: 'own', at: now } },
  set('own', 5, 'own'),
];
function set(
  uid: string,
  auth: GroupMemberAuth,
  by: string,
  reason: string | null = null,
): GroupEvent {
  return {
    type: 'GroupMemberAuthSet',
    data: { gid: 1, uid, username: uid, auth, reason, by, at: now },
  };
}
const removed = (uid: string, by: string): GroupEvent => ({
  type: 'GroupMemberRemoved',
  data: { gid: 1, uid, by, at: now },
});
/** A group with a second root, an admin, a member and an applicant. */
const full = [
  ...created(),
  set('r2', 5, 'own'),
  set('adm', 4, 'own'),
  set('mem', 3, 'own'),
  set('app', 1, 'app', 'please let me in'),
];
const cmd = (c: Omit<GroupCommand, 'metadata'>, by: string, superAdmin = false) =>
  ({ ...c, metadata: md(by, superAdmin) }) as GroupCommand;
const setAuth = (uid: string, auth: GroupMemberAuth, by: string, superAdmin = false) =>
  cmd({ type: 'SetMemberAuth', data: { uid, auth } }, by, superAdmin);
const kick = (uid: string, by: string, superAdmin = false) =>
  cmd({ type: 'KickMember', data: { uid } }, by, superAdmin);
const apply = (by: string, reason: string | null, code: string | null = null) =>
  cmd({ type: 'ApplyToGroup', data: { code, reason } }, by);

describe('group decider', () => {
  const spec = deciderSpec(groupDecider);

  it('creates a group whose creator is its first root, within the limits', () => {
    spec
      .given([])
      .when(cmd({ type: 'CreateGroup', data: { ...fields, gid: 1, limits } }, 'own'))
      .then(created());
    const over = (l: Partial<CreateLimits>) =>
      cmd({ type: 'CreateGroup', data: { ...fields, gid: 1, limits: { ...limits, ...l } } }, 'own');
    spec
      .given([])
      .when(over({ acNeeded: 6 }))
      .thenFails(m.acNeeded(6), 'forbidden');
    spec
      .given([])
      .when(over({ createdToday: 2 }))
      .thenFails(m.dailyLimit(2), 'forbidden');
    spec
      .given([])
      .when(over({ createdTotal: 5 }))
      .thenFails(m.totalLimit(5), 'forbidden');
    spec
      .given([])
      .when(over({ createdTotal: 5, acNeeded: 9, exempt: true }))
      .then(created());
  });

  it('joins a public group at once and makes others apply with a reason (and code)', () => {
    spec
      .given(created(1))
      .when(apply('u', null))
      .then([set('u', 3, 'u')]);
    spec.given(created(2)).when(apply('u', 'hi')).thenFails(m.reasonRequired, 'invalid');
    spec
      .given(created(2))
      .when(apply('u', 'let me in'))
      .then([set('u', 1, 'u', 'let me in')]);
    spec
      .given(created(3))
      .when(apply('u', 'let me in', 'wrong1'))
      .thenFails(m.wrongCode, 'invalid');
    spec
      .given(created(3))
      .when(apply('u', 'let me in', 'abc123'))
      .then([set('u', 1, 'u', 'let me in')]);
  });

  it('refuses a second application or a member applying, but lets the refused apply again', () => {
    spec
      .given(full)
      .when(apply('app', 'again please', 'abc123'))
      .thenFails(m.alreadyApplied, 'conflict');
    spec
      .given(full)
      .when(apply('mem', 'again please', 'abc123'))
      .thenFails(m.alreadyMember, 'conflict');
    spec
      .given([...full, set('app', 2, 'own')])
      .when(apply('app', 'second try', 'abc123'))
      .then([set('app', 1, 'app', 'second try')]);
  });

  it('lets members exit, but not the owner or a non-member', () => {
    spec
      .given(full)
      .when(cmd({ type: 'ExitGroup', data: {} }, 'mem'))
      .then([removed('mem', 'mem')]);
    spec
      .given(full)
      .when(cmd({ type: 'ExitGroup', data: {} }, 'r2'))
      .then([removed('r2', 'r2')]);
    spec
      .given(full)
      .when(cmd({ type: 'ExitGroup', data: {} }, 'own'))
      .thenFails(m.ownerCannotExit);
    spec
      .given(full)
      .when(cmd({ type: 'ExitGroup', data: {} }, 'app'))
      .thenFails(m.notMember);
  });

  it('lets admins approve and refuse, and only the owner or super admin make roots', () => {
    spec
      .given(full)
      .when(setAuth('app', 3, 'adm'))
      .then([set('app', 3, 'adm')]);
    spec
      .given(full)
      .when(setAuth('app', 2, 'mem'))
      .thenFails(m.notAdmin, 'forbidden');
    spec
      .given(full)
      .when(setAuth('mem', 4, 'adm'))
      .thenFails(m.noHigherThanOwn, 'forbidden');
    spec
      .given(full)
      .when(setAuth('r2', 3, 'adm'))
      .thenFails(m.noHigherThanOwn, 'forbidden');
    spec
      .given(full)
      .when(setAuth('mem', 5, 'own'))
      .then([set('mem', 5, 'own')]);
    spec
      .given(full)
      .when(setAuth('mem', 5, 'r2'))
      .thenFails(m.noHigherThanOwn, 'forbidden');
    spec
      .given(full)
      .when(setAuth('mem', 4, 'r2'))
      .then([set('mem', 4, 'r2')]);
    spec
      .given(full)
      .when(setAuth('r2', 3, 'boss', true))
      .then([set('r2', 3, 'boss')]);
    spec
      .given(full)
      .when(setAuth('mem', 1, 'own'))
      .thenFails(m.cannotDowngradeMember);
    spec
      .given(full)
      .when(setAuth('nobody', 3, 'own'))
      .thenFails(m.notInGroup, 'not_found');
  });

  it('never changes the owner, and only the super admin removes them', () => {
    spec
      .given(full)
      .when(setAuth('own', 4, 'boss', true))
      .thenFails(m.ownerUntouchable);
    spec.given(full).when(kick('own', 'r2')).thenFails(m.ownerUntouchable);
    spec.given(full).when(kick('own', 'adm')).thenFails(m.ownerUntouchable);
  });

  it('disbands the group when the super admin kicks its owner', () => {
    spec
      .given(full)
      .when(kick('own', 'boss', true))
      .then([{ type: 'GroupDisbanded', data: { gid: 1, by: 'boss', at: now } }]);
  });

  it('lets admins kick those below them', () => {
    spec
      .given(full)
      .when(kick('mem', 'adm'))
      .then([removed('mem', 'adm')]);
    spec.given(full).when(kick('r2', 'adm')).thenFails(m.noHigherThanOwn);
    spec
      .given(full)
      .when(kick('r2', 'own'))
      .then([removed('r2', 'own')]);
    spec.given(full).when(kick('adm', 'adm')).thenFails(m.kickSelf, 'invalid');
    spec.given(full).when(kick('adm', 'mem')).thenFails(m.notAdmin);
  });

  it('lets group roots edit and the owner or super admin disband', () => {
    const edit = { type: 'UpdateGroup' as const, data: { ...fields, name: 'Class 7B' } };
    spec
      .given(full)
      .when(cmd(edit, 'r2'))
      .then([
        { type: 'GroupUpdated', data: { gid: 1, ...fields, name: 'Class 7B', by: 'r2', at: now } },
      ]);
    spec.given(full).when(cmd(edit, 'adm')).thenFails(m.notRoot, 'forbidden');
    const disband = { type: 'DisbandGroup' as const, data: {} };
    spec.given(full).when(cmd(disband, 'r2')).thenFails(m.notOwner, 'forbidden');
    spec
      .given(full)
      .when(cmd(disband, 'boss', true))
      .then([{ type: 'GroupDisbanded', data: { gid: 1, by: 'boss', at: now } }]);
    spec
      .given([...full, { type: 'GroupDisbanded', data: { gid: 1, by: 'own', at: now } }])
      .when(apply('u', 'let me in', 'abc123'))
      .thenFails(m.notFound, 'not_found');
  });
});
