import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { SearchForm } from '../../../components/ui/search-form';
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
  const onSubmit = () => {
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
      <SearchForm
        value={keyword}
        onValueChange={setKeyword}
        onSearch={onSubmit}
        label={_('contest.filter.keyword')}
        buttonLabel={_('contest.filter.search')}
        className="min-w-0 flex-1 lg:justify-end"
        fieldClassName="lg:max-w-sm"
      />
    </div>
  );
}
