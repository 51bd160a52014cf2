import { api } from '../../../lib/api-client';
import type { Page, Training } from './types';

/** Spec 3 section 9: a group's lists are 10 a page. */
export const GROUP_TRAINING_PAGE_SIZE = 10;

/** `GET /api/group/get-training-list?gid`: the group's visible trainings with the viewer's progress. */
export const getGroupTrainingList = (gid: number, currentPage: number, signal?: AbortSignal) =>
  api.get<Page<Training>>('/group/get-training-list', {
    params: { gid, currentPage, limit: GROUP_TRAINING_PAGE_SIZE },
    silent: true,
    ...(signal ? { signal } : {}),
  });
