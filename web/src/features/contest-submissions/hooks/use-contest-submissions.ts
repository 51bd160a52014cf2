import type { QueryValue } from '../../../lib/api-client';
import { getSubmissionDetail, type SubmissionRow } from '../../../lib/submission';
import { useLiveSubmissionPage } from '../../../lib/use-live-submission-page';
import { getContestSubmissions } from '../api/get-contest-submissions';

/** While the socket is down: each row's detail, which applies the contest's seal as the list does. */
const pollDetails = async (submitIds: number[], signal: AbortSignal) => {
  const found = await Promise.all(
    submitIds.map((submitId) =>
      getSubmissionDetail(submitId, { signal, silent: true }).then(
        ({ submission }) => submission,
        () => undefined,
      ),
    ),
  );
  const rows: Record<string, SubmissionRow | undefined> = {};
  for (const row of found) if (row) rows[row.submitId] = row;
  return rows;
};

/**
 * One page of contest submissions. Rows still Pending, Compiling or Judging follow their
 * verdict: pushed over the socket, polled only while it is down.
 */
export function useContestSubmissions(request: Record<string, QueryValue>) {
  return useLiveSubmissionPage(request, getContestSubmissions, pollDetails);
}
