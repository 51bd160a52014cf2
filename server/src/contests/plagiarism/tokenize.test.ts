import { describe, expect, it } from 'vitest';
import { familyOf, tokenize } from './tokenize.ts';

const kinds = (code: string, family: Parameters<typeof tokenize>[1] = 'c') =>
  tokenize(code, family).map((t) => t.kind);

describe('plagiarism tokenizer', () => {
  it('reads judge language names as families', () => {
    expect(
      ['C', 'C++', 'C++ 17', 'Java', 'Python3', 'PyPy3', 'JavaScript Node'].map(familyOf),
    ).toEqual(['c', 'c', 'c', 'java', 'python', 'python', 'c']);
  });

  it('keeps keywords and operators, makes identifiers, numbers and strings one kind each', () => {
    expect(kinds('int total = a1 + 42; total >>= 1; puts("hi // no comment");')).toEqual([
      'int',
      'I',
      '=',
      'I',
      '+',
      'N',
      ';',
      'I',
      '>>=',
      'N',
      ';',
      'I',
      '(',
      'S',
      ')',
      ';',
    ]);
  });

  it('drops comments and whitespace in every family', () => {
    const plain = kinds('int x = 1;\nreturn x;');
    expect(kinds('int /* the sum */ x=1; // first\n\n\treturn    x;')).toEqual(plain);
    expect(kinds('x = 1 # set\ny = x // 2', 'python')).toEqual([
      'I',
      '=',
      'N',
      'I',
      '=',
      'I',
      '//',
      'N',
    ]);
    expect(kinds('s = """doc\n# not a comment"""\nf"{x}"', 'python')).toEqual(['I', '=', 'S', 'S']);
    expect(kinds("char c = '\\'';", 'c')).toEqual(['char', 'I', '=', 'S', ';']);
  });

  it('renaming every identifier leaves the stream unchanged', () => {
    const a = 'for (int i = 0; i < n; i++) sum += arr[i];';
    const b = 'for (int idx = 0; idx < count; idx++) total += values[idx];';
    expect(kinds(a)).toEqual(kinds(b));
  });

  it('knows each family its own keywords', () => {
    expect(kinds('def f(): return None', 'python')).toEqual([
      'def',
      'I',
      '(',
      ')',
      ':',
      'return',
      'None',
    ]);
    expect(kinds('def f', 'c')).toEqual(['I', 'I']);
    expect(kinds('public static void main', 'java')).toEqual(['public', 'static', 'void', 'I']);
  });

  it('places tokens at 0-based rows and columns', () => {
    const [first, second] = tokenize('a\n  bc', 'c');
    expect(first).toEqual({ kind: 'I', startRow: 0, startCol: 0, endRow: 0, endCol: 1 });
    expect(second).toEqual({ kind: 'I', startRow: 1, startCol: 2, endRow: 1, endCol: 4 });
  });

  it('never throws on unterminated comments, strings or odd characters', () => {
    for (const code of ['/* open', '"open', "'", '@@ ~ \\', '"""open', ''])
      for (const family of ['c', 'java', 'python'] as const)
        expect(() => tokenize(code, family)).not.toThrow();
  });
});
