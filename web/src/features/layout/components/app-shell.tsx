import type { ReactNode } from 'react';
import { useUnreadSync } from '../../../lib/unread';
import type { NavMode } from '../nav-items';
import { Footer } from './footer';
import { Navbar } from './navbar';

export interface AppShellProps {
  children: ReactNode;
  /** Problem detail and full-screen pages hide the footer (route handle `hideFooter`). */
  hideFooter?: boolean;
  /** Inside a contest or a training: the navbar shows that one's links (route handle `navMode`). */
  navMode?: NavMode | null;
}

/** Navbar, page content and footer. */
export function AppShell({ children, hideFooter = false, navMode = null }: AppShellProps) {
  useUnreadSync();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar mode={navMode} />
      <main id="main" className="flex-1">
        {children}
      </main>
      {!hideFooter && <Footer />}
    </div>
  );
}
