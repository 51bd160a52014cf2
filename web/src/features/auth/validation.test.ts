import { describe, expect, it } from 'vitest';
import { validateLogin, validateNewPassword, validateRegister, validateReset } from './validation';

const goodRegister = {
  username: 'alice',
  password: 'secret1',
  passwordAgain: 'secret1',
  email: 'alice@example.com',
  code: 'A1B2C3',
};

describe('sign-in form validation', () => {
  it('accepts a well-formed login', () => {
    expect(validateLogin({ username: 'alice', password: 'secret1' })).toEqual({});
  });

  it('requires both login fields', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'auth.username-required',
      password: 'auth.password-required',
    });
  });

  it('caps the username at 20 characters and keeps the password within 6 to 20', () => {
    expect(validateLogin({ username: 'a'.repeat(21), password: '12345' })).toEqual({
      username: 'auth.username-max',
      password: 'auth.password-between',
    });
    expect(validateLogin({ username: 'a'.repeat(20), password: '1'.repeat(20) })).toEqual({});
    expect(validateLogin({ username: 'a', password: '1'.repeat(21) }).password).toBe(
      'auth.password-between',
    );
  });

  it('accepts a complete registration', () => {
    expect(validateRegister(goodRegister)).toEqual({});
  });

  it('allows only ASCII letters, digits, _ - and . in a new username, but any name at login', () => {
    for (const username of ['Ann_1', 'a.b-c', 'x'.repeat(20)])
      expect(validateRegister({ ...goodRegister, username }).username).toBeUndefined();
    for (const username of ['root\u200b', 'r\u043e\u043et', 'new user', 'cool\u{1f600}', '张三'])
      expect(validateRegister({ ...goodRegister, username }).username).toBe('auth.username-chars');
    expect(validateRegister({ ...goodRegister, username: 'a'.repeat(21) }).username).toBe(
      'auth.username-max',
    );
    expect(validateLogin({ username: 'r\u043e\u043et', password: 'secret1' })).toEqual({});
  });

  it('rejects a repeated password that does not match', () => {
    expect(validateRegister({ ...goodRegister, passwordAgain: 'secret2' })).toEqual({
      passwordAgain: 'auth.password-mismatch',
    });
  });

  it('checks the e-mail format and the 6-character code', () => {
    expect(validateRegister({ ...goodRegister, email: 'alice@', code: '123' })).toEqual({
      email: 'auth.email-format',
      code: 'auth.code-length',
    });
    expect(validateRegister({ ...goodRegister, email: '', code: '' })).toEqual({
      email: 'auth.email-required',
      code: 'auth.code-required',
    });
  });

  it('requires an e-mail and a captcha of at most 8 characters to reset a password', () => {
    expect(validateReset({ email: 'bob@example.org', captcha: '1234' })).toEqual({});
    expect(validateReset({ email: 'bob', captcha: '' })).toEqual({
      email: 'auth.email-format',
      captcha: 'auth.captcha-required',
    });
    expect(validateReset({ email: 'bob@example.org', captcha: '123456789' }).captcha).toBe(
      'auth.captcha-length',
    );
  });

  it('asks for a new password of 6 to 20 characters, typed twice, on the reset page', () => {
    expect(validateNewPassword({ password: 'secret1', passwordAgain: 'secret1' })).toEqual({});
    expect(validateNewPassword({ password: '123', passwordAgain: '' })).toEqual({
      password: 'auth.password-between',
      passwordAgain: 'auth.password-again-required',
    });
    expect(validateNewPassword({ password: 'secret1', passwordAgain: 'secret2' })).toEqual({
      passwordAgain: 'auth.password-mismatch',
    });
  });
});
