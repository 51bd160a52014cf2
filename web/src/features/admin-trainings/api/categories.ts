import { api } from '../../../lib/api-client';
import type { TrainingCategory } from './types';

/** `GET /api/get-training-category`: every category (the admin pages use the public list). */
export const getCategories = (signal?: AbortSignal) =>
  api.get<TrainingCategory[]>('/get-training-category', { ...(signal ? { signal } : {}) });

/** `POST` (new, answers it) or `PUT` (edit) `/api/admin/training/category`. */
export const saveCategory = (category: { id?: number; name: string; color: string }) =>
  category.id === undefined
    ? api.post<TrainingCategory>('/admin/training/category', category, { silent: true })
    : api.put<null>('/admin/training/category', category, { silent: true });

/** `DELETE /api/admin/training/category?cid`; a failure is toasted by the app shell. */
export const deleteCategory = (cid: number) =>
  api.delete<null>('/admin/training/category', { params: { cid } });
