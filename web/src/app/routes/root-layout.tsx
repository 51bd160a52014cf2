import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { AuthDialog, LoginRequired, useSessionGuard, useSessionSocket } from '../../features/auth';
import { AppShell } from '../../features/layout';
import { isLoggedInAtom } from '../../lib/session';
import { loadWebsiteConfigAtom, websiteConfigAtom } from '../../lib/website-config';
import { isRouteHandle } from '../route-handle';
import { useApiErrorToasts } from '../use-api-error-toasts';
import { PageLoading } from './page-loading';

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
  const hideFooter = handles.some((handle) => handle.hideFooter);
  const mustLogIn = !loggedIn && handles.some((handle) => handle.loginRequired);
  const titleId = handles.findLast((handle) => handle.titleId)?.titleId;
  const title = titleId ? `${_(titleId)} - ${config.shortName}` : config.name;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <AppShell hideFooter={hideFooter}>
      <Suspense fallback={<PageLoading />}>{mustLogIn ? <LoginRequired /> : <Outlet />}</Suspense>
      <AuthDialog />
      <Toaster closeLabel={_('common.close')} />
    </AppShell>
  );
}
