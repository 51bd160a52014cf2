import sys


def is_palindrome(line):
    kept = [c.lower() for c in line if c.isascii() and c.isalnum()]
    return kept == kept[::-1]


def main():
    lines = sys.stdin.read().split("\n")
    t = int(lines[0])
    answers = ["Yes" if is_palindrome(line) else "No" for line in lines[1 : t + 1]]
    sys.stdout.write("\n".join(answers) + "\n")


main()
