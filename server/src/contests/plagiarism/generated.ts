import type { Source } from './compare.ts';

/** A small seeded generator (mulberry32): the same codes on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const statements = [
  (v: string, w: string) => `for (int ${w} = 0; ${w} < n; ${w}++) ${v} += a[${w}] * ${w};`,
  (v: string) => `if (${v} % 2 == 0) ${v} /= 2; else ${v} = 3 * ${v} + 1;`,
  (v: string, w: string) => `while (${v} > 0) { ${w} ^= ${v} & 1; ${v} >>= 1; }`,
  (v: string, w: string) => `${v} = max(${v}, ${w} - 1);`,
  (v: string) => `printf("%lld\\n", ${v});`,
  (v: string, w: string) => `sort(a, a + n); ${v} = a[n / 2] + ${w};`,
  (v: string) =>
    `vector<long long> dp(n + 1, ${v}); for (int i = 1; i <= n; i++) dp[i] = dp[i - 1] + a[i - 1];`,
  (v: string, w: string) =>
    `long long ${w} = 1; for (int k = 0; k < ${v} % 20; k++) ${w} = ${w} * 31 % 1000000007;`,
];

/** `count` distinct generated C++ answers, as a contest with many entrants would have. */
export const generatedSources = (count: number, seed = 19): Source[] => {
  const random = seeded(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const names = ['x', 'y', 'acc', 'cur', 'best', 'tot'].map((n) => `${n}${i}`);
    const body = Array.from({ length: 12 + Math.floor(random() * 12) }, () =>
      pick(statements)(pick(names), pick(names)),
    );
    const code = `#include <bits/stdc++.h>
using namespace std;
long long a[100005];
int main() {
  int n; scanf("%d", &n);
  long long ${names.join(' = 0, ')} = 0;
  ${body.join('\n  ')}
  return 0;
}
`;
    return { submitId: 1_000_000 + i, uid: `g${i}`, username: `gen${i}`, language: 'C++', code };
  });
};
