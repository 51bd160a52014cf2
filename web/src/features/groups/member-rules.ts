/** Member auths (spec 3 section 3.2). */
export const MEMBER_AUTH = { applying: 1, refused: 2, member: 3, admin: 4, root: 5 } as const;

/** The viewer's group level (spec 3 section 6): super admin and owner are roots. */
export function viewerLevel(v: { superAdmin: boolean; owner: boolean; auth: number }): number {
  if (v.superAdmin || v.owner) return 5;
  return v.auth >= 3 && v.auth <= 5 ? v.auth : 0;
}

export const isGroupAdminLevel = (level: number) => level >= 4;
export const isGroupMemberLevel = (level: number) => level >= 3;

export interface Manager {
  uid: string;
  level: number;
  /** Super admin or the group's owner: may set any auth. */
  unrestricted: boolean;
}

export interface Target {
  uid: string;
  username: string;
  auth: number;
}

/**
 * The auths a manager may give a member (spec 3 section 6): the super admin or owner any of
 * member, admin and root; others only values below their own. Nobody changes the owner; a
 * group admin never touches a root (nor anyone at or above their own level).
 */
export function assignableAuths(manager: Manager, target: Target, owner: string): number[] {
  if (target.username === owner || target.uid === manager.uid) return [];
  if (!isGroupAdminLevel(manager.level)) return [];
  const all = [MEMBER_AUTH.member, MEMBER_AUTH.admin, MEMBER_AUTH.root];
  if (manager.unrestricted) return all;
  if (target.auth >= manager.level) return [];
  return all.filter((auth) => auth < manager.level);
}

/** Kick shows for the owner, or for a member below the manager; never for self or the owner. */
export function mayKick(manager: Manager, target: Target, owner: string): boolean {
  if (target.uid === manager.uid || target.username === owner) return false;
  if (!isGroupAdminLevel(manager.level)) return false;
  return manager.unrestricted || target.auth < manager.level;
}
