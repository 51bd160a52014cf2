import { describe, expect, it } from 'vitest';
import { toGroupProblemBody, withoutPrefix } from './group-problem-form';
import { emptyForm } from './problem-form-model';

describe('the group problem form', () => {
  it("strips the group's short name (any case) from a stored display id, only as a prefix", () => {
    expect(withoutPrefix('class1001', 'class')).toBe('1001');
    expect(withoutPrefix('CLASS1001', 'class')).toBe('1001');
    expect(withoutPrefix('other1001', 'class')).toBe('other1001');
  });

  it('sends the group inside the problem and the typed id without the prefix', () => {
    const body = toGroupProblemBody({ ...emptyForm(), problemId: ' 1001 ', title: 'T' }, 7, 42);
    expect(body.problem).toMatchObject({ id: 42, problemId: '1001', gid: 7, title: 'T' });
  });
});
