import { api } from '../../../lib/api-client';
import type { DeskPage, PrintRecord } from './types';

/** `GET /api/get-contest-print?cid&currentPage&limit` (contest admins), newest first. */
export const getContestPrint = (
  cid: number,
  currentPage: number,
  limit: number,
  signal?: AbortSignal,
) =>
  api.get<DeskPage<PrintRecord>>('/get-contest-print', {
    params: { cid, currentPage, limit },
    silent: true,
    ...(signal ? { signal } : {}),
  });
