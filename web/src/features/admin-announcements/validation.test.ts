import { describe, expect, it } from 'vitest';
import { checkContent, checkTitle, CONTENT_MAX, TITLE_MAX } from './validation';

describe('announcement form checks', () => {
  it('needs a title of at most 255 characters', () => {
    expect(checkTitle('  ')).toBe('admin.announcements.title-required');
    expect(checkTitle('x'.repeat(TITLE_MAX))).toBeUndefined();
    expect(checkTitle('x'.repeat(TITLE_MAX + 1))).toBe('admin.announcements.title-too-long');
  });

  it('needs content of at most 65535 characters', () => {
    expect(checkContent('\n\n')).toBe('admin.announcements.content-required');
    expect(checkContent('# Hello')).toBeUndefined();
    expect(checkContent('x'.repeat(CONTENT_MAX + 1))).toBe('admin.announcements.content-too-long');
  });
});
