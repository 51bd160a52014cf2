import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

const format = (values: number[]): CaseInput => ({
  input: `${values.length}\n${values.join(' ')}\n`,
});

const randomValues = (rng: Rng, n: number, lo: number, hi: number) =>
  Array.from({ length: n }, () => rng.int(lo, hi));

/** An increasing trend with noise: long answers, not only the ~2 sqrt(n) of random data. */
const trend = (rng: Rng, n: number, noise: number) =>
  Array.from({ length: n }, (_, i) => i * 10 + rng.int(-noise, noise));

const inputs = (): CaseInput[] => {
  const rng = createRng(1006);
  const limit = 1_000_000_000;
  return [
    format([7]),
    format([5, 5, 5, 5]),
    format(randomValues(rng, 10, 1, 10)),
    format(randomValues(rng, 1000, -limit, limit)),
    format(Array.from({ length: 5000 }, (_, i) => 5000 - i)),
    format(trend(rng, 30_000, 200)),
    format(randomValues(rng, 100_000, -limit, limit)),
    format(randomValues(rng, 50_000, 1, 1000)),
    format(Array.from({ length: 50_000 }, (_, i) => (i % 2 === 0 ? i : -i))),
  ];
};

/** Patience sorting: tails[k] is the smallest tail of an increasing subsequence of length k+1. */
const solve = (input: string): string => {
  const [n = 0, ...values] = numbers(input);
  const tails: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = values[i]!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  return `${tails.length}\n`;
};

export const longestIncreasingSubsequence = demoProblem({
  url: import.meta.url,
  problemId: 'P1006',
  title: { en: 'Longest Increasing Subsequence', zh: '最长上升子序列' },
  difficulty: 1,
  tags: ['dp', 'binary search'],
  description: {
    en: 'Given a sequence $a_1, a_2, \\dots, a_n$, find the length of its longest *strictly increasing* subsequence: the largest $k$ for which there are indices $i_1 < i_2 < \\dots < i_k$ with $a_{i_1} < a_{i_2} < \\dots < a_{i_k}$.',
    zh: '给定序列 $a_1, a_2, \\dots, a_n$，求它的最长*严格上升*子序列的长度，即最大的 $k$，使得存在下标 $i_1 < i_2 < \\dots < i_k$ 满足 $a_{i_1} < a_{i_2} < \\dots < a_{i_k}$。',
  },
  input: {
    en: 'The first line contains $n$ ($1 \\le n \\le 10^5$). The second line contains $n$ integers $a_i$ ($|a_i| \\le 10^9$).',
    zh: '第一行一个整数 $n$（$1 \\le n \\le 10^5$）。第二行 $n$ 个整数 $a_i$（$|a_i| \\le 10^9$）。',
  },
  output: {
    en: 'Print the length of the longest strictly increasing subsequence.',
    zh: '输出最长严格上升子序列的长度。',
  },
  hint: {
    en: 'The $O(n^2)$ dynamic programming $f_i = 1 + \\max_{j < i,\\, a_j < a_i} f_j$ is too slow for $n = 10^5$. Keep instead, for every length $k$, the smallest possible last element of an increasing subsequence of length $k$; this array is sorted, so each element is placed by binary search in $O(\\log n)$.',
    zh: '$O(n^2)$ 的动态规划 $f_i = 1 + \\max_{j < i,\\, a_j < a_i} f_j$ 在 $n = 10^5$ 时太慢。改为对每个长度 $k$ 维护长度为 $k$ 的上升子序列末尾元素的最小可能值；这个数组是有序的，因此每个元素都可以用二分查找在 $O(\\log n)$ 内放好。',
  },
  examples: [
    { input: '8\n3 1 4 1 5 9 2 6\n', output: '4\n' },
    { input: '5\n2 2 2 2 2\n', output: '1\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve,
});
