import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { websiteConfigAtom } from '../../../lib/website-config';

/** The carousel's place before an admin uploads images: the site's name and welcome text. */
export function CarouselFallback() {
  const { _ } = useLingui();
  const config = useAtomValue(websiteConfigAtom);
  return (
    <div className="relative flex h-full flex-col justify-center overflow-hidden px-6 sm:px-10">
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 w-2/3 bg-[radial-gradient(circle_at_top_right,var(--color-primary-100),transparent_70%)]"
      />
      <div className="relative">
        <p className="text-xs font-semibold tracking-wide text-primary-600 sm:text-sm">
          {_('home.welcome')}
        </p>
        <h1 className="mt-1 truncate text-2xl font-bold tracking-tight text-slate-900 md:mt-2 md:text-4xl">
          {config.name}
        </h1>
        <p className="mt-2 line-clamp-2 max-w-2xl text-sm leading-relaxed text-slate-600 md:mt-4 md:line-clamp-4 md:text-base">
          {config.description || _('home.default-description')}
        </p>
        <Link
          to="/problem"
          className="mt-3 inline-flex h-9 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-primary-700 md:mt-8 md:h-11 md:px-5"
        >
          {_('home.start')}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
