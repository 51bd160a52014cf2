import { api } from '../../../lib/api-client';
import type { JobSummary } from './types';

/** `GET /api/contest/plagiarism/status?jobId`: state and progress; silent, it is polled. */
export const getPlagiarismStatus = (jobId: string) =>
  api.get<JobSummary>('/contest/plagiarism/status', { params: { jobId }, silent: true });
