import { describe, expect, it } from 'vitest';
import { checkName, checkRank, normalizeColor } from './validation';

describe('tag admin validation', () => {
  it('needs a name of at most 255 characters after trimming', () => {
    expect(checkName('  ')).toBe('admin.tags.name-required');
    expect(checkName('x'.repeat(256))).toBe('admin.tags.name-max');
    expect(checkName(` ${'x'.repeat(255)} `)).toBeUndefined();
  });

  it('takes whole ranks from 0', () => {
    expect(checkRank('0')).toBeUndefined();
    expect(checkRank('12')).toBeUndefined();
    expect(checkRank('-1')).toBe('admin.tags.rank-invalid');
    expect(checkRank('1.5')).toBe('admin.tags.rank-invalid');
    expect(checkRank('')).toBe('admin.tags.rank-invalid');
  });

  it('turns server colours into what <input type=color> accepts', () => {
    expect(normalizeColor('#ABCDEF')).toBe('#abcdef');
    expect(normalizeColor('#f0a')).toBe('#ff00aa');
    expect(normalizeColor(null)).toBe('#409eff');
    expect(normalizeColor('red')).toBe('#409eff');
  });
});
