import { describe, expect, it } from 'vitest';
import { checkCategory, isHexColor } from './category-model';

describe('training category form', () => {
  it.each([
    ['#409eff', true],
    ['#ABCDEF', true],
    [' #000000 ', true],
    ['#fff', false],
    ['409eff', false],
    ['#12345g', false],
    ['red', false],
  ] as const)('reads %j as a colour: %s', (value, ok) => {
    expect(isHexColor(value)).toBe(ok);
  });

  it('needs a name and a colour', () => {
    expect(checkCategory({ name: 'Basics', color: '#409eff' })).toEqual({});
    expect(checkCategory({ name: '  ', color: 'blue' })).toEqual({
      name: 'admin-trainings.category-name-required',
      color: 'admin-trainings.category-color-invalid',
    });
    expect(checkCategory({ name: 'x'.repeat(256), color: '#000000' }).name).toBe(
      'admin-trainings.category-name-too-long',
    );
  });
});
