import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetTitle,
  SheetTrigger,
} from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { LOCALE_NAMES, toggleLocale, type Locale } from '../../../lib/i18n';
import { clearSessionAtom, isAdminAtom, isLoggedInAtom, userInfoAtom } from '../../../lib/session';
import { reconnectSocket } from '../../../lib/socket';
import { NARROW_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { websiteConfigAtom } from '../../../lib/website-config';
import { adminLogout } from '../api/admin-session';
import { AdminBrand, AdminSidebarNav } from './admin-sidebar';

/** Where the login page learns why it was opened (shown as a notice). */
export interface AdminLoginState {
  reason?: 'admin-required';
}

/**
 * The admin layout: a dark sidebar (a drawer below 992 px) and a top bar with the user and
 * Logout. Sends anyone who is not signed in with an admin role to /admin/login.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { _, i18n } = useLingui();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const user = useAtomValue(userInfoAtom);
  const { shortName } = useAtomValue(websiteConfigAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (!leaving && (!loggedIn || !isAdmin || !user)) {
    const state: AdminLoginState = { reason: 'admin-required' };
    return <Navigate to="/admin/login" replace state={state} />;
  }

  const logout = async () => {
    setLeaving(true);
    await adminLogout().catch(() => undefined);
    await navigate('/admin/login', { replace: true });
    clearSession();
    reconnectSocket();
    toast.success(_('auth.logout-success'));
  };
  const otherLocale: Locale = i18n.locale === 'zh-CN' ? 'en-US' : 'zh-CN';

  return (
    <div className="flex min-h-dvh bg-slate-100">
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col bg-slate-900 nav:flex">
        <div className="flex h-16 items-center border-b border-white/10 px-4">
          <AdminBrand shortName={shortName} />
        </div>
        <AdminSidebarNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6 nav:h-16">
          <Sheet open={drawerOpen && narrow} onOpenChange={setDrawerOpen}>
            <SheetTrigger
              aria-label={_('layout.open-menu')}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 nav:hidden"
            >
              <Icon name="menu" className="size-6" />
            </SheetTrigger>
            <SheetContent className="bg-slate-900">
              <div className="flex h-14 items-center justify-between border-b border-white/10 px-4">
                <SheetTitle asChild>
                  <div className="min-w-0">
                    <AdminBrand shortName={shortName} />
                  </div>
                </SheetTitle>
                <SheetClose
                  aria-label={_('common.close')}
                  className="rounded-lg p-2 text-slate-400 hover:bg-white/10 hover:text-white"
                >
                  <Icon name="close" />
                </SheetClose>
              </div>
              <AdminSidebarNav onNavigate={() => setDrawerOpen(false)} />
            </SheetContent>
          </Sheet>
          <span className="truncate font-semibold text-slate-800 nav:hidden">
            {_('nav.management')}
          </span>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
            <button
              type="button"
              onClick={toggleLocale}
              title={_('layout.switch-language')}
              className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <Icon name="globe" className="size-4" />
              <span className="hidden sm:inline" lang={otherLocale}>
                {LOCALE_NAMES[otherLocale]}
              </span>
            </button>
            {user && (
              <span className="flex min-w-0 items-center gap-2">
                <Avatar name={user.username} src={user.avatar} className="size-8" />
                <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 sm:inline">
                  {user.username}
                </span>
              </span>
            )}
            <Button
              variant="ghost"
              size="sm"
              loading={leaving}
              onClick={() => void logout()}
              aria-label={_('nav.logout')}
            >
              <Icon name="logout" className="size-4" />
              <span className="hidden sm:inline">{_('nav.logout')}</span>
            </Button>
          </div>
        </header>
        <main id="main" className="min-w-0 flex-1 p-3 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
