import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { cn } from '../../lib/cn';
import { userInfoAtom } from '../../lib/session';
import {
  adminTrainingPaths,
  GroupTrainingAdminList,
  TrainingFormPage,
  TrainingProblemsPage,
  type AdminTraining,
} from '../../features/admin-trainings';
import { useGroup } from '../../features/groups';
import { GroupTrainingList, TrainingLayout } from '../../features/trainings';

const button = 'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium shadow-sm';

/** The group admins' buttons (spec 3 section 2.6): Create and the "Training Admin" toggle. */
function AdminBar({ gid, admin }: { gid: number; admin: boolean }) {
  const { _ } = useLingui();
  const paths = adminTrainingPaths(gid);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 border-b border-slate-100 px-4 py-3">
      <Link
        to={paths.create}
        className={cn(button, 'bg-primary-600 text-white hover:bg-primary-700')}
      >
        <Icon name="plus" className="size-4" />
        {_('group-trainings.create')}
      </Link>
      <Link
        to={admin ? `/group/${gid}/training` : paths.list}
        aria-pressed={admin}
        className={cn(
          button,
          admin
            ? 'bg-emerald-700 text-white ring-2 ring-emerald-300 hover:bg-emerald-800'
            : 'bg-emerald-600 text-white hover:bg-emerald-700',
        )}
      >
        <Icon name="settings" className="size-4" />
        {_('group-trainings.admin')}
      </Link>
    </div>
  );
}

/** /group/:groupID/training: the group's trainings; its admins also get Create and Training Admin. */
export function GroupTrainingListRoute() {
  const { group, level } = useGroup();
  return (
    <>
      {level >= 4 && <AdminBar gid={group.id} admin={false} />}
      <GroupTrainingList gid={group.id} />
    </>
  );
}

/** A group training admin page: group admins (level 4+) only; the server checks each call. */
function AdminOnly({ children }: { children: (gid: number, level: number) => ReactNode }) {
  const { _ } = useLingui();
  const { group, level } = useGroup();
  if (level < 4)
    return (
      <EmptyState title={_('group-trainings.admins-only')} icon="alert">
        <Link
          to={`/group/${group.id}/training`}
          className="text-sm text-primary-600 hover:underline"
        >
          {_('training.back-to-list')}
        </Link>
      </EmptyState>
    );
  return <>{children(group.id, level)}</>;
}

/** /group/:groupID/training/admin: every training of the group with the admin actions. */
export function GroupTrainingAdminRoute() {
  const user = useAtomValue(userInfoAtom);
  // Spec 3 section 6: the group root administers every group training, other admins their own.
  const canManage = (level: number) => (row: AdminTraining) =>
    level >= 5 || row.author === user?.username;
  return (
    <AdminOnly>
      {(gid, level) => (
        <>
          <AdminBar gid={gid} admin />
          <GroupTrainingAdminList gid={gid} canManage={canManage(level)} />
        </>
      )}
    </AdminOnly>
  );
}

/** /group/:groupID/training/create and /group/:groupID/training/:trainingID/edit. */
export function GroupTrainingFormRoute() {
  const { trainingID } = useParams();
  return (
    <AdminOnly>
      {(gid) => <TrainingFormPage key={trainingID ?? 'new'} trainingId={trainingID} gid={gid} />}
    </AdminOnly>
  );
}

/** /group/:groupID/training/:trainingID/admin-problems: the training's problem set. */
export function GroupTrainingProblemsRoute() {
  const { _ } = useLingui();
  const { trainingID = '' } = useParams();
  const tid = Number(trainingID);
  return (
    <AdminOnly>
      {(gid) =>
        /^\d+$/.test(trainingID) && tid > 0 ? (
          <TrainingProblemsPage key={tid} tid={tid} gid={gid} />
        ) : (
          <EmptyState title={_('training.missing')} icon="alert" />
        )
      }
    </AdminOnly>
  );
}

/** /group/:groupID/training/:trainingID: the training's layout inside the group's card. */
export function GroupTrainingDetailRoute() {
  const { group } = useGroup();
  return <TrainingLayout gid={group.id} />;
}

/**
 * /group/:groupID/training/:trainingID/problem/:problemID/full-screen, a page of its own (no
 * group layout): the training is loaded for the focus mode's problem page alone.
 */
export function GroupTrainingFocusRoute() {
  const gid = Number(useParams().groupID);
  return <TrainingLayout gid={Number.isInteger(gid) && gid > 0 ? gid : -1} frame="bare" />;
}
