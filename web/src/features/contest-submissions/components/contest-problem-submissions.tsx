import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { contestFiltersToRequest } from '../contest-submission-query';
import { useContestSubmissions } from '../hooks/use-contest-submissions';
import { ContestSubmissionTable } from './contest-submission-table';

/** Spec section 9: the problem page's submission list shows 10 a page. */
const PAGE_SIZE = 10;

export interface ContestProblemSubmissionsProps {
  cid: number;
  /** The contest's display id of the problem. */
  problemId: string;
}

/** The contest problem page's "My Submissions" tab: the user's runs on it, live. */
export function ContestProblemSubmissions({ cid, problemId }: ContestProblemSubmissionsProps) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const filters = { onlyMine: true, problemID: problemId, username: '', status: null, page };
  const list = useContestSubmissions(contestFiltersToRequest(cid, filters, PAGE_SIZE));
  return (
    <div className="-mx-4 space-y-2 sm:-mx-5">
      <div className="flex justify-end px-4 sm:px-5">
        <Link
          to={`/contest/${cid}/submissions?onlyMine=true&problemID=${encodeURIComponent(problemId)}`}
          className="text-sm text-primary-600 hover:underline"
        >
          {_('contest-submissions.open-tab')}
        </Link>
      </div>
      <ContestSubmissionTable cid={cid} rows={list.rows ?? []} loading={list.loading} compact />
      {list.total > PAGE_SIZE && (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pagination total={list.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
        </div>
      )}
    </div>
  );
}
