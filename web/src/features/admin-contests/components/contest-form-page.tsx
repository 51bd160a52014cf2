import { useLingui } from '@lingui/react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { emptyForm, fromContest } from '../contest-form-model';
import { useContest } from '../hooks/use-contest';
import { ContestFormView } from './contest-form-view';
import { ContestScopeProvider } from './contest-scope-provider';
import { ContestHeader } from './contest-header';

const useAwardNames = (): [string, string, string] => {
  const { _ } = useLingui();
  return [
    _('admin-contests.award-gold'),
    _('admin-contests.award-silver'),
    _('admin-contests.award-bronze'),
  ];
};

/** /admin/contest/:contestId/edit: the stored contest in the form. */
function EditContest({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const names = useAwardNames();
  const contest = useContest(cid);
  return (
    <>
      <ContestHeader
        heading={_('admin-contests.edit')}
        cid={cid}
        contestTitle={contest.data?.title}
      />
      {contest.data ? (
        <ContestFormView
          key={contest.data.gmtModified}
          initial={fromContest(contest.data, names)}
          cid={cid}
        />
      ) : contest.failed ? (
        <EmptyState title={_('admin-contests.load-failed')} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-primary-500" />
        </div>
      )}
    </>
  );
}

/** The form page in its scope. */
function FormPage({ contestId }: { contestId?: string | undefined }) {
  const { _ } = useLingui();
  const names = useAwardNames();
  const cid = contestId === undefined ? undefined : Number(contestId);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      {cid === undefined ? (
        <>
          <ContestHeader heading={_('admin-contests.create')} />
          <ContestFormView initial={emptyForm(names)} />
        </>
      ) : Number.isInteger(cid) && cid > 0 ? (
        <EditContest cid={cid} />
      ) : (
        <EmptyState title={_('admin-contests.load-failed')} />
      )}
    </div>
  );
}

/**
 * /admin/contest/create (no id) and /admin/contest/:contestId/edit; with `gid`, a group's
 * contest form (/group/:groupID/contest/create and .../:contestId/edit).
 */
export function ContestFormPage({
  contestId,
  gid,
}: {
  contestId?: string | undefined;
  gid?: number | undefined;
}) {
  return (
    <ContestScopeProvider gid={gid}>
      <FormPage contestId={contestId} />
    </ContestScopeProvider>
  );
}
