import { navModeItems, type NavMode } from '../nav-items';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { MobileBar } from './mobile-bar';
import { SiteLogo } from './site-logo';

/**
 * The top bar: the default links, or back home plus a contest's or training's own links when
 * a `mode` is given; below 992 px it collapses into a drawer.
 */
export function Navbar({ mode = null }: { mode?: NavMode | null }) {
  const items = mode ? navModeItems(mode) : undefined;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/95 shadow-[0_1px_3px_rgba(15,23,42,0.04)] backdrop-blur">
      <div className="mx-auto flex max-w-[1400px] items-center px-4 sm:px-6">
        <div className="hidden h-16 w-full items-center gap-6 nav:flex">
          <SiteLogo />
          <DesktopNav items={items} />
          <div className="ml-auto">
            <AccountMenu />
          </div>
        </div>
        <MobileBar items={items} />
      </div>
    </header>
  );
}
