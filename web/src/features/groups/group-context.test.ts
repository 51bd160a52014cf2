import { describe, expect, it } from 'vitest';
import { activeGroupTab, visibleGroupTabs } from './group-context';

describe('group tabs', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['/member', 'member'],
    ['/member/apply', 'member'],
    ['/announcement', 'announcement'],
    ['/setting', 'setting'],
    ['/problem/create', 'problem'],
    ['/problem/algo1-1001', 'problem'],
    ['/training/3/rank', 'training'],
    ['/contest/edit/4', 'contest'],
    ['/submission-detail/12', 'status'],
    ['/discussion-detail/5', 'discussion'],
    ['/nowhere', null],
  ])('%s is the %s tab', (rest, tab) => expect(activeGroupTab(rest)).toBe(tab));

  it('shows announcements to admins, settings to roots and discussions with the switch', () => {
    const work = ['', 'problem', 'training', 'contest', 'status'];
    expect(visibleGroupTabs(0)).toEqual([...work, 'member', 'rank']);
    expect(visibleGroupTabs(3)).toEqual([...work, 'member', 'rank']);
    expect(visibleGroupTabs(4)).toEqual([...work, 'member', 'announcement', 'rank']);
    expect(visibleGroupTabs(5, true)).toEqual([
      ...work,
      'discussion',
      'member',
      'announcement',
      'setting',
      'rank',
    ]);
  });
});
