#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

int main() {
    FILE* in = fopen("input.txt", "r");
    FILE* out = fopen("output.txt", "w");
    if (!in || !out) return 1;
    int n;
    if (fscanf(in, "%d", &n) != 1) return 1;
    std::vector<std::pair<long long, long long>> segments(n);
    for (auto& [l, r] : segments) fscanf(in, "%lld %lld", &l, &r);
    std::sort(segments.begin(), segments.end());
    long long total = 0, reach = -1;
    for (auto [l, r] : segments) {
        if (r <= reach) continue;
        total += r - std::max(l, reach);
        reach = r;
    }
    fprintf(out, "%lld\n", total);
    return 0;
}
