#include <cstdio>

static long long gcd(long long a, long long b) {
    while (b != 0) {
        long long r = a % b;
        a = b;
        b = r;
    }
    return a;
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        long long a, b;
        scanf("%lld %lld", &a, &b);
        long long g = gcd(a, b);
        printf("%lld %lld\n", g, a / g * b);
    }
    return 0;
}
