import { describe, it } from 'vitest';
import type { GroupEvent, GroupMemberAuth } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { groupAvatarDecider, type ChangeGroupAvatar } from './group-avatar.decider.ts';
import { groupMessages as m } from './group.policy.ts';

const now = '2026-12-01T08:00:00.000Z';
const set = (uid: string, auth: GroupMemberAuth): GroupEvent => ({
  type: 'GroupMemberAuthSet',
  data: { gid: 1, uid, username: uid, auth, reason: null, by: 'own', at: now },
});
const group: GroupEvent[] = [
  {
    type: 'GroupCreated',
    data: {
      gid: 1,
      name: 'Class 8B',
      shortName: 'cls8b',
      brief: 'Our class',
      description: 'The class of 8B',
      auth: 1,
      code: null,
      uid: 'own',
      owner: 'own',
      at: now,
    },
  },
  set('own', 5),
  set('r2', 5),
  set('adm', 4),
  set('mem', 3),
  set('app', 1),
];
const url = (c: string) => `/api/public/group-avatar/${c.repeat(64)}.png`;
const change = (by: string, avatar: string, superAdmin = false): ChangeGroupAvatar => ({
  type: 'ChangeGroupAvatar',
  data: { avatar },
  metadata: { now, userId: by, username: by, superAdmin },
});
const changed = (by: string, avatar: string): GroupEvent => ({
  type: 'GroupAvatarChanged',
  data: { gid: 1, avatar, by, at: now },
});

describe('group avatar decider', () => {
  const spec = deciderSpec(groupAvatarDecider);

  it('lets the group roots and the super admin change the avatar', () => {
    for (const by of ['own', 'r2'])
      spec
        .given(group)
        .when(change(by, url('a')))
        .then([changed(by, url('a'))]);
    spec
      .given(group)
      .when(change('site-root', url('a'), true))
      .then([changed('site-root', url('a'))]);
  });

  it('refuses group admins, members, applicants and strangers', () => {
    for (const by of ['adm', 'mem', 'app', 'stranger'])
      spec
        .given(group)
        .when(change(by, url('a')))
        .thenFails(m.notRoot, 'forbidden');
  });

  it('records nothing when the same picture is uploaded again, a new one otherwise', () => {
    spec
      .given([...group, changed('own', url('a'))])
      .when(change('r2', url('a')))
      .then([]);
    spec
      .given([...group, changed('own', url('a'))])
      .when(change('r2', url('b')))
      .then([changed('r2', url('b'))]);
  });

  it('refuses a group that does not exist or was disbanded', () => {
    spec
      .given([])
      .when(change('own', url('a'), true))
      .thenFails(m.notFound, 'not_found');
    spec
      .given([...group, { type: 'GroupDisbanded', data: { gid: 1, by: 'own', at: now } }])
      .when(change('own', url('a'), true))
      .thenFails(m.notFound, 'not_found');
  });
});
