import { describe, expect, it } from 'vitest';
import {
  activeTrainingTab,
  isMenuDisabled,
  isTrainingAdmin,
  trainingPaths,
} from './training-context';

describe('training pages', () => {
  it('open the tab a path belongs to', () => {
    expect(activeTrainingTab('')).toBe('');
    expect(activeTrainingTab('/')).toBe('');
    expect(activeTrainingTab('/problems')).toBe('problems');
    expect(activeTrainingTab('/problem/P1001/full-screen')).toBe('problems');
    expect(activeTrainingTab('/rank')).toBe('rank');
    expect(activeTrainingTab('/records')).toBe('records');
    expect(activeTrainingTab('/elsewhere')).toBe('');
  });

  it('let the author and super admins administer a training', () => {
    const training = { author: 'coach' };
    expect(isTrainingAdmin(training, null)).toBe(false);
    expect(isTrainingAdmin(training, { username: 'coach' })).toBe(true);
    expect(isTrainingAdmin(training, { username: 'boss', roleList: ['root'] })).toBe(true);
    expect(isTrainingAdmin(training, { username: 'tom', roleList: ['admin'] })).toBe(false);
  });

  it('close a private training to non-members only', () => {
    expect(isMenuDisabled({ isAdmin: false, isPrivate: true, access: false })).toBe(true);
    expect(isMenuDisabled({ isAdmin: false, isPrivate: true, access: true })).toBe(false);
    expect(isMenuDisabled({ isAdmin: true, isPrivate: true, access: false })).toBe(false);
    expect(isMenuDisabled({ isAdmin: false, isPrivate: false, access: false })).toBe(false);
  });

  it('build the addresses of a training', () => {
    expect(trainingPaths(4).problem('A B')).toBe('/training/4/problem/A%20B');
    expect(trainingPaths(4).rank).toBe('/training/4/rank');
  });
});
