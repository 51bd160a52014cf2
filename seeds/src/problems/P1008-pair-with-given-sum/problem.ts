import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

const limit = 1_000_000_000;

const format = (x: number, values: number[]): CaseInput => ({
  input: `${values.length} ${x}\n${values.join(' ')}\n`,
});

/** Random values with one pair planted at random positions to make X reachable. */
const planted = (rng: Rng, n: number, hi: number): CaseInput => {
  const values = Array.from({ length: n }, () => rng.int(-hi, hi));
  const i = rng.int(0, n - 1);
  let j = rng.int(0, n - 2);
  if (j >= i) j++;
  return format(values[i]! + values[j]!, values);
};

/** Only even values and an odd X: no pair can exist. */
const hopeless = (rng: Rng, n: number): CaseInput =>
  format(
    2 * rng.int(-limit / 2, limit / 2 - 1) + 1,
    Array.from({ length: n }, () => 2 * rng.int(-limit / 2, limit / 2)),
  );

const inputs = (): CaseInput[] => {
  const rng = createRng(1008);
  return [
    format(10, [5, 5]),
    format(10, [5, 4]),
    format(0, [3, -3, 0, 0, 7]),
    format(2 * limit, [limit, -limit, limit]),
    format(-2 * limit, [-limit, 1, -limit]),
    planted(rng, 100, 100),
    format(
      50,
      Array.from({ length: 1000 }, () => rng.int(0, 50)),
    ),
    planted(rng, 20_000, limit),
    hopeless(rng, 30_000),
    planted(rng, 100_000, limit),
  ];
};

/** One valid answer (the pair with the smallest j); the checker accepts any valid pair. */
const solve = (input: string): string => {
  const [n = 0, x = 0, ...values] = numbers(input);
  const firstIndex = new Map<number, number>();
  for (let j = 1; j <= n; j++) {
    const v = values[j - 1]!;
    const i = firstIndex.get(x - v);
    if (i !== undefined) return `${i} ${j}\n`;
    if (!firstIndex.has(v)) firstIndex.set(v, j);
  }
  return '-1\n';
};

export const pairWithGivenSum = demoProblem({
  url: import.meta.url,
  problemId: 'P1008',
  title: { en: 'Pair with a Given Sum', zh: '和为定值的两个数' },
  difficulty: 1,
  tags: ['special judge', 'hashing', 'sorting'],
  description: {
    en: 'You are given $n$ integers $a_1, a_2, \\dots, a_n$ and a target $X$. Find two different positions $i < j$ such that $a_i + a_j = X$.\n\nIf there are several such pairs, print any of them: a special judge checks your answer.',
    zh: '给定 $n$ 个整数 $a_1, a_2, \\dots, a_n$ 和目标值 $X$。请找出两个不同的位置 $i < j$，使得 $a_i + a_j = X$。\n\n若有多组满足条件的位置，输出任意一组即可：本题使用特殊评测（Special Judge）检查答案。',
  },
  input: {
    en: 'The first line contains $n$ and $X$ ($2 \\le n \\le 10^5$, $|X| \\le 2 \\times 10^9$). The second line contains $n$ integers $a_i$ ($|a_i| \\le 10^9$).',
    zh: '第一行两个整数 $n$ 和 $X$（$2 \\le n \\le 10^5$，$|X| \\le 2 \\times 10^9$）。第二行 $n$ 个整数 $a_i$（$|a_i| \\le 10^9$）。',
  },
  output: {
    en: 'Print two integers $i$ and $j$ ($1 \\le i < j \\le n$) with $a_i + a_j = X$. If no such pair exists, print $-1$.',
    zh: '输出两个整数 $i$ 和 $j$（$1 \\le i < j \\le n$），满足 $a_i + a_j = X$。若不存在这样的两个位置，输出 $-1$。',
  },
  hint: {
    en: 'Checking all pairs takes $O(n^2)$, too slow. Scan the array once and remember, in a hash map, the first position of every value seen so far: at position $j$ look up $X - a_j$. Sorting the values with their positions and walking two pointers from both ends works as well, in $O(n \\log n)$.\n\nIn the first example `2 3` is also accepted.',
    zh: '枚举所有数对需要 $O(n^2)$，太慢。从左到右扫描一遍，用哈希表记录已出现的每个值第一次出现的位置：在位置 $j$ 处查询 $X - a_j$ 即可。也可以把数值连同位置排序后用双指针从两端向中间扫描，复杂度 $O(n \\log n)$。\n\n在第一个样例中，输出 `2 3` 同样正确。',
  },
  examples: [
    { input: '4 9\n2 7 2 11\n', output: '1 2\n' },
    { input: '3 100\n1 2 3\n', output: '-1\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  judge: { mode: 'spj', file: 'checker.cpp' },
  inputs,
  solve,
});
