import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import type { ContestListQuery } from '../contest-list-query';

export interface ContestFilterBarProps {
  query: ContestListQuery;
  onChange: (change: Partial<Omit<ContestListQuery, 'currentPage'>>) => void;
}

/** Rule, status and keyword; each change goes back to page 1 (the page decides that). */
export function ContestFilterBar({ query, onChange }: ContestFilterBarProps) {
  const { _ } = useLingui();
  const [keyword, setKeyword] = useState(query.keyword);
  const [synced, setSynced] = useState(query.keyword);
  if (synced !== query.keyword) {
    // The URL changed (back button): show its keyword.
    setSynced(query.keyword);
    setKeyword(query.keyword);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim() !== query.keyword) onChange({ keyword: keyword.trim() });
  };
  const typeOptions = [
    { value: '', label: _('contest.filter.all-rules') },
    { value: '0', label: 'ACM' },
    { value: '1', label: 'OI' },
  ];
  const statusOptions = [
    { value: '', label: _('contest.filter.all-status') },
    { value: '-1', label: _('contest.status.scheduled') },
    { value: '0', label: _('contest.status.running') },
    { value: '1', label: _('contest.status.ended') },
  ];

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
        <Select
          label={_('contest.filter.rule')}
          showLabel
          options={typeOptions}
          value={query.type === null ? '' : String(query.type)}
          onChange={(e) =>
            onChange({ type: e.target.value === '' ? null : e.target.value === '0' ? 0 : 1 })
          }
          className="sm:w-44"
        />
        <Select
          label={_('contest.filter.status')}
          showLabel
          options={statusOptions}
          value={query.status === null ? '' : String(query.status)}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ status: v === '' ? null : v === '-1' ? -1 : v === '0' ? 0 : 1 });
          }}
          className="sm:w-48"
        />
      </div>
      <form role="search" onSubmit={onSubmit} className="flex min-w-0 flex-1 gap-2 lg:justify-end">
        <label className="relative min-w-0 flex-1 lg:max-w-sm">
          <span className="sr-only">{_('contest.filter.keyword')}</span>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={keyword}
            maxLength={200}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={_('contest.filter.keyword')}
            className="h-9 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none"
          />
        </label>
        <Button type="submit" size="sm" className="h-9">
          {_('contest.filter.search')}
        </Button>
      </form>
    </div>
  );
}
