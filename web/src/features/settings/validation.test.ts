import { describe, expect, it } from 'vitest';
import { codeError, emailError, passwordError, profileFieldError, repeatError } from './validation';

describe('settings form checks', () => {
  it('wants passwords of 6 to 20 characters, repeated exactly', () => {
    expect(passwordError('')).toBe('settings.password-required');
    expect(passwordError('12345')).toBe('settings.password-length');
    expect(passwordError('x'.repeat(21))).toBe('settings.password-length');
    expect(passwordError('secret1')).toBe('');
    expect(repeatError('secret1', 'secret2')).toBe('settings.repeat-mismatch');
    expect(repeatError('secret1', '')).toBe('settings.repeat-required');
    expect(repeatError('secret1', 'secret1')).toBe('');
  });

  it('checks the new e-mail and its 6-character code', () => {
    expect(emailError('a@b')).toBe('settings.email-format');
    expect(emailError('a@b.cn')).toBe('');
    expect(codeError('12345')).toBe('settings.code-length');
    expect(codeError('123456')).toBe('');
  });

  it('limits profile fields and allows only web links', () => {
    expect(profileFieldError('nickname', 'n'.repeat(20))).toBe('');
    expect(profileFieldError('nickname', 'n'.repeat(21))).toBe('settings.too-long');
    expect(profileFieldError('signature', '字'.repeat(1000))).toBe('');
    expect(profileFieldError('blog', 'javascript:alert(1)')).toBe('settings.link-format');
    expect(profileFieldError('github', 'https://github.com/x')).toBe('');
    expect(profileFieldError('github', '')).toBe('');
  });
});
