import { z } from 'zod';
import type { UserProfile } from '@oj/events';
import { newUsernameProblem } from '../accounts/index.ts';
import { adminUserLimits as limits } from './admin-user.policy.ts';

/** One account of an import or a generation, checked and ready to register. */
export interface NewAccount {
  /** 1-based row of the file (or position in the generated range). */
  row: number;
  username: string;
  password: string;
  email: string;
  /** Profile columns of an import; null when the row left them all empty. */
  profile: Pick<UserProfile, 'realname' | 'gender' | 'nickname' | 'school'> | null;
}

export interface RowProblem {
  row: number;
  username: string;
  msg: string;
}

const genders: Record<string, UserProfile['gender']> = {
  male: 'male',
  '0': 'male',
  男: 'male',
  female: 'female',
  '1': 'female',
  女: 'female',
  secrecy: 'secrecy',
  保密: 'secrecy',
  '': 'secrecy',
};

const isEmail = (s: string) => z.email().safeParse(s).success;

const maxOf = { realname: 50, nickname: 20, school: 100 } as const;

/** The first problem of one CSV row (username, password, email, realname, gender, nickname, school). */
const rowProblem = (cells: string[]): string | null => {
  const [username = '', password = '', email = '', realname = '', gender = ''] = cells;
  if (username === '') return 'The username is required';
  if (Array.from(username).length > limits.username)
    return `The username can be up to ${limits.username} characters long`;
  if (/\s/.test(username)) return 'The username cannot contain spaces';
  const nameProblem = newUsernameProblem(username);
  if (nameProblem) return nameProblem;
  if (password.length < limits.passwordMin || password.length > limits.passwordMax)
    return `The password must be between ${limits.passwordMin} and ${limits.passwordMax} characters`;
  if (email !== '' && !isEmail(email)) return 'The email format is incorrect';
  if (!(gender.toLowerCase() in genders)) return 'The gender must be male, female, 0 or 1';
  if (realname.length > maxOf.realname)
    return `The real name can be at most ${maxOf.realname} characters`;
  if ((cells[5] ?? '').length > maxOf.nickname)
    return `The nickname can be at most ${maxOf.nickname} characters`;
  if ((cells[6] ?? '').length > maxOf.school)
    return `The school can be at most ${maxOf.school} characters`;
  return null;
};

const toAccount = (cells: string[], row: number): NewAccount => {
  const [username = '', password = '', email = '', realname = '', gender = ''] = cells;
  const [nickname = '', school = ''] = cells.slice(5);
  const hasProfile = [realname, gender, nickname, school].some((c) => c !== '');
  return {
    row,
    username,
    password,
    email,
    profile: hasProfile
      ? { realname, gender: genders[gender.toLowerCase()] ?? 'secrecy', nickname, school }
      : null,
  };
};

/**
 * Checks every row of an import (HOJ's seven columns) and the batch against itself: a
 * username or e-mail given twice is refused with both rows named. Existing accounts are
 * checked against the database by the caller.
 */
export const checkRows = (
  rows: readonly (readonly (string | number | null)[])[],
): { accounts: NewAccount[]; problems: RowProblem[] } => {
  const accounts: NewAccount[] = [];
  const problems: RowProblem[] = [];
  const seen = { username: new Map<string, number>(), email: new Map<string, number>() };
  rows.forEach((raw, i) => {
    const row = i + 1;
    const cells = raw.map((c) =>
      typeof c === 'string' || typeof c === 'number' ? String(c).trim() : '',
    );
    const problem = rowProblem(cells);
    if (problem) {
      problems.push({ row, username: cells[0] ?? '', msg: problem });
      return;
    }
    const account = toAccount(cells, row);
    const repeated = (['username', 'email'] as const).find((kind) => {
      const key = account[kind].toLowerCase();
      const first = seen[kind].get(key);
      if (key === '' || first === undefined) return false;
      problems.push({
        row,
        username: account.username,
        msg: `The ${kind} is also in row ${first}`,
      });
      return true;
    });
    if (repeated) return;
    seen.username.set(account.username.toLowerCase(), row);
    if (account.email !== '') seen.email.set(account.email.toLowerCase(), row);
    accounts.push(account);
  });
  return { accounts, problems };
};

/** `Row 3: ...`: the envelope's msg names the first problem; `data.errors` lists them all. */
export const describeProblem = (p: RowProblem) => `Row ${p.row}: ${p.msg}`;
