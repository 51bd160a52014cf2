import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toast-store';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import {
  submissionFiltersFromQuery,
  submissionFiltersToQuery,
  submissionFiltersToRequest,
  type SubmissionFilters,
} from '../submission-query';
import { SubmissionFilterBar } from './submission-filters';
import { SubmissionResults } from './submission-results';
import { useSubmissionList } from '../hooks/use-submission-list';
import { groupPaths, SubmissionPathsContext } from '../submission-paths';

export interface SubmissionListPageProps {
  /**
   * A group's status tab (/group/:gid/status): the group's submissions, links to its own
   * detail and problem pages, drawn inside the group's card instead of a page of its own.
   */
  gid?: number;
}

/** /status: every visible submission, filters in the URL, live rows while judging. */
export function SubmissionListPage({ gid }: SubmissionListPageProps) {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const filters = submissionFiltersFromQuery(params);
  // Only-mine needs a user: signed out, the list shows everyone's until they sign in.
  const effective = filters.onlyMine && !loggedIn ? { ...filters, onlyMine: false } : filters;
  const list = useSubmissionList({
    ...submissionFiltersToRequest(effective),
    ...(gid === undefined ? {} : { gid }),
  });
  const paths = useMemo(() => (gid === undefined ? null : groupPaths(gid)), [gid]);

  const update = (patch: Partial<SubmissionFilters>) =>
    setParams(submissionFiltersToQuery({ ...filters, page: 1, ...patch }));
  const onOnlyMine = (value: boolean) => {
    if (value && !loggedIn) {
      toast.warning(_('server.login-first'));
      openAuthDialog('login');
      return;
    }
    update({ onlyMine: value, username: value ? '' : filters.username });
  };

  const Heading = paths ? 'h2' : 'h1';
  const body = (
    <>
      <div className="space-y-3 border-b border-slate-100 px-4 py-4 sm:px-5">
        <Heading className="text-xl font-semibold text-slate-900">
          {effective.onlyMine ? _('submission.my-title') : _('submission.title')}
        </Heading>
        <SubmissionFilterBar
          filters={effective}
          onChange={update}
          onOnlyMine={onOnlyMine}
          onRefresh={list.reload}
        />
      </div>
      <SubmissionResults
        list={list}
        page={filters.page}
        pageSize={filters.limit}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(limit) => update({ limit })}
      />
    </>
  );
  if (paths)
    return <SubmissionPathsContext.Provider value={paths}>{body}</SubmissionPathsContext.Provider>;
  return (
    <PageContainer>
      <Card className="overflow-hidden">{body}</Card>
    </PageContainer>
  );
}
