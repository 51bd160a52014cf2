import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { PageContainer } from '../../../components/ui/page-container';
import { Spinner } from '../../../components/ui/spinner';
import type { Heatmap, UserHome, UserRef } from '../api/get-user-home';
import { CalendarHeatmap } from './calendar-heatmap';
import { ProfileCard } from './profile-card';
import { SolvedProblems } from './solved-problems';
import { useUserHome } from '../hooks/use-user-home';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-3 text-center">
      <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
      <p className="mt-0.5 text-xs text-slate-500">{label}</p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

function UserHomeView({ user, heatmap }: { user: UserHome; heatmap: Heatmap | null }) {
  const { _ } = useLingui();
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[300px_minmax(0,1fr)]">
      <Card className="lg:sticky lg:top-20">
        <ProfileCard user={user} />
      </Card>
      <div className="min-w-0 space-y-5">
        <Card className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-4 sm:p-5">
          <Stat label={_('user-home.submissions')} value={user.total} />
          <Stat label={_('user-home.solved')} value={user.solvedList.length} />
          <Stat label={_('user-home.score')} value={user.score} />
          <Stat label={_('user-home.rating')} value={user.rating ?? 0} />
        </Card>
        {heatmap && (
          <Section title={_('user-home.heatmap')}>
            <CalendarHeatmap heatmap={heatmap} />
          </Section>
        )}
        <Section title={_('user-home.signature')}>
          {user.signature.trim() ? (
            <MarkdownView source={user.signature} className="text-sm" />
          ) : (
            <p className="text-sm text-slate-400">{_('user-home.no-signature')}</p>
          )}
        </Section>
        <Section title={_('user-home.solved-problems')}>
          <SolvedProblems groups={user.solvedGroupByDifficulty} />
        </Section>
      </div>
    </div>
  );
}

/** /user-home?uid=|username=: a user's public profile, numbers, year and solved problems. */
export function UserHomePage() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const username = params.get('username');
  const who: UserRef = uid ? { uid } : username ? { username } : {};
  const { state, reload } = useUserHome(who);

  let body: ReactNode;
  if (!state)
    body = (
      <p className="flex items-center justify-center gap-2 py-24 text-sm text-slate-500">
        <Spinner className="size-5 text-primary-600" /> {_('common.loading')}
      </p>
    );
  else if (state.status === 'missing')
    body = (
      <Card>
        <EmptyState icon="user" title={_('user-home.not-found')}>
          <Link to="/acm-rank" className="text-sm text-primary-600 hover:underline">
            {_('user-home.browse-rank')}
          </Link>
        </EmptyState>
      </Card>
    );
  else if (state.status === 'error')
    body = (
      <Card>
        <EmptyState icon="alert" title={_('user-home.load-failed')}>
          <Button variant="secondary" size="sm" onClick={reload}>
            {_('common.refresh')}
          </Button>
        </EmptyState>
      </Card>
    );
  else body = <UserHomeView user={state.user} heatmap={state.heatmap} />;
  return <PageContainer>{body}</PageContainer>;
}
