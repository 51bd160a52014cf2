import { I18nProvider } from '@lingui/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';

/** The one jotai store of the page; exported for code that runs outside React. */
export const appStore = createStore();

/**
 * Jotai and lingui. The socket is not a provider: `lib/socket.ts` hands out one shared
 * connection to the features that need live updates.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </JotaiProvider>
  );
}
