import type { GroupForm } from './api/types';

/** Spec 3 sections 5 and 9: the group form's limits. */
export const GROUP_LIMITS = {
  name: [5, 25],
  shortName: [5, 10],
  brief: [5, 50],
  description: [5, 1000],
  code: 6,
  reason: [5, 100],
} as const;

export type GroupFormErrors = Partial<Record<keyof GroupForm, string>>;

const outside = (value: string, [min, max]: readonly [number, number]) => {
  const n = value.trim().length;
  return n < min || n > max;
};

/** Message ids of the form's problems (the id takes `min` and `max`). */
export function checkGroupForm(form: GroupForm): GroupFormErrors {
  const errors: GroupFormErrors = {};
  if (outside(form.name, GROUP_LIMITS.name)) errors.name = 'groups.check.length';
  if (outside(form.shortName, GROUP_LIMITS.shortName)) errors.shortName = 'groups.check.length';
  if (outside(form.brief, GROUP_LIMITS.brief)) errors.brief = 'groups.check.length';
  if (outside(form.description, GROUP_LIMITS.description))
    errors.description = 'groups.check.length';
  if (form.auth !== 1 && form.code.length !== GROUP_LIMITS.code) errors.code = 'groups.check.code';
  return errors;
}

/** The apply form's problems: a reason unless public, the code for a private group. */
export function checkApply(auth: number, reason: string, code: string) {
  const errors: { reason?: string; code?: string } = {};
  if (auth !== 1 && outside(reason, GROUP_LIMITS.reason)) errors.reason = 'groups.check.length';
  if (auth === 3 && code.length !== GROUP_LIMITS.code) errors.code = 'groups.check.code';
  return errors;
}
