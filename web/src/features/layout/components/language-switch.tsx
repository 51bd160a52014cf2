import { useLingui } from '@lingui/react';
import { Fragment } from 'react';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { LOCALE_NAMES, LOCALES, setLocale } from '../../../lib/i18n';

/** 简体中文 | English, with the active language highlighted. */
export function LanguageSwitch() {
  const { _, i18n } = useLingui();
  return (
    <div role="group" aria-label={_('layout.language')} className="flex items-center gap-2 text-sm">
      <Icon name="globe" className="size-4 text-slate-400" />
      {LOCALES.map((locale, index) => (
        <Fragment key={locale}>
          {index > 0 && <span className="text-slate-300">|</span>}
          <button
            type="button"
            lang={locale}
            aria-pressed={i18n.locale === locale}
            onClick={() => setLocale(locale)}
            className={cn(
              'rounded px-1 transition-colors',
              i18n.locale === locale
                ? 'font-semibold text-primary-600'
                : 'text-slate-500 hover:text-slate-800',
            )}
          >
            {LOCALE_NAMES[locale]}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
