import { api } from '../../../lib/api-client';
import type { AdminTraining, Page, TrainingDto } from './types';

/** The admin list's page size. */
export const TRAINING_PAGE_SIZE = 10;

/** `GET /api/admin/training/get-training-list`: `keyword` matches the title. */
export const getTrainingList = (
  q: { currentPage: number; keyword: string },
  signal?: AbortSignal,
) =>
  api.get<Page<AdminTraining>>('/admin/training/get-training-list', {
    params: { currentPage: q.currentPage, limit: TRAINING_PAGE_SIZE, keyword: q.keyword || null },
    ...(signal ? { signal } : {}),
  });

/** `GET /api/admin/training?tid`: the training with its category. */
export const getTraining = (tid: number, signal?: AbortSignal) =>
  api.get<TrainingDto>('/admin/training', { params: { tid }, ...(signal ? { signal } : {}) });

/** `POST` (new) or `PUT` (edit) `/api/admin/training`; silent: the form shows refusals. */
export const saveTraining = (dto: TrainingDto, isNew: boolean) =>
  isNew
    ? api.post<null>('/admin/training', dto, { silent: true })
    : api.put<null>('/admin/training', dto, { silent: true });

/** `DELETE /api/admin/training?tid` (root); a failure is toasted by the app shell. */
export const deleteTraining = (tid: number) =>
  api.delete<null>('/admin/training', { params: { tid } });

/** `PUT /api/admin/training/change-training-status?tid&author&status`; the caller toasts. */
export const changeTrainingStatus = (tid: number, author: string, status: boolean) =>
  api.put<null>('/admin/training/change-training-status', undefined, {
    params: { tid, author, status },
    silent: true,
  });
