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

  it('take the server’s answer when it gives one (a group root administers its group’s)', () => {
    const groupTraining = { author: 'coach', isTrainingAdmin: true };
    expect(isTrainingAdmin(groupTraining, { username: 'head' })).toBe(true);
    expect(
      isTrainingAdmin({ author: 'coach', isTrainingAdmin: false }, { username: 'coach' }),
    ).toBe(false);
    expect(isTrainingAdmin(groupTraining, null)).toBe(false);
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
    expect(trainingPaths(4).status('amy', 'P1')).toBe('/status?username=amy&problemID=P1');
  });

  it('keep a group training’s addresses under its group', () => {
    const paths = trainingPaths(4, 9);
    expect(paths.list).toBe('/group/9/training');
    expect(paths.home).toBe('/group/9/training/4');
    expect(paths.problem('g1')).toBe('/group/9/training/4/problem/g1');
    expect(paths.status('amy')).toBe('/group/9/status?username=amy&status=0');
  });
});
