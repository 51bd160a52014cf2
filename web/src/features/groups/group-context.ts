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

export type GroupTabKey =
  | ''
  | 'problem'
  | 'training'
  | 'contest'
  | 'status'
  | 'discussion'
  | 'member'
  | 'announcement'
  | 'setting'
  | 'rank';

/** Every tab in the order of spec 3 section 2.3, home first. */
export const groupTabOrder: readonly GroupTabKey[] = [
  '',
  'problem',
  'training',
  'contest',
  'status',
  'discussion',
  'member',
  'announcement',
  'setting',
  'rank',
];

/**
 * Sub-pages that belong to another tab's list: a submission's detail to the submissions, a
 * discussion's detail to the discussions (create, edit and detail pages sit under their list's
 * own segment, so they map by their first segment).
 */
const tabOfSegment: Record<string, GroupTabKey> = {
  'submission-detail': 'status',
  'discussion-detail': 'discussion',
};

/** The tab a path under /group/:gid belongs to; sub-pages map back to their list. */
export function activeGroupTab(rest: string): GroupTabKey | null {
  const first = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  const mapped = tabOfSegment[first];
  if (mapped) return mapped;
  return (groupTabOrder as readonly string[]).includes(first) ? (first as GroupTabKey) : null;
}

/**
 * Which tabs a level sees (spec 3 section 2.3): everyone the work tabs (a non-member sees them
 * disabled), group admins the announcements, the group root the settings; discussions only while
 * the group-discussion switch is on.
 */
export function visibleGroupTabs(level: number, groupDiscussion = false): GroupTabKey[] {
  return groupTabOrder.filter((key) => {
    if (key === 'discussion') return groupDiscussion;
    if (key === 'announcement') return level >= 4;
    if (key === 'setting') return level >= 5;
    return true;
  });
}
