import { useLingui } from '@lingui/react';
import { PageProblem, PageSpinner } from '../../../components/ui/page-states';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Icon, type IconName } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Tabs } from '../../../components/ui/tabs';
import { describeApiError } from '../../../lib/api-error-message';
import { isSuperAdminAtom, userInfoAtom } from '../../../lib/session';
import { useResource } from '../../../lib/use-resource';
import { websiteConfigAtom } from '../../../lib/website-config';
import { getGroupAccess, getGroupAuth, getGroupDetail } from '../api/groups';
import type { Group } from '../api/types';
import {
  activeGroupTab,
  visibleGroupTabs,
  type GroupContextValue,
  type GroupTabKey,
} from '../group-context';
import { viewerLevel } from '../member-rules';
import { useGroupLive } from '../hooks/use-group-live';
import { GroupActions } from './group-actions';
import { GroupHeader } from './group-header';

const TAB_META: Record<GroupTabKey, { labelId: string; icon: IconName }> = {
  '': { labelId: 'groups.tab.home', icon: 'home' },
  problem: { labelId: 'groups.tab.problem', icon: 'list' },
  training: { labelId: 'groups.tab.training', icon: 'book' },
  contest: { labelId: 'groups.tab.contest', icon: 'trophy' },
  status: { labelId: 'groups.tab.status', icon: 'pulse' },
  discussion: { labelId: 'groups.tab.discussion', icon: 'message' },
  member: { labelId: 'groups.tab.member', icon: 'users' },
  announcement: { labelId: 'groups.tab.announcement', icon: 'bell' },
  setting: { labelId: 'groups.tab.setting', icon: 'settings' },
  rank: { labelId: 'groups.tab.rank', icon: 'chart' },
};

function Problem({ title }: { title: string }) {
  const { _ } = useLingui();
  return <PageProblem title={title} backTo="/group" backLabel={_('groups.back-to-list')} />;
}

/** The page title is the group's name (spec 3 section 2.3). */
function useGroupTitle(name: string) {
  const { i18n } = useLingui();
  const { shortName } = useAtomValue(websiteConfigAtom);
  useEffect(() => {
    // After the root layout's own title effect, which runs after this one in the same commit.
    const timer = setTimeout(() => {
      document.title = `${name} - ${shortName}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [name, shortName, i18n.locale]);
}

interface ViewProps {
  group: Group;
  auth: number;
  access: boolean;
  reload: () => void;
}

/** The loaded group: header, actions, tabs and the tab's page. */
function GroupView({ group, auth, access, reload }: ViewProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(userInfoAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const { openGroupDiscussion } = useAtomValue(websiteConfigAtom);
  const isOwner = user?.username === group.owner;
  const level = viewerLevel({ superAdmin, owner: isOwner, auth });
  const unrestricted = superAdmin || isOwner;
  useGroupTitle(group.name);
  useGroupLive(group.id, { auth, member: level >= 3, reload });
  const context = useMemo<GroupContextValue>(
    () => ({ group, auth, level, unrestricted, reload }),
    [group, auth, level, unrestricted, reload],
  );
  const home = `/group/${group.id}`;
  const active = activeGroupTab(pathname.slice(home.length));
  const tabs = visibleGroupTabs(level, openGroupDiscussion);
  const menuDisabled = level < 3 && !access;
  // With the group-discussion switch off (or the site config still loading) the discussion
  // pages' own gate decides: it waits for the config, then sends home with 'No Access'.
  const hidden = active !== null && !tabs.includes(active) && active !== 'discussion';
  const closed = active === null || hidden || (menuDisabled && active !== '');

  return (
    <PageContainer className="space-y-4">
      <GroupHeader
        group={group}
        actions={
          <GroupActions
            group={group}
            auth={auth}
            isOwner={isOwner}
            mayDisband={unrestricted}
            reload={reload}
          />
        }
      />
      <Card className="overflow-hidden">
        <Tabs
          label={_('groups.tabs')}
          className="px-2 sm:px-4"
          value={active ?? ''}
          onChange={(key) => void navigate(key === '' ? home : `${home}/${key}`)}
          items={tabs.map((key) => ({
            key,
            disabled: menuDisabled && key !== '',
            label: (
              <>
                <Icon name={TAB_META[key].icon} className="hidden size-4 sm:block" />
                {_(TAB_META[key].labelId)}
              </>
            ),
          }))}
        />
        {/* A tab this viewer may not open, reached by its address, goes back home. */}
        {closed ? (
          <Navigate to={home} replace />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet context={context} />
          </Suspense>
        )}
      </Card>
    </PageContainer>
  );
}

/** Loads the group, the viewer's auth and access once per group id. */
function GroupLoader({ gid }: { gid: number }) {
  const detail = useResource(`group:${gid}`, (signal) => getGroupDetail(gid, signal));
  const auth = useResource(`group-auth:${gid}`, (signal) => getGroupAuth(gid, signal));
  const access = useResource(`group-access:${gid}`, (signal) => getGroupAccess(gid, signal));
  const { reload: reloadDetail } = detail;
  const { reload: reloadAuth } = auth;
  const { reload: reloadAccess } = access;
  const reload = useMemo(
    () => () => {
      reloadDetail();
      reloadAuth();
      reloadAccess();
    },
    [reloadDetail, reloadAuth, reloadAccess],
  );
  // Later reloads keep the last answers on screen, so the tabs do not remount.
  const authReady = auth.data !== undefined || auth.failed;
  const accessReady = access.data !== undefined || access.failed;
  if (detail.data && authReady && accessReady) {
    return (
      <GroupView
        group={detail.data}
        auth={auth.data ?? 0}
        access={access.data?.access ?? false}
        reload={reload}
      />
    );
  }
  if (detail.data === undefined && detail.error !== undefined) {
    return <Problem title={describeApiError(detail.error)} />;
  }
  return <PageSpinner />;
}

/** /group/:groupID and its tabs (login required). */
export function GroupLayout() {
  const { _ } = useLingui();
  const { groupID = '' } = useParams();
  const gid = Number(groupID);
  if (!/^\d+$/.test(groupID) || gid <= 0) return <Problem title={_('groups.missing')} />;
  return <GroupLoader key={gid} gid={gid} />;
}
