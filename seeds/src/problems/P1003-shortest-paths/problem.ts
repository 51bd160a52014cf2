import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

type Edge = [number, number, number];

const format = (n: number, edges: Edge[]): CaseInput => ({
  input: `${n} ${edges.length}\n${edges.map((e) => e.join(' ')).join('\n')}\n`,
});

const randomGraph = (rng: Rng, n: number, m: number, maxW: number): Edge[] =>
  Array.from({ length: m }, () => [rng.int(1, n), rng.int(1, n), rng.int(1, maxW)]);

/** A path 1 -> 2 -> ... -> n of cheap edges hidden among expensive shortcuts. */
const chainWithShortcuts = (rng: Rng, n: number, m: number): Edge[] => {
  const edges: Edge[] = [];
  for (let v = 1; v < n; v++) edges.push([v, v + 1, rng.int(1, 10)]);
  while (edges.length < m) {
    const u = rng.int(1, n);
    const v = rng.int(u, n);
    edges.push([u, v, rng.int(10 * (v - u) + 1, 10 * (v - u) + 1_000)]);
  }
  return rng.shuffle(edges);
};

/** Two halves, the second one unreachable from vertex 1. */
const split = (rng: Rng, n: number, m: number, maxW: number): Edge[] => {
  const half = Math.floor(n / 2);
  return Array.from({ length: m }, (): Edge => {
    const low = rng.int(0, 1) === 0;
    const u = low ? rng.int(1, half) : rng.int(half + 1, n);
    const v = low ? rng.int(1, half) : rng.int(1, n);
    return [u, v, rng.int(1, maxW)];
  });
};

const inputs = (): CaseInput[] => {
  const rng = createRng(1003);
  const big = 1_000_000_000;
  return [
    format(1, []),
    format(3, [
      [1, 2, 5],
      [2, 3, 5],
      [1, 3, 20],
      [3, 3, 1],
    ]),
    format(50, randomGraph(rng, 50, 120, 100)),
    format(1000, chainWithShortcuts(rng, 1000, 5000)),
    format(5000, split(rng, 5000, 20_000, big)),
    format(5000, randomGraph(rng, 5000, 15_000, big)),
    format(
      20_000,
      chainWithShortcuts(rng, 20_000, 20_000).map(([u, v]) => [u, v, big]),
    ),
    format(50_000, randomGraph(rng, 50_000, 100_000, 1000)),
  ];
};

/** A binary min-heap of (distance, vertex) pairs in two parallel arrays. */
const createHeap = () => {
  const keys: number[] = [];
  const values: number[] = [];
  const swap = (i: number, j: number) => {
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    [values[i], values[j]] = [values[j]!, values[i]!];
  };
  return {
    size: () => keys.length,
    push(key: number, value: number) {
      keys.push(key);
      values.push(value);
      for (let i = keys.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (keys[parent]! <= keys[i]!) break;
        swap(i, parent);
        i = parent;
      }
    },
    pop(): [number, number] {
      const top: [number, number] = [keys[0]!, values[0]!];
      const lastKey = keys.pop()!;
      const lastValue = values.pop()!;
      if (keys.length > 0) {
        keys[0] = lastKey;
        values[0] = lastValue;
        for (let i = 0; ;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let least = i;
          if (l < keys.length && keys[l]! < keys[least]!) least = l;
          if (r < keys.length && keys[r]! < keys[least]!) least = r;
          if (least === i) break;
          swap(i, least);
          i = least;
        }
      }
      return top;
    },
  };
};

const solve = (input: string): string => {
  const data = numbers(input);
  const n = data[0]!;
  const m = data[1]!;
  const adjacency: number[][] = Array.from({ length: n + 1 }, () => []);
  for (let i = 0; i < m; i++) {
    const [u, v, w] = [data[2 + 3 * i]!, data[3 + 3 * i]!, data[4 + 3 * i]!];
    adjacency[u]!.push(v, w);
  }
  const dist = new Array<number>(n + 1).fill(Infinity);
  dist[1] = 0;
  const heap = createHeap();
  heap.push(0, 1);
  while (heap.size() > 0) {
    const [d, u] = heap.pop();
    if (d > dist[u]!) continue;
    const out = adjacency[u]!;
    for (let k = 0; k < out.length; k += 2) {
      const v = out[k]!;
      const nd = d + out[k + 1]!;
      if (nd < dist[v]!) {
        dist[v] = nd;
        heap.push(nd, v);
      }
    }
  }
  return `${dist
    .slice(1)
    .map((d) => (d === Infinity ? -1 : d))
    .join(' ')}\n`;
};

export const shortestPaths = demoProblem({
  url: import.meta.url,
  problemId: 'P1003',
  title: { en: 'Shortest Paths from the Capital', zh: '从首都出发的最短路' },
  difficulty: 2,
  tags: ['graph', 'shortest path'],
  description: {
    en: 'The kingdom has $n$ towns, numbered $1$ to $n$; town $1$ is the capital. There are $m$ one-way roads: road $i$ leads from town $u_i$ to town $v_i$ and takes $w_i$ minutes.\n\nFor every town, find the minimum time needed to travel there from the capital, or report that it cannot be reached.',
    zh: '王国有 $n$ 座城镇，编号为 $1$ 到 $n$，其中 $1$ 号城镇是首都。共有 $m$ 条单向道路：第 $i$ 条道路从城镇 $u_i$ 通往城镇 $v_i$，通行需要 $w_i$ 分钟。\n\n对每座城镇，求从首都出发到达它的最短时间，或指出无法到达。',
  },
  input: {
    en: 'The first line contains $n$ and $m$ ($1 \\le n \\le 5 \\times 10^4$, $0 \\le m \\le 10^5$). Each of the next $m$ lines contains $u_i$, $v_i$, $w_i$ ($1 \\le u_i, v_i \\le n$, $1 \\le w_i \\le 10^9$). Roads may repeat and may start and end in the same town.',
    zh: '第一行两个整数 $n$ 和 $m$（$1 \\le n \\le 5 \\times 10^4$，$0 \\le m \\le 10^5$）。接下来 $m$ 行，每行三个整数 $u_i$、$v_i$、$w_i$（$1 \\le u_i, v_i \\le n$，$1 \\le w_i \\le 10^9$）。道路可能重复，也可能起点与终点相同。',
  },
  output: {
    en: 'Print $n$ integers on one line, separated by spaces: the $i$-th is the shortest travel time from town $1$ to town $i$, or $-1$ if town $i$ is unreachable.',
    zh: '在一行中输出 $n$ 个以空格分隔的整数：第 $i$ 个数为从城镇 $1$ 到城镇 $i$ 的最短时间，若无法到达则为 $-1$。',
  },
  hint: {
    en: "All weights are positive, so Dijkstra's algorithm with a binary heap runs in $O((n + m) \\log m)$. Distances can exceed $2^{31}$.",
    zh: '所有边权为正，使用二叉堆优化的 Dijkstra 算法，复杂度为 $O((n + m) \\log m)$。距离可能超过 $2^{31}$。',
  },
  examples: [
    { input: '4 4\n1 2 3\n2 3 4\n1 3 10\n3 1 1\n', output: '0 3 7 -1\n' },
    {
      input: '3 3\n1 2 1000000000\n2 3 1000000000\n1 3 2000000001\n',
      output: '0 1000000000 2000000000\n',
    },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve,
});
