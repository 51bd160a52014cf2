import { describe, expect, it } from 'vitest';
import { assignableAuths, mayKick, viewerLevel, type Manager, type Target } from './member-rules';

const owner = 'teacher';
const m = (level: number, unrestricted = false, uid = 'me'): Manager => ({
  uid,
  level,
  unrestricted,
});
const t = (auth: number, username = 'bob', uid = 'bob-id'): Target => ({ uid, username, auth });

describe('viewerLevel', () => {
  it.each([
    [{ superAdmin: true, owner: false, auth: 0 }, 5],
    [{ superAdmin: false, owner: true, auth: 3 }, 5],
    [{ superAdmin: false, owner: false, auth: 4 }, 4],
    [{ superAdmin: false, owner: false, auth: 1 }, 0],
    [{ superAdmin: false, owner: false, auth: 2 }, 0],
  ])('%o is level %i', (viewer, level) => expect(viewerLevel(viewer)).toBe(level));
});

describe('who may change whom', () => {
  it.each([
    ['owner sets anyone any member auth', m(5, true), t(5), [3, 4, 5]],
    ['a root sets members below root', m(5), t(3), [3, 4]],
    ['a root cannot touch another root', m(5), t(5), []],
    ['an admin sets members to member only', m(4), t(3), [3]],
    ['an admin cannot touch a root', m(4), t(5), []],
    ['an admin cannot touch another admin', m(4), t(4), []],
    ['a member manages nobody', m(3), t(3), []],
    ['nobody changes the owner', m(5, true), t(5, owner), []],
    ['nobody changes themselves', m(5, true), t(4, 'me', 'me'), []],
  ])('%s', (_name, manager, target, auths) => {
    expect(assignableAuths(manager, target, owner)).toEqual(auths);
  });

  it.each([
    ['the owner kicks a root', m(5, true), t(5), true],
    ['an admin kicks a member', m(4), t(3), true],
    ['an admin cannot kick a root', m(4), t(5), false],
    ['nobody kicks the owner', m(5, true), t(5, owner), false],
    ['nobody kicks themselves', m(5, true), t(3, 'me', 'me'), false],
    ['a member kicks nobody', m(3), t(3), false],
  ])('%s', (_name, manager, target, allowed) => {
    expect(mayKick(manager, target, owner)).toBe(allowed);
  });
});
