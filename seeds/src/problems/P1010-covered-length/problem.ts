import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

type Segment = [number, number];

const format = (segments: Segment[]): CaseInput => ({
  input: `${segments.length}\n${segments.map((s) => s.join(' ')).join('\n')}\n`,
});

const randomSegments = (rng: Rng, n: number, span: number, maxLength: number): Segment[] =>
  Array.from({ length: n }, () => {
    const l = rng.int(0, span - 1);
    return [l, Math.min(span, l + rng.int(1, maxLength))];
  });

const inputs = (): CaseInput[] => {
  const rng = createRng(1010);
  const limit = 1_000_000_000;
  return [
    format([[0, 1]]),
    format([
      [0, 10],
      [10, 20],
    ]),
    format([
      [5, 8],
      [1, 100],
      [2, 3],
    ]),
    format([
      [0, limit],
      [0, limit],
    ]),
    format(randomSegments(rng, 100, 1000, 30)),
    format(randomSegments(rng, 5000, limit, 100_000)),
    format(Array.from({ length: 10_000 }, (_, i): Segment => [2 * i, 2 * i + 1]).reverse()),
    format(randomSegments(rng, 20_000, limit, 50_000)),
    format(randomSegments(rng, 50_000, limit, limit / 100)),
  ];
};

const solve = (input: string): string => {
  const [n = 0, ...values] = numbers(input);
  const segments = Array.from({ length: n }, (_, i): Segment => [
    values[2 * i]!,
    values[2 * i + 1]!,
  ]);
  segments.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -1;
  for (const [l, r] of segments) {
    if (r <= reach) continue;
    total += r - Math.max(l, reach);
    reach = r;
  }
  return `${total}\n`;
};

export const coveredLength = demoProblem({
  url: import.meta.url,
  problemId: 'P1010',
  title: { en: 'Painted Fence (File IO)', zh: '粉刷栅栏（文件输入输出）' },
  difficulty: 0,
  tags: ['file io', 'sorting', 'greedy'],
  description: {
    en: 'A very long fence is being painted. Each of $n$ painters paints the part of the fence between positions $l_i$ and $r_i$, that is the interval $[l_i, r_i)$ of length $r_i - l_i$. Painted parts may overlap. What is the total length of the fence that is painted at least once?\n\n**This problem uses files:** read the input from `input.txt` and write the answer to `output.txt`. Standard input and output are not used.',
    zh: '一段很长的栅栏正在被粉刷。$n$ 名油漆工中第 $i$ 名粉刷位置 $l_i$ 到 $r_i$ 之间的部分，即长度为 $r_i - l_i$ 的区间 $[l_i, r_i)$。被粉刷的部分可能重叠。问栅栏上至少被粉刷一次的部分总长度是多少？\n\n**本题使用文件输入输出：**从 `input.txt` 读入数据，把答案写入 `output.txt`。不使用标准输入输出。',
  },
  input: {
    en: 'The file `input.txt` contains $n$ ($1 \\le n \\le 5 \\times 10^4$) on the first line, then $n$ lines with two integers $l_i$ and $r_i$ ($0 \\le l_i < r_i \\le 10^9$).',
    zh: '文件 `input.txt` 第一行为 $n$（$1 \\le n \\le 5 \\times 10^4$），接下来 $n$ 行每行两个整数 $l_i$ 和 $r_i$（$0 \\le l_i < r_i \\le 10^9$）。',
  },
  output: {
    en: 'Write one integer to `output.txt`: the total painted length.',
    zh: '向 `output.txt` 写入一个整数：被粉刷部分的总长度。',
  },
  hint: {
    en: 'Sort the intervals by their left end and sweep from left to right, remembering the rightmost painted position so far: $O(n \\log n)$.\n\nIn C/C++ `freopen("input.txt", "r", stdin); freopen("output.txt", "w", stdout);` at the start of `main` is enough; in Python use `open("input.txt")`.',
    zh: '将区间按左端点排序后从左到右扫描，记录目前已粉刷到的最右位置，复杂度 $O(n \\log n)$。\n\nC/C++ 在 `main` 开头写 `freopen("input.txt", "r", stdin); freopen("output.txt", "w", stdout);` 即可；Python 可以使用 `open("input.txt")`。',
  },
  examples: [
    { input: '3\n1 5\n3 8\n10 12\n', output: '9\n' },
    { input: '2\n0 1000000000\n5 6\n', output: '1000000000\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve,
  overrides: { isFileIO: true, ioReadFileName: 'input.txt', ioWriteFileName: 'output.txt' },
});
