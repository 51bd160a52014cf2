import { z } from 'zod';
import type { GroupAuth, GroupFields } from '@oj/events';
import { HttpError } from '../http/envelope.ts';
import { text } from '../http/validate.ts';
import { groupLimits as limits, groupMessages as m } from './group.policy.ts';

const between = (label: string, [min, max]: readonly [number, number]) =>
  text(label, {
    min,
    max,
    minMsg: `${label} must be ${min} to ${max} characters`,
    maxMsg: `${label} must be ${min} to ${max} characters`,
  });

/** The group form as HOJ's client posts the whole Group (nulls and extra fields ignored). */
export const groupFieldsBody = z.object({
  name: between('Name', limits.name),
  shortName: between('Short name', limits.shortName),
  brief: between('Brief', limits.brief),
  description: between('Description', limits.description),
  auth: z.coerce
    .number({ error: 'Auth must be 1, 2 or 3' })
    .int('Auth must be 1, 2 or 3')
    .min(1, 'Auth must be 1, 2 or 3')
    .max(3, 'Auth must be 1, 2 or 3'),
  code: z.string().trim().optional(),
});

/** Checks the code against the auth: 6 characters unless public (a public group keeps none). */
export const groupFieldsOf = (b: {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  code?: string | null | undefined;
}): GroupFields => {
  const auth = b.auth as GroupAuth;
  const code = b.code ?? '';
  if (auth !== 1 && code.length !== limits.code) throw new HttpError(400, m.codeRequired);
  return {
    name: b.name,
    shortName: b.shortName,
    brief: b.brief,
    description: b.description,
    auth,
    code: auth === 1 ? null : code,
  };
};
