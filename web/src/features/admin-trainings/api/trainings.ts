import { api } from '../../../lib/api-client';
import type { AdminTraining, Page, TrainingDto } from './types';

/** The admin list's page size (the group's too: spec 3 section 9). */
export const TRAINING_PAGE_SIZE = 10;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * `GET /api/admin/training/get-training-list` (`keyword` matches the title), or a group's
 * `GET /api/group/get-admin-training-list?gid` (every training of the group, newest first).
 */
export const getTrainingList = (
  q: { currentPage: number; keyword: string },
  signal?: AbortSignal,
  gid?: number,
) =>
  gid === undefined
    ? api.get<Page<AdminTraining>>('/admin/training/get-training-list', {
        params: {
          currentPage: q.currentPage,
          limit: TRAINING_PAGE_SIZE,
          keyword: q.keyword || null,
        },
        ...withSignal(signal),
      })
    : api.get<Page<AdminTraining>>('/group/get-admin-training-list', {
        params: { gid, currentPage: q.currentPage, limit: TRAINING_PAGE_SIZE },
        ...withSignal(signal),
      });

/** `GET /api/admin/training?tid` (or a group's `/api/group/training`): it and its category. */
export const getTraining = (tid: number, signal?: AbortSignal, gid?: number) =>
  api.get<TrainingDto>(gid === undefined ? '/admin/training' : '/group/training', {
    params: { tid },
    ...withSignal(signal),
  });

/**
 * `POST` (new) or `PUT` (edit) `/api/admin/training`, or `/api/group/training` with the group
 * in the training (as HOJ's group form sends it); silent: the form shows refusals.
 */
export const saveTraining = (dto: TrainingDto, isNew: boolean, gid?: number) => {
  const path = gid === undefined ? '/admin/training' : '/group/training';
  const body = gid === undefined ? dto : { ...dto, training: { ...dto.training, gid } };
  return isNew
    ? api.post<null>(path, body, { silent: true })
    : api.put<null>(path, body, { silent: true });
};

/** `DELETE /api/admin/training?tid` (or the group's); a failure is toasted by the app shell. */
export const deleteTraining = (tid: number, gid?: number) =>
  api.delete<null>(gid === undefined ? '/admin/training' : '/group/training', {
    params: { tid },
  });

/** `PUT .../change-training-status?tid&status` (the site's also sends `author`); the caller toasts. */
export const changeTrainingStatus = (tid: number, author: string, status: boolean, gid?: number) =>
  gid === undefined
    ? api.put<null>('/admin/training/change-training-status', undefined, {
        params: { tid, author, status },
        silent: true,
      })
    : api.put<null>('/group/change-training-status', undefined, {
        params: { tid, status },
        silent: true,
      });
