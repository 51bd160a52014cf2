import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { useResource } from '../../../lib/use-resource';
import { getGroupProblem, getGroupProblemCases } from '../api/group-problems';
import { withoutPrefix } from '../group-problem-form';
import { formBackPath, type FormTarget } from '../hooks/use-problem-form';
import { emptyForm, fromDetail } from '../problem-form-model';
import { ProblemFormView } from './problem-form-view';

export interface GroupProblemFormPageProps {
  gid: number;
  /** The group's short name: the display id's prefix, shown before the input. */
  shortName: string;
  /** The problem being edited (its pid), absent when creating. */
  pid?: number | undefined;
}

/** Loads a group problem (with its cases) into the form, its display id without the prefix. */
function EditGroupProblem({ target }: { target: FormTarget & { pid: number; gid: number } }) {
  const { _ } = useLingui();
  const { pid, shortName = '' } = target;
  const loaded = useResource(`group-problem:${pid}`, async (signal) => {
    const [detail, cases] = await Promise.all([
      getGroupProblem(pid, signal),
      getGroupProblemCases(pid, signal),
    ]);
    return fromDetail({ ...detail, problemId: withoutPrefix(detail.problemId, shortName) }, cases);
  });
  if (loaded.data) return <ProblemFormView key={pid} initial={loaded.data} target={target} />;
  if (loaded.failed) return <EmptyState title={_('admin-problems.load-failed')} />;
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-6 text-primary-500" />
    </div>
  );
}

/**
 * /group/:groupID/problem/create and /group/:groupID/problem/:pid/edit: the site's problem form
 * for a group's own problem (short-name prefix, the group's tags, test data and checker
 * compile with the group's id, public or private in the group).
 */
export function GroupProblemFormPage({ gid, shortName, pid }: GroupProblemFormPageProps) {
  const { _ } = useLingui();
  const target = { gid, shortName, pid };
  return (
    <div className="space-y-4 p-4 sm:p-6">
      <div className="space-y-1">
        <Link
          to={formBackPath(target)}
          className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
        >
          <Icon name="arrow-left" className="size-4" />
          {_('group-problems.back-to-admin')}
        </Link>
        <h2 className="text-lg font-semibold text-slate-900">
          {_(pid === undefined ? 'group-problems.create-problem' : 'group-problems.edit')}
        </h2>
      </div>
      {pid === undefined ? (
        <ProblemFormView initial={emptyForm()} target={target} />
      ) : (
        <EditGroupProblem target={{ ...target, pid }} />
      )}
    </div>
  );
}
