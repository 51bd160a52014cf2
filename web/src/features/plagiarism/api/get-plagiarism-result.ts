import { api } from '../../../lib/api-client';
import type { JobResult } from './types';

/** `GET /api/contest/plagiarism/result?jobId`: the ranked pairs of a finished check. */
export const getPlagiarismResult = (jobId: string) =>
  api.get<JobResult>('/contest/plagiarism/result', { params: { jobId } });
