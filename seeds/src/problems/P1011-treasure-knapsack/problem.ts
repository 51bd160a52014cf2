import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

interface Subtask {
  group: number;
  score: number;
  n: number;
  capacity: number;
}

/** Each case of a group carries the group's score: subtask_lowest keeps the group's minimum. */
const subtasks: Subtask[] = [
  { group: 1, score: 20, n: 10, capacity: 100 },
  { group: 2, score: 30, n: 100, capacity: 10_000 },
  { group: 3, score: 50, n: 1000, capacity: 100_000 },
];

const format = (capacity: number, items: [number, number][]) =>
  `${items.length} ${capacity}\n${items.map((it) => it.join(' ')).join('\n')}\n`;

const randomItems = (rng: Rng, n: number, maxWeight: number, maxValue: number) =>
  Array.from({ length: n }, (): [number, number] => [rng.int(1, maxWeight), rng.int(1, maxValue)]);

/** Value close to proportional to weight: greedy by ratio fails, many near-ties. */
const tight = (rng: Rng, n: number, maxWeight: number) =>
  Array.from({ length: n }, (): [number, number] => {
    const w = rng.int(1, maxWeight);
    return [w, w * 1000 + rng.int(0, 999)];
  });

const inputs = (): CaseInput[] => {
  const rng = createRng(1011);
  const cases: CaseInput[] = [];
  for (const s of subtasks) {
    const { n, capacity } = s;
    const inputsOfGroup = [
      format(capacity, randomItems(rng, n, capacity, 1_000_000_000)),
      format(capacity, randomItems(rng, n, Math.ceil((3 * capacity) / n), 1_000_000)),
      format(capacity, tight(rng, n, Math.ceil((4 * capacity) / n))),
    ];
    // Every item fills the whole backpack: the answer is the single most valuable one.
    const single = randomItems(rng, n, 1, 1_000_000_000).map(([, v]): [number, number] => [
      capacity,
      v,
    ]);
    if (s.group === 3) inputsOfGroup.push(format(capacity, single));
    for (const input of inputsOfGroup) cases.push({ input, score: s.score, group: s.group });
  }
  return cases;
};

/** 0/1 knapsack over capacities, downwards so that each item is taken at most once. */
const solve = (input: string): string => {
  const [n = 0, capacity = 0, ...values] = numbers(input);
  const best = new Float64Array(capacity + 1);
  for (let i = 0; i < n; i++) {
    const w = values[2 * i]!;
    const v = values[2 * i + 1]!;
    for (let c = capacity; c >= w; c--) {
      const candidate = best[c - w]! + v;
      if (candidate > best[c]!) best[c] = candidate;
    }
  }
  return `${best[capacity]}\n`;
};

export const treasureKnapsack = demoProblem({
  url: import.meta.url,
  problemId: 'P1011',
  title: { en: 'Treasure Knapsack (OI, Subtasks)', zh: '寻宝背包（OI 赛制，子任务）' },
  difficulty: 2,
  tags: ['dp', 'knapsack'],
  description: {
    en: 'An explorer finds $n$ treasures in a cave. Treasure $i$ weighs $w_i$ and is worth $v_i$. The backpack holds a total weight of at most $W$, and every treasure is either taken whole or left behind. What is the largest total worth the explorer can carry out?\n\nThis is an OI-style problem with subtasks: a subtask earns its points only if every test case in it is answered correctly.',
    zh: '一位探险家在洞穴中发现了 $n$ 件宝物，第 $i$ 件重 $w_i$、价值 $v_i$。背包能承受的总重量不超过 $W$，每件宝物要么整件带走，要么留下。探险家最多能带出总价值多少的宝物？\n\n本题为 OI 赛制并设有子任务：只有某个子任务中的所有测试点都正确，才能获得该子任务的分数。',
  },
  input: {
    en: 'The first line contains $n$ and $W$. Each of the next $n$ lines contains $w_i$ and $v_i$ ($1 \\le w_i \\le W$, $1 \\le v_i \\le 10^9$).\n\n| Subtask | Points | $n \\le$ | $W \\le$ |\n|---|---|---|---|\n| 1 | 20 | $10$ | $100$ |\n| 2 | 30 | $100$ | $10^4$ |\n| 3 | 50 | $1000$ | $10^5$ |',
    zh: '第一行两个整数 $n$ 和 $W$。接下来 $n$ 行，每行两个整数 $w_i$ 和 $v_i$（$1 \\le w_i \\le W$，$1 \\le v_i \\le 10^9$）。\n\n| 子任务 | 分值 | $n \\le$ | $W \\le$ |\n|---|---|---|---|\n| 1 | 20 | $10$ | $100$ |\n| 2 | 30 | $100$ | $10^4$ |\n| 3 | 50 | $1000$ | $10^5$ |',
  },
  output: {
    en: 'Print the maximum total worth.',
    zh: '输出可以带走的最大总价值。',
  },
  hint: {
    en: 'Subtask 1 can be solved by trying all $2^n$ subsets. For the full score let $f_c$ be the best worth with total weight at most $c$ and process the treasures one by one, updating $f_c \\leftarrow \\max(f_c, f_{c - w_i} + v_i)$ for $c$ from $W$ **down** to $w_i$ (going down keeps each treasure from being used twice): $O(nW)$ time, $O(W)$ memory. The answer can exceed $2^{31}$.',
    zh: '子任务 1 可以枚举全部 $2^n$ 个子集。满分做法：设 $f_c$ 为总重量不超过 $c$ 时的最大价值，逐件处理宝物，对 $c$ 从 $W$ **递减**到 $w_i$ 更新 $f_c \\leftarrow \\max(f_c, f_{c - w_i} + v_i)$（倒序保证每件宝物至多使用一次），时间 $O(nW)$，空间 $O(W)$。答案可能超过 $2^{31}$。',
  },
  examples: [
    { input: '4 5\n2 3\n3 4\n4 5\n5 6\n', output: '7\n' },
    { input: '3 10\n5 1000000000\n5 1000000000\n6 1\n', output: '2000000000\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve,
  overrides: { type: 1, judgeCaseMode: 'subtask_lowest', ioScore: 100 },
});
