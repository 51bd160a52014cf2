import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ChoiceGroup } from '../../../components/ui/form-parts';
import { SearchForm } from '../../../components/ui/search-form';
import { Switch } from '../../../components/ui/switch';
import { isLoggedInAtom } from '../../../lib/session';
import { GROUP_AUTHS, type GroupListQuery } from '../group-list-query';
import { groupAuthLabelId } from './group-auth-tag';

export interface GroupFilterBarProps {
  query: GroupListQuery;
  onChange: (change: Partial<Omit<GroupListQuery, 'currentPage'>>) => void;
}

/** Keyword, auth and "only mine" (signed in) filters; each change goes back to page 1. */
export function GroupFilterBar({ query, onChange }: GroupFilterBarProps) {
  const { _ } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [keyword, setKeyword] = useState(query.keyword);
  const [synced, setSynced] = useState(query.keyword);
  if (synced !== query.keyword) {
    // The URL changed (back button): show its keyword.
    setSynced(query.keyword);
    setKeyword(query.keyword);
  }
  const options = [
    { value: 0, label: _('groups.auth.all') },
    ...GROUP_AUTHS.map((auth) => ({ value: auth, label: _(groupAuthLabelId(auth)) })),
  ];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <ChoiceGroup
        label={_('groups.auth')}
        value={query.auth ?? 0}
        options={options}
        onChange={(auth) => onChange({ auth: auth === 0 ? null : (auth as 1 | 2 | 3) })}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {loggedIn && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Switch
              checked={query.onlyMine}
              onChange={(onlyMine) => onChange({ onlyMine })}
              label={_('groups.only-mine')}
            />
            {_('groups.only-mine')}
          </label>
        )}
        <SearchForm
          value={keyword}
          onValueChange={setKeyword}
          onSearch={() => keyword.trim() !== query.keyword && onChange({ keyword: keyword.trim() })}
          label={_('groups.keyword')}
          buttonLabel={_('groups.search')}
          className="sm:w-72"
        />
      </div>
    </div>
  );
}
