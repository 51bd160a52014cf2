import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import type { ProblemFormState } from '../hooks/use-problem-form';
import type { CaseRow } from '../problem-form-model';
import { ChoiceGroup, Section } from '../../../components/ui/form-parts';

const small =
  'h-9 w-20 rounded-lg border border-slate-300 px-2 text-sm tabular-nums aria-[invalid=true]:border-red-400';
const box = 'min-h-16 w-full rounded-lg border border-slate-300 p-2 font-mono text-xs';

/** One judge case: file names (uploaded) or contents (typed), its score and group. */
function CaseItem(p: {
  s: ProblemFormState;
  row: CaseRow;
  index: number;
  change: (c: Partial<CaseRow>) => void;
  remove: () => void;
}) {
  const { _ } = useLingui();
  const { form } = p.s;
  const n = p.index + 1;
  const subtask =
    form.judgeCaseMode === 'subtask_lowest' || form.judgeCaseMode === 'subtask_average';
  return (
    <li className="flex flex-wrap items-start gap-2 rounded-lg border border-slate-200 p-2">
      <span className="w-8 pt-2 text-xs text-slate-400 tabular-nums">#{n}</span>
      {form.isUploadCase ? (
        <span className="min-w-0 flex-1 pt-2 font-mono text-sm break-all text-slate-700">
          {p.row.input} → {p.row.output}
        </span>
      ) : (
        <div className="grid min-w-0 flex-1 basis-60 gap-2 sm:grid-cols-2">
          <textarea
            aria-label={_('admin-problems.case-input', { n })}
            placeholder={_('admin-problems.case-input', { n })}
            value={p.row.input}
            className={box}
            onChange={(e) => p.change({ input: e.target.value })}
          />
          <textarea
            aria-label={_('admin-problems.case-output', { n })}
            placeholder={_('admin-problems.case-output', { n })}
            value={p.row.output}
            className={box}
            onChange={(e) => p.change({ output: e.target.value })}
          />
        </div>
      )}
      {form.type === 1 && (
        <input
          type="number"
          min={0}
          aria-label={_('admin-problems.case-score', { n })}
          title={_('admin-problems.score')}
          placeholder={_('admin-problems.score')}
          value={p.row.score}
          className={small}
          onChange={(e) => p.change({ score: e.target.value })}
        />
      )}
      {subtask && (
        <input
          type="number"
          min={1}
          aria-label={_('admin-problems.case-group', { n })}
          title={_('admin-problems.group')}
          placeholder={_('admin-problems.group')}
          value={p.row.groupNum}
          className={small}
          onChange={(e) => p.change({ groupNum: e.target.value })}
        />
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="px-2 text-red-600"
        aria-label={_('admin-problems.remove-case', { n })}
        onClick={p.remove}
      >
        <Icon name="trash" className="size-4" />
      </Button>
    </li>
  );
}

/** Case mode, then the cases: a zip upload (pairs listed, scores editable) or typed by hand. */
export function TestDataSection({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const fileId = useId();
  const { form, set } = s;
  const change = (i: number, c: Partial<CaseRow>) =>
    set(
      'cases',
      form.cases.map((x, j) => (j === i ? { ...x, ...c } : x)),
    );
  return (
    <Section title={_('admin-problems.test-data')} hint={_('admin-problems.test-data-hint')}>
      <ChoiceGroup
        label={_('admin-problems.case-mode')}
        value={form.judgeCaseMode}
        onChange={(v) => set('judgeCaseMode', v)}
        error={s.error('judgeCaseMode')}
        options={[
          { value: 'default', label: _('admin-problems.case-mode-default') },
          { value: 'ergodic_without_error', label: _('admin-problems.case-mode-ergodic') },
          {
            value: 'subtask_lowest',
            label: _('admin-problems.case-mode-lowest'),
            disabled: form.type !== 1,
          },
          {
            value: 'subtask_average',
            label: _('admin-problems.case-mode-average'),
            disabled: form.type !== 1,
          },
        ]}
      />
      <ChoiceGroup
        label={_('admin-problems.case-source')}
        value={form.isUploadCase ? 'zip' : 'manual'}
        onChange={(v) =>
          s.setForm((f) => ({ ...f, isUploadCase: v === 'zip', uploadDir: '', cases: [] }))
        }
        options={[
          { value: 'zip', label: _('admin-problems.case-zip') },
          { value: 'manual', label: _('admin-problems.case-manual') },
        ]}
      />
      {form.isUploadCase && (
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={fileId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-slate-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500"
          >
            {s.uploading ? (
              <Spinner className="size-4" />
            ) : (
              <Icon name="upload" className="size-4" />
            )}
            {_('admin-problems.upload-zip')}
            <input
              id={fileId}
              type="file"
              accept=".zip,application/zip"
              className="sr-only"
              disabled={s.uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void s.upload(file);
              }}
            />
          </label>
          <p className="text-xs text-slate-500">{_('admin-problems.upload-zip-hint')}</p>
        </div>
      )}
      {s.error('cases') && (
        <p role="alert" className="text-xs text-red-600">
          {s.error('cases')}
        </p>
      )}
      {form.cases.length > 0 && (
        <ol aria-label={_('admin-problems.cases')} className="space-y-2">
          {form.cases.map((row, i) => (
            <CaseItem
              key={i}
              s={s}
              row={row}
              index={i}
              change={(c) => change(i, c)}
              remove={() =>
                set(
                  'cases',
                  form.cases.filter((_x, j) => j !== i),
                )
              }
            />
          ))}
        </ol>
      )}
      {!form.isUploadCase && (
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            set('cases', [...form.cases, { input: '', output: '', score: '', groupNum: '' }])
          }
        >
          <Icon name="plus" className="size-4" />
          {_('admin-problems.add-case')}
        </Button>
      )}
    </Section>
  );
}
