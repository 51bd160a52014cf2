import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import type { ProblemFormState } from '../hooks/use-problem-form';
import { Section } from '../../../components/ui/form-parts';

const boxClass =
  'min-h-20 w-full resize-y rounded-lg border border-slate-300 bg-white p-2 font-mono text-sm text-slate-800 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none';

/** The samples shown on the problem page: input/output rows, added and removed. */
function SamplesEditor({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const { samples } = s.form;
  const change = (i: number, key: 'input' | 'output', value: string) =>
    s.set(
      'samples',
      samples.map((x, j) => (j === i ? { ...x, [key]: value } : x)),
    );
  return (
    <div className="space-y-3">
      <p className="text-xs font-medium text-slate-500">{_('admin-problems.samples')}</p>
      {samples.map((sample, i) => (
        <fieldset key={i} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <div className="flex items-center justify-between">
            <legend className="text-sm font-medium text-slate-700">
              {_('admin-problems.sample-n', { n: i + 1 })}
            </legend>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-red-600"
              aria-label={_('admin-problems.remove-sample', { n: i + 1 })}
              onClick={() =>
                s.set(
                  'samples',
                  samples.filter((_x, j) => j !== i),
                )
              }
            >
              <Icon name="trash" className="size-4" />
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <textarea
              aria-label={_('admin-problems.sample-input', { n: i + 1 })}
              placeholder={_('admin-problems.sample-input', { n: i + 1 })}
              value={sample.input}
              className={boxClass}
              onChange={(e) => change(i, 'input', e.target.value)}
            />
            <textarea
              aria-label={_('admin-problems.sample-output', { n: i + 1 })}
              placeholder={_('admin-problems.sample-output', { n: i + 1 })}
              value={sample.output}
              className={boxClass}
              onChange={(e) => change(i, 'output', e.target.value)}
            />
          </div>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() => s.set('samples', [...samples, { input: '', output: '' }])}
      >
        <Icon name="plus" className="size-4" />
        {_('admin-problems.add-sample')}
      </Button>
    </div>
  );
}

/** Description, input, output and hint in Markdown with KaTeX (live preview), and samples. */
export function StatementSection({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const { form, set } = s;
  const height = 'h-48 md:h-56';
  return (
    <Section title={_('admin-problems.statement')} hint={_('admin-problems.statement-hint')}>
      <MarkdownEditor
        label={_('admin-problems.description')}
        value={form.description}
        onChange={(v) => set('description', v)}
        heightClass={height}
      />
      <MarkdownEditor
        label={_('admin-problems.input')}
        value={form.input}
        onChange={(v) => set('input', v)}
        error={s.error('input')}
        heightClass={height}
      />
      <MarkdownEditor
        label={_('admin-problems.output')}
        value={form.output}
        onChange={(v) => set('output', v)}
        error={s.error('output')}
        heightClass={height}
      />
      <SamplesEditor s={s} />
      <MarkdownEditor
        label={_('admin-problems.hint')}
        value={form.hint}
        onChange={(v) => set('hint', v)}
        heightClass={height}
      />
    </Section>
  );
}
