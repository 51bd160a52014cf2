import { useLingui } from '@lingui/react';
import { LazyCodeEditor } from '../../../components/ui/lazy-code-editor';
import { cn } from '../../../lib/cn';
import type { ProblemFormState } from '../hooks/use-problem-form';
import { LANGUAGES } from '../problem-form-model';
import { LIMITS } from '../validation';
import { TextInput } from './basic-section';
import { Field, Section, ToggleRow } from '../../../components/ui/form-parts';

/** Time, memory and stack limits, within the server's bounds. */
export function LimitsSection({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const { form, set } = s;
  const hint = (key: keyof typeof LIMITS) =>
    _('admin-problems.limit-range', { min: LIMITS[key].min, max: LIMITS[key].max });
  return (
    <Section title={_('admin-problems.limits')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput
          type="number"
          label={_('admin-problems.time-limit')}
          value={form.timeLimit}
          onChange={(v) => set('timeLimit', v)}
          error={s.error('timeLimit')}
          hint={hint('timeLimit')}
        />
        <TextInput
          type="number"
          label={_('admin-problems.memory-limit')}
          value={form.memoryLimit}
          onChange={(v) => set('memoryLimit', v)}
          error={s.error('memoryLimit')}
          hint={hint('memoryLimit')}
        />
        <TextInput
          type="number"
          label={_('admin-problems.stack-limit')}
          value={form.stackLimit}
          onChange={(v) => set('stackLimit', v)}
          error={s.error('stackLimit')}
          hint={hint('stackLimit')}
        />
      </div>
    </Section>
  );
}

/** The languages a solution may use, and a code template per language (optional). */
export function LanguagesSection({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const { form, set } = s;
  const toggle = (name: string, on: boolean) =>
    set(
      'languages',
      on
        ? LANGUAGES.filter((l) => l === name || form.languages.includes(l))
        : form.languages.filter((l) => l !== name),
    );
  const template = (language: string) => form.templates.find((t) => t.language === language);
  const setTemplate = (language: string, change: { code?: string; status?: boolean }) => {
    const old = template(language) ?? { language, code: '', status: false };
    set('templates', [
      ...form.templates.filter((t) => t.language !== language),
      { ...old, ...change },
    ]);
  };
  return (
    <Section title={_('admin-problems.languages')} hint={_('admin-problems.languages-hint')}>
      <Field label={_('admin-problems.allowed-languages')} error={s.error('languages')}>
        <div className="flex flex-wrap gap-2">
          {LANGUAGES.map((name) => {
            const on = form.languages.includes(name);
            return (
              <label
                key={name}
                className={cn(
                  'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm',
                  on
                    ? 'border-primary-500 bg-primary-50 text-primary-700'
                    : 'border-slate-300 text-slate-700',
                )}
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) => toggle(name, e.target.checked)}
                />
                {name}
              </label>
            );
          })}
        </div>
      </Field>
      <Field label={_('admin-problems.templates')} error={s.error('templates')}>
        <div className="space-y-3">
          {form.languages.map((language) => {
            const t = template(language);
            return (
              <div key={language} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <ToggleRow
                  label={_('admin-problems.template-for', { language })}
                  checked={t?.status ?? false}
                  onChange={(status) => setTemplate(language, { status })}
                />
                {t?.status && (
                  <LazyCodeEditor
                    value={t.code}
                    language={language}
                    height={180}
                    ariaLabel={_('admin-problems.template-for', { language })}
                    onChange={(code) => setTemplate(language, { code })}
                  />
                )}
              </div>
            );
          })}
        </div>
      </Field>
    </Section>
  );
}
