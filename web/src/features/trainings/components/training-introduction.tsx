import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { formatDateTime } from '../../../lib/format';
import { useTraining } from '../training-context';
import { TrainingPasswordForm } from './training-password-form';
import { CategoryTag, TrainingAuthTag } from './training-tags';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** The introduction tab: the password form until registered, the facts and the description. */
export function TrainingIntroduction() {
  const { _ } = useLingui();
  const { training, menuDisabled, grantAccess } = useTraining();
  return (
    <div className="grid gap-4 p-4 sm:p-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <div className="space-y-4">
        {menuDisabled && <TrainingPasswordForm tid={training.id} onRegistered={grantAccess} />}
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200/80 px-4">
          <InfoRow label={_('training.info.number')}>{training.rank}</InfoRow>
          <InfoRow label={_('training.info.auth')}>
            <TrainingAuthTag auth={training.auth} />
          </InfoRow>
          <InfoRow label={_('training.info.category')}>
            <CategoryTag name={training.categoryName} color={training.categoryColor} filled />
          </InfoRow>
          <InfoRow label={_('training.info.problems')}>{training.problemCount}</InfoRow>
          <InfoRow label={_('training.info.author')}>
            <Link
              to={`/user-home?username=${encodeURIComponent(training.author)}`}
              className="text-primary-600 hover:underline"
            >
              {training.author}
            </Link>
          </InfoRow>
          <InfoRow label={_('training.info.updated')}>
            <span className="tabular-nums">{formatDateTime(training.gmtModified)}</span>
          </InfoRow>
        </dl>
      </div>
      <section
        aria-labelledby="training-intro-title"
        className="min-w-0 rounded-xl border border-slate-200/80 p-4 sm:p-5"
      >
        <h2 id="training-intro-title" className="mb-3 text-base font-semibold text-slate-900">
          {_('training.tab.introduction')}
        </h2>
        {training.description ? (
          <MarkdownView source={training.description} />
        ) : (
          <p className="text-sm text-slate-500">{_('training.no-description')}</p>
        )}
      </section>
    </div>
  );
}
