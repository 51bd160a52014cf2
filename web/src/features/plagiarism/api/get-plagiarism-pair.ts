import { api } from '../../../lib/api-client';
import type { PairDetail } from './types';

/** `GET /api/contest/plagiarism/pair?jobId&left&right`: both codes and matched fragments. */
export const getPlagiarismPair = (jobId: string, left: number, right: number) =>
  api.get<PairDetail>('/contest/plagiarism/pair', { params: { jobId, left, right } });
