import { api } from '../../../lib/api-client';
import type { TagGroup } from './types';

/** `GET /api/get-problem-tags-and-classification?oj=`: the tag panel's groups. */
export function getProblemTagsAndClassification(oj: string, signal?: AbortSignal) {
  return api.get<TagGroup[]>('/get-problem-tags-and-classification', {
    params: { oj },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
