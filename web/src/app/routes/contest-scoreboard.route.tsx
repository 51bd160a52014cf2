import { OutsideScoreboardPage } from '../../features/scoreboard';

/** /contest/acm-scoreboard/:contestID and /contest/oi-scoreboard/:contestID (no login). */
export function ContestScoreboardRoute() {
  return <OutsideScoreboardPage />;
}
