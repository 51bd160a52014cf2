import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { userInfoAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PROBLEM_PAGE_SIZE, removeContestProblem } from '../api/contest-problems';
import type { ContestProblemRow } from '../api/types';
import { useContest } from '../hooks/use-contest';
import { useContestProblems } from '../hooks/use-contest-problems';
import { AddPublicProblemDialog } from './add-public-problem-dialog';
import { ContestHeader, ScopeBackButton } from './contest-header';
import { ContestScopeProvider } from './contest-scope-provider';
import { AddGroupProblemDialog } from './add-group-problem-dialog';
import { useContestScope } from '../contest-scope';
import { ContestProblemTable } from './contest-problem-table';
import { ProblemLookDialog } from './problem-look-dialog';

/** Who may remove a problem from a contest (server: contestProblemRemovers). */
const REMOVERS = ['root', 'problem_admin'];

/** The problems page in its scope. */
function ProblemsPage({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const scope = useContestScope();
  const phone = useMediaQuery(PHONE_QUERY);
  const roles = useAtomValue(userInfoAtom)?.roleList ?? [];
  const contest = useContest(cid);
  const list = useContestProblems(cid);
  const [editing, setEditing] = useState<ContestProblemRow | null>(null);
  const [adding, setAdding] = useState<'public' | 'group' | null>(null);
  const [removal, setRemoval] = useState<ContestProblemRow | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      await removeContestProblem(cid, removal.pid, scope.gid);
      toast.success(_('admin-contests.problem-removed'));
      setRemoval(null);
      if (list.rows.length === 1 && list.page > 1) list.goTo(list.page - 1);
      else list.reload();
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setRemoving(false);
    }
  };

  if (contest.failed)
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <ContestHeader heading={_('admin-contests.tab-problems')} cid={cid} />
        <EmptyState title={_('admin-contests.load-failed')} />
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <ContestHeader
        heading={_('admin-contests.tab-problems')}
        cid={cid}
        contestTitle={contest.data?.title}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{_('admin-contests.problems-intro')}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={scope.problemCreate(cid)}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-slate-400"
          >
            <Icon name="edit" className="size-4" />
            {_('admin-contests.create-problem')}
          </Link>
          <Button onClick={() => setAdding('public')}>
            <Icon name="plus" className="size-4" />
            {_('admin-contests.add-from-public')}
          </Button>
          {scope.gid !== null && (
            <Button variant="secondary" onClick={() => setAdding('group')}>
              <Icon name="plus" className="size-4" />
              {_('group-contests.add-from-group')}
            </Button>
          )}
          <ScopeBackButton />
        </div>
      </div>
      <Card className="overflow-hidden">
        <ContestProblemTable
          cid={cid}
          rows={list.rows}
          loading={list.loading}
          // A group contest's admins remove its problems; in the back office the server's roles.
          canRemove={scope.gid !== null || roles.some((r) => REMOVERS.includes(r))}
          onEdit={setEditing}
          onRemove={setRemoval}
        />
        {list.total > PROBLEM_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.page}
            pageSize={PROBLEM_PAGE_SIZE}
            onPageChange={list.goTo}
            small={phone}
          />
        )}
      </Card>
      {editing && (
        <ProblemLookDialog
          cid={cid}
          row={editing}
          taken={list.taken}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(_('admin-contests.problem-saved'));
            list.reload();
          }}
        />
      )}
      {adding === 'public' && (
        <AddPublicProblemDialog
          cid={cid}
          taken={list.taken}
          onClose={() => setAdding(null)}
          onSaved={() => {
            setAdding(null);
            toast.success(_('admin-contests.problem-added-toast'));
            list.reload();
          }}
        />
      )}
      {adding === 'group' && (
        <AddGroupProblemDialog
          cid={cid}
          taken={list.taken}
          onClose={() => setAdding(null)}
          onSaved={() => {
            setAdding(null);
            toast.success(_('admin-contests.problem-added-toast'));
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={_('admin-contests.problem-remove')}
        message={_('admin-contests.problem-remove-confirm', {
          id: removal?.displayId ?? '',
          title: removal?.displayTitle ?? '',
        })}
        confirmLabel={_('admin-contests.problem-remove')}
        danger
        loading={removing}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/**
 * /admin/contest/:contestId/problems: the contest's problems, their look, add and remove; with
 * `gid`, a group contest's (adding from the group's problems too).
 */
export function ContestProblemsPage({ cid, gid }: { cid: number; gid?: number | undefined }) {
  return (
    <ContestScopeProvider gid={gid}>
      <ProblemsPage cid={cid} />
    </ContestScopeProvider>
  );
}
