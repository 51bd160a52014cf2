import { DomainError, type Decider, type GroupEvent } from '@oj/events';
import { groupDecider, type GroupState } from './group.decider.ts';
import { groupLevel, groupMessages as m } from './group.policy.ts';

/**
 * The group stream folded for the avatar: the group as `groupDecider` folds it (owner, members,
 * so the level rule is the same one) and the avatar it shows now.
 */
export interface GroupAvatarState {
  group: GroupState;
  avatar: string | null;
}

export interface ChangeGroupAvatar {
  type: 'ChangeGroupAvatar';
  /** The URL of the stored picture. */
  data: { avatar: string };
  metadata: { now: string; userId: string; username: string; superAdmin: boolean };
}

const change = (c: ChangeGroupAvatar, s: GroupAvatarState): GroupEvent[] => {
  const g = s.group;
  if (g.status !== 'active') throw new DomainError('not_found', m.notFound);
  const md = c.metadata;
  if (groupLevel(md.superAdmin, g.members[md.userId]?.auth) < 5)
    throw new DomainError('forbidden', m.notRoot);
  // The same picture uploaded again changes nothing.
  if (s.avatar === c.data.avatar) return [];
  return [
    {
      type: 'GroupAvatarChanged',
      data: { gid: g.gid, avatar: c.data.avatar, by: md.userId, at: md.now },
    },
  ];
};

/**
 * The group settings' avatar (stream `group-<gid>`, beside `groupDecider`): only a group root
 * (5: the owner, a root member, the super admin) changes it.
 */
export const groupAvatarDecider: Decider<GroupAvatarState, ChangeGroupAvatar, GroupEvent> = {
  initialState: () => ({ group: groupDecider.initialState(), avatar: null }),
  evolve: (s, e) => ({
    group: groupDecider.evolve(s.group, e),
    avatar: e.type === 'GroupAvatarChanged' ? e.data.avatar : s.avatar,
  }),
  decide: (c, s) => change(c, s),
};
