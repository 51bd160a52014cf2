import { useOutletContext } from 'react-router';
import type { Training } from './api/types';

/** What every tab of /training/:trainingID gets from the layout (through the outlet context). */
export interface TrainingContextValue {
  training: Training;
  /** The author or a super admin (spec 2 section 6): no password, real names on the rank. */
  isAdmin: boolean;
  /** Public, registered, or an admin. */
  access: boolean;
  /** A private training before its password was accepted: only the introduction opens. */
  menuDisabled: boolean;
  /** Called once the password was accepted. */
  grantAccess: () => void;
  /** The viewer's solved count, kept current by pushes (and polling while offline). */
  acCount: number;
  /** Asks the server for the training again (progress after a verdict). */
  reload: () => void;
  /** Its pages' addresses (a group training's live under /group/:gid). */
  paths: TrainingPaths;
}

/** The layout's context; only valid under the training layout route. */
export const useTraining = () => useOutletContext<TrainingContextValue>();

export type TrainingTabKey = '' | 'problems' | 'rank' | 'records';

export const isPrivateTraining = (training: Pick<Training, 'auth'>) => training.auth === 'Private';

/**
 * Spec 2 section 6: the training admin is its author or a super admin, and in a group also the
 * group's root. The server's answer (`isTrainingAdmin` of the detail) is the rule when present.
 */
export function isTrainingAdmin(
  training: Pick<Training, 'author' | 'isTrainingAdmin'>,
  user: { username: string; roleList?: readonly string[] } | null,
): boolean {
  if (!user) return false;
  if (typeof training.isTrainingAdmin === 'boolean') return training.isTrainingAdmin;
  return user.username === training.author || (user.roleList ?? []).includes('root');
}

/** A private training's menu stays closed for non-admins until they registered. */
export const isMenuDisabled = (o: { isAdmin: boolean; isPrivate: boolean; access: boolean }) =>
  !o.isAdmin && o.isPrivate && !o.access;

/** The tab a path under /training/:trainingID/ belongs to ('' for the introduction). */
export function activeTrainingTab(rest: string): TrainingTabKey {
  const first = rest.split('/').find((part) => part !== '') ?? '';
  if (first === 'problems' || first === 'problem') return 'problems';
  if (first === 'rank') return 'rank';
  if (first === 'records') return 'records';
  return '';
}

/** The addresses of a training's pages; a group training's (`gid`) are under its group. */
export const trainingPaths = (tid: number, gid?: number | null) => {
  const list = gid ? `/group/${gid}/training` : '/training';
  const home = `${list}/${tid}`;
  return {
    list,
    home,
    problems: `${home}/problems`,
    rank: `${home}/rank`,
    records: `${home}/records`,
    problem: (problemId: string) => `${home}/problem/${encodeURIComponent(problemId)}`,
    /** A member's submissions: accepted ones (`problemId` absent) or those of one problem. */
    status: (username: string, problemId?: string) =>
      `${gid ? `/group/${gid}` : ''}/status?username=${encodeURIComponent(username)}${
        problemId === undefined ? '&status=0' : `&problemID=${encodeURIComponent(problemId)}`
      }`,
  };
};
export type TrainingPaths = ReturnType<typeof trainingPaths>;
