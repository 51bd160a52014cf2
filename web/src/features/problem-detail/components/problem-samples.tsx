import { useLingui } from '@lingui/react';
import { CopyButton } from '../../../components/ui/copy-button';
import type { Example } from '../../../lib/problem-format';

function SampleBox({ title, text }: { title: string; text: string }) {
  const { _ } = useLingui();
  return (
    <div className="min-w-0">
      <div className="mb-1 flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-600">{title}</span>
        <CopyButton text={text} label={_('common.copy')} />
      </div>
      <pre className="max-h-80 overflow-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm leading-relaxed text-slate-800">
        {text || ' '}
      </pre>
    </div>
  );
}

/** The statement's samples, each input and output with a copy button. */
export function ProblemSamples({ examples }: { examples: readonly Example[] }) {
  const { _ } = useLingui();
  return (
    <div className="space-y-4">
      {examples.map((example, index) => (
        <div key={index} className="grid gap-3 md:grid-cols-2">
          <SampleBox title={_('problem.sample-input', { n: index + 1 })} text={example.input} />
          <SampleBox title={_('problem.sample-output', { n: index + 1 })} text={example.output} />
        </div>
      ))}
    </div>
  );
}
