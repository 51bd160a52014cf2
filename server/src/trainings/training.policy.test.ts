import { describe, expect, it } from 'vitest';
import type { GroupLevel } from '../groups/index.ts';
import { isTrainingAdmin } from './training.policy.ts';

const author = { uid: 'u-author', role: 'user' as const };
const other = { uid: 'u-other', role: 'user' as const };
const root = { uid: 'u-root', role: 'root' as const };
const site = { uid: 'u-author', gid: null };
const group = { uid: 'u-author', gid: 7 };

describe('isTrainingAdmin', () => {
  it.each<
    [string, Parameters<typeof isTrainingAdmin>[0], typeof site | typeof group, GroupLevel, boolean]
  >([
    ['nobody signed in', null, site, 0, false],
    ['the author of a site training', author, site, 0, true],
    ['someone else on the site', other, site, 0, false],
    ['the super admin on the site', root, site, 0, true],
    ['the author while a group admin', author, group, 4, true],
    ['the author once only a member', author, group, 3, false],
    ['the author after leaving the group', author, group, 0, false],
    ['another group admin', other, group, 4, false],
    ['the group root', other, group, 5, true],
    ['a member', other, group, 3, false],
    ['the super admin in any group', root, group, 0, true],
  ])('%s', (_name, user, training, level, expected) => {
    expect(isTrainingAdmin(user, training, level)).toBe(expected);
  });
});
