import { describe, expect, it } from 'vitest';
import { checkApply, checkGroupForm } from './group-form';

const valid = {
  name: 'Class 2026',
  shortName: 'cls26',
  brief: 'A class',
  code: 'abc123',
  description: 'Our class group',
  auth: 3 as const,
};

describe('group form checks', () => {
  it('accepts a valid form', () => expect(checkGroupForm(valid)).toEqual({}));

  it('flags lengths outside the limits', () => {
    const errors = checkGroupForm({ ...valid, name: 'abcd', shortName: 'x'.repeat(11) });
    expect(Object.keys(errors).sort()).toEqual(['name', 'shortName']);
  });

  it('needs a 6-character code unless public', () => {
    expect(checkGroupForm({ ...valid, code: '123' }).code).toBeDefined();
    expect(checkGroupForm({ ...valid, auth: 1, code: '' }).code).toBeUndefined();
  });

  it('asks a reason unless public, and the code only for private groups', () => {
    expect(checkApply(1, '', '')).toEqual({});
    expect(Object.keys(checkApply(2, 'no', ''))).toEqual(['reason']);
    expect(Object.keys(checkApply(3, 'please let me in', '12'))).toEqual(['code']);
  });
});
