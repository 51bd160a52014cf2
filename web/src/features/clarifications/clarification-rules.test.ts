import { describe, expect, it } from 'vitest';
import {
  CLARIFICATION_MAX,
  cannedText,
  clarificationTextError,
  openCount,
} from './clarification-rules';

describe('clarification rules', () => {
  it('takes 1 to 2000 characters, spaces alone are empty', () => {
    expect(clarificationTextError('  \n')).toBe('clarifications.error.empty');
    expect(clarificationTextError('?')).toBeNull();
    expect(clarificationTextError('x'.repeat(CLARIFICATION_MAX))).toBeNull();
    expect(clarificationTextError('x'.repeat(CLARIFICATION_MAX + 1))).toBe(
      'clarifications.error.long',
    );
  });

  it('picks the canned text of the reader language and counts open questions', () => {
    expect(cannedText({ en: 'No comment.', zh: '无可奉告。' }, 'zh-CN')).toBe('无可奉告。');
    expect(cannedText({ en: 'No comment.', zh: '无可奉告。' }, 'en-US')).toBe('No comment.');
    const rows = [
      { answer: null, fromJury: false },
      { answer: 'Yes', fromJury: false },
      { answer: 'Post', fromJury: true },
    ];
    expect(openCount(rows)).toBe(1);
  });
});
