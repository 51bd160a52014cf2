import { api } from '../../../lib/api-client';

/** `GET /api/get-random-problem`: the display id of a random public problem. */
export function getRandomProblem() {
  return api.get<{ problemId: string }>('/get-random-problem');
}
