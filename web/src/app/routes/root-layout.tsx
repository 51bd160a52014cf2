import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { AuthDialog, LoginRequired, useSessionGuard, useSessionSocket } from '../../features/auth';
import { AppShell, type NavMode } from '../../features/layout';
import { isLoggedInAtom } from '../../lib/session';
import { loadWebsiteConfigAtom, websiteConfigAtom } from '../../lib/website-config';
import { isRouteHandle } from '../route-handle';
import { useApiErrorToasts } from '../use-api-error-toasts';
import { PageLoading } from './page-loading';

/** The navbar mode the deepest route asks for, with the contest's, training's or group's id. */
function navModeOf(matches: ReturnType<typeof useMatches>): NavMode | null {
  const match = matches.findLast((m) => isRouteHandle(m.handle) && m.handle.navMode);
  if (!match || !isRouteHandle(match.handle)) return null;
  const kind = match.handle.navMode;
  const param = { contest: 'contestID', training: 'trainingID', group: 'groupID' } as const;
  const id = kind ? Number(match.params[param[kind]]) : NaN;
  if (!kind || !Number.isInteger(id) || id <= 0) return null;
  return { kind, id };
}

/** Everything around the pages: shell, sign-in dialog, toasts, session guard, title. */
export function RootLayout() {
  const { _ } = useLingui();
  const matches = useMatches();
  const config = useAtomValue(websiteConfigAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const loadWebsiteConfig = useSetAtom(loadWebsiteConfigAtom);
  useSessionGuard();
  useSessionSocket();
  useApiErrorToasts();

  useEffect(() => {
    void loadWebsiteConfig();
  }, [loadWebsiteConfig]);

  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  const navMode = navModeOf(matches);
  const hideFooter = handles.some((handle) => handle.hideFooter);
  const mustLogIn = !loggedIn && handles.some((handle) => handle.loginRequired);
  const titleId = handles.findLast((handle) => handle.titleId)?.titleId;
  const title = titleId ? `${_(titleId)} - ${config.shortName}` : config.name;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <AppShell hideFooter={hideFooter} navMode={navMode}>
      <Suspense fallback={<PageLoading />}>{mustLogIn ? <LoginRequired /> : <Outlet />}</Suspense>
      <AuthDialog />
      <Toaster closeLabel={_('common.close')} />
    </AppShell>
  );
}
