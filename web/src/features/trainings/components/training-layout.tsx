import { useLingui } from '@lingui/react';
import { PageProblem, PageSpinner } from '../../../components/ui/page-states';
import { useAtomValue } from 'jotai';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
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

function Problem({ title }: { title: string }) {
  const { _ } = useLingui();
  return <PageProblem title={title} backTo="/training" backLabel={_('training.back-to-list')} />;
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
}

/** The loaded training: header, tabs and the tab's page. */
function TrainingView({ training, access, grantAccess, reload }: ViewProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(userInfoAtom);
  const isAdmin = isTrainingAdmin(training, user);
  const isPrivate = isPrivateTraining(training);
  const menuDisabled = isMenuDisabled({ isAdmin, isPrivate, access });
  const acCount = training.acCount ?? 0;
  const context = useMemo<TrainingContextValue>(
    () => ({ training, isAdmin, access, menuDisabled, grantAccess, acCount, reload }),
    [training, isAdmin, access, menuDisabled, grantAccess, acCount, reload],
  );
  const paths = trainingPaths(training.id);
  const active = activeTrainingTab(pathname.slice(paths.home.length));
  const tabs: { key: TrainingTabKey; labelId: string; icon: IconName }[] = [
    { key: '', labelId: 'training.tab.introduction', icon: 'home' },
    { key: 'problems', labelId: 'training.tab.problems', icon: 'list' },
    { key: 'rank', labelId: 'training.tab.rank', icon: 'chart' },
    // Spec 2 section 2: a private training's record list (who registered, and when), for its
    // admins.
    ...(isPrivate && isAdmin
      ? [{ key: 'records' as const, labelId: 'training.tab.records', icon: 'users' as const }]
      : []),
  ];
  const closed = (menuDisabled && active !== '') || !tabs.some((tab) => tab.key === active);

  return (
    <PageContainer className="space-y-4">
      {user && !menuDisabled && (
        <ProgressWatcher tid={training.id} uid={user.uid} reload={reload} />
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
        {closed ? (
          <Navigate to={paths.home} replace />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet context={context} />
          </Suspense>
        )}
      </Card>
    </PageContainer>
  );
}

/** Loads the training and access once per training id; errors show in place of the page. */
function TrainingLoader({ tid }: { tid: number }) {
  const detail = useTrainingDetail(tid);
  if (detail.training && detail.ready) {
    return (
      <TrainingView
        training={detail.training}
        access={detail.access}
        grantAccess={detail.grantAccess}
        reload={detail.reload}
      />
    );
  }
  if (detail.error !== undefined) return <Problem title={describeApiError(detail.error)} />;
  return <PageSpinner />;
}

/** /training/:trainingID and its tabs (login required): the header, the tab list, the tab. */
export function TrainingLayout() {
  const { _ } = useLingui();
  const { trainingID = '' } = useParams();
  const tid = Number(trainingID);
  if (!/^\d+$/.test(trainingID) || tid <= 0) return <Problem title={_('training.missing')} />;
  return <TrainingLoader key={tid} tid={tid} />;
}
