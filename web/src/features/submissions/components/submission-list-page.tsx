import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
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

/** /status: every visible submission, filters in the URL, live rows while judging. */
export function SubmissionListPage() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const filters = submissionFiltersFromQuery(params);
  // Only-mine needs a user: signed out, the list shows everyone's until they sign in.
  const effective = filters.onlyMine && !loggedIn ? { ...filters, onlyMine: false } : filters;
  const list = useSubmissionList(submissionFiltersToRequest(effective));

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

  return (
    <PageContainer>
      <Card className="overflow-hidden">
        <div className="space-y-3 border-b border-slate-100 px-4 py-4 sm:px-5">
          <h1 className="text-xl font-semibold text-slate-900">
            {effective.onlyMine ? _('submission.my-title') : _('submission.title')}
          </h1>
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
      </Card>
    </PageContainer>
  );
}
