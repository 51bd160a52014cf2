import { describe, expect, it } from 'vitest';
import {
  canComment,
  canPostDiscussion,
  canSubmit,
  roleOfUserType,
  userTypes,
} from './user-type.policy.ts';

// type, role, submit, post a discussion, comment
const table = [
  [1000, 'root', true, true, true],
  [1001, 'admin', true, true, true],
  [1002, 'user', true, true, true],
  [1003, 'user', false, true, true],
  [1004, 'user', true, false, true],
  [1005, 'user', true, false, false],
  [1006, 'user', false, false, true],
  [1007, 'user', false, false, false],
  [1008, 'problem_admin', true, true, true],
] as const;

describe('user types', () => {
  it.each(table)('type %i is a %s: submit %s, discuss %s, comment %s', (type, role, s, d, c) => {
    const user = { role_id: type };
    expect(roleOfUserType(type)).toBe(role);
    expect([canSubmit(user), canPostDiscussion(user), canComment(user)]).toEqual([s, d, c]);
  });

  it('knows exactly the nine HOJ types', () => {
    expect(userTypes).toEqual(table.map(([type]) => type));
  });

  it('gives an unknown type the default user rights', () => {
    const user = { role_id: 4242 };
    expect([canSubmit(user), canPostDiscussion(user), canComment(user)]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
