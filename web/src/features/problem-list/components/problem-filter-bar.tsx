import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { SearchForm } from '../../../components/ui/search-form';
import { Select } from '../../../components/ui/select';
import { REMOTE_OJS, type ProblemListFilters } from '../problem-list-query';

export interface ProblemFilterBarProps {
  filters: ProblemListFilters;
  onChange: (patch: Partial<ProblemListFilters>) => void;
  onReset: () => void;
  onPickOne: () => void;
  picking: boolean;
}

/** Keyword search, difficulty and judge choices, "pick one" and reset. */
export function ProblemFilterBar({
  filters,
  onChange,
  onReset,
  onPickOne,
  picking,
}: ProblemFilterBarProps) {
  const { _ } = useLingui();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [syncedKeyword, setSyncedKeyword] = useState(filters.keyword);
  if (syncedKeyword !== filters.keyword) {
    // The URL changed (back button, reset): show its keyword.
    setSyncedKeyword(filters.keyword);
    setKeyword(filters.keyword);
  }

  const onSubmit = () => {
    if (keyword.trim() !== filters.keyword) onChange({ keyword: keyword.trim() });
  };

  const difficultyOptions = [
    { value: '', label: _('problem.difficulty-all') },
    { value: '0', label: _('problem.difficulty-easy') },
    { value: '1', label: _('problem.difficulty-mid') },
    { value: '2', label: _('problem.difficulty-hard') },
  ];
  const ojOptions = [
    { value: 'All', label: _('problem-list.oj-all') },
    { value: 'Mine', label: _('problem-list.oj-mine') },
    ...REMOTE_OJS.map((oj) => ({ value: oj, label: oj })),
  ];

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchForm
        value={keyword}
        onValueChange={setKeyword}
        onSearch={onSubmit}
        label={_('problem-list.search')}
        buttonLabel={_('problem-list.search-button')}
        className="min-w-0 flex-1"
      />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
        <Select
          label={_('problem.difficulty')}
          showLabel
          options={difficultyOptions}
          value={filters.difficulty === null ? '' : String(filters.difficulty)}
          onChange={(event) =>
            onChange({ difficulty: event.target.value === '' ? null : Number(event.target.value) })
          }
          className="sm:w-44"
        />
        <Select
          label={_('problem-list.oj')}
          showLabel
          options={ojOptions}
          value={filters.oj}
          onChange={(event) => onChange({ oj: event.target.value, tagIds: [] })}
          className="sm:w-40"
        />
        <Button variant="secondary" size="sm" className="h-9" loading={picking} onClick={onPickOne}>
          <Icon name="shuffle" className="size-4" />
          {_('problem-list.pick-one')}
        </Button>
        <Button variant="ghost" size="sm" className="h-9" onClick={onReset}>
          <Icon name="refresh" className="size-4" />
          {_('problem-list.reset')}
        </Button>
      </div>
    </div>
  );
}
