import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Icon, type IconName } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { websiteConfigAtom } from '../../../lib/website-config';

const shortcuts: { to: string; labelId: string; hintId: string; icon: IconName }[] = [
  { to: '/problem', labelId: 'nav.problem', hintId: 'home.problem-hint', icon: 'list' },
  { to: '/contest', labelId: 'nav.contest', hintId: 'home.contest-hint', icon: 'trophy' },
  { to: '/status', labelId: 'nav.status', hintId: 'home.status-hint', icon: 'pulse' },
];

/** /home: the site name and welcome text from the website config, and where to go next. */
export function HomePage() {
  const { _ } = useLingui();
  const config = useAtomValue(websiteConfigAtom);

  return (
    <PageContainer className="space-y-6">
      <Card className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 right-0 w-2/3 bg-[radial-gradient(circle_at_top_right,var(--color-primary-100),transparent_70%)]"
        />
        <div className="relative px-6 py-10 sm:px-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-primary-600">
            {_('home.welcome')}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {config.name}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed whitespace-pre-line text-slate-600">
            {config.description || _('home.default-description')}
          </p>
          <Link
            to="/problem"
            className="mt-8 inline-flex h-11 items-center gap-2 rounded-lg bg-primary-600 px-5 text-sm font-medium text-white shadow-sm hover:bg-primary-700"
          >
            {_('home.start')}
            <Icon name="chevron-right" className="size-4" />
          </Link>
        </div>
      </Card>
      <div className="grid gap-4 sm:grid-cols-3">
        {shortcuts.map((item) => (
          <Link key={item.to} to={item.to} className="group">
            <Card className="flex h-full items-start gap-4 p-5 transition-shadow group-hover:shadow-md">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
                <Icon name={item.icon} />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-primary-600">
                  {_(item.labelId)}
                </span>
                <span className="mt-1 block text-sm text-slate-500">{_(item.hintId)}</span>
              </span>
            </Card>
          </Link>
        ))}
      </div>
    </PageContainer>
  );
}
