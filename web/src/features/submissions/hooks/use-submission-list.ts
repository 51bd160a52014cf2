import type { QueryValue } from '../../../lib/api-client';
import { useLiveSubmissionPage } from '../../../lib/use-live-submission-page';
import { checkSubmissionsStatus } from '../api/check-submissions-status';
import { getSubmissionList } from '../api/get-submission-list';

/**
 * One page of submissions; rows in progress follow their verdict over the socket, and
 * `check-submissions-status` is polled for them only while the socket is down.
 */
export function useSubmissionList(request: Record<string, QueryValue>, enabled = true) {
  return useLiveSubmissionPage(request, getSubmissionList, checkSubmissionsStatus, enabled);
}
