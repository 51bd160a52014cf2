import { useOutletContext } from 'react-router';
import type { Group } from './api/types';

/** What the group layout hands its tabs. */
export interface GroupContextValue {
  group: Group;
  /** The viewer's member auth as the server answered it (0 none, 1 applying, 2 refused, 3-5). */
  auth: number;
  /** The viewer's group level: 5 root (owner, super admin), 4 admin, 3 member, 0 none. */
  level: number;
  /** Super admin or the owner: may set any member's auth. */
  unrestricted: boolean;
  /** Asks the group and the viewer's auth again (after joining, exiting, an auth change). */
  reload: () => void;
}

export const useGroup = () => useOutletContext<GroupContextValue>();

export type GroupTabKey = '' | 'member' | 'announcement';

/** The tab a path under /group/:gid belongs to; sub-pages map back to their list. */
export function activeGroupTab(rest: string): GroupTabKey | null {
  const first = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  if (first === '') return '';
  if (first === 'member') return 'member';
  if (first === 'announcement') return 'announcement';
  return null;
}

/** Which tabs a level sees (spec 3 section 2.3): members the member list, admins the rest. */
export function visibleGroupTabs(level: number): GroupTabKey[] {
  const tabs: GroupTabKey[] = [''];
  if (level >= 3) tabs.push('member');
  if (level >= 4) tabs.push('announcement');
  return tabs;
}
