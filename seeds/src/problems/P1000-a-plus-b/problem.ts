import { createRng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

const limit = 1_000_000_000;

const inputs = (): CaseInput[] => {
  const rng = createRng(1000);
  const fixed: [number, number][] = [
    [1, 2],
    [0, 0],
    [-limit, -limit],
    [limit, limit],
    [limit, -limit],
  ];
  while (fixed.length < 10) fixed.push([rng.int(-limit, limit), rng.int(-limit, limit)]);
  return fixed.map(([a, b]) => ({ input: `${a} ${b}\n` }));
};

export const aPlusB = demoProblem({
  url: import.meta.url,
  problemId: 'P1000',
  title: { en: 'A + B Problem', zh: 'A + B 问题' },
  difficulty: 0,
  tags: ['math', 'beginner'],
  description: {
    en: 'The classic first problem of every online judge: read two integers $a$ and $b$ and print their sum $a + b$.',
    zh: '每个在线评测系统的经典第一题：读入两个整数 $a$ 和 $b$，输出它们的和 $a + b$。',
  },
  input: {
    en: 'One line with two integers $a$ and $b$ ($-10^9 \\le a, b \\le 10^9$), separated by a space.',
    zh: '一行两个整数 $a$ 和 $b$（$-10^9 \\le a, b \\le 10^9$），以空格分隔。',
  },
  output: {
    en: 'Print one integer: $a + b$.',
    zh: '输出一个整数：$a + b$。',
  },
  hint: {
    en: 'The sum can reach $2 \\times 10^9$, which does not fit in a 32-bit signed integer: use `long long` in C/C++ or `long` in Java.',
    zh: '和最大可达 $2 \\times 10^9$，超出了 32 位有符号整数的范围：C/C++ 请使用 `long long`，Java 请使用 `long`。',
  },
  examples: [
    { input: '1 2\n', output: '3\n' },
    { input: '-7 10\n', output: '3\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve: (input) => {
    const [a = 0, b = 0] = numbers(input);
    return `${a + b}\n`;
  },
});
