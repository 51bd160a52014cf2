import { useLingui } from '@lingui/react';
import { PageProblem, PageSpinner } from '../../../components/ui/page-states';
import { useAtomValue } from 'jotai';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Tabs } from '../../../components/ui/tabs';
import { describeApiError } from '../../../lib/api-error-message';
import { userInfoAtom } from '../../../lib/session';
import type { ContestInfo } from '../api/types';
import {
  activeTabPath,
  isMenuDisabled,
  type ContestContextValue,
  type ContestTab,
} from '../contest-context';
import { statusAt } from '../contest-time';
import { useAnnouncementNotifier } from '../hooks/use-announcement-notifier';
import { useContestDetail } from '../hooks/use-contest-detail';
import { useServerNow } from '../hooks/use-server-now';
import { ContestHeader } from './contest-header';

export interface ContestLayoutProps {
  /** The contest's tabs, in order (the app's one list; see `ContestTab`). */
  tabs: readonly ContestTab[];
}

function Problem({ title }: { title: string }) {
  const { _ } = useLingui();
  return <PageProblem title={title} backTo="/contest" backLabel={_('contest.back-to-list')} />;
}

interface ViewProps extends ContestLayoutProps {
  contest: ContestInfo;
  offsetMs: number;
  access: boolean;
  grantAccess: () => void;
}

/** The loaded contest: header, tabs and the tab's page. */
function ContestView({ contest, offsetMs, access, grantAccess, tabs }: ViewProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(userInfoAtom);
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  const ended = contest.status === 1;
  const now = useServerNow(offsetMs, !ended);
  const status = ended ? 1 : statusAt(now, start, end);
  // The server decides who administers the contest; the web never guesses from roles.
  const isAdmin = contest.isContestAdmin === true;
  // The rejudge tab is root's alone (the server's admin judge routes ask for root).
  const isSuperAdmin = (user?.roleList ?? []).includes('root');
  const menuDisabled = isMenuDisabled({ isAdmin, status, auth: contest.auth, access });
  useAnnouncementNotifier(contest.id, user?.uid, !menuDisabled);

  const context = useMemo<ContestContextValue>(
    () => ({ contest, status, access, isAdmin, isSuperAdmin, menuDisabled, grantAccess }),
    [contest, status, access, isAdmin, isSuperAdmin, menuDisabled, grantAccess],
  );
  const base = `/contest/${contest.id}`;
  const visible = tabs.filter((tab) => tab.shown?.(context) ?? true);
  const rest = pathname.slice(base.length);
  const active = activeTabPath(visible, rest);
  // A tab this viewer is not shown (an admin tab, say) is as closed as a disabled one.
  const closed = (menuDisabled && active !== '') || activeTabPath(tabs, rest) !== active;

  return (
    <PageContainer className="space-y-4">
      <ContestHeader contest={contest} now={now} status={status} />
      <Card className="overflow-hidden">
        <Tabs
          label={_('contest.tabs')}
          className="px-2 sm:px-4"
          value={active}
          onChange={(path) => void navigate(path === '' ? base : `${base}/${path}`)}
          items={visible.map((tab) => ({
            key: tab.path,
            disabled: menuDisabled && tab.path !== '',
            label: (
              <>
                <Icon name={tab.icon} className="hidden size-4 sm:block" />
                {_(tab.labelId)}
              </>
            ),
          }))}
        />
        {/* A closed or hidden tab opened by its address goes back to the overview. */}
        {closed ? (
          <Navigate to={base} replace />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet context={context} />
          </Suspense>
        )}
      </Card>
    </PageContainer>
  );
}

/** Loads the contest and access once per contest id; errors show in place of the page. */
function ContestLoader({ cid, tabs }: { cid: number } & ContestLayoutProps) {
  const detail = useContestDetail(cid);
  if (detail.contest && detail.ready) {
    return (
      <ContestView
        contest={detail.contest}
        offsetMs={detail.offsetMs}
        access={detail.access}
        grantAccess={detail.grantAccess}
        tabs={tabs}
      />
    );
  }
  if (detail.error !== undefined) return <Problem title={describeApiError(detail.error)} />;
  return <PageSpinner />;
}

/** /contest/:contestID and its tabs (login required): the header, the tab list, the tab. */
export function ContestLayout({ tabs }: ContestLayoutProps) {
  const { _ } = useLingui();
  const { contestID = '' } = useParams();
  const cid = Number(contestID);
  if (!/^\d+$/.test(contestID) || cid <= 0) return <Problem title={_('server.contest-missing')} />;
  return <ContestLoader key={cid} cid={cid} tabs={tabs} />;
}
