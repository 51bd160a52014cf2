import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SubmissionResults } from './submission-results';
import { useSubmissionList } from '../hooks/use-submission-list';

const PAGE_SIZE = 10;

/**
 * The problem page's "My Submissions" tab: the user's submissions on one problem, 10 a page;
 * with `gid` the ones made in that group (a group's own problem), linked to its status tab.
 */
export function ProblemSubmissions({ problemId, gid }: { problemId: string; gid?: number }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const list = useSubmissionList({
    problemID: problemId,
    completeProblemID: true,
    onlyMine: true,
    ...(gid === undefined ? {} : { gid }),
    limit: PAGE_SIZE,
    currentPage: page,
  });
  return (
    <div className="-mx-4 space-y-2 sm:-mx-5">
      <div className="flex justify-end px-4 sm:px-5">
        <Link
          to={`${gid === undefined ? '' : `/group/${gid}`}/status?onlyMine=true&problemID=${encodeURIComponent(problemId)}&completeProblemID=true`}
          className="text-sm text-primary-600 hover:underline"
        >
          {_('submission.open-in-status')}
        </Link>
      </div>
      <SubmissionResults
        list={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        compact
      />
    </div>
  );
}
