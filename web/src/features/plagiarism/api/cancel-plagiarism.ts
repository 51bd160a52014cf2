import { api } from '../../../lib/api-client';
import type { JobSummary } from './types';

/** `POST /api/contest/plagiarism/cancel {jobId}`: stops a running check at its next yield. */
export const cancelPlagiarism = (jobId: string) =>
  api.post<JobSummary>('/contest/plagiarism/cancel', { jobId });
