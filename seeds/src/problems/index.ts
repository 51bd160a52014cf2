import type { DemoProblem } from '../kit/define.ts';
import { aPlusB } from './P1000-a-plus-b/problem.ts';
import { bigSum } from './P1001-big-sum/problem.ts';
import { palindromeLines } from './P1002-palindrome-lines/problem.ts';
import { shortestPaths } from './P1003-shortest-paths/problem.ts';
import { mazeEscape } from './P1004-maze-escape/problem.ts';
import { rankingTable } from './P1005-ranking-table/problem.ts';
import { longestIncreasingSubsequence } from './P1006-longest-increasing-subsequence/problem.ts';
import { gcdAndLcm } from './P1007-gcd-and-lcm/problem.ts';
import { pairWithGivenSum } from './P1008-pair-with-given-sum/problem.ts';
import { guessTheNumber } from './P1009-guess-the-number/problem.ts';
import { coveredLength } from './P1010-covered-length/problem.ts';
import { treasureKnapsack } from './P1011-treasure-knapsack/problem.ts';

/** The demo problem set, in display-id order. */
export const demoProblems: readonly DemoProblem[] = [
  aPlusB,
  bigSum,
  palindromeLines,
  shortestPaths,
  mazeEscape,
  rankingTable,
  longestIncreasingSubsequence,
  gcdAndLcm,
  pairWithGivenSum,
  guessTheNumber,
  coveredLength,
  treasureKnapsack,
];
