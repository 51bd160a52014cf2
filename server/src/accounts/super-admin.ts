import { randomBytes } from 'node:crypto';
import { DomainError } from '@oj/events';
import type { Deps } from '../deps.ts';
import { registerAccount } from './register-account.ts';
import { findUserByName } from './user.queries.ts';

/**
 * On first start, creates the super admin (`ADMIN_USERNAME`, default root) with
 * `ADMIN_PASSWORD` or a random password that is printed once. Several servers starting at once
 * race through the username reservation: one creates it, the others see it taken. The name
 * must follow the username rule (username-rule.ts), or the start fails with its message.
 */
export const ensureSuperAdmin = async (
  deps: Pick<Deps, 'store' | 'sql' | 'projections'>,
  print: (line: string) => void,
): Promise<void> => {
  const username = process.env.ADMIN_USERNAME || 'root';
  if (await findUserByName(deps.sql, username)) return;
  const given = process.env.ADMIN_PASSWORD;
  const password = given || randomBytes(9).toString('base64url');
  try {
    const { position } = await registerAccount(deps, {
      username,
      password,
      email: `${username}@localhost`,
      role: 'root',
    });
    await deps.projections.waitFor(position);
    print(
      given
        ? `Super admin "${username}" created with the password from ADMIN_PASSWORD.`
        : `Super admin "${username}" created. Password (shown once): ${password}`,
    );
  } catch (error) {
    // Taken: another server won the race. A name the username rule refuses stops the start.
    if (!(error instanceof DomainError) || error.code !== 'conflict') throw error;
  }
};
