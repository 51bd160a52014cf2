import { api } from '../../../lib/api-client';
import type { RejudgePreview } from './types';

/** `POST /api/admin/contest/rejudge-preview {cid, pid}`: judges a contest problem into a preview. */
export const requestPreview = (cid: number, pid: number) =>
  api.post<RejudgePreview>('/admin/contest/rejudge-preview', { cid, pid });
