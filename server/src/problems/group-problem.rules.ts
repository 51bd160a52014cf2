import { DomainError } from '@oj/events';

/** HOJ's apply-for-public progress: null none, 1 applying, 2 public, 3 refused. */
export type ApplyProgress = 1 | 2 | 3 | null;

export const applyMessages = {
  applying: 'The problem is already applying to be public',
  public: 'The problem is already public',
  nothing: 'The problem has not applied to be public',
  badProgress: 'The progress must be 1 (applying), 2 (public) or 3 (refused)',
} as const;

/**
 * A group root's or author's "apply to make public" (true) or its cancel (false), spec 3
 * section 4: none or refused to applying; applying, refused or public back to none (as in HOJ,
 * cancelling a public problem's application takes it back into its group).
 */
export const nextApplyProgress = (current: ApplyProgress, isApplied: boolean): ApplyProgress => {
  if (isApplied) {
    if (current === 1) throw new DomainError('conflict', applyMessages.applying);
    if (current === 2) throw new DomainError('conflict', applyMessages.public);
    return 1;
  }
  if (current === null) throw new DomainError('conflict', applyMessages.nothing);
  return null;
};

/**
 * Saving a group problem withdraws a pending or refused application (the super admin reviews
 * what was applied with, as HOJ), but a problem already public stays public.
 */
export const progressAfterEdit = (current: ApplyProgress): ApplyProgress =>
  current === 2 ? 2 : null;

/** Group problems get HOJ's group limits, tighter than the site's (spec 3.4 and HOJ's validator). */
export const groupProblemLimits = {
  displayId: 50,
  timeLimit: 30_000,
  memoryLimit: 1024,
  stackLimit: 1024,
} as const;

const fail = (message: string): never => {
  throw new DomainError('invalid', message);
};

/** The limits HOJ's group validator adds to the form's rules. */
export const assertGroupLimits = (p: {
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
}): void => {
  const { timeLimit, memoryLimit, stackLimit } = groupProblemLimits;
  if (p.timeLimit < 1 || p.timeLimit > timeLimit)
    fail(`The time limit of a group problem must be between 1 and ${timeLimit} ms`);
  if (p.memoryLimit < 1 || p.memoryLimit > memoryLimit)
    fail(`The memory limit of a group problem must be between 1 and ${memoryLimit} MB`);
  if (p.stackLimit < 1 || p.stackLimit > stackLimit)
    fail(`The stack limit of a group problem must be between 1 and ${stackLimit} MB`);
};

/**
 * The stored display id: the group's short name joined to what the form typed, as HOJ joins
 * them (no separator). The typed part is checked first, so an empty one is reported as such.
 */
export const prefixedDisplayId = (shortName: string, typed: string | null | undefined) => {
  const id = (typed ?? '').trim();
  if (id === '') fail('Problem Display ID is required');
  if (id.length > groupProblemLimits.displayId)
    fail(`The Problem Display ID can be at most ${groupProblemLimits.displayId} characters`);
  return `${shortName}${id}`;
};
