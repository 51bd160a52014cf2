import {
  assertNever,
  DomainError,
  type Decider,
  type GroupEvent,
  type GroupFields,
  type GroupMemberAuth,
} from '@oj/events';
import { groupLevel, groupMessages as m } from './group.policy.ts';

interface Member {
  auth: GroupMemberAuth;
  username: string;
}
export type GroupState =
  | { status: 'none' }
  | {
      status: 'active';
      gid: number;
      ownerUid: string;
      fields: GroupFields;
      members: Record<string, Member>;
    }
  | { status: 'disbanded' };
type Active = Extract<GroupState, { status: 'active' }>;

interface Metadata {
  now: string;
  userId: string;
  username: string;
  /** The actor is the super admin: root of every group. */
  superAdmin: boolean;
}
/** What the route read for the create limits (the switch config and the creator's counts). */
export interface CreateLimits {
  exempt: boolean;
  acCount: number;
  createdToday: number;
  createdTotal: number;
  acNeeded: number;
  daily: number;
  total: number;
}

export type GroupCommand =
  | {
      type: 'CreateGroup';
      data: GroupFields & { gid: number; limits: CreateLimits };
      metadata: Metadata;
    }
  | { type: 'UpdateGroup'; data: GroupFields; metadata: Metadata }
  | { type: 'DisbandGroup'; data: Record<string, never>; metadata: Metadata }
  | {
      type: 'ApplyToGroup';
      data: { code: string | null; reason: string | null };
      metadata: Metadata;
    }
  | { type: 'ExitGroup'; data: Record<string, never>; metadata: Metadata }
  | { type: 'SetMemberAuth'; data: { uid: string; auth: GroupMemberAuth }; metadata: Metadata }
  | { type: 'KickMember'; data: { uid: string }; metadata: Metadata };
type Of<T extends GroupCommand['type']> = Extract<GroupCommand, { type: T }>;

const active = (s: GroupState): Active => {
  if (s.status !== 'active') throw new DomainError('not_found', m.notFound);
  return s;
};
const levelIn = (s: Active, md: Metadata) => groupLevel(md.superAdmin, s.members[md.userId]?.auth);
const by = (md: Metadata) => ({ by: md.userId, at: md.now });

const create = (c: Of<'CreateGroup'>, s: GroupState): GroupEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The group already exists');
  const { gid, limits: l, ...fields } = c.data;
  if (!l.exempt) {
    if (l.acCount < l.acNeeded) throw new DomainError('forbidden', m.acNeeded(l.acNeeded));
    if (l.createdToday >= l.daily) throw new DomainError('forbidden', m.dailyLimit(l.daily));
    if (l.createdTotal >= l.total) throw new DomainError('forbidden', m.totalLimit(l.total));
  }
  const md = c.metadata;
  return [
    {
      type: 'GroupCreated',
      data: { gid, ...fields, uid: md.userId, owner: md.username, at: md.now },
    },
    {
      type: 'GroupMemberAuthSet',
      data: { gid, uid: md.userId, username: md.username, auth: 5, reason: null, ...by(md) },
    },
  ];
};

const update = (c: Of<'UpdateGroup'>, s: GroupState): GroupEvent[] => {
  const a = active(s);
  if (levelIn(a, c.metadata) < 5) throw new DomainError('forbidden', m.notRoot);
  return [{ type: 'GroupUpdated', data: { gid: a.gid, ...c.data, ...by(c.metadata) } }];
};

const disband = (c: Of<'DisbandGroup'>, s: GroupState): GroupEvent[] => {
  const a = active(s);
  if (!c.metadata.superAdmin && a.ownerUid !== c.metadata.userId)
    throw new DomainError('forbidden', m.notOwner);
  return [{ type: 'GroupDisbanded', data: { gid: a.gid, ...by(c.metadata) } }];
};

const apply = (c: Of<'ApplyToGroup'>, s: GroupState): GroupEvent[] => {
  const a = active(s);
  const md = c.metadata;
  const mine = a.members[md.userId]?.auth;
  if (mine === 1) throw new DomainError('conflict', m.alreadyApplied);
  if (mine !== undefined && mine >= 3) throw new DomainError('conflict', m.alreadyMember);
  const reason = c.data.reason?.trim() ?? '';
  if (a.fields.auth !== 1 && (reason.length < 5 || reason.length > 100))
    throw new DomainError('invalid', m.reasonRequired);
  if (a.fields.auth === 3 && c.data.code !== a.fields.code)
    throw new DomainError('invalid', m.wrongCode);
  const auth = a.fields.auth === 1 ? 3 : 1;
  return [
    {
      type: 'GroupMemberAuthSet',
      data: {
        gid: a.gid,
        uid: md.userId,
        username: md.username,
        auth,
        reason: reason || null,
        ...by(md),
      },
    },
  ];
};

const roots = (a: Active) => Object.values(a.members).filter((x) => x.auth === 5).length;

const exit = (c: Of<'ExitGroup'>, s: GroupState): GroupEvent[] => {
  const a = active(s);
  const mine = a.members[c.metadata.userId];
  if (!mine || mine.auth < 3) throw new DomainError('forbidden', m.notMember);
  if (a.ownerUid === c.metadata.userId) throw new DomainError('forbidden', m.ownerCannotExit);
  if (mine.auth === 5 && roots(a) <= 1) throw new DomainError('forbidden', m.lastRoot);
  return [
    { type: 'GroupMemberRemoved', data: { gid: a.gid, uid: c.metadata.userId, ...by(c.metadata) } },
  ];
};

/**
 * Who may change whom (spec 3 section 6, HOJ's updateMember): group admins and roots only;
 * the owner and the super admin set any auth; others only targets and auths below their own.
 * The owner is never changed, so a group always keeps a root.
 */
const assertMayManage = (a: Active, md: Metadata, target: Member, next: GroupMemberAuth | null) => {
  const level = levelIn(a, md);
  if (level < 4) throw new DomainError('forbidden', m.notAdmin);
  if (md.superAdmin || a.ownerUid === md.userId) return;
  if (target.auth >= level || (next !== null && next >= level))
    throw new DomainError('forbidden', m.noHigherThanOwn);
};

const targetOf = (a: Active, uid: string) => {
  const t = a.members[uid];
  if (!t) throw new DomainError('not_found', m.notInGroup);
  if (uid === a.ownerUid) throw new DomainError('forbidden', m.ownerUntouchable);
  return t;
};

const setAuth = (c: Of<'SetMemberAuth'>, s: GroupState): GroupEvent[] => {
  const a = active(s);
  const { uid, auth } = c.data;
  const t = targetOf(a, uid);
  assertMayManage(a, c.metadata, t, auth);
  if (t.auth >= 3 && auth < 3) throw new DomainError('forbidden', m.cannotDowngradeMember);
  if (t.auth === 5 && auth < 5 && roots(a) <= 1) throw new DomainError('forbidden', m.lastRoot);
  if (t.auth === auth) return [];
  return [
    {
      type: 'GroupMemberAuthSet',
      data: { gid: a.gid, uid, username: t.username, auth, reason: null, ...by(c.metadata) },
    },
  ];
};

/**
 * Spec 3 section 4: kicking the owner disbands the group. Only the super admin may: everyone
 * else finds the owner untouchable (HOJ refuses the owner's removal outright).
 */
const kick = (c: Of<'KickMember'>, s: GroupState): GroupEvent[] => {
  const a = active(s);
  if (c.data.uid === c.metadata.userId) throw new DomainError('invalid', m.kickSelf);
  if (c.data.uid === a.ownerUid && c.metadata.superAdmin)
    return [{ type: 'GroupDisbanded', data: { gid: a.gid, ...by(c.metadata) } }];
  const t = targetOf(a, c.data.uid);
  assertMayManage(a, c.metadata, t, null);
  if (t.auth === 5 && roots(a) <= 1) throw new DomainError('forbidden', m.lastRoot);
  return [{ type: 'GroupMemberRemoved', data: { gid: a.gid, uid: c.data.uid, ...by(c.metadata) } }];
};

const evolveActive = (s: Active, e: GroupEvent): GroupState => {
  switch (e.type) {
    case 'GroupUpdated': {
      const { gid: _g, by: _b, at: _a, ...fields } = e.data;
      return { ...s, fields };
    }
    case 'GroupDisbanded':
      return { status: 'disbanded' };
    case 'GroupMemberAuthSet':
      return {
        ...s,
        members: { ...s.members, [e.data.uid]: { auth: e.data.auth, username: e.data.username } },
      };
    case 'GroupMemberRemoved': {
      const { [e.data.uid]: _gone, ...members } = s.members;
      return { ...s, members };
    }
    default:
      return s;
  }
};

/** One group (stream `group-<gid>`): its settings, owner and every member's auth. */
export const groupDecider: Decider<GroupState, GroupCommand, GroupEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => {
    if (e.type === 'GroupCreated') {
      const { gid, uid, owner: _o, at: _a, ...fields } = e.data;
      return { status: 'active', gid, ownerUid: uid, fields, members: {} };
    }
    return s.status === 'active' ? evolveActive(s, e) : s;
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'CreateGroup':
        return create(c, s);
      case 'UpdateGroup':
        return update(c, s);
      case 'DisbandGroup':
        return disband(c, s);
      case 'ApplyToGroup':
        return apply(c, s);
      case 'ExitGroup':
        return exit(c, s);
      case 'SetMemberAuth':
        return setAuth(c, s);
      case 'KickMember':
        return kick(c, s);
      default:
        return assertNever(c);
    }
  },
};
