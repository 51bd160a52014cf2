import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { AccountLimit } from '../contest-form-model';
import {
  ChoiceGroup,
  Field,
  inputClass,
  Section,
  ToggleRow,
} from '../../../components/ui/form-parts';
import type { SectionProps } from './section-props';

/** `prefix<n>suffix` for n from start to end, and extra names: who may enter the contest. */
function AccountLimitFields({
  value,
  onChange,
  error,
}: {
  value: AccountLimit;
  onChange: (next: AccountLimit) => void;
  error: string | undefined;
}) {
  const { _ } = useLingui();
  const id = useId();
  const part = (key: keyof AccountLimit, label: string, numeric = false) => (
    <Field label={label} htmlFor={`${id}-${key}`}>
      <input
        id={`${id}-${key}`}
        className={inputClass}
        value={value[key]}
        inputMode={numeric ? 'numeric' : undefined}
        aria-invalid={numeric && error ? true : undefined}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
    </Field>
  );
  const example = `${value.prefix.trim()}${value.start.trim()}${value.suffix.trim()}`;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {part('prefix', _('admin-contests.limit-prefix'))}
        {part('suffix', _('admin-contests.limit-suffix'))}
        {part('start', _('admin-contests.limit-start'), true)}
        {part('end', _('admin-contests.limit-end'), true)}
      </div>
      <Field
        label={_('admin-contests.limit-extra')}
        htmlFor={`${id}-extra`}
        hint={_('admin-contests.limit-extra-hint')}
      >
        <textarea
          id={`${id}-extra`}
          rows={2}
          className={`${inputClass} h-auto py-2`}
          value={value.extra}
          onChange={(e) => onChange({ ...value, extra: e.target.value })}
        />
      </Field>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {_(error)}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{_('admin-contests.limit-example', { example })}</p>
      )}
    </div>
  );
}

/** Who gets in: public / private / protected with its password, the account limit, printing. */
export function AccessSection({ form, set, errors }: SectionProps) {
  const { _ } = useLingui();
  const pwdId = useId();
  return (
    <Section title={_('admin-contests.section-access')}>
      <ChoiceGroup
        label={_('admin-contests.auth')}
        value={form.auth}
        onChange={(v) => set('auth', v)}
        options={[
          { value: 0, label: _('admin-contests.auth-public') },
          { value: 1, label: _('admin-contests.auth-private') },
          { value: 2, label: _('admin-contests.auth-protected') },
        ]}
      />
      <p className="-mt-2 text-xs text-slate-500">{_('admin-contests.auth-hint')}</p>
      {form.auth !== 0 && (
        <Field
          label={_('admin-contests.password')}
          htmlFor={pwdId}
          error={errors.pwd ? _(errors.pwd) : undefined}
        >
          <input
            id={pwdId}
            className={inputClass}
            value={form.pwd}
            autoComplete="off"
            aria-invalid={errors.pwd ? true : undefined}
            onChange={(e) => set('pwd', e.target.value)}
          />
        </Field>
      )}
      <ToggleRow
        label={_('admin-contests.account-limit')}
        hint={_('admin-contests.account-limit-hint')}
        checked={form.openAccountLimit}
        onChange={(v) => set('openAccountLimit', v)}
      />
      {form.openAccountLimit && (
        <AccountLimitFields
          value={form.limit}
          onChange={(v) => set('limit', v)}
          error={errors.limit}
        />
      )}
      <ToggleRow
        label={_('admin-contests.open-print')}
        hint={_('admin-contests.open-print-hint')}
        checked={form.openPrint}
        onChange={(v) => set('openPrint', v)}
      />
      <ToggleRow
        label={_('admin-contests.allow-end-submit')}
        hint={_('admin-contests.allow-end-submit-hint')}
        checked={form.allowEndSubmit}
        onChange={(v) => set('allowEndSubmit', v)}
      />
      <ToggleRow
        label={_('admin-contests.visible')}
        hint={_('admin-contests.visible-hint')}
        checked={form.visible}
        onChange={(v) => set('visible', v)}
      />
    </Section>
  );
}
