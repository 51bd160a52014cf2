import { Router, type Response } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { newUsernameProblem, type UserRow } from '../accounts/index.ts';
import { envelope, HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { adminUserLimits as limits, requireUserManager } from './admin-user.policy.ts';
import { createAccounts, findTaken } from './batch-register.ts';
import { checkRows, describeProblem, type NewAccount, type RowProblem } from './batch-rows.ts';
import {
  accountsWorkbook,
  randomPassword,
  saveGenerated,
  takeGenerated,
} from './generated-accounts.ts';

const insertBody = z.object({
  users: z
    .array(z.array(z.union([z.string(), z.number(), z.null()])).max(20), {
      error: 'Please upload the users to import',
    })
    .min(1, 'Please upload the users to import')
    .max(limits.batch, `At most ${limits.batch} users can be imported at once`),
});

// Plain numbers: the body is conformed first (parseBody), so "12" already reads as 12 and
// a missing value keeps its own message.
const whole = (label: string) =>
  z
    .number({
      error: (i) =>
        i.input === undefined ? `${label} is required` : `${label} must be a non-negative integer`,
    })
    .int(`${label} must be a non-negative integer`)
    .min(0, `${label} must be a non-negative integer`)
    .max(1e9, `${label} is too large`);

// snake_case keys, as HOJ's client sends them.
const generateBody = z
  .object({
    prefix: z
      .string()
      .trim()
      .max(limits.username)
      .nullish()
      .transform((s) => s ?? ''),
    suffix: z
      .string()
      .trim()
      .max(limits.username)
      .nullish()
      .transform((s) => s ?? ''),
    number_from: whole('The start number'),
    number_to: whole('The end number'),
    password_length: z
      .number({
        error: (i) =>
          i.input === undefined
            ? 'The password length is required'
            : 'The password length must be between 6 and 25',
      })
      .int('The password length must be between 6 and 25')
      .min(limits.passwordMin, 'The password length must be between 6 and 25')
      .max(limits.passwordMax, 'The password length must be between 6 and 25'),
  })
  .refine((b) => b.number_to >= b.number_from, {
    message: 'The end number cannot be less than the start number',
  })
  .refine((b) => b.number_to - b.number_from < limits.batch, {
    message: `At most ${limits.batch} users can be generated at once`,
  });

const keyQuery = z.object({ key: z.string({ error: 'key is required' }).min(1).max(64) });

/** A refused batch: the first problem as msg, every problem in `data.errors` (by row). */
const refuse = (res: Response, problems: RowProblem[], created = 0) => {
  res.status(400).json(envelope(400, describeProblem(problems[0]!), { errors: problems, created }));
};

const generatedAccounts = (b: z.infer<typeof generateBody>): NewAccount[] =>
  Array.from({ length: b.number_to - b.number_from + 1 }, (_, i) => ({
    row: i + 1,
    username: `${b.prefix}${b.number_from + i}${b.suffix}`,
    password: randomPassword(b.password_length),
    email: '',
    profile: null,
  }));

/** Registers checked accounts; answers false after refusing the batch (taken or lost rows). */
const create = async (deps: Deps, res: Response, actor: UserRow, accounts: NewAccount[]) => {
  const taken = await findTaken(deps.sql, accounts);
  if (taken.length > 0) {
    refuse(res, taken);
    return false;
  }
  const result = await createAccounts(deps, actor, accounts);
  await deps.projections.waitFor(result.position);
  if (result.problems.length === 0) return true;
  refuse(res, result.problems, result.created);
  return false;
};

/** Batch import from CSV rows, generated accounts and their one-time spreadsheet. */
export const registerBatchUserRoutes = (deps: Deps): Router => {
  const r = Router();

  r.post('/admin/user/insert-batch-user', async (req, res) => {
    const actor = requireUserManager(req);
    const { users } = parseBody(insertBody, req);
    const { accounts, problems } = checkRows(users);
    if (problems.length > 0) refuse(res, problems);
    else if (await create(deps, res, actor, accounts)) ok(res, null, 'Add successfully');
  });

  r.post('/admin/user/generate-user', async (req, res) => {
    const actor = requireUserManager(req);
    const b = parseBody(generateBody, req);
    const accounts = generatedAccounts(b);
    const tooLong = accounts.find((a) => Array.from(a.username).length > limits.username);
    if (tooLong)
      throw new HttpError(
        400,
        `The username ${tooLong.username} is longer than ${limits.username} characters`,
      );
    const refused = accounts.map((a) => newUsernameProblem(a.username)).find((p) => p !== null);
    if (refused) throw new HttpError(400, refused);
    if (!(await create(deps, res, actor, accounts))) return;
    const key = await saveGenerated(
      deps.sql,
      actor.uid,
      accounts.map(({ username, password }) => ({ username, password })),
    );
    ok(res, { key }, 'Generate successfully');
  });

  // HOJ maps this download to every HTTP verb; its client uses GET.
  r.all('/file/generate-user-excel', async (req, res) => {
    const actor = requireUserManager(req);
    const { key } = parseQuery(keyQuery, req);
    const accounts = await takeGenerated(deps.sql, key, actor.uid);
    if (!accounts) throw new HttpError(404, 'The download link does not exist or has expired');
    const file = await accountsWorkbook(accounts);
    res.setHeader(
      'Content-Type',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    res.setHeader('Content-Disposition', `attachment; filename="users-${key.slice(0, 8)}.xlsx"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(file);
  });

  return r;
};
