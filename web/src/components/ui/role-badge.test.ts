import { describe, expect, it } from 'vitest';
import { roleBadgeOf } from './role-badge';

describe('roleBadgeOf', () => {
  it('badges root SPA and admin ADM, nobody else', () => {
    expect(roleBadgeOf('root')).toBe('SPA');
    expect(roleBadgeOf('admin')).toBe('ADM');
    expect(roleBadgeOf('problem_admin')).toBeNull();
    expect(roleBadgeOf('user')).toBeNull();
    expect(roleBadgeOf(null)).toBeNull();
  });
});
