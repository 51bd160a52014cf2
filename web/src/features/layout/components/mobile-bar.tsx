import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Sheet, SheetTrigger } from '../../../components/ui/sheet';
import { toggleLocale } from '../../../lib/i18n';
import { openAuthDialogAtom, userInfoAtom } from '../../../lib/session';
import { websiteConfigAtom } from '../../../lib/website-config';
import { useMediaQuery } from '../hooks/use-media-query';
import type { NavItem } from '../nav-items';
import { MobileDrawer } from './mobile-drawer';
import { UnreadBadge } from './unread-badge';

/** The navbar below 992 px: menu button, site title (switches language) and account shortcut. */
export function MobileBar({ items }: { items?: readonly NavItem[] | undefined }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const isDesktop = useMediaQuery('(min-width: 62rem)');
  const user = useAtomValue(userInfoAtom);
  const { shortName } = useAtomValue(websiteConfigAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);

  return (
    <Sheet open={open && !isDesktop} onOpenChange={setOpen}>
      <div className="grid h-14 w-full grid-cols-[1fr_auto_1fr] items-center nav:hidden">
        <SheetTrigger
          aria-label={_('layout.open-menu')}
          className="-ml-2 justify-self-start rounded-lg p-2 text-slate-600 hover:bg-slate-100"
        >
          <Icon name="menu" className="size-6" />
        </SheetTrigger>
        <button
          type="button"
          onClick={toggleLocale}
          title={_('layout.switch-language')}
          className="max-w-48 truncate text-lg font-bold tracking-tight text-slate-900"
        >
          {shortName}
        </button>
        <div className="justify-self-end">
          {user ? (
            <Link
              to={`/user-home?username=${encodeURIComponent(user.username)}`}
              aria-label={_('nav.user-home')}
              className="relative block rounded-full"
            >
              <Avatar name={user.username} src={user.avatar} />
              <UnreadBadge dot />
            </Link>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 text-primary-600"
              onClick={() => openAuthDialog('login')}
            >
              {_('auth.login')}
            </Button>
          )}
        </div>
      </div>
      <MobileDrawer onNavigate={() => setOpen(false)} items={items} />
    </Sheet>
  );
}
