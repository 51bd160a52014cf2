import type { AdminTraining, TrainingDto } from './api/types';

/** Spec 3 sections 3.5 and 5: a training's rank is 0..2147483647, 1000 by default. */
export const RANK_MAX = 2147483647;
export const DEFAULT_RANK = 1000;
export const TITLE_MAX = 255;

/** The training form as typed (the rank stays text until saved). */
export interface TrainingForm {
  title: string;
  description: string;
  rank: string;
  auth: 'Public' | 'Private';
  privatePwd: string;
  categoryId: number | null;
  /** Visible in the public list. */
  status: boolean;
}

export type TrainingField = 'title' | 'description' | 'rank' | 'privatePwd' | 'categoryId';

export const emptyTrainingForm = (categoryId: number | null = null): TrainingForm => ({
  title: '',
  description: '',
  rank: String(DEFAULT_RANK),
  auth: 'Public',
  privatePwd: '',
  categoryId,
  status: true,
});

export function fromDto(dto: TrainingDto): TrainingForm {
  const t = dto.training;
  return {
    title: t.title,
    description: t.description,
    rank: String(t.rank),
    auth: t.auth === 'Private' ? 'Private' : 'Public',
    privatePwd: t.privatePwd ?? '',
    categoryId: dto.trainingCategory.id ?? null,
    status: t.status,
  };
}

/** The rank as a number, or null when it is not a whole number in 0..2147483647. */
export function parseRank(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= RANK_MAX ? n : null;
}

/**
 * Spec 3 section 5: rank in 0..2147483647; title, description and category required; a
 * password when Private. Answers message ids by field.
 */
export function checkTraining(form: TrainingForm): Partial<Record<TrainingField, string>> {
  const errors: Partial<Record<TrainingField, string>> = {};
  if (form.title.trim() === '') errors.title = 'admin-trainings.title-required';
  else if (form.title.trim().length > TITLE_MAX) errors.title = 'admin-trainings.title-too-long';
  if (form.description.trim() === '') errors.description = 'admin-trainings.description-required';
  if (parseRank(form.rank) === null) errors.rank = 'admin-trainings.rank-range';
  if (form.auth === 'Private' && form.privatePwd === '')
    errors.privatePwd = 'admin-trainings.password-required';
  if (form.categoryId === null) errors.categoryId = 'admin-trainings.category-required';
  return errors;
}

/** The body of POST/PUT /api/admin/training; a public training keeps no password. */
export function toDto(form: TrainingForm, existing?: AdminTraining): TrainingDto {
  return {
    training: {
      ...(existing ? { id: existing.id, author: existing.author } : {}),
      title: form.title.trim(),
      description: form.description,
      rank: parseRank(form.rank) ?? DEFAULT_RANK,
      auth: form.auth,
      privatePwd: form.auth === 'Private' ? form.privatePwd : null,
      status: form.status,
    },
    trainingCategory: { id: form.categoryId ?? 0 },
  };
}
