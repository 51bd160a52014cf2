import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

/** Twenty numbers a line: long lines stay readable, and line-based readers still work. */
const formatCase = (values: number[]): string => {
  const lines = [String(values.length)];
  for (let i = 0; i < values.length; i += 20) lines.push(values.slice(i, i + 20).join(' '));
  return `${lines.join('\n')}\n`;
};

const randomValues = (rng: Rng, n: number, lo: number, hi: number) =>
  Array.from({ length: n }, () => rng.int(lo, hi));

// The two largest cases use smaller values to keep the seed small; their sums still overflow
// 32 bits, which is the trap of the problem.
const inputs = (): CaseInput[] => {
  const rng = createRng(1001);
  const cases = [
    [42],
    randomValues(rng, 10, -100, 100),
    Array.from({ length: 1000 }, () => 1_000_000_000),
    randomValues(rng, 5000, -1_000_000_000, 1_000_000_000),
    Array.from({ length: 20_000 }, (_, i) => (i % 2 === 0 ? -1_000_000_000 : 999_999_999)),
    randomValues(rng, 20_000, -1_000_000_000, 1_000_000_000),
    randomValues(rng, 30_000, 0, 1_000_000_000),
    randomValues(rng, 1_000_000, 0, 9_999),
  ];
  return cases.map((values) => ({ input: formatCase(values) }));
};

export const bigSum = demoProblem({
  url: import.meta.url,
  problemId: 'P1001',
  title: { en: 'Sum of a Million Numbers', zh: '百万个数求和' },
  difficulty: 0,
  tags: ['big input', 'implementation'],
  description: {
    en: 'You are given $n$ integers $a_1, a_2, \\dots, a_n$. Compute $\\sum_{i=1}^{n} a_i$.\n\nThe input is large, so the way you read it matters.',
    zh: '给定 $n$ 个整数 $a_1, a_2, \\dots, a_n$，求 $\\sum_{i=1}^{n} a_i$。\n\n输入数据量很大，读入方式会影响能否在时限内通过。',
  },
  input: {
    en: 'The first line contains $n$ ($1 \\le n \\le 10^6$). The following lines contain the $n$ integers $a_i$ ($|a_i| \\le 10^9$), separated by spaces and line breaks.',
    zh: '第一行一个整数 $n$（$1 \\le n \\le 10^6$）。接下来若干行共 $n$ 个整数 $a_i$（$|a_i| \\le 10^9$），以空格或换行分隔。',
  },
  output: {
    en: 'Print the sum of all $a_i$.',
    zh: '输出所有 $a_i$ 的和。',
  },
  hint: {
    en: 'The sum may reach $10^{15}$ in absolute value: use 64-bit integers. In C++ prefer `scanf` or `std::ios::sync_with_stdio(false)`; in Java use a `BufferedReader`/`StreamTokenizer`; in Python read everything at once with `sys.stdin.buffer.read().split()`.',
    zh: '和的绝对值可达 $10^{15}$，请使用 64 位整数。C++ 建议使用 `scanf` 或 `std::ios::sync_with_stdio(false)`；Java 建议使用 `BufferedReader`/`StreamTokenizer`；Python 可用 `sys.stdin.buffer.read().split()` 一次性读入。',
  },
  examples: [
    { input: '3\n1 2 3\n', output: '6\n' },
    { input: '4\n1000000000 1000000000\n1000000000 -5\n', output: '2999999995\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve: (input) => {
    const [n = 0, ...values] = numbers(input);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[i] ?? 0;
    return `${sum}\n`;
  },
});
