import type { ReactNode } from 'react';
import { useUnreadSync } from '../../../lib/unread';
import { Footer } from './footer';
import { Navbar } from './navbar';

export interface AppShellProps {
  children: ReactNode;
  /** Problem detail and full-screen pages hide the footer (route handle `hideFooter`). */
  hideFooter?: boolean;
}

/** Navbar, page content and footer. */
export function AppShell({ children, hideFooter = false }: AppShellProps) {
  useUnreadSync();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      {!hideFooter && <Footer />}
    </div>
  );
}
