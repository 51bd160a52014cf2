import { api } from '../../../lib/api-client';
import type { RejudgePreview } from './types';

/** `GET /api/admin/contest/rejudge-preview?previewId`: the preview as it stands. */
export const getPreview = (previewId: string, signal?: AbortSignal) =>
  api.get<RejudgePreview>('/admin/contest/rejudge-preview', {
    params: { previewId },
    silent: true,
    ...(signal ? { signal } : {}),
  });
