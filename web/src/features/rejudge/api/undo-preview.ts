import { api } from '../../../lib/api-client';
import type { RejudgePreview } from './types';

/** `POST /api/admin/contest/rejudge-undo {previewId}`: the previous verdicts come back. */
export const undoPreview = (previewId: string) =>
  api.post<RejudgePreview>('/admin/contest/rejudge-undo', { previewId });
