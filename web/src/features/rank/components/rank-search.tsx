import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

/** Search by username or nickname (Enter or the button). */
export function RankSearch({
  value,
  onSearch,
  className,
}: {
  value: string;
  onSearch: (v: string) => void;
  /** Replaces the bar's own border and padding where it shares a row with more controls. */
  className?: string;
}) {
  const { _ } = useLingui();
  const [search, setSearch] = useState(value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
      className={cn('flex gap-2 border-b border-slate-100 p-3 sm:p-4', className)}
    >
      <input
        type="search"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={_('rank.search')}
        aria-label={_('rank.search')}
        className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none sm:max-w-xs"
      />
      <Button type="submit" variant="secondary" size="sm" className="h-9">
        <Icon name="search" className="size-4" />
        <span className="hidden sm:inline">{_('rank.search-button')}</span>
      </Button>
    </form>
  );
}
