// Special judge of "Pair with a Given Sum": checker <input> <user_output> <expected_output>.
// Exit codes (JUDGING.md): 0 accepted, 101 presentation error, 102 wrong answer, 103 the
// jury is wrong (system error). The message on stderr is shown with the test case.
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

[[noreturn]] static void verdict(int code, const char* format, ...) {
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    exit(code);
}

// The next whitespace-separated token; false at the end of the file. Tokens are capped so
// that a huge garbage output cannot exhaust the checker's memory.
static bool readToken(FILE* file, std::string& token) {
    token.clear();
    int c = fgetc(file);
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = fgetc(file);
    while (c != EOF && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        if (token.size() < 32) token.push_back(static_cast<char>(c));
        c = fgetc(file);
    }
    return !token.empty();
}

static bool toInteger(const std::string& token, long long& value) {
    if (token.empty() || token.size() > 20) return false;
    char* end = nullptr;
    errno = 0;
    value = strtoll(token.c_str(), &end, 10);
    return errno == 0 && *end == '\0';
}

static long long readJury(FILE* file, const char* what) {
    std::string token;
    long long value;
    if (!readToken(file, token) || !toInteger(token, value)) verdict(103, "FAIL bad %s", what);
    return value;
}

int main(int argc, char** argv) {
    if (argc < 4) verdict(103, "FAIL usage: checker <input> <user_output> <expected_output>");
    FILE* input = fopen(argv[1], "r");
    FILE* user = fopen(argv[2], "r");
    FILE* answer = fopen(argv[3], "r");
    if (!input || !user || !answer) verdict(103, "FAIL cannot open the files");

    long long n = readJury(input, "n"), x = readJury(input, "X");
    std::vector<long long> a(n + 1);
    for (long long k = 1; k <= n; k++) a[k] = readJury(input, "a_i");
    bool juryFound = readJury(answer, "answer") != -1;

    std::string token;
    long long i, j;
    if (!readToken(user, token)) verdict(102, "wrong answer: empty output");
    if (!toInteger(token, i)) verdict(101, "wrong output format: \"%s\" is not an integer", token.c_str());
    if (i == -1) {
        if (readToken(user, token)) verdict(101, "wrong output format: extra output after -1");
        if (juryFound) verdict(102, "wrong answer: printed -1 but a pair exists");
        verdict(0, "ok no pair exists");
    }
    if (!readToken(user, token)) verdict(101, "wrong output format: only one integer printed");
    if (!toInteger(token, j)) verdict(101, "wrong output format: \"%s\" is not an integer", token.c_str());
    if (readToken(user, token)) verdict(101, "wrong output format: extra output after the pair");
    if (i < 1 || j > n || i >= j) verdict(102, "wrong answer: need 1 <= i < j <= %lld, got %lld %lld", n, i, j);
    if (a[i] + a[j] != x)
        verdict(102, "wrong answer: a[%lld] + a[%lld] = %lld, not %lld", i, j, a[i] + a[j], x);
    if (!juryFound) verdict(103, "FAIL the contestant found a pair the jury missed");
    verdict(0, "ok a[%lld] + a[%lld] = %lld", i, j, x);
}
