import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NavLink, useLocation } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { SheetClose, SheetContent, SheetTitle } from '../../../components/ui/sheet';
import { cn } from '../../../lib/cn';
import { isAdminAtom, openAuthDialogAtom, userInfoAtom } from '../../../lib/session';
import { websiteConfigAtom } from '../../../lib/website-config';
import {
  ABOUT_NAV,
  isAlsoActive,
  mainNav,
  USER_NAV,
  userNavTarget,
  type NavItem,
} from '../nav-items';
import { SiteLogo } from './site-logo';
import { UnreadBadge } from './unread-badge';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] font-medium transition-colors',
    isActive ? 'bg-primary-50 text-primary-700' : 'text-slate-700 hover:bg-slate-100',
  );

/** The side panel that replaces the navbar links below 992 px (`items`: a navbar mode's). */
export function MobileDrawer({
  onNavigate,
  items,
}: {
  onNavigate: () => void;
  items?: readonly NavItem[] | undefined;
}) {
  const { _ } = useLingui();
  const openDiscussion = useAtomValue(websiteConfigAtom).openPublicDiscussion;
  const user = useAtomValue(userInfoAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const canRegister = useAtomValue(websiteConfigAtom).register;
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const { pathname } = useLocation();

  const link = (item: NavItem & { unread?: boolean }, to = item.to) => (
    <NavLink
      key={item.to}
      to={to}
      end={item.end ?? false}
      className={({ isActive }) =>
        itemClass({ isActive: isActive || isAlsoActive(item, pathname) })
      }
      onClick={onNavigate}
    >
      <Icon name={item.icon} className="size-[18px] opacity-70" />
      {_(item.labelId)}
      {item.unread && <UnreadBadge className="ml-auto" />}
    </NavLink>
  );
  const openDialog = (mode: 'login' | 'register') => {
    onNavigate();
    openAuthDialog(mode);
  };

  return (
    <SheetContent>
      <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
        <SheetTitle asChild>
          <div>
            <SiteLogo />
          </div>
        </SheetTitle>
        <SheetClose
          aria-label={_('common.close')}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <Icon name="close" />
        </SheetClose>
      </div>
      <nav
        aria-label={_('layout.main-navigation')}
        className="flex-1 space-y-1 overflow-y-auto p-3"
      >
        {(items ?? mainNav(openDiscussion)).map((item) => link(item))}
        {!items && (
          <>
            <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">
              {_('nav.about')}
            </p>
            {ABOUT_NAV.map((item) => link(item))}
          </>
        )}
      </nav>
      <div className="border-t border-slate-100 p-3">
        {user ? (
          <div className="space-y-1">
            <div className="flex items-center gap-3 px-3 py-2">
              <Avatar name={user.username} src={user.avatar} className="size-9" />
              <span className="truncate font-semibold text-slate-800">{user.username}</span>
            </div>
            {USER_NAV.filter((item) => !item.adminOnly || isAdmin).map((item) =>
              link(item, userNavTarget(item, user.username)),
            )}
          </div>
        ) : (
          <div className="flex gap-2 p-1">
            <Button variant="secondary" className="flex-1" onClick={() => openDialog('login')}>
              {_('auth.login')}
            </Button>
            {canRegister && (
              <Button className="flex-1" onClick={() => openDialog('register')}>
                {_('auth.register')}
              </Button>
            )}
          </div>
        )}
      </div>
    </SheetContent>
  );
}
