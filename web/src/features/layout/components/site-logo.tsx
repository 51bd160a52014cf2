import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { toggleLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { websiteConfigAtom } from '../../../lib/website-config';

/** The logo mark and short name; clicking it switches between Chinese and English. */
export function SiteLogo({ className }: { className?: string }) {
  const { _ } = useLingui();
  const { shortName } = useAtomValue(websiteConfigAtom);
  return (
    <button
      type="button"
      onClick={toggleLocale}
      title={_('layout.switch-language')}
      aria-label={`${shortName} · ${_('layout.switch-language')}`}
      className={cn(
        'flex items-center gap-2.5 rounded-lg py-1 pr-2 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none',
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-primary-500 to-primary-700 text-white shadow-sm shadow-primary-600/30">
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />
        </svg>
      </span>
      <span className="max-w-40 truncate text-lg font-bold tracking-tight text-slate-900">
        {shortName}
      </span>
    </button>
  );
}
