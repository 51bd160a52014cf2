import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { badgeLabel, unreadCountsAtom } from '../../../lib/unread';
import { BOX_TABS } from '../boxes';

/** The box menu: a column on the left from 768 px, a row of tabs on top below it. */
export function MessageNav() {
  const { _ } = useLingui();
  const counts = useAtomValue(unreadCountsAtom);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the tabs scroll sideways: keep the open one in sight (My notices is last).
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={_('messages.title')}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 md:mx-0 md:flex-col md:rounded-xl md:border md:border-slate-200/80 md:bg-white md:p-2 md:shadow-sm"
    >
      {BOX_TABS.map((tab) => {
        const count = counts[tab.box];
        return (
          <NavLink
            key={tab.box}
            to={`/message/${tab.segment}`}
            className={({ isActive }) =>
              cn(
                'flex shrink-0 items-center gap-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                '-mb-px border-b-2 md:mb-0 md:rounded-lg md:border-b-0',
                isActive
                  ? 'border-primary-600 text-primary-700 md:bg-primary-50'
                  : 'border-transparent text-slate-600 hover:text-slate-900 md:hover:bg-slate-50',
              )
            }
          >
            <Icon name={tab.icon} className="hidden size-[18px] opacity-70 md:block" />
            {_(tab.labelId)}
            {count > 0 && (
              <span
                data-testid={`unread-${tab.box}`}
                className="ml-auto rounded-full bg-red-500 px-1.5 text-[11px] leading-5 font-semibold text-white tabular-nums"
              >
                {badgeLabel(count)}
              </span>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}
