import { createRng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

const limit = 1_000_000_000;

/** The interactor's input: the upper bound n and the secret. */
const inputs = (): CaseInput[] => {
  const rng = createRng(1009);
  const pairs: [number, number][] = [
    [1, 1],
    [10, 7],
    [limit, 1],
    [limit, limit],
    [limit, 500_000_000],
    [limit, 536_870_912],
    [1000, rng.int(1, 1000)],
  ];
  while (pairs.length < 12) pairs.push([limit, rng.int(1, limit)]);
  return pairs.map(([n, secret]) => ({ input: `${n} ${secret}\n` }));
};

export const guessTheNumber = demoProblem({
  url: import.meta.url,
  problemId: 'P1009',
  title: { en: 'Guess the Number', zh: '猜数字' },
  difficulty: 1,
  tags: ['interactive', 'binary search'],
  description: {
    en: 'This is an **interactive** problem. The judge has chosen a secret integer $x$ with $1 \\le x \\le n$. Find it by asking at most $30$ questions.\n\nFirst read $n$ from standard input. Then, to ask a question, print a line `? y` with $1 \\le y \\le n$ and **flush** the output. The judge answers with one line:\n\n- `<` if $x < y$,\n- `>` if $x > y$,\n- `=` if $x = y$.\n\nAfter the answer `=` your program must exit. Asking more than $30$ questions, or a malformed question, is a Wrong Answer.',
    zh: '这是一道**交互题**。评测程序选定了一个秘密整数 $x$（$1 \\le x \\le n$）。请在不超过 $30$ 次询问内找出它。\n\n首先从标准输入读入 $n$。之后每次询问输出一行 `? y`（$1 \\le y \\le n$），并**刷新**输出缓冲区。评测程序会回答一行：\n\n- 若 $x < y$，回答 `<`；\n- 若 $x > y$，回答 `>`；\n- 若 $x = y$，回答 `=`。\n\n收到 `=` 后你的程序必须结束。询问超过 $30$ 次或询问格式错误都会被判为答案错误。',
  },
  input: {
    en: "The first line contains $n$ ($1 \\le n \\le 10^9$). Every further line is the judge's answer to your last question: `<`, `>` or `=`.",
    zh: '第一行一个整数 $n$（$1 \\le n \\le 10^9$）。之后的每一行是评测程序对你上一次询问的回答：`<`、`>` 或 `=`。',
  },
  output: {
    en: 'Questions `? y`, one per line, each followed by a flush: `fflush(stdout)` or `std::cout << std::flush` in C/C++, `System.out.flush()` in Java, `print(..., flush=True)` in Python.',
    zh: '每行一个询问 `? y`，每次输出后都要刷新：C/C++ 使用 `fflush(stdout)` 或 `std::cout << std::flush`，Java 使用 `System.out.flush()`，Python 使用 `print(..., flush=True)`。',
  },
  hint: {
    en: 'Binary search: keep the interval $[lo, hi]$ that still contains $x$ and ask its middle. Each answer halves the interval, so $\\lceil \\log_2 (10^9 + 1) \\rceil = 30$ questions always suffice.\n\nIn the examples, the input column shows what the judge sends and the output column what your program prints; in the first one the secret is $7$.',
    zh: '二分查找：维护仍可能包含 $x$ 的区间 $[lo, hi]$，每次询问其中点。每个回答都会让区间减半，因此 $\\lceil \\log_2 (10^9 + 1) \\rceil = 30$ 次询问总是足够。\n\n样例中，输入一栏是评测程序发送的内容，输出一栏是你的程序输出的内容；第一个样例中秘密数为 $7$。',
  },
  examples: [
    { input: '10\n>\n<\n=\n', output: '? 5\n? 8\n? 7\n' },
    { input: '1\n=\n', output: '? 1\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  judge: { mode: 'interactive', file: 'interactor.cpp' },
  inputs,
  // The answer file only records the secret; the interactor reads it from the input file.
  solve: (input) => `${numbers(input)[1] ?? 0}\n`,
});
