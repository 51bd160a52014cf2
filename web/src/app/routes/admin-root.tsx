import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { useSessionGuard } from '../../features/auth';
import { loadWebsiteConfigAtom, websiteConfigAtom } from '../../lib/website-config';
import { isRouteHandle } from '../route-handle';
import { useApiErrorToasts } from '../use-api-error-toasts';
import { PageLoading } from './page-loading';

/** Everything around /admin/*: toasts, session guard and title, but no navbar or footer. */
export function AdminRoot() {
  const { _ } = useLingui();
  const matches = useMatches();
  const config = useAtomValue(websiteConfigAtom);
  const loadWebsiteConfig = useSetAtom(loadWebsiteConfigAtom);
  useSessionGuard();
  useApiErrorToasts();

  useEffect(() => {
    void loadWebsiteConfig();
  }, [loadWebsiteConfig]);

  const titleId = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .findLast((handle) => handle.titleId)?.titleId;
  const title = `${titleId ? _(titleId) : _('nav.management')} - ${config.shortName}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Toaster closeLabel={_('common.close')} />
    </>
  );
}
