import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { ProblemResult, RankedPair } from '../api/types';
import { percent } from '../plagiarism-rules';

/** The ranked pairs of one problem: most similar first. */
export function PairList({
  problem,
  onOpen,
}: {
  problem: ProblemResult;
  onOpen: (pair: RankedPair) => void;
}) {
  const { _ } = useLingui();
  const who = (side: RankedPair['left']) => (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{side.username}</span>
      <span className="font-mono text-xs text-slate-500">#{side.submitId}</span>
    </span>
  );
  const columns: Column<RankedPair>[] = [
    { key: 'rank', header: '#', cell: (_p, i) => i + 1, className: 'w-10 text-slate-500' },
    {
      key: 'users',
      header: _('plagiarism.col.users'),
      cell: (p) => (
        <span className="flex flex-col gap-1 sm:grid sm:grid-cols-[1fr_auto_1fr] sm:items-center sm:gap-2">
          {who(p.left)}
          <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
            ↔
          </span>
          {who(p.right)}
        </span>
      ),
    },
    {
      key: 'similarity',
      header: _('plagiarism.col.similarity'),
      cell: (p) => (
        <span className="flex items-center gap-2">
          <span
            className="hidden h-2 w-16 overflow-hidden rounded-full bg-slate-100 sm:block"
            aria-hidden="true"
          >
            <span
              className={
                p.similarity >= 0.7 ? 'block h-full bg-rose-500' : 'block h-full bg-amber-400'
              }
              style={{ width: percent(p.similarity) }}
            />
          </span>
          <span className="font-mono tabular-nums">{percent(p.similarity)}</span>
        </span>
      ),
    },
    {
      key: 'longest',
      header: _('plagiarism.col.longest'),
      cell: (p) => p.longest,
      hideBelow: 'md',
    },
    {
      key: 'overlap',
      header: _('plagiarism.col.overlap'),
      cell: (p) => p.overlap,
      hideBelow: 'md',
    },
    {
      key: 'open',
      header: '',
      className: 'text-right',
      cell: (p) => (
        <Button variant="secondary" size="sm" onClick={() => onOpen(p)}>
          {_('plagiarism.compare')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={problem.pairs}
      rowKey={(p) => `${p.left.submitId}-${p.right.submitId}`}
      rowProps={(p) => ({ 'data-pair': `${p.left.username}-${p.right.username}` })}
      empty={_('plagiarism.no-pairs')}
      minWidth={340}
      caption={_('plagiarism.pairs-of', { id: problem.displayId })}
      className="border-t border-slate-100"
    />
  );
}
