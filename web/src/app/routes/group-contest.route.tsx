import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import {
  ContestAnnouncementsPage,
  ContestFormPage,
  ContestProblemsPage,
  GroupContestAdminPage,
} from '../../features/admin-contests';
import { ProblemFormPage } from '../../features/admin-problems';
import { GroupContestList } from '../../features/contests';
import { useGroup } from '../../features/groups';

const button = 'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium shadow-sm';

/** A group contest admin page: group admins (level 4+) only, with the tab's padding. */
function AdminOnly({ children }: { children: (gid: number, level: number) => ReactNode }) {
  const { _ } = useLingui();
  const { group, level } = useGroup();
  if (level < 4)
    return (
      <EmptyState title={_('group-contests.admins-only')} icon="alert">
        <Link
          to={`/group/${group.id}/contest`}
          className="text-sm text-primary-600 hover:underline"
        >
          {_('group-contests.back-to-list')}
        </Link>
      </EmptyState>
    );
  return <div className="p-4 sm:p-5">{children(group.id, level)}</div>;
}

/** The contest id of the route, or null when it is not one. */
function useContestId() {
  const cid = Number(useParams().contestId);
  return Number.isInteger(cid) && cid > 0 ? cid : null;
}

/** /group/:groupID/contest: the contest cards; group admins also get Create and Contest Admin. */
export function GroupContestListRoute() {
  const { _ } = useLingui();
  const { group, level } = useGroup();
  const base = `/group/${group.id}/contest`;
  const actions =
    level >= 4 ? (
      <>
        <Link
          to={`${base}/create`}
          className={`${button} bg-primary-600 text-white hover:bg-primary-700`}
        >
          <Icon name="plus" className="size-4" />
          {_('group-contests.create')}
        </Link>
        <Link
          to={`${base}/admin`}
          className={`${button} bg-emerald-600 text-white hover:bg-emerald-700`}
        >
          <Icon name="settings" className="size-4" />
          {_('group-contests.admin')}
        </Link>
      </>
    ) : undefined;
  return <GroupContestList gid={group.id} actions={actions} />;
}

/** /group/:groupID/contest/admin: the group admins' contest list. */
export function GroupContestAdminRoute() {
  return (
    <AdminOnly>{(gid, level) => <GroupContestAdminPage gid={gid} root={level >= 5} />}</AdminOnly>
  );
}

/** /group/:groupID/contest/create and /group/:groupID/contest/:contestId/edit. */
export function GroupContestFormRoute() {
  const { contestId } = useParams();
  return (
    <AdminOnly>
      {(gid) => <ContestFormPage key={contestId ?? 'new'} contestId={contestId} gid={gid} />}
    </AdminOnly>
  );
}

/** /group/:groupID/contest/:contestId/problems: Create, Add From Public, Add From Group, Back. */
export function GroupContestProblemsRoute() {
  const cid = useContestId();
  return (
    <AdminOnly>
      {(gid) => (cid === null ? null : <ContestProblemsPage key={cid} cid={cid} gid={gid} />)}
    </AdminOnly>
  );
}

/** /group/:groupID/contest/:contestId/problem/create: a problem for this contest alone. */
export function GroupContestProblemFormRoute() {
  const { contestId } = useParams();
  return (
    <AdminOnly>
      {(gid) => <ProblemFormPage key={contestId} contestId={contestId} gid={gid} />}
    </AdminOnly>
  );
}

/** /group/:groupID/contest/:contestId/announcement: Create and Back. */
export function GroupContestAnnouncementRoute() {
  const cid = useContestId();
  return (
    <AdminOnly>
      {(gid) => (cid === null ? null : <ContestAnnouncementsPage key={cid} cid={cid} gid={gid} />)}
    </AdminOnly>
  );
}
