import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, tokens, type CaseInput } from '../../kit/define.ts';

const randomName = (rng: Rng, maxLength: number) =>
  Array.from({ length: rng.int(1, maxLength) }, () =>
    String.fromCharCode(97 + rng.int(0, rng.int(0, 1) ? 25 : 3)),
  ).join('');

const caseOf = (rng: Rng, n: number, maxScore: number, maxLength = 10): CaseInput => {
  const names = new Set<string>();
  while (names.size < n) names.add(randomName(rng, maxLength));
  const lines = [...names].map((name) => `${name} ${rng.int(0, maxScore)}`);
  return { input: `${n}\n${rng.shuffle(lines).join('\n')}\n` };
};

const inputs = (): CaseInput[] => {
  const rng = createRng(1005);
  return [
    { input: '1\nsolo 100\n' },
    caseOf(rng, 5, 3),
    caseOf(rng, 100, 100),
    caseOf(rng, 1000, 5),
    caseOf(rng, 10_000, 100),
    caseOf(rng, 50_000, 100),
    caseOf(rng, 20_000, 0),
  ];
};

const solve = (input: string): string => {
  const [count = '0', ...rest] = tokens(input);
  const rows = Array.from({ length: Number(count) }, (_, i) => ({
    name: rest[2 * i]!,
    score: Number(rest[2 * i + 1]),
  }));
  rows.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `${rows.map((r) => `${r.name} ${r.score}`).join('\n')}\n`;
};

export const rankingTable = demoProblem({
  url: import.meta.url,
  problemId: 'P1005',
  title: { en: 'Ranking Table', zh: '成绩排名表' },
  difficulty: 0,
  tags: ['sorting'],
  description: {
    en: 'After the exam the teacher has a list of $n$ students, each with a name and a score. Print the ranking table: students with higher scores come first; students with equal scores are ordered by name in lexicographic (dictionary) order.',
    zh: '考试结束后，老师拿到了 $n$ 名学生的名单，每名学生有姓名和分数。请输出排名表：分数高的学生排在前面；分数相同的学生按姓名的字典序从小到大排列。',
  },
  input: {
    en: 'The first line contains $n$ ($1 \\le n \\le 5 \\times 10^4$). Each of the next $n$ lines contains a name and a score $s$ ($0 \\le s \\le 100$). Names consist of $1$ to $10$ lowercase English letters and are pairwise distinct.',
    zh: '第一行一个整数 $n$（$1 \\le n \\le 5 \\times 10^4$）。接下来 $n$ 行，每行一个姓名和一个分数 $s$（$0 \\le s \\le 100$）。姓名由 $1$ 到 $10$ 个小写英文字母组成，且两两不同。',
  },
  output: {
    en: 'Print $n$ lines, the students in ranking order, each as `name score`.',
    zh: '输出 $n$ 行，按排名顺序给出每名学生，格式为 `姓名 分数`。',
  },
  hint: {
    en: 'Sort once with a comparator on the pair $(-s, \\text{name})$: $O(n \\log n)$. A string is smaller than every longer string that starts with it, so `ann` comes before `anna`.',
    zh: '用按 $(-s, \\text{姓名})$ 比较的比较器排序一次即可，复杂度 $O(n \\log n)$。一个字符串比以它为前缀的更长字符串小，因此 `ann` 排在 `anna` 之前。',
  },
  examples: [
    {
      input: '4\nbob 90\nalice 95\ncarol 90\ndave 60\n',
      output: 'alice 95\nbob 90\ncarol 90\ndave 60\n',
    },
    { input: '3\nanna 70\nann 70\nzed 100\n', output: 'zed 100\nann 70\nanna 70\n' },
  ],
  solution: { language: 'Java', file: 'Main.java' },
  inputs,
  solve,
});
