import { api } from '../../../lib/api-client';
import type { JobSummary } from './types';

/** `POST /api/contest/plagiarism/start {cid, pid?}`: starts a check (no pid: every problem). */
export const startPlagiarism = (cid: number, pid: number | null) =>
  api.post<JobSummary>('/contest/plagiarism/start', pid === null ? { cid } : { cid, pid });
