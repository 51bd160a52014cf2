import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { websiteConfigAtom } from '../../../lib/website-config';
import { LanguageSwitch } from './language-switch';

const linkClass = 'text-slate-500 underline-offset-4 hover:text-primary-600 hover:underline';

/** Site name, record and project links from the website config, and the language switch. */
export function Footer() {
  const { _ } = useLingui();
  const config = useAtomValue(websiteConfigAtom);
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[1400px] flex-col items-center gap-3 px-4 py-6 text-center text-sm text-slate-500 sm:px-6">
        <p>
          © {year} <span className="font-medium text-slate-700">{config.name}</span>
          {config.recordName && (
            <>
              <span className="mx-2 text-slate-300">·</span>
              {config.recordUrl ? (
                <a href={config.recordUrl} target="_blank" rel="noreferrer" className={linkClass}>
                  {config.recordName}
                </a>
              ) : (
                config.recordName
              )}
            </>
          )}
        </p>
        {config.projectName && (
          <p>
            {_('layout.powered-by')}{' '}
            {config.projectUrl ? (
              <a href={config.projectUrl} target="_blank" rel="noreferrer" className={linkClass}>
                {config.projectName}
              </a>
            ) : (
              config.projectName
            )}
          </p>
        )}
        <LanguageSwitch />
      </div>
    </footer>
  );
}
