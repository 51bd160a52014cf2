import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { SearchForm } from '../../../components/ui/search-form';
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
  const onSubmit = () => {
    if (keyword.trim() !== query.keyword) onChange({ keyword: keyword.trim() });
  };

  return (
    <div className="space-y-3">
      <SearchForm
        value={keyword}
        onValueChange={setKeyword}
        onSearch={onSubmit}
        label={_('training.filter.keyword')}
        buttonLabel={_('training.filter.search')}
        className="sm:max-w-md"
      />
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
