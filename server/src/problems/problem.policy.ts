import type { Role } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import type { ProblemRow } from './problem.queries.ts';

/**
 * Who manages problems, per the contract notes: root, admin and problem_admin create, edit and
 * view them (and upload test data); only root and problem_admin delete.
 */
export const problemEditors: readonly Role[] = ['root', 'admin', 'problem_admin'];
export const problemDeleters: readonly Role[] = ['root', 'problem_admin'];

/** Test data of a problem: root, problem admins, or the problem's author. */
export const canDownloadTestCases = (
  user: UserRow,
  p: Pick<ProblemRow, 'created_by' | 'author'>,
): boolean =>
  user.role === 'root' ||
  user.role === 'problem_admin' ||
  p.created_by === user.uid ||
  p.author === user.username;
