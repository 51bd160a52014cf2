import { api } from '../../../lib/api-client';
import type { AcRecord, DeskPage } from './types';

/** `GET /api/get-contest-ac-info?cid&currentPage&limit` (contest admins). */
export const getContestAcInfo = (
  cid: number,
  currentPage: number,
  limit: number,
  signal?: AbortSignal,
) =>
  api.get<DeskPage<AcRecord>>('/get-contest-ac-info', {
    params: { cid, currentPage, limit },
    silent: true,
    ...(signal ? { signal } : {}),
  });
