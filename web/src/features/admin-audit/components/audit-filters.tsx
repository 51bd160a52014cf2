import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Select, type SelectOption } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { AUDIT_ACTION_GROUPS, actionLabelId, groupLabelId } from '../audit-actions';
import type { AuditFilters } from '../hooks/use-audit-log';

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as a `datetime-local` value in the browser's zone, and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

const empty: AuditFilters = {
  action: '',
  actor: '',
  cid: '',
  problem: '',
  user: '',
  from: '',
  to: '',
};

/** The filter bar: action (one, or a whole group), actor, target and time range. */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState({
    ...filters,
    from: toLocal(filters.from),
    to: toLocal(filters.to),
  });
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const options: SelectOption[] = [{ value: '', label: _('admin-audit.filter.all-actions') }];
  for (const group of AUDIT_ACTION_GROUPS) {
    options.push({ value: group.actions.join(','), label: `${_(groupLabelId(group.id))}` });
    for (const action of group.actions)
      options.push({ value: action, label: `\u00a0\u00a0${_(actionLabelId(action))}` });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, from: toIso(draft.from), to: toIso(draft.to) });
  };
  const reset = () => {
    setDraft(empty);
    onApply(empty);
  };
  const field = 'h-10';
  return (
    <form
      onSubmit={submit}
      aria-label={_('admin-audit.filter.title')}
      className="grid grid-cols-1 gap-2 border-b border-slate-100 p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-4"
    >
      <Select
        label={_('admin-audit.filter.action')}
        options={options}
        value={draft.action}
        onChange={set('action')}
        selectClassName={field}
      />
      <TextField
        label={_('admin-audit.filter.actor')}
        value={draft.actor}
        onChange={set('actor')}
      />
      <TextField label={_('admin-audit.filter.user')} value={draft.user} onChange={set('user')} />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={_('admin-audit.filter.contest')}
          inputMode="numeric"
          value={draft.cid}
          onChange={set('cid')}
        />
        <TextField
          label={_('admin-audit.filter.problem')}
          value={draft.problem}
          onChange={set('problem')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-500">
        <span className="w-10 shrink-0">{_('admin-audit.filter.from')}</span>
        <input
          type="datetime-local"
          value={draft.from}
          onChange={set('from')}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-2 text-sm text-slate-800"
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-500">
        <span className="w-10 shrink-0">{_('admin-audit.filter.to')}</span>
        <input
          type="datetime-local"
          value={draft.to}
          onChange={set('to')}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-2 text-sm text-slate-800"
        />
      </label>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-2 lg:justify-end">
        <Button type="submit" size="sm" className="h-10 flex-1 sm:flex-none">
          <Icon name="filter" className="size-4" />
          {_('admin-audit.filter.apply')}
        </Button>
        <Button type="button" variant="ghost" size="sm" className="h-10" onClick={reset}>
          {_('admin-audit.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
