#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, capacity;
    if (scanf("%d %d", &n, &capacity) != 2) return 0;
    std::vector<long long> best(capacity + 1, 0);
    for (int i = 0; i < n; i++) {
        int w;
        long long v;
        scanf("%d %lld", &w, &v);
        for (int c = capacity; c >= w; c--) best[c] = std::max(best[c], best[c - w] + v);
    }
    printf("%lld\n", best[capacity]);
    return 0;
}
