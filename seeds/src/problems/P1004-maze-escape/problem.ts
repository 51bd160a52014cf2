import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, type CaseInput } from '../../kit/define.ts';

type Grid = string[][];

const format = (grid: Grid): CaseInput => ({
  input: `${grid.length} ${grid[0]!.length}\n${grid.map((row) => row.join('')).join('\n')}\n`,
});

const place = (rng: Rng, grid: Grid, mark: 'S' | 'T') => {
  for (;;) {
    const r = rng.int(0, grid.length - 1);
    const c = rng.int(0, grid[0]!.length - 1);
    if (grid[r]![c] === '.') {
      grid[r]![c] = mark;
      return;
    }
  }
};

/** Walls with the given density, start and exit at random free cells. */
const scattered = (rng: Rng, n: number, m: number, density: number): Grid => {
  const grid = Array.from({ length: n }, () =>
    Array.from({ length: m }, () => (rng.next() < density ? '#' : '.')),
  );
  grid[0]![0] = '.';
  grid[n - 1]![m - 1] = '.';
  place(rng, grid, 'S');
  place(rng, grid, 'T');
  return grid;
};

/** A perfect maze carved by an iterative depth-first search: long, winding shortest paths. */
const carved = (rng: Rng, n: number, m: number): Grid => {
  const grid = Array.from({ length: n }, () => Array.from({ length: m }, () => '#'));
  const stack: [number, number][] = [[0, 0]];
  grid[0]![0] = '.';
  const steps: [number, number][] = [
    [0, 2],
    [2, 0],
    [0, -2],
    [-2, 0],
  ];
  while (stack.length > 0) {
    const [r, c] = stack[stack.length - 1]!;
    const open = steps.filter(([dr, dc]) => grid[r + dr]?.[c + dc] === '#');
    if (open.length === 0) {
      stack.pop();
      continue;
    }
    const [dr, dc] = rng.pick(open);
    grid[r + dr / 2]![c + dc / 2] = '.';
    grid[r + dr]![c + dc] = '.';
    stack.push([r + dr, c + dc]);
  }
  grid[0]![0] = 'S';
  const lastRow = n - 1 - ((n - 1) % 2);
  const lastCol = m - 1 - ((m - 1) % 2);
  grid[lastRow]![lastCol] = 'T';
  return grid;
};

const inputs = (): CaseInput[] => {
  const rng = createRng(1004);
  const cases = [
    format([['S', 'T']]),
    format([['S'], ['#'], ['T']]),
    format(scattered(rng, 10, 10, 0.2)),
    format(scattered(rng, 50, 80, 0.3)),
    format(carved(rng, 99, 99)),
    format(scattered(rng, 300, 300, 0.45)),
    format(scattered(rng, 500, 500, 0.3)),
    format(carved(rng, 401, 1000)),
    format(scattered(rng, 1000, 1000, 0.1)),
  ];
  return cases;
};

const solve = (input: string): string => {
  const [head = '', ...rows] = input.split('\n');
  const [n, m] = head.split(' ').map(Number) as [number, number];
  const cells = rows.slice(0, n).join('');
  const dist = new Int32Array(n * m).fill(-1);
  const queue = new Int32Array(n * m);
  const start = cells.indexOf('S');
  const target = cells.indexOf('T');
  let headIndex = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  while (headIndex < tail) {
    const cell = queue[headIndex++]!;
    const r = Math.floor(cell / m);
    const c = cell % m;
    const next = [r > 0 ? cell - m : -1, r < n - 1 ? cell + m : -1, c > 0 ? cell - 1 : -1];
    next.push(c < m - 1 ? cell + 1 : -1);
    for (const to of next) {
      if (to < 0 || dist[to] !== -1 || cells[to] === '#') continue;
      dist[to] = dist[cell]! + 1;
      queue[tail++] = to;
    }
  }
  return `${dist[target]}\n`;
};

export const mazeEscape = demoProblem({
  url: import.meta.url,
  problemId: 'P1004',
  title: { en: 'Maze Escape', zh: '走出迷宫' },
  difficulty: 1,
  tags: ['graph', 'bfs'],
  description: {
    en: 'A maze is a grid of $n$ rows and $m$ columns. Each cell is free (`.`), a wall (`#`), the start (`S`) or the exit (`T`); there is exactly one `S` and one `T`, and both are free cells.\n\nIn one step you may move from a free cell to one of its (up to) four neighbours that share a side with it, if that neighbour is not a wall and lies inside the grid. Find the minimum number of steps from `S` to `T`.',
    zh: '迷宫是一个 $n$ 行 $m$ 列的网格。每个格子是空地（`.`）、墙（`#`）、起点（`S`）或出口（`T`）；恰有一个 `S` 和一个 `T`，它们都是空地。\n\n每一步可以从当前格子移动到与它有公共边的（至多）四个相邻格子之一，前提是该格子在网格内且不是墙。求从 `S` 到 `T` 的最少步数。',
  },
  input: {
    en: 'The first line contains $n$ and $m$ ($1 \\le n, m \\le 1000$, $n \\cdot m \\ge 2$). Each of the next $n$ lines contains a string of $m$ characters from `.#ST`.',
    zh: '第一行两个整数 $n$ 和 $m$（$1 \\le n, m \\le 1000$，$n \\cdot m \\ge 2$）。接下来 $n$ 行，每行一个由 `.#ST` 组成、长度为 $m$ 的字符串。',
  },
  output: {
    en: 'Print the minimum number of steps, or $-1$ if the exit cannot be reached.',
    zh: '输出最少步数；若无法到达出口，输出 $-1$。',
  },
  hint: {
    en: 'Breadth-first search from `S` visits every cell at most once: $O(n \\cdot m)$. A recursive depth-first search may overflow the stack on a $1000 \\times 1000$ maze and does not give shortest paths anyway.',
    zh: '从 `S` 出发做广度优先搜索，每个格子至多访问一次，复杂度 $O(n \\cdot m)$。在 $1000 \\times 1000$ 的迷宫上递归深搜可能爆栈，而且深搜本身也求不出最短路。',
  },
  examples: [
    { input: '3 4\nS.#.\n.##T\n....\n', output: '6\n' },
    { input: '2 3\nS#T\n.#.\n', output: '-1\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve,
});
