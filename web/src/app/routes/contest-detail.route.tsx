import { ContestLayout } from '../../features/contests';
import { contestTabs } from './contest-tabs';

/** /contest/:contestID: the contest header and its tabs (children routes from `contestTabs`). */
export function ContestDetailRoute() {
  return <ContestLayout tabs={contestTabs} />;
}
