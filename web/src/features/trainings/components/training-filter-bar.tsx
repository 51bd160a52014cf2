import { useLingui } from '@lingui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import type { TrainingCategory } from '../api/types';
import { TRAINING_AUTHS, type TrainingListQuery } from '../training-list-query';

export interface TrainingFilterBarProps {
  query: TrainingListQuery;
  categories: readonly TrainingCategory[];
  onChange: (change: Partial<Omit<TrainingListQuery, 'currentPage'>>) => void;
}

function Chip({
  selected,
  color,
  onClick,
  children,
}: {
  selected: boolean;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const tone = color ?? 'var(--color-primary-600)';
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-md border px-2.5 py-1 text-xs font-medium transition-shadow hover:shadow-sm',
      )}
      style={
        selected
          ? { backgroundColor: tone, borderColor: tone, color: '#fff' }
          : { borderColor: tone, color: tone, backgroundColor: '#fff' }
      }
    >
      {children}
    </button>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-3">
      <span className="w-20 shrink-0 pt-1 text-sm font-medium text-slate-500">{label}</span>
      <div role="group" aria-label={label} className="flex min-w-0 flex-wrap gap-1.5">
        {children}
      </div>
    </div>
  );
}

/** Keyword, access and category filters; each change goes back to page 1. */
export function TrainingFilterBar({ query, categories, onChange }: TrainingFilterBarProps) {
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

  return (
    <div className="space-y-3">
      <form role="search" onSubmit={onSubmit} className="flex gap-2 sm:max-w-md">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">{_('training.filter.keyword')}</span>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={keyword}
            maxLength={200}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={_('training.filter.keyword')}
            className="h-9 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none"
          />
        </label>
        <Button type="submit" size="sm" className="h-9">
          {_('training.filter.search')}
        </Button>
      </form>
      <Row label={_('training.filter.auth')}>
        <Chip selected={query.auth === null} onClick={() => onChange({ auth: null })}>
          {_('training.filter.all')}
        </Chip>
        {TRAINING_AUTHS.map((auth) => (
          <Chip
            key={auth}
            selected={query.auth === auth}
            color={auth === 'Private' ? '#dc2626' : '#059669'}
            onClick={() => onChange({ auth })}
          >
            {_(auth === 'Private' ? 'training.auth-private' : 'training.auth-public')}
          </Chip>
        ))}
      </Row>
      <Row label={_('training.filter.category')}>
        <Chip selected={query.categoryId === null} onClick={() => onChange({ categoryId: null })}>
          {_('training.filter.all')}
        </Chip>
        {categories.map((category) => (
          <Chip
            key={category.id}
            selected={query.categoryId === category.id}
            color={category.color || '#64748b'}
            onClick={() => onChange({ categoryId: category.id })}
          >
            {category.name}
          </Chip>
        ))}
      </Row>
    </div>
  );
}
