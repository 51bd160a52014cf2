import { useOutletContext } from 'react-router';
import type { IconName } from '../../components/ui/icon';
import type { ContestInfo } from './api/types';
import type { ContestStatus } from './contest-time';

/** What every tab of /contest/:contestID gets from the layout (through the outlet context). */
export interface ContestContextValue {
  contest: ContestInfo;
  /** The status now, by the server's clock (it moves on while the page is open). */
  status: ContestStatus;
  /** Registered, public, or an admin. */
  access: boolean;
  /** Contest admin, as the server said (`isContestAdmin` of get-contest-info). */
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Spec section 6: the tabs other than the overview are closed. */
  menuDisabled: boolean;
  /** Called once the password was accepted. */
  grantAccess: () => void;
}

/** The layout's context; only valid under the contest layout route. */
export const useContest = () => useOutletContext<ContestContextValue>();

/**
 * One tab of the contest page. The app keeps them all in one array (one entry per tab, with
 * its route); the layout shows those whose `shown` accepts the viewer.
 */
export interface ContestTab {
  /** Path under /contest/:contestID/; '' is the overview (the index route). */
  path: string;
  labelId: string;
  icon: IconName;
  /** First path segments of other pages that belong to this tab (`problem` for problems). */
  alsoFor?: readonly string[];
  /** Whether this viewer sees the tab at all (default: always). */
  shown?: (context: ContestContextValue) => boolean;
}

/**
 * Spec section 6: for non-admins the contest menu is closed while the contest is scheduled,
 * and for a private contest until the password was accepted.
 */
export const isMenuDisabled = (o: {
  isAdmin: boolean;
  status: ContestStatus;
  auth: number;
  access: boolean;
}) => !o.isAdmin && (o.status === -1 || (o.auth === 1 && !o.access));

/** The tab a path under /contest/:contestID/ belongs to ('' for the overview). */
export function activeTabPath(tabs: readonly ContestTab[], rest: string): string {
  const first = rest.split('/').find((part) => part !== '') ?? '';
  const tab = tabs.find((t) => t.path === first || (t.alsoFor ?? []).includes(first));
  return tab?.path ?? '';
}
