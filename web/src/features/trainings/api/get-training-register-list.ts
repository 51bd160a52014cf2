import { api } from '../../../lib/api-client';
import type { Page } from './types';

/** Who registered for a private training, and when. */
export interface TrainingRegistration {
  uid: string;
  username: string;
  realname?: string | null;
  nickname?: string | null;
  gmtCreate: string;
}

/** The record list's page size. */
export const TRAINING_RECORD_PAGE_SIZE = 20;

/**
 * `GET /api/admin/training/get-training-register-list?tid`: the members of a private training,
 * newest first (the training's admins only).
 */
export const getTrainingRegisterList = (
  q: { tid: number; currentPage: number },
  signal?: AbortSignal,
) =>
  api.get<Page<TrainingRegistration>>('/admin/training/get-training-register-list', {
    params: { tid: q.tid, currentPage: q.currentPage, limit: TRAINING_RECORD_PAGE_SIZE },
    silent: true,
    ...(signal ? { signal } : {}),
  });
