import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { cn } from '../../lib/cn';
import { GroupProblemAdmin, GroupProblemFormPage } from '../../features/admin-problems';
import { useGroup } from '../../features/groups';
import { JudgePanel } from '../../features/judge-panel';
import { ProblemDetailPage, type ProblemEditorContext } from '../../features/problem-detail';
import { GroupProblemListPage } from '../../features/problem-list';
import { ProblemSubmissions } from '../../features/submissions';

const button = 'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium shadow-sm';

/** The group admins' buttons (spec 3 section 2.5): Create and the "Problem Admin" toggle. */
function AdminBar({ gid, admin }: { gid: number; admin: boolean }) {
  const { _ } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 border-b border-slate-100 px-4 py-3">
      <Link
        to={`/group/${gid}/problem/create`}
        className={cn(button, 'bg-primary-600 text-white hover:bg-primary-700')}
      >
        <Icon name="plus" className="size-4" />
        {_('group-problems.create')}
      </Link>
      <Link
        to={admin ? `/group/${gid}/problem` : `/group/${gid}/problem/admin`}
        aria-pressed={admin}
        className={cn(
          button,
          admin
            ? 'bg-emerald-700 text-white ring-2 ring-emerald-300 hover:bg-emerald-800'
            : 'bg-emerald-600 text-white hover:bg-emerald-700',
        )}
      >
        <Icon name="settings" className="size-4" />
        {_('group-problems.admin')}
      </Link>
    </div>
  );
}

/** Group admins' pages (level 4+, the super admin included); the server checks each call. */
function AdminOnly({ children }: { children: (gid: number, shortName: string) => ReactNode }) {
  const { _ } = useLingui();
  const { group, level } = useGroup();
  if (level < 4)
    return (
      <EmptyState title={_('group-problems.admins-only')} icon="alert">
        <Link
          to={`/group/${group.id}/problem`}
          className="text-sm text-primary-600 hover:underline"
        >
          {_('problem.back-to-list')}
        </Link>
      </EmptyState>
    );
  return <>{children(group.id, group.shortName)}</>;
}

/** /group/:groupID/problem: the members' list; admins also get Create and Problem Admin. */
export function GroupProblemListRoute() {
  const { group, level } = useGroup();
  return (
    <>
      {level >= 4 && <AdminBar gid={group.id} admin={false} />}
      <GroupProblemListPage gid={group.id} />
    </>
  );
}

/** /group/:groupID/problem/admin: every problem of the group with the admin actions. */
export function GroupProblemAdminRoute() {
  return (
    <AdminOnly>
      {(gid) => (
        <>
          <AdminBar gid={gid} admin />
          <div className="p-3 sm:p-4">
            <GroupProblemAdmin gid={gid} />
          </div>
        </>
      )}
    </AdminOnly>
  );
}

export function GroupProblemCreateRoute() {
  return (
    <AdminOnly>
      {(gid, shortName) => <GroupProblemFormPage gid={gid} shortName={shortName} />}
    </AdminOnly>
  );
}

/** /group/:groupID/problem/:pid/edit (a new form per problem). */
export function GroupProblemEditRoute() {
  const { pid = '' } = useParams();
  const id = Number(pid);
  return (
    <AdminOnly>
      {(gid, shortName) => (
        <GroupProblemFormPage key={pid} gid={gid} shortName={shortName} pid={id > 0 ? id : -1} />
      )}
    </AdminOnly>
  );
}

/** A group's problem page, inside the group layout or full screen; submits with the group. */
function GroupProblemPage({ gid, focus }: { gid: number; focus: boolean }) {
  const { problemID = '' } = useParams();
  const editor = ({ info, examples, failed, solved, onJudged }: ProblemEditorContext) => (
    <JudgePanel
      problem={
        info && {
          pid: info.problem.id,
          problemId: info.problem.problemId,
          languages: info.languages,
          codeTemplate: info.codeTemplate,
          examples,
        }
      }
      gid={gid}
      failed={failed}
      solved={solved}
      onJudged={onJudged}
    />
  );
  return (
    <ProblemDetailPage
      key={problemID}
      problemId={problemID}
      gid={gid}
      focus={focus}
      renderEditor={editor}
      renderMySubmissions={(problemId) => <ProblemSubmissions problemId={problemId} gid={gid} />}
    />
  );
}

/** /group/:groupID/problem/:problemID (the problem's display id). */
export function GroupProblemDetailRoute() {
  const { group } = useGroup();
  return <GroupProblemPage gid={group.id} focus={false} />;
}

/** /group/:groupID/problem/:problemID/full-screen: outside the group layout; the server checks. */
export function GroupProblemFullScreenRoute() {
  const { groupID = '' } = useParams();
  return <GroupProblemPage gid={Number(groupID) || 0} focus />;
}
