import { api } from '../../../lib/api-client';

export interface ResultsPin {
  cid: number;
  /** The store position of the last event that changed the contest's results. */
  position: number;
  /** The event log's chain hash there (sha256, hex). */
  hash: string;
}

/** `GET /api/get-contest-results-hash`: an ended contest's results pinned in the event log. */
export const getContestResultsHash = (cid: number, signal?: AbortSignal) =>
  api.get<ResultsPin>('/get-contest-results-hash', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
