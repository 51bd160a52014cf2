import { DomainError, handleCommand, userStream, type Sql, type UserProfile } from '@oj/events';
import type { Deps } from '../deps.ts';
import {
  emailTakenMsg,
  registerAccount,
  usernameTaken,
  userDecider,
  type UserRow,
} from '../accounts/index.ts';
import type { NewAccount, RowProblem } from './batch-rows.ts';

/** The rows whose username or e-mail an existing account already holds. */
export const findTaken = async (
  sql: Sql,
  accounts: readonly NewAccount[],
): Promise<RowProblem[]> => {
  const names = accounts.map((a) => a.username.toLowerCase());
  const emails = accounts.map((a) => a.email.toLowerCase()).filter((e) => e !== '');
  const taken = await sql<{ username_lower: string; email_lower: string }[]>`
    SELECT username_lower, email_lower FROM read.users
    WHERE username_lower = ANY(${names}) OR email_lower = ANY(${emails})`;
  const names_ = new Set(taken.map((t) => t.username_lower));
  const emails_ = new Set(taken.map((t) => t.email_lower));
  return accounts.flatMap((a) => {
    if (names_.has(a.username.toLowerCase()))
      return [{ row: a.row, username: a.username, msg: usernameTaken }];
    if (a.email !== '' && emails_.has(a.email.toLowerCase()))
      return [{ row: a.row, username: a.username, msg: emailTakenMsg }];
    return [];
  });
};

const emptyProfile: UserProfile = {
  nickname: '',
  gender: 'secrecy',
  school: '',
  course: '',
  number: '',
  realname: '',
  signature: '',
  github: '',
  blog: '',
  cfUsername: '',
};

/** Password hashing is the cost of a batch: two at a time keeps the other requests served. */
const workers = 2;

/**
 * Registers checked accounts through the same reservation path as sign-up (default user type
 * 1002), each whole or not at all; an account lost to a concurrent sign-up is reported by row.
 */
export const createAccounts = async (
  deps: Pick<Deps, 'store' | 'sql'>,
  actor: UserRow,
  accounts: readonly NewAccount[],
): Promise<{ created: number; problems: RowProblem[]; position: number }> => {
  const problems: RowProblem[] = [];
  let created = 0;
  let position = 0;
  const queue = [...accounts];
  const createOne = async (a: NewAccount) => {
    const { uid, position: at } = await registerAccount(deps, { ...a, role: 'user' });
    position = Math.max(position, at);
    created += 1;
    if (!a.profile) return;
    const result = await handleCommand(deps.store, userStream(uid), userDecider, {
      type: 'ImportProfile',
      data: { uid, profile: { ...emptyProfile, ...a.profile } },
      metadata: { now: new Date().toISOString(), userId: actor.uid, actorRole: actor.role },
    });
    position = Math.max(position, result.appended?.position ?? 0);
  };
  const work = async () => {
    for (let a = queue.shift(); a; a = queue.shift()) {
      try {
        await createOne(a);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problems.push({ row: a.row, username: a.username, msg: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  problems.sort((x, y) => x.row - y.row);
  return { created, problems, position };
};
