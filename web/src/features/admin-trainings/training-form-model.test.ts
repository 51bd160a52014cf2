import { describe, expect, it } from 'vitest';
import {
  checkTraining,
  emptyTrainingForm,
  fromDto,
  parseRank,
  toDto,
  type TrainingForm,
} from './training-form-model';

const valid: TrainingForm = {
  ...emptyTrainingForm(2),
  title: 'Graphs',
  description: 'BFS and DFS',
};

describe('training form', () => {
  it('starts public, visible, ranked 1000', () => {
    expect(emptyTrainingForm()).toMatchObject({ rank: '1000', auth: 'Public', status: true });
  });

  it.each([
    ['0', 0],
    ['1000', 1000],
    [' 2147483647 ', 2147483647],
    ['2147483648', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['12345678901', null],
  ] as const)('reads the rank %j as %j', (text, rank) => {
    expect(parseRank(text)).toBe(rank);
  });

  it('accepts a complete form', () => {
    expect(checkTraining(valid)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    const errors = checkTraining({
      ...valid,
      title: ' ',
      description: '',
      rank: '2147483648',
      auth: 'Private',
      privatePwd: '',
      categoryId: null,
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['categoryId', 'description', 'privatePwd', 'rank', 'title'].sort(),
    );
  });

  it('sends the password of a private training only', () => {
    expect(toDto({ ...valid, privatePwd: 'x' }).training.privatePwd).toBeNull();
    const dto = toDto({ ...valid, auth: 'Private', privatePwd: 'secret', rank: '7' });
    expect(dto).toEqual({
      training: {
        title: 'Graphs',
        description: 'BFS and DFS',
        rank: 7,
        auth: 'Private',
        privatePwd: 'secret',
        status: true,
      },
      trainingCategory: { id: 2 },
    });
  });

  it('keeps the id and author of an edited training and reads it back', () => {
    const existing = {
      id: 5,
      title: 'Old',
      description: 'd',
      author: 'coach',
      auth: 'Private',
      privatePwd: 'pw',
      status: false,
      rank: 3,
    };
    const form = fromDto({
      training: existing,
      trainingCategory: { id: 4, name: 'X', color: '#f00' },
    });
    expect(form).toEqual({
      title: 'Old',
      description: 'd',
      rank: '3',
      auth: 'Private',
      privatePwd: 'pw',
      categoryId: 4,
      status: false,
    });
    expect(toDto(form, existing).training).toMatchObject({ id: 5, author: 'coach' });
  });
});
