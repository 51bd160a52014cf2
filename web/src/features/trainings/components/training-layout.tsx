import { useLingui } from '@lingui/react';
import { PageProblem, PageSpinner } from '../../../components/ui/page-states';
import { useAtomValue } from 'jotai';
import { Suspense, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Tabs } from '../../../components/ui/tabs';
import { describeApiError } from '../../../lib/api-error-message';
import { userInfoAtom } from '../../../lib/session';
import type { Training } from '../api/types';
import { useTrainingDetail } from '../hooks/use-training-detail';
import { useLiveRefresh } from '../hooks/use-training-socket';
import {
  activeTrainingTab,
  isMenuDisabled,
  isPrivateTraining,
  isTrainingAdmin,
  trainingPaths,
  type TrainingContextValue,
  type TrainingTabKey,
} from '../training-context';
import { TrainingHeader } from './training-header';

/**
 * How the layout sits: its own page (/training/:id), inside the group's card
 * (/group/:gid/training/:id), or nothing but the page under it (the group training's focus mode).
 */
export type TrainingFrame = 'page' | 'group' | 'bare';

function Problem({ title, gid, frame }: { title: string; gid?: number; frame: TrainingFrame }) {
  const { _ } = useLingui();
  const back = trainingPaths(0, gid).list;
  if (frame !== 'group')
    return <PageProblem title={title} backTo={back} backLabel={_('training.back-to-list')} />;
  return (
    <EmptyState title={title} icon="alert">
      <Link to={back} className="text-sm text-primary-600 hover:underline">
        {_('training.back-to-list')}
      </Link>
    </EmptyState>
  );
}

/**
 * Keeps the header's progress current: the training is asked again when a push says the
 * viewer's row (or every row) moved, and every 30 s while no push can come.
 */
function ProgressWatcher({ tid, uid, reload }: { tid: number; uid: string; reload: () => void }) {
  useLiveRefresh(tid, (push) => {
    if (push === null || push.uid === null || push.uid === uid) reload();
  });
  return null;
}

interface ViewProps {
  training: Training;
  access: boolean;
  grantAccess: () => void;
  reload: () => void;
  frame: TrainingFrame;
}

/** The loaded training: header, tabs and the tab's page. */
function TrainingView({ training, access, grantAccess, reload, frame }: ViewProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(userInfoAtom);
  const isAdmin = isTrainingAdmin(training, user);
  const isPrivate = isPrivateTraining(training);
  const menuDisabled = isMenuDisabled({ isAdmin, isPrivate, access });
  const acCount = training.acCount ?? 0;
  const paths = useMemo(() => trainingPaths(training.id, training.gid), [training]);
  const context = useMemo<TrainingContextValue>(
    () => ({ training, isAdmin, access, menuDisabled, grantAccess, acCount, reload, paths }),
    [training, isAdmin, access, menuDisabled, grantAccess, acCount, reload, paths],
  );
  const outlet = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet context={context} />
    </Suspense>
  );
  if (frame === 'bare') return outlet;
  // A group's training opened by its site address moves to its group's.
  if (frame === 'page' && training.gid) return <Navigate to={paths.home} replace />;
  const active = activeTrainingTab(pathname.slice(paths.home.length));
  const tabs: { key: TrainingTabKey; labelId: string; icon: IconName }[] = [
    { key: '', labelId: 'training.tab.introduction', icon: 'home' },
    { key: 'problems', labelId: 'training.tab.problems', icon: 'list' },
    { key: 'rank', labelId: 'training.tab.rank', icon: 'chart' },
    // Spec 2 section 2: a private training's record list (who registered, and when), for its
    // admins; a group's private trainings have none (HOJ's group pages show none).
    ...(isPrivate && isAdmin && !training.gid
      ? [{ key: 'records' as const, labelId: 'training.tab.records', icon: 'users' as const }]
      : []),
  ];
  const closed = (menuDisabled && active !== '') || !tabs.some((tab) => tab.key === active);
  const inGroup = frame === 'group';

  const body = (
    <>
      {user && !menuDisabled && (
        <ProgressWatcher tid={training.id} uid={user.uid} reload={reload} />
      )}
      {inGroup && (
        <Link
          to={paths.list}
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-primary-600"
        >
          <Icon name="arrow-left" className="size-4" />
          {_('training.back-to-list')}
        </Link>
      )}
      <TrainingHeader training={training} acCount={acCount} />
      <Card className="overflow-hidden">
        <Tabs
          label={_('training.tabs')}
          className="px-2 sm:px-4"
          value={active}
          onChange={(key) => void navigate(key === '' ? paths.home : `${paths.home}/${key}`)}
          items={tabs.map((tab) => ({
            key: tab.key,
            disabled: menuDisabled && tab.key !== '',
            label: (
              <>
                <Icon name={tab.icon} className="hidden size-4 sm:block" />
                {_(tab.labelId)}
              </>
            ),
          }))}
        />
        {/* A closed tab opened by its address goes back to the introduction. */}
        {closed ? <Navigate to={paths.home} replace /> : outlet}
      </Card>
    </>
  );
  if (inGroup) return <div className="space-y-4 bg-slate-50/60 p-3 sm:p-4">{body}</div>;
  return <PageContainer className="space-y-4">{body}</PageContainer>;
}

/** Loads the training and access once per training id; errors show in place of the page. */
function TrainingLoader({ tid, gid, frame }: { tid: number; gid?: number; frame: TrainingFrame }) {
  const { _ } = useLingui();
  const detail = useTrainingDetail(tid);
  const training = detail.training;
  // A training opened under another group's address (or a site one under a group) is not there.
  if (training && gid !== undefined && training.gid !== gid)
    return <Problem title={_('training.missing')} gid={gid} frame={frame} />;
  if (training && detail.ready) {
    return (
      <TrainingView
        training={training}
        access={detail.access}
        grantAccess={detail.grantAccess}
        reload={detail.reload}
        frame={frame}
      />
    );
  }
  if (detail.error !== undefined)
    return <Problem title={describeApiError(detail.error)} gid={gid} frame={frame} />;
  return <PageSpinner />;
}

export interface TrainingLayoutProps {
  /** A group's training: its group id (the route's), whose pages it lives under. */
  gid?: number;
  /** Inside the group's card by default when `gid` is given, else its own page. */
  frame?: TrainingFrame;
}

/**
 * /training/:trainingID and its tabs (login required): the header, the tab list, the tab.
 * With `gid`, the same layout as a tab of /group/:groupID.
 */
export function TrainingLayout({ gid, frame }: TrainingLayoutProps = {}) {
  const { _ } = useLingui();
  const { trainingID = '' } = useParams();
  const tid = Number(trainingID);
  const shown = frame ?? (gid === undefined ? 'page' : 'group');
  if (!/^\d+$/.test(trainingID) || tid <= 0)
    return <Problem title={_('training.missing')} frame={shown} {...(gid ? { gid } : {})} />;
  return (
    <TrainingLoader key={tid} tid={tid} frame={shown} {...(gid === undefined ? {} : { gid })} />
  );
}
