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
}

/** The layout's context; only valid under the training layout route. */
export const useTraining = () => useOutletContext<TrainingContextValue>();

export type TrainingTabKey = '' | 'problems' | 'rank' | 'records';

export const isPrivateTraining = (training: Pick<Training, 'auth'>) => training.auth === 'Private';

/** Spec 2 section 6: the training admin is its author or a super admin (groups come later). */
export function isTrainingAdmin(
  training: Pick<Training, 'author'>,
  user: { username: string; roleList?: readonly string[] } | null,
): boolean {
  if (!user) return false;
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

/** The addresses of a training's pages. */
export const trainingPaths = (tid: number) => ({
  home: `/training/${tid}`,
  problems: `/training/${tid}/problems`,
  rank: `/training/${tid}/rank`,
  records: `/training/${tid}/records`,
  problem: (problemId: string) => `/training/${tid}/problem/${encodeURIComponent(problemId)}`,
});
