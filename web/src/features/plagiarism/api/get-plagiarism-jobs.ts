import { api } from '../../../lib/api-client';
import type { JobSummary } from './types';

/** `GET /api/contest/plagiarism/jobs?cid`: the contest's checks, newest first. */
export const getPlagiarismJobs = (cid: number) =>
  api.get<JobSummary[]>('/contest/plagiarism/jobs', { params: { cid }, silent: true });
