#include <cstdio>
#include <unordered_map>
#include <vector>

int main() {
    int n;
    long long x;
    if (scanf("%d %lld", &n, &x) != 2) return 0;
    std::vector<long long> a(n + 1);
    for (int i = 1; i <= n; i++) scanf("%lld", &a[i]);
    std::unordered_map<long long, int> firstIndex;
    firstIndex.reserve(2 * n);
    for (int j = 1; j <= n; j++) {
        auto found = firstIndex.find(x - a[j]);
        if (found != firstIndex.end()) {
            printf("%d %d\n", found->second, j);
            return 0;
        }
        firstIndex.emplace(a[j], j);
    }
    printf("-1\n");
    return 0;
}
