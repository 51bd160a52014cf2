import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, dropdownItemClass } from '../../../components/ui/dropdown-menu';
import { Icon } from '../../../components/ui/icon';
import { isAdminAtom, openAuthDialogAtom, userInfoAtom } from '../../../lib/session';
import { websiteConfigAtom } from '../../../lib/website-config';
import { USER_NAV, userNavTarget } from '../nav-items';
import { UnreadBadge } from './unread-badge';

/** Right end of the desktop navbar: Login / Register, or the user menu once signed in. */
export function AccountMenu() {
  const { _ } = useLingui();
  const user = useAtomValue(userInfoAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const canRegister = useAtomValue(websiteConfigAtom).register;
  const openAuthDialog = useSetAtom(openAuthDialogAtom);

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => openAuthDialog('login')}>
          {_('auth.login')}
        </Button>
        {canRegister && (
          <Button size="sm" onClick={() => openAuthDialog('register')}>
            {_('auth.register')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <DropdownMenu
      align="end"
      ariaLabel={_('layout.user-menu')}
      triggerClassName="gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
      label={
        <>
          <span className="relative">
            <Avatar name={user.username} src={user.avatar} />
            <UnreadBadge dot />
          </span>
          <span className="max-w-32 truncate">{user.username}</span>
        </>
      }
    >
      {USER_NAV.filter((item) => !item.adminOnly || isAdmin).map((item) => (
        <Fragment key={item.to}>
          {item.to === '/logout' && <div role="separator" className="my-1 h-px bg-slate-100" />}
          <Link
            to={userNavTarget(item, user.username)}
            role="menuitem"
            className={dropdownItemClass}
          >
            <Icon name={item.icon} className="size-4 text-slate-400" />
            {_(item.labelId)}
            {item.unread && <UnreadBadge className="ml-auto" />}
          </Link>
        </Fragment>
      ))}
    </DropdownMenu>
  );
}
