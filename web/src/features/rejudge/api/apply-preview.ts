import { api } from '../../../lib/api-client';
import type { RejudgePreview } from './types';

/** `POST /api/admin/contest/rejudge-apply {previewId}`: every new verdict at once. */
export const applyPreview = (previewId: string) =>
  api.post<RejudgePreview>('/admin/contest/rejudge-apply', { previewId });
