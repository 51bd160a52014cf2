/**
 * The contest scoreboards: the public outside boards (/contest/acm-scoreboard/:id and
 * /contest/oi-scoreboard/:id) and the contest's rank tab, live over socket.io pushes.
 */
export { OutsideScoreboardPage } from './components/outside-scoreboard-page';
export { ContestRankBoard, type ContestRankBoardProps } from './components/contest-rank-board';
export {
  VirtualContestPanel,
  type VirtualContestPanelProps,
} from './components/virtual-contest-panel';
export { useVirtualRunning } from './hooks/use-virtual-run';
