import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import type { Clarification } from '../api/types';

const badge = 'rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** A small coloured label (problem, audience, state). */
export function Badge({
  tone,
  children,
}: {
  tone: 'slate' | 'amber' | 'emerald' | 'sky' | 'violet';
  children: ReactNode;
}) {
  const tones = {
    slate: 'bg-slate-50 text-slate-700 ring-slate-200',
    amber: 'bg-amber-50 text-amber-700 ring-amber-200',
    emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    sky: 'bg-sky-50 text-sky-700 ring-sky-200',
    violet: 'bg-violet-50 text-violet-700 ring-violet-200',
  };
  return <span className={cn(badge, tones[tone])}>{children}</span>;
}

/** One clarification: its problem, the question and who asked, the answer or that it waits. */
export function ClarificationCard({ c, children }: { c: Clarification; children?: ReactNode }) {
  const { _ } = useLingui();
  const open = c.answer === null;
  return (
    <article
      data-testid="clarification"
      className={cn(
        'space-y-2 rounded-lg border bg-white p-3 sm:p-4',
        open ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <header className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
        <Badge tone="slate">
          {c.displayId
            ? _('clarifications.problem', { id: c.displayId })
            : _('clarifications.general')}
        </Badge>
        {c.fromJury && <Badge tone="violet">{_('clarifications.from-jury')}</Badge>}
        {!c.fromJury && c.mine && <Badge tone="sky">{_('clarifications.mine')}</Badge>}
        {!c.fromJury && !open && (
          <Badge tone={c.toAll ? 'emerald' : 'slate'}>
            {c.toAll ? _('clarifications.to-all') : _('clarifications.private')}
          </Badge>
        )}
        {open && <Badge tone="amber">{_('clarifications.waiting')}</Badge>}
        {c.username && !c.mine && <span className="font-medium text-slate-700">{c.username}</span>}
        <time className="ml-auto tabular-nums" dateTime={c.askedAt}>
          {formatDateTime(c.askedAt)}
        </time>
      </header>
      {c.question !== null && (
        <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{c.question}</p>
      )}
      {c.answer !== null && (
        <div className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {!c.fromJury && (
            <p className="mb-1 text-xs font-semibold text-slate-500">
              {c.answeredBy
                ? _('clarifications.answered-by', { name: c.answeredBy })
                : _('clarifications.answer')}
            </p>
          )}
          <p className="break-words whitespace-pre-wrap" data-testid="clarification-answer">
            {c.answer}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}
