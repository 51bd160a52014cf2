import { describe, expect, it } from 'vitest';
import { activeGroupTab, visibleGroupTabs } from './group-context';

describe('group tabs', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['/member', 'member'],
    ['/member/apply', 'member'],
    ['/announcement', 'announcement'],
    ['/setting', null],
  ])('%s is the %s tab', (rest, tab) => expect(activeGroupTab(rest)).toBe(tab));

  it('shows members to members and announcements to admins', () => {
    expect(visibleGroupTabs(0)).toEqual(['']);
    expect(visibleGroupTabs(3)).toEqual(['', 'member']);
    expect(visibleGroupTabs(4)).toEqual(['', 'member', 'announcement']);
  });
});
