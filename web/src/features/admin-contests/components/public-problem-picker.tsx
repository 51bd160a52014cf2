import { useLingui } from '@lingui/react';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { PROBLEM_PAGE_SIZE, searchPublicProblems } from '../api/contest-problems';
import type { PublicProblem } from '../api/types';
import { useLoaded } from '../hooks/use-loaded';
import { RuleBadge } from './contest-badges';

export interface PublicProblemPickerProps {
  picked: PublicProblem | null;
  onPick: (problem: PublicProblem) => void;
  /** Problems already in the contest: shown, but not pickable. */
  takenPids: ReadonlySet<number>;
}

/** Searches the public problem set (id or title) and picks one, 10 a page. */
export function PublicProblemPicker({ picked, onPick, takenPids }: PublicProblemPickerProps) {
  const { _ } = useLingui();
  const name = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1 });
  const load = useCallback((signal: AbortSignal) => searchPublicProblems(query, signal), [query]);
  const result = useLoaded(load);
  const rows = result.data?.records ?? [];
  const search = () => setQuery({ keyword: text.trim(), currentPage: 1 });
  return (
    <div className="space-y-2">
      <TextField
        label={_('admin-contests.problem-search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        // Enter searches here; it must not submit the dialog's form.
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          search();
        }}
        addon={
          <Button
            variant="secondary"
            aria-label={_('admin-contests.problem-search')}
            onClick={search}
          >
            <Icon name="search" className="size-4" />
          </Button>
        }
      />
      <div className="relative min-h-32 rounded-lg border border-slate-200">
        {result.loading && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-5 text-primary-500" />
          </div>
        )}
        {!result.loading && rows.length === 0 ? (
          <p className="px-3 py-10 text-center text-sm text-slate-500">
            {_('admin-contests.problem-search-empty')}
          </p>
        ) : (
          <ul
            role="radiogroup"
            aria-label={_('admin-contests.public-problems')}
            className="max-h-72 divide-y divide-slate-100 overflow-y-auto"
          >
            {rows.map((p) => {
              const taken = takenPids.has(Number(p.pid));
              const checked = picked?.pid === p.pid;
              return (
                <li key={p.pid}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
                      checked ? 'bg-primary-50' : 'hover:bg-slate-50',
                      taken && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <input
                      type="radio"
                      name={name}
                      className="size-4 accent-primary-600"
                      checked={checked}
                      disabled={taken}
                      onChange={() => onPick(p)}
                      aria-label={`${p.problemId} ${p.title}`}
                    />
                    <span className="w-20 shrink-0 truncate font-mono text-xs text-slate-500">
                      {p.problemId}
                    </span>
                    <span className="min-w-0 flex-1 truncate text-slate-800">{p.title}</span>
                    {taken ? (
                      <span className="text-xs text-slate-500">
                        {_('admin-contests.problem-added')}
                      </span>
                    ) : (
                      <RuleBadge type={p.type} />
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {(result.data?.total ?? 0) > PROBLEM_PAGE_SIZE && (
        <Pagination
          small
          total={result.data?.total ?? 0}
          page={query.currentPage}
          pageSize={PROBLEM_PAGE_SIZE}
          onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
        />
      )}
    </div>
  );
}
