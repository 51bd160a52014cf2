import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

/** Keyword search, sent on Enter or the button (never submits an outer form). */
export function SearchBox({
  label,
  initial,
  onSearch,
  className,
}: {
  label: string;
  initial: string;
  onSearch: (keyword: string) => void;
  className?: string;
}) {
  const [keyword, setKeyword] = useState(initial);
  const search = () => onSearch(keyword.trim());
  return (
    <div role="search" className={cn('w-full sm:w-80', className)}>
      <TextField
        label={label}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          search();
        }}
        addon={
          <Button variant="secondary" aria-label={label} onClick={search}>
            <Icon name="search" className="size-4" />
          </Button>
        }
      />
    </div>
  );
}
