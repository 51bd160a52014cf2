import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ProblemFormState } from '../hooks/use-problem-form';
import {
  ChoiceGroup,
  Field,
  inputClass,
  Section,
  ToggleRow,
} from '../../../components/ui/form-parts';
import { TagsField } from './tags-field';
import { cn } from '../../../lib/cn';

function TextInput(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: string;
  /** Fixed text before the input (a group problem's short name). */
  prefix?: string | undefined;
}) {
  const id = useId();
  const input = (
    <input
      id={id}
      type={p.type ?? 'text'}
      value={p.value}
      aria-invalid={p.error ? true : undefined}
      className={cn(inputClass, p.prefix && 'min-w-0 rounded-l-none')}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
  return (
    <Field label={p.label} htmlFor={id} error={p.error} hint={p.hint}>
      {p.prefix ? (
        <div className="flex">
          <span className="inline-flex max-w-[45%] shrink-0 items-center truncate rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-600">
            {p.prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** Contest place (contest problems), display id, title, author, rule, difficulty, tags. */
export function BasicSection({ s }: { s: ProblemFormState }) {
  const { _ } = useLingui();
  const { form, set } = s;
  return (
    <Section title={_('admin-problems.basic')}>
      {s.contest && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={_('admin-problems.contest-display-id')}
            value={form.displayId}
            onChange={(v) => set('displayId', v)}
            error={s.error('displayId')}
          />
          <div className="flex items-end gap-2">
            <TextInput
              label={_('admin-problems.balloon')}
              value={form.color}
              onChange={(v) => set('color', v)}
              hint={_('admin-problems.balloon-hint')}
            />
            <input
              type="color"
              aria-label={_('admin-problems.balloon')}
              value={/^#[0-9a-f]{6}$/i.test(form.color) ? form.color : '#000000'}
              onChange={(e) => set('color', e.target.value)}
              className="mb-0.5 h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300"
            />
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={_('admin-problems.problem-id')}
          value={form.problemId}
          onChange={(v) => set('problemId', v)}
          error={s.error('problemId')}
          prefix={s.group?.shortName.toUpperCase()}
          {...(s.group ? { hint: _('group-problems.id-prefix-hint') } : {})}
        />
        <TextInput
          label={_('admin-problems.title')}
          value={form.title}
          onChange={(v) => set('title', v)}
          error={s.error('title')}
        />
        <TextInput
          label={_('admin-problems.author')}
          value={form.author}
          onChange={(v) => set('author', v)}
          hint={_('admin-problems.author-hint')}
        />
        <TextInput
          label={_('admin-problems.source')}
          value={form.source}
          onChange={(v) => set('source', v)}
        />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <ChoiceGroup
          label={_('admin-problems.type')}
          value={form.type}
          onChange={(v) => set('type', v)}
          options={[
            { value: 0, label: 'ACM' },
            { value: 1, label: 'OI' },
          ]}
        />
        <ChoiceGroup
          label={_('admin-problems.difficulty')}
          value={form.difficulty}
          onChange={(v) => set('difficulty', v)}
          options={[
            { value: 0, label: _('admin-problems.easy') },
            { value: 1, label: _('admin-problems.medium') },
            { value: 2, label: _('admin-problems.hard') },
          ]}
        />
        {!s.contest && (
          <ChoiceGroup
            label={_('admin-problems.auth')}
            value={form.auth}
            onChange={(v) => set('auth', v)}
            options={
              s.group
                ? [
                    { value: 1, label: _('group-problems.auth-public') },
                    { value: 2, label: _('group-problems.auth-private') },
                  ]
                : [
                    { value: 1, label: _('admin-problems.auth-public') },
                    { value: 2, label: _('admin-problems.auth-private') },
                    { value: 3, label: _('admin-problems.auth-contest') },
                  ]
            }
          />
        )}
      </div>
      <TagsField
        tags={form.tags}
        onChange={(t) => set('tags', t)}
        error={s.error('tags')}
        gid={s.group?.gid}
      />
      <ToggleRow
        label={_('admin-problems.code-share')}
        hint={_('admin-problems.code-share-hint')}
        checked={form.codeShare}
        onChange={(v) => set('codeShare', v)}
      />
    </Section>
  );
}

export { TextInput };
