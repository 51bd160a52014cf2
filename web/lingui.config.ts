import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Catalogs are hand-written PO files keyed by explicit ids (`nav.home`); there is no extraction
 * step because the app uses the runtime API without macros. `npm run i18n:compile -w @oj/web`
 * turns them into `messages.ts` modules that the app imports.
 */
const config: LinguiConfig = {
  locales: ['zh-CN', 'en-US'],
  sourceLocale: 'en-US',
  fallbackLocales: { default: 'zh-CN' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  compileNamespace: 'ts',
};

export default config;
