#include <cstdio>

int main() {
    long long n;
    if (scanf("%lld", &n) != 1) return 0;
    long long lo = 1, hi = n;
    char reply[4];
    while (lo <= hi) {
        long long mid = lo + (hi - lo) / 2;
        printf("? %lld\n", mid);
        fflush(stdout);
        if (scanf("%3s", reply) != 1) return 0;
        if (reply[0] == '=') return 0;
        if (reply[0] == '<') hi = mid - 1;
        else lo = mid + 1;
    }
    return 0;
}
