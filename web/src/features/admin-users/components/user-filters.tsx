import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import type { UserListQuery } from '../api/types';

export interface UserFiltersProps {
  query: UserListQuery;
  onChange: (changes: Partial<UserListQuery>) => void;
  selected: number;
  onDeleteSelected: () => void;
}

/** Keyword search (on Enter or the button), the only-admin switch and bulk delete. */
export function UserFilters({ query, onChange, selected, onDeleteSelected }: UserFiltersProps) {
  const { _ } = useLingui();
  const [keyword, setKeyword] = useState(query.keyword);
  return (
    <form
      className="flex flex-wrap items-center gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ keyword: keyword.trim() });
      }}
    >
      <TextField
        className="w-full sm:w-80"
        label={_('admin-users.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        addon={
          <Button type="submit" variant="secondary" aria-label={_('admin-users.search')}>
            <Icon name="search" className="size-4" />
          </Button>
        }
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-primary-600"
          checked={query.onlyAdmin}
          onChange={(e) => onChange({ onlyAdmin: e.target.checked })}
        />
        {_('admin-users.only-admin')}
      </label>
      <Button
        variant="danger"
        size="sm"
        className="ml-auto"
        disabled={selected === 0}
        onClick={onDeleteSelected}
      >
        <Icon name="trash" className="size-4" />
        {_('admin-users.delete-selected', { count: selected })}
      </Button>
    </form>
  );
}
