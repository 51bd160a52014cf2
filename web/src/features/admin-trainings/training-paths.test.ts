import { describe, expect, it } from 'vitest';
import { adminTrainingPaths } from './training-paths';

describe('admin training addresses', () => {
  it('are the back office’s for site trainings', () => {
    const site = adminTrainingPaths();
    expect(site.list).toBe('/admin/training');
    expect(site.problems(3)).toBe('/admin/training/3/problems');
    expect(site.view(3)).toBe('/training/3');
  });

  it('stay in the group’s Training tab for a group’s', () => {
    const group = adminTrainingPaths(7);
    expect(group.list).toBe('/group/7/training/admin');
    expect(group.create).toBe('/group/7/training/create');
    expect(group.edit(3)).toBe('/group/7/training/3/edit');
    expect(group.problems(3)).toBe('/group/7/training/3/admin-problems');
    expect(group.view(3)).toBe('/group/7/training/3');
  });
});
