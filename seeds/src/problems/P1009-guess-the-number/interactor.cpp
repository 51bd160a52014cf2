// Interactor of "Guess the Number": interactor <input> <output> <answer>, stdin and stdout
// connected to the contestant. The input file holds n and the secret.
// Exit codes (JUDGING.md): 0 accepted, 101 presentation error, 102 wrong answer, 103 failure.
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static const int maxQuestions = 30;

[[noreturn]] static void verdict(int code, const char* format, ...) {
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    exit(code);
}

int main(int argc, char** argv) {
    // A contestant that quits early must not kill us with SIGPIPE: we want to give a verdict.
    signal(SIGPIPE, SIG_IGN);
    if (argc < 2) verdict(103, "FAIL usage: interactor <input> <output> <answer>");
    FILE* input = fopen(argv[1], "r");
    long long n, secret;
    if (!input || fscanf(input, "%lld %lld", &n, &secret) != 2 || secret < 1 || secret > n)
        verdict(103, "FAIL bad input file");

    printf("%lld\n", n);
    fflush(stdout);
    char mark[16];
    for (int asked = 0;; asked++) {
        if (scanf("%15s", mark) != 1)
            verdict(102, "wrong answer: no guess after %d questions, the number was not found", asked);
        if (strcmp(mark, "?") != 0) verdict(102, "wrong answer: expected \"?\", got \"%s\"", mark);
        long long y;
        if (scanf("%lld", &y) != 1) verdict(102, "wrong answer: \"?\" must be followed by an integer");
        if (asked + 1 > maxQuestions) verdict(102, "wrong answer: more than %d questions", maxQuestions);
        if (y < 1 || y > n) verdict(102, "wrong answer: question %lld is outside [1, %lld]", y, n);
        if (y == secret) {
            printf("=\n");
            fflush(stdout);
            verdict(0, "ok found %lld in %d questions", secret, asked + 1);
        }
        printf("%s\n", secret < y ? "<" : ">");
        fflush(stdout);
    }
}
