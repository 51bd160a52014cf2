import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { NavLink, useLocation } from 'react-router';
import { DropdownMenu, dropdownItemClass } from '../../../components/ui/dropdown-menu';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { websiteConfigAtom } from '../../../lib/website-config';
import { ABOUT_NAV, isAlsoActive, mainNav, type NavItem } from '../nav-items';

const linkClass = (active: boolean) =>
  cn(
    'relative flex h-16 items-center px-3 text-[15px] font-medium transition-colors',
    'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:transition-colors',
    active
      ? 'text-primary-600 after:bg-primary-600'
      : 'text-slate-600 after:bg-transparent hover:text-primary-600',
  );

/**
 * The horizontal links of the navbar at 992 px and wider: the main links, or a contest's or
 * training's own (`items`, then without the About menu).
 */
export function DesktopNav({ items }: { items?: readonly NavItem[] | undefined }) {
  const { _ } = useLingui();
  const openDiscussion = useAtomValue(websiteConfigAtom).openPublicDiscussion;
  const { pathname } = useLocation();
  const aboutActive = ABOUT_NAV.some((item) => pathname.startsWith(item.to));

  return (
    <nav aria-label={_('layout.main-navigation')} className="flex items-center">
      {(items ?? mainNav(openDiscussion)).map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end ?? false}
          className={({ isActive }) => linkClass(isActive || isAlsoActive(item, pathname))}
        >
          {items && <Icon name={item.icon} className="mr-1.5 size-4 opacity-70" />}
          {_(item.labelId)}
        </NavLink>
      ))}
      {!items && (
        <DropdownMenu label={_('nav.about')} triggerClassName={cn(linkClass(aboutActive), 'gap-1')}>
          {ABOUT_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} role="menuitem" className={dropdownItemClass}>
              <Icon name={item.icon} className="size-4 text-slate-400" />
              {_(item.labelId)}
            </NavLink>
          ))}
        </DropdownMenu>
      )}
    </nav>
  );
}
