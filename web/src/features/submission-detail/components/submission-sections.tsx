import type { SubmissionProgress } from '@oj/events/realtime';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icon';
import { LazyCodeEditor } from '../../../components/ui/lazy-code-editor';
import { cn } from '../../../lib/cn';
import { JudgeStatus, judgeStatusInfo, toneClasses } from '../../../lib/judge-status';

export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** One tile per case judged so far, while the submission is being judged. */
export function LiveCases({ cases }: { cases: SubmissionProgress['testCase'][] }) {
  const { _ } = useLingui();
  return (
    <ol className="flex flex-wrap gap-1.5" aria-live="polite" aria-label={_('submission.cases')}>
      {cases.map((c) =>
        c ? (
          <li
            key={c.index}
            className={cn(
              'rounded-md px-2 py-1 text-xs font-medium ring-1 ring-inset',
              toneClasses[judgeStatusInfo(c.status).tone],
            )}
          >
            #{c.index} {judgeStatusInfo(c.status).short}
          </li>
        ) : null,
      )}
    </ol>
  );
}

/** The compiler's message (Compile Error) or the judge's message, kept preformatted. */
export function JudgeMessage({ status, message }: { status: number; message: string }) {
  const { _ } = useLingui();
  const compile = status === JudgeStatus.COMPILE_ERROR;
  return (
    <Section title={compile ? _('submission.compile-message') : _('submission.message')}>
      <pre
        className={cn(
          'max-h-96 overflow-auto rounded-lg border p-3 font-mono text-xs leading-relaxed whitespace-pre',
          compile
            ? 'border-yellow-200 bg-yellow-50 text-yellow-900'
            : 'border-red-200 bg-red-50 text-red-900',
        )}
      >
        {message}
      </pre>
    </Section>
  );
}

const codeHeight = (code: string) =>
  Math.min(640, Math.max(160, code.split('\n').length * 20 + 12));

/** The code, highlighted read-only, with a copy button; a note when it is not visible. */
export function SubmissionCode({ code, language }: { code?: string | null; language: string }) {
  const { _ } = useLingui();
  if (code === null || code === undefined) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Icon name="info" className="size-4" /> {_('submission.code-hidden')}
      </p>
    );
  }
  return (
    <Section
      title={_('submission.code')}
      action={<CopyButton text={code} label={_('common.copy')} />}
    >
      <LazyCodeEditor
        value={code}
        language={language}
        readOnly
        height={codeHeight(code)}
        ariaLabel={_('submission.code')}
      />
    </Section>
  );
}
