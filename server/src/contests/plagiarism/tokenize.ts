/**
 * A small lexer for the judge's languages that keeps what survives disguise: keywords and
 * operators stay themselves, every identifier becomes `I`, every number `N`, every string or
 * character literal `S`; comments and whitespace are dropped. So renaming variables, changing
 * constants, re-indenting or adding comments leaves the token stream unchanged.
 */

export type LanguageFamily = 'c' | 'java' | 'python';

/** One token and where it is: rows and columns are 0-based, the end column exclusive. */
export interface Token {
  kind: string;
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
}

/** The family of a judge language name (C, C++, C++ 17, Java, Python3, PyPy3...). */
export const familyOf = (language: string): LanguageFamily => {
  const l = language.toLowerCase();
  if (l.startsWith('python') || l.startsWith('pypy')) return 'python';
  if (l.startsWith('java') && !l.startsWith('javascript')) return 'java';
  return 'c';
};

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const keywords: Record<LanguageFamily, Set<string>> = {
  c: words(`auto bool break case catch char class const constexpr continue default delete do
    double else enum extern false float for friend goto if inline int long namespace new
    nullptr operator private protected public register return short signed sizeof static
    struct switch template this throw true try typedef typename union unsigned using virtual
    void volatile while include define ifdef ifndef endif`),
  java: words(`abstract boolean break byte case catch char class continue default do double
    else enum extends final finally float for if implements import instanceof int interface
    long new null package private protected public return short static super switch this
    throw throws try void while true false var`),
  python: words(`and as assert break class continue def del elif else except False finally for
    from global if import in is lambda None nonlocal not or pass raise return True try while
    with yield`),
};

/** Operators longest first, so `>>=` wins over `>>` and `>`. */
const operators = [
  '>>>=',
  '<<=',
  '>>=',
  '>>>',
  '...',
  '**=',
  '//=',
  '->',
  '++',
  '--',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '::',
  '**',
  '//',
  ':=',
];

const isIdentStart = (c: string) => /[A-Za-z_$]/.test(c);
const isIdentPart = (c: string) => /[\w$]/.test(c);
const stringPrefix = /^(r|b|f|u|rb|br|fr|rf)$/i;

/** The token stream of `code` read as `family`. Never throws: unknown characters are tokens. */
export const tokenize = (code: string, family: LanguageFamily): Token[] => {
  const out: Token[] = [];
  let i = 0;
  let row = 0;
  let col = 0;
  const advance = (to: number) => {
    for (; i < to && i < code.length; i++) {
      if (code[i] === '\n') {
        row++;
        col = 0;
      } else col++;
    }
  };
  const emit = (kind: string, to: number) => {
    const startRow = row;
    const startCol = col;
    advance(to);
    out.push({ kind, startRow, startCol, endRow: row, endCol: col });
  };
  const lineEnd = (from: number) => {
    const n = code.indexOf('\n', from);
    return n < 0 ? code.length : n;
  };
  /** The end of a quoted literal opened at `from` with `quote` (escapes honoured). */
  const quoted = (from: number, quote: string) => {
    if (family === 'python' && code.startsWith(quote.repeat(3), from)) {
      const end = code.indexOf(quote.repeat(3), from + 3);
      return end < 0 ? code.length : end + 3;
    }
    let j = from + 1;
    while (j < code.length && code[j] !== quote && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
    return Math.min(j + 1, code.length);
  };
  const kw = keywords[family];
  while (i < code.length) {
    const c = code[i]!;
    const rest2 = code.slice(i, i + 2);
    if (/\s/.test(c)) advance(i + 1);
    else if (family === 'python' ? c === '#' : rest2 === '//') advance(lineEnd(i));
    else if (family !== 'python' && rest2 === '/*') {
      const end = code.indexOf('*/', i + 2);
      advance(end < 0 ? code.length : end + 2);
    } else if (c === '"' || c === "'" || c === '`') emit('S', quoted(i, c));
    else if (/\d/.test(c) || (c === '.' && /\d/.test(code[i + 1] ?? ''))) {
      let j = i + 1;
      while (
        j < code.length &&
        (/[\w.]/.test(code[j]!) || (/[eEpP]/.test(code[j - 1]!) && /[+-]/.test(code[j]!)))
      )
        j++;
      emit('N', j);
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < code.length && isIdentPart(code[j]!)) j++;
      const word = code.slice(i, j);
      const next = code[j] ?? '';
      if (family === 'python' && (next === '"' || next === "'") && stringPrefix.test(word))
        emit('S', quoted(j, next));
      else emit(kw.has(word) ? word : 'I', j);
    } else {
      const op = operators.find(
        (o) => code.startsWith(o, i) && (o !== '//' || family === 'python'),
      );
      emit(op ?? c, i + (op?.length ?? 1));
    }
  }
  return out;
};
