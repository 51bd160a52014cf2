import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { useResource } from '../../../lib/use-resource';
import { getContestProblem } from '../api/contest-problem';
import { getProblem, getProblemCases } from '../api/problems';
import { emptyForm, fromDetail } from '../problem-form-model';
import { ProblemFormView } from './problem-form-view';
import { formBackPath } from '../hooks/use-problem-form';

/** Loads a stored problem (with its cases) into the form. */
function EditProblem({ pid, cid }: { pid: number; cid?: number | undefined }) {
  const { _ } = useLingui();
  const loaded = useResource(`${cid ?? ''}:${pid}`, async (signal) => {
    const [detail, cases] = await Promise.all([
      cid === undefined ? getProblem(pid, signal) : getContestProblem(cid, pid, signal),
      getProblemCases(pid, signal),
    ]);
    return fromDetail(detail, cases);
  });
  if (loaded.data) return <ProblemFormView key={pid} initial={loaded.data} target={{ pid, cid }} />;
  if (loaded.failed) return <EmptyState title={_('admin-problems.load-failed')} />;
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-6 text-primary-500" />
    </div>
  );
}

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /admin/problem/create, /admin/problem/edit/:id and the contest-only variants
 * (/admin/contest/:contestId/problem/create, .../problem/:problemId/edit).
 */
export function ProblemFormPage(p: {
  problemId?: string | undefined;
  contestId?: string | undefined;
  /** A group contest's new problem (/group/:groupID/contest/:contestId/problem/create). */
  gid?: number | undefined;
}) {
  const { _ } = useLingui();
  const cid = p.contestId === undefined ? undefined : idOf(p.contestId);
  const pid = p.problemId === undefined ? undefined : idOf(p.problemId);
  const editing = p.problemId !== undefined;
  const back = formBackPath({ cid: cid ?? undefined, gid: p.gid });
  const heading = cid
    ? _(editing ? 'admin-problems.edit-contest-problem' : 'admin-problems.create-contest-problem', {
        cid,
      })
    : _(editing ? 'admin-problems.edit' : 'admin-problems.create');
  const bad = cid === null || pid === null;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="space-y-1">
        <Link
          to={back}
          className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
        >
          <Icon name="arrow-left" className="size-4" />
          {_(cid ? 'admin-problems.back-to-contest' : 'admin-problems.back-to-list')}
        </Link>
        <h1 className="text-xl font-semibold text-slate-900">{heading}</h1>
      </div>
      {bad ? (
        <EmptyState title={_('admin-problems.load-failed')} />
      ) : pid !== undefined ? (
        <EditProblem pid={pid} cid={cid} />
      ) : (
        <ProblemFormView initial={emptyForm()} target={{ cid, gid: p.gid }} />
      )}
    </div>
  );
}
