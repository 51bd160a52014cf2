import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, type CaseInput } from '../../kit/define.ts';

const letters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const noise = [...' ,.!?;:\'"-()'];

const normalise = (line: string) => line.toLowerCase().replace(/[^a-z0-9]/g, '');

const flipCase = (rng: Rng, c: string) => (rng.int(0, 1) ? c.toUpperCase() : c.toLowerCase());

/** A line whose letters and digits read the same both ways, with noise sprinkled in. */
const palindromeLine = (rng: Rng, length: number): string => {
  const half = Array.from({ length: Math.ceil(length / 2) }, () => rng.pick(letters));
  const core = [...half, ...half.slice(0, Math.floor(length / 2)).reverse()];
  const out: string[] = [];
  for (const c of core) {
    if (rng.int(0, 4) === 0) out.push(rng.pick(noise));
    out.push(flipCase(rng, c));
  }
  return out.join('').trim() || 'a';
};

const randomLine = (rng: Rng, length: number): string =>
  Array.from({ length }, () => (rng.int(0, 5) === 0 ? rng.pick(noise) : rng.pick(letters)))
    .join('')
    .trim() || 'ab';

/** Almost a palindrome: one letter changed, the hardest kind of "No". */
const nearMiss = (rng: Rng, length: number): string => {
  const line = palindromeLine(rng, Math.max(length, 2)).split('');
  const spots = line.flatMap((c, i) => (/[a-z0-9]/i.test(c) ? [i] : []));
  const i = rng.pick(spots);
  line[i] = line[i]?.toLowerCase() === 'z' ? 'y' : 'z';
  return line.join('');
};

const caseOf = (rng: Rng, count: number, maxLength: number): CaseInput => {
  const lines = Array.from({ length: count }, () => {
    const length = rng.int(1, maxLength);
    const kind = rng.int(0, 2);
    if (kind === 0) return palindromeLine(rng, length);
    return kind === 1 ? nearMiss(rng, length) : randomLine(rng, length);
  });
  return { input: `${count}\n${lines.join('\n')}\n` };
};

const inputs = (): CaseInput[] => {
  const rng = createRng(1002);
  return [
    { input: '3\nracecar\nhello\nA\n' },
    { input: '4\n12321\n1231\n!!..??\nab BA\n' },
    caseOf(rng, 10, 10),
    caseOf(rng, 100, 50),
    caseOf(rng, 500, 200),
    caseOf(rng, 1000, 500),
    caseOf(rng, 1000, 1000),
    caseOf(rng, 200, 1000),
  ];
};

export const palindromeLines = demoProblem({
  url: import.meta.url,
  problemId: 'P1002',
  title: { en: 'Palindrome Lines', zh: '回文行' },
  difficulty: 0,
  tags: ['strings'],
  description: {
    en: 'A line of text is a *palindrome* if, after removing every character that is not a letter or a digit and turning all letters into lower case, the remaining string reads the same from left to right and from right to left. For example `Never odd, or even.` is a palindrome.\n\nGiven $T$ lines, decide for each of them whether it is a palindrome. A line with no letters and no digits is a palindrome (the empty string reads the same both ways).',
    zh: '如果一行文本在删去所有既不是字母也不是数字的字符、并把所有字母变为小写之后，得到的字符串从左往右读与从右往左读完全相同，则称它为*回文行*。例如 `Never odd, or even.` 是回文行。\n\n给定 $T$ 行文本，判断每一行是否为回文行。不含字母和数字的行视为回文行（空串正读反读都一样）。',
  },
  input: {
    en: 'The first line contains $T$ ($1 \\le T \\le 1000$). Each of the next $T$ lines contains a non-empty string of at most $1000$ printable ASCII characters (spaces included).',
    zh: '第一行一个整数 $T$（$1 \\le T \\le 1000$）。接下来 $T$ 行，每行一个非空字符串，由不超过 $1000$ 个可打印 ASCII 字符组成（可能包含空格）。',
  },
  output: {
    en: 'For each line print `Yes` if it is a palindrome and `No` otherwise, one answer per line.',
    zh: '对每一行，若其为回文行输出 `Yes`，否则输出 `No`，每个答案占一行。',
  },
  hint: {
    en: 'Read whole lines (`getline`, `input()`, `readLine()`), not words: the spaces inside a line belong to it.',
    zh: '请按整行读入（`getline`、`input()`、`readLine()`），不要按单词读入：行内的空格属于这一行。',
  },
  examples: [
    {
      input: '3\nNever odd, or even.\nhello world\nWas it a car or a cat I saw?\n',
      output: 'Yes\nNo\nYes\n',
    },
    { input: '2\n12 21\n...\n', output: 'Yes\nYes\n' },
  ],
  solution: { language: 'Python3', file: 'solution.py' },
  inputs,
  solve: (input) => {
    const [first = '0', ...lines] = input.split('\n');
    const answers = lines.slice(0, Number(first)).map((line) => {
      const s = normalise(line);
      return s === [...s].reverse().join('') ? 'Yes' : 'No';
    });
    return `${answers.join('\n')}\n`;
  },
});
