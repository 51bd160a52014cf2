import { describe, expect, it } from 'vitest';
import { groupContestScope, siteContestScope } from './contest-scope';

describe('contest admin scopes', () => {
  it('keeps the back office pages under /admin/contest', () => {
    const s = siteContestScope;
    expect([s.gid, s.list, s.create, s.page(4, 'problems'), s.problemCreate(4)]).toEqual([
      null,
      '/admin/contest',
      '/admin/contest/create',
      '/admin/contest/4/problems',
      '/admin/contest/4/problem/create',
    ]);
    expect(s.problemEdit?.(4, 9)).toBe('/admin/contest/4/problem/9/edit');
  });

  it("puts a group's pages under its contest tab, where problems are not edited", () => {
    const s = groupContestScope(12);
    expect([s.gid, s.list, s.create, s.page(4, 'announcement'), s.problemCreate(4)]).toEqual([
      12,
      '/group/12/contest/admin',
      '/group/12/contest/create',
      '/group/12/contest/4/announcement',
      '/group/12/contest/4/problem/create',
    ]);
    expect(s.problemEdit).toBeNull();
  });
});
