import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern.ts';

describe('likePattern', () => {
  it('wraps the keyword and escapes the wildcards and the escape itself', () => {
    expect(likePattern('a+b')).toBe('%a+b%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
