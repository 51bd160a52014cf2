import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { LazyCodeEditor } from '../../../components/ui/lazy-code-editor';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { ProblemFormState } from '../hooks/use-problem-form';
import { CHECKER_LANGUAGES, type ExtraFile } from '../problem-form-model';
import { TextInput } from './basic-section';
import { ChoiceGroup, Field, Section, ToggleRow } from '../../../components/ui/form-parts';

/** A name-to-content list of extra files (user: next to the solution; judge: the checker's). */
function ExtraFiles(p: { label: string; files: ExtraFile[]; onChange: (f: ExtraFile[]) => void }) {
  const { _ } = useLingui();
  const change = (i: number, c: Partial<ExtraFile>) =>
    p.onChange(p.files.map((f, j) => (j === i ? { ...f, ...c } : f)));
  return (
    <Field label={p.label}>
      <div className="space-y-2">
        {p.files.map((f, i) => (
          <div
            key={i}
            className="grid gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[12rem_1fr_auto]"
          >
            <input
              aria-label={_('admin-problems.file-name')}
              placeholder={_('admin-problems.file-name')}
              value={f.name}
              onChange={(e) => change(i, { name: e.target.value })}
              className="h-9 rounded-lg border border-slate-300 px-2 font-mono text-sm"
            />
            <textarea
              aria-label={_('admin-problems.file-content')}
              placeholder={_('admin-problems.file-content')}
              value={f.content}
              onChange={(e) => change(i, { content: e.target.value })}
              className="min-h-9 rounded-lg border border-slate-300 p-2 font-mono text-sm"
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-red-600"
              onClick={() => p.onChange(p.files.filter((_x, j) => j !== i))}
            >
              {_('admin-problems.remove')}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => p.onChange([...p.files, { name: '', content: '' }])}
        >
          {_('admin-problems.add-file')}
        </Button>
      </div>
    </Field>
  );
}

/** The checker or interactor: its source, its language and a compile that reports back. */
function CheckerEditor({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const { form, set, compile } = s;
  return (
    <Field
      label={_(
        form.judgeMode === 'spj' ? 'admin-problems.checker-code' : 'admin-problems.interactor-code',
      )}
      error={s.error('checker')}
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Select
            label={_('admin-problems.checker-language')}
            showLabel
            value={form.spjLanguage}
            options={CHECKER_LANGUAGES.map((l) => ({ value: l, label: l }))}
            onChange={(e) => set('spjLanguage', e.target.value)}
            className="w-48"
          />
          <Select
            label={_('admin-problems.checker-convention')}
            showLabel
            value={form.checkerConvention}
            options={[
              { value: 'testlib', label: _('admin-problems.convention-testlib') },
              { value: 'kattis', label: _('admin-problems.convention-kattis') },
            ]}
            onChange={(e) =>
              set('checkerConvention', e.target.value === 'kattis' ? 'kattis' : 'testlib')
            }
            className="w-64"
          />
          <Button
            type="button"
            variant="secondary"
            disabled={compile.busy}
            onClick={() => void s.runCompile()}
          >
            {compile.busy && <Spinner className="size-4" />}
            {_('admin-problems.compile')}
          </Button>
        </div>
        <LazyCodeEditor
          value={form.spjCode}
          language={form.spjLanguage}
          height={300}
          ariaLabel={_('admin-problems.checker-code')}
          onChange={(code) => set('spjCode', code)}
        />
        {compile.message && (
          <pre
            role="status"
            className={cn(
              'max-h-60 overflow-auto rounded-lg border p-2 text-xs whitespace-pre-wrap',
              compile.ok
                ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
                : 'border-red-200 bg-red-50 text-red-800',
            )}
          >
            {compile.message}
          </pre>
        )}
      </div>
    </Field>
  );
}

/** Judge mode with its checker, file IO, extra files and the comparison options. */
export function JudgeSection({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const { form, set } = s;
  return (
    <Section title={_('admin-problems.judge')}>
      <ChoiceGroup
        label={_('admin-problems.judge-mode')}
        value={form.judgeMode}
        onChange={(v) => set('judgeMode', v)}
        options={[
          { value: 'default', label: _('admin-problems.mode-default') },
          { value: 'spj', label: _('admin-problems.mode-spj') },
          { value: 'interactive', label: _('admin-problems.mode-interactive') },
        ]}
      />
      {form.judgeMode !== 'default' && <CheckerEditor s={s} />}
      <ToggleRow
        label={_('admin-problems.remove-end-blank')}
        hint={_('admin-problems.remove-end-blank-hint')}
        checked={form.isRemoveEndBlank}
        onChange={(v) => set('isRemoveEndBlank', v)}
      />
      <ToggleRow
        label={_('admin-problems.open-case-result')}
        hint={_('admin-problems.open-case-result-hint')}
        checked={form.openCaseResult}
        onChange={(v) => set('openCaseResult', v)}
      />
      <ToggleRow
        label={_('admin-problems.file-io')}
        hint={_('admin-problems.file-io-hint')}
        checked={form.isFileIO}
        onChange={(v) => set('isFileIO', v)}
      />
      {form.isFileIO && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={_('admin-problems.io-read')}
            value={form.ioReadFileName}
            onChange={(v) => set('ioReadFileName', v)}
            error={s.error('fileIO')}
          />
          <TextInput
            label={_('admin-problems.io-write')}
            value={form.ioWriteFileName}
            onChange={(v) => set('ioWriteFileName', v)}
          />
        </div>
      )}
      <ExtraFiles
        label={_('admin-problems.user-extra-files')}
        files={form.userExtraFiles}
        onChange={(f) => set('userExtraFiles', f)}
      />
      <ExtraFiles
        label={_('admin-problems.judge-extra-files')}
        files={form.judgeExtraFiles}
        onChange={(f) => set('judgeExtraFiles', f)}
      />
      {s.error('extraFiles') && (
        <p role="alert" className="text-xs text-red-600">
          {s.error('extraFiles')}
        </p>
      )}
    </Section>
  );
}
