import { createRng, type Rng } from '../../kit/rng.ts';
import { demoProblem, numbers, type CaseInput } from '../../kit/define.ts';

const limit = 1_000_000_000;

const format = (pairs: [number, number][]): CaseInput => ({
  input: `${pairs.length}\n${pairs.map((p) => p.join(' ')).join('\n')}\n`,
});

const randomPairs = (rng: Rng, t: number, hi: number): [number, number][] =>
  Array.from({ length: t }, () => [rng.int(1, hi), rng.int(1, hi)]);

/** Pairs g*x, g*y with a large common factor g, so the gcd is rarely 1. */
const sharedFactor = (rng: Rng, t: number): [number, number][] =>
  Array.from({ length: t }, () => {
    const g = rng.int(1, 100_000);
    const top = Math.floor(limit / g);
    return [g * rng.int(1, top), g * rng.int(1, top)];
  });

const primes = [999_999_937, 999_999_929, 999_999_893, 2, 3, 1_000_003];

const inputs = (): CaseInput[] => {
  const rng = createRng(1007);
  return [
    format([[12, 18]]),
    format([
      [1, 1],
      [1, limit],
      [limit, limit],
      [999_999_937, 999_999_929],
      [536_870_912, 1_000_000_000],
    ]),
    format(Array.from({ length: 50 }, () => [rng.pick(primes), rng.pick(primes)])),
    format(randomPairs(rng, 1000, 100)),
    format(randomPairs(rng, 5000, limit)),
    format(sharedFactor(rng, 10_000)),
    format(randomPairs(rng, 20_000, limit)),
  ];
};

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

// lcm reaches 10^18, beyond exact doubles: BigInt throughout.
const solve = (input: string): string => {
  const [t = 0, ...values] = numbers(input);
  const lines: string[] = [];
  for (let i = 0; i < t; i++) {
    const a = BigInt(values[2 * i]!);
    const b = BigInt(values[2 * i + 1]!);
    const g = gcd(a, b);
    lines.push(`${g} ${(a / g) * b}`);
  }
  return `${lines.join('\n')}\n`;
};

export const gcdAndLcm = demoProblem({
  url: import.meta.url,
  problemId: 'P1007',
  title: { en: 'GCD and LCM', zh: '最大公约数与最小公倍数' },
  difficulty: 0,
  tags: ['math', 'number theory'],
  description: {
    en: 'For each of $T$ pairs of positive integers $a$ and $b$, print their greatest common divisor $\\gcd(a, b)$ and their least common multiple $\\operatorname{lcm}(a, b)$.',
    zh: '对 $T$ 组正整数 $a$、$b$，分别输出它们的最大公约数 $\\gcd(a, b)$ 和最小公倍数 $\\operatorname{lcm}(a, b)$。',
  },
  input: {
    en: 'The first line contains $T$ ($1 \\le T \\le 2 \\times 10^4$). Each of the next $T$ lines contains two integers $a$ and $b$ ($1 \\le a, b \\le 10^9$).',
    zh: '第一行一个整数 $T$（$1 \\le T \\le 2 \\times 10^4$）。接下来 $T$ 行，每行两个整数 $a$ 和 $b$（$1 \\le a, b \\le 10^9$）。',
  },
  output: {
    en: 'For each pair print one line with $\\gcd(a, b)$ and $\\operatorname{lcm}(a, b)$, separated by a space.',
    zh: '对每组数据输出一行，包含 $\\gcd(a, b)$ 与 $\\operatorname{lcm}(a, b)$，以空格分隔。',
  },
  hint: {
    en: "Euclid's algorithm: $\\gcd(a, b) = \\gcd(b, a \\bmod b)$ and $\\gcd(a, 0) = a$, in $O(\\log \\min(a, b))$ steps. Then $\\operatorname{lcm}(a, b) = \\frac{a}{\\gcd(a, b)} \\cdot b$, which can reach $10^{18}$: divide before multiplying and use 64-bit integers.",
    zh: '欧几里得算法：$\\gcd(a, b) = \\gcd(b, a \\bmod b)$，$\\gcd(a, 0) = a$，只需 $O(\\log \\min(a, b))$ 步。然后 $\\operatorname{lcm}(a, b) = \\frac{a}{\\gcd(a, b)} \\cdot b$，其值可达 $10^{18}$：请先除后乘，并使用 64 位整数。',
  },
  examples: [
    { input: '2\n12 18\n7 5\n', output: '6 36\n1 35\n' },
    { input: '1\n1000000000 999999999\n', output: '1 999999999000000000\n' },
  ],
  solution: { language: 'C++', file: 'solution.cpp' },
  inputs,
  solve,
});
