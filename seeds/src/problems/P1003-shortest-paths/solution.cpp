#include <cstdio>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    std::vector<std::vector<std::pair<int, long long>>> adjacency(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        scanf("%d %d %lld", &u, &v, &w);
        adjacency[u].push_back({v, w});
    }
    const long long unreached = -1;
    std::vector<long long> dist(n + 1, unreached);
    using Item = std::pair<long long, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
    dist[1] = 0;
    heap.push({0, 1});
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (d != dist[u]) continue;
        for (auto [v, w] : adjacency[u]) {
            long long nd = d + w;
            if (dist[v] == unreached || nd < dist[v]) {
                dist[v] = nd;
                heap.push({nd, v});
            }
        }
    }
    for (int i = 1; i <= n; i++) printf("%lld%c", dist[i], i == n ? '\n' : ' ');
    return 0;
}
