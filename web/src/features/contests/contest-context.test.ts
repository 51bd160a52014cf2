import { describe, expect, it } from 'vitest';
import { activeTabPath, isMenuDisabled, type ContestTab } from './contest-context';

const tabs: ContestTab[] = [
  { path: '', labelId: 'o', icon: 'home' },
  { path: 'problems', labelId: 'p', icon: 'list', alsoFor: ['problem'] },
  { path: 'announcements', labelId: 'a', icon: 'bell' },
];

describe('contest menu', () => {
  it('closes for non-admins while scheduled, and for private contests without access', () => {
    const user = { isAdmin: false, access: false };
    expect(isMenuDisabled({ ...user, status: -1, auth: 0 })).toBe(true);
    expect(isMenuDisabled({ ...user, status: 0, auth: 0 })).toBe(false);
    expect(isMenuDisabled({ ...user, status: 0, auth: 1 })).toBe(true);
    expect(isMenuDisabled({ ...user, status: 0, auth: 1, access: true })).toBe(false);
    // Protected contests may be looked at; the password is for submitting.
    expect(isMenuDisabled({ ...user, status: 0, auth: 2 })).toBe(false);
    expect(isMenuDisabled({ ...user, status: 1, auth: 2 })).toBe(false);
    expect(isMenuDisabled({ isAdmin: true, access: false, status: -1, auth: 1 })).toBe(false);
  });

  it('finds the tab of a path, the problems tab for a problem page', () => {
    expect(activeTabPath(tabs, '')).toBe('');
    expect(activeTabPath(tabs, '/')).toBe('');
    expect(activeTabPath(tabs, '/problems')).toBe('problems');
    expect(activeTabPath(tabs, '/problem/A')).toBe('problems');
    expect(activeTabPath(tabs, '/announcements')).toBe('announcements');
    expect(activeTabPath(tabs, '/rank')).toBe('');
  });
});
