/** Codes for the plagiarism tests: one answer, its disguised copy, and unrelated answers. */
export const original = `#include <bits/stdc++.h>
using namespace std;
// prefix sums over the queries
int n, q;
long long pre[200005];
int main() {
  scanf("%d %d", &n, &q);
  for (int i = 1; i <= n; i++) {
    long long x;
    scanf("%lld", &x);
    pre[i] = pre[i - 1] + x;
  }
  while (q--) {
    int l, r;
    scanf("%d %d", &l, &r);
    if (l > r) swap(l, r);
    printf("%lld\\n", pre[r] - pre[l - 1]);
  }
  return 0;
}
`;

/** The original with every name changed, comments added, spacing and constants moved. */
export const disguised = `#include <bits/stdc++.h>
using namespace std;

/* my own solution, honest */
int   N,   Q;
long long sums[300000];

int main()
{
    scanf("%d%d", &N, &Q);   // read sizes
    for (int k = 1; k <= N; k++)
    {
        long long val;
        scanf("%lld", &val);
        sums[k] = sums[k - 1] + val;
    }
    while (Q--)
    {
        int from, to;
        scanf("%d%d", &from, &to);
        if (from > to) swap(from, to);
        printf("%lld\\n", sums[to] - sums[from - 1]);
    }
    return 0;
}
`;

/** Unrelated answers: a different algorithm each. */
export const unrelated = [
  `#include <cstdio>
#include <vector>
std::vector<int> g[100005];
bool seen[100005];
void dfs(int u) {
  seen[u] = true;
  for (int v : g[u]) if (!seen[v]) dfs(v);
}
int main() {
  int n, m, comps = 0;
  std::scanf("%d %d", &n, &m);
  while (m-- > 0) { int a, b; std::scanf("%d %d", &a, &b); g[a].push_back(b); g[b].push_back(a); }
  for (int i = 1; i <= n; ++i) if (!seen[i]) { ++comps; dfs(i); }
  std::printf("%d\\n", comps);
}
`,
  `#include <iostream>
#include <string>
using namespace std;
string s;
int main() {
  cin >> s;
  int best = 0, cur = 0;
  char last = 0;
  for (char c : s) {
    cur = (c == last) ? cur + 1 : 1;
    last = c;
    best = max(best, cur);
  }
  cout << best << endl;
  return 0;
}
`,
  `import sys
def solve():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = sorted(map(int, data[1:1 + n]))
    lo, hi = 0, n - 1
    best = 0
    while lo < hi:
        best = max(best, a[lo] + a[hi])
        lo += 1
        hi -= 1
    print(best)
solve()
`,
];
