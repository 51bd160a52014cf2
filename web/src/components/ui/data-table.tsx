import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export interface Column<T> {
  /** Stable key of the column (also its React key). */
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Classes of both the header and the cells (width, alignment). */
  className?: string;
  /** Hidden below this breakpoint on the desktop table ('sm' | 'md' | 'lg' | 'xl'). */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Kept visible while the table scrolls sideways (a user column on a wide scoreboard); 'md'
   * pins it only from 768 px, where a phone needs the whole width for the scrolling cells.
   */
  sticky?: boolean | 'md';
  /** Left offset (px) of a sticky column that follows another sticky one (default 0). */
  stickyLeft?: number;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the rows when there are none (and not loading). */
  empty: string;
  loading?: boolean;
  /** The phone variant: one card per row under 768 px; without it the table scrolls sideways. */
  card?: (row: T, index: number) => ReactNode;
  /** Minimum table width before it scrolls sideways. */
  minWidth?: number;
  rowClassName?: (row: T) => string | undefined;
  /** Extra attributes of a desktop row (`data-*` hooks for row animations, test ids). */
  rowProps?: (row: T) => Record<`data-${string}`, string | undefined>;
  onRowClick?: (row: T) => void;
  caption?: string;
  className?: string;
}

const hidden: Record<NonNullable<Column<unknown>['hideBelow']>, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
};

const headClass =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

// Header cells get the header's colour (bg-inherit would be transparent there); body cells
// inherit their row's, so highlighted and animated rows stay opaque under the scroll.
const sticky = { head: 'sticky z-10 bg-slate-50', cell: 'sticky z-10 bg-inherit' };
const stickyFromMd = {
  head: 'bg-slate-50 md:sticky md:z-10',
  cell: 'md:sticky md:z-10 md:bg-inherit',
};

/**
 * The one table of the app: column definitions in, a desktop table (sideways scroll, optional
 * sticky column) and an optional phone card list out, with loading and empty states.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  card,
  minWidth = 640,
  rowClassName,
  rowProps,
  onRowClick,
  caption,
  className,
}: DataTableProps<T>) {
  const colClass = (c: Column<T>, part: 'head' | 'cell') =>
    cn(
      c.className,
      c.hideBelow && hidden[c.hideBelow],
      c.sticky === true && sticky[part],
      c.sticky === 'md' && stickyFromMd[part],
    );
  const colStyle = (c: Column<T>) => (c.sticky ? { left: c.stickyLeft ?? 0 } : undefined);
  if (!loading && rows.length === 0) return <EmptyState title={empty} className={className} />;
  return (
    <div className={cn('relative', className)} aria-busy={loading || undefined}>
      {loading && (
        <div className="absolute inset-0 z-20 flex items-start justify-center bg-white/60 pt-16">
          <Spinner className="size-6 text-primary-500" />
        </div>
      )}
      <div className={cn('overflow-x-auto', card && 'hidden md:block')}>
        <table className="w-full border-collapse" style={{ minWidth }}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn(headClass, colClass(c, 'head'))}
                  style={colStyle(c)}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {rows.map((row, i) => (
              <tr
                key={rowKey(row)}
                className={cn(
                  'bg-white transition-colors hover:bg-primary-50/40',
                  onRowClick && 'cursor-pointer',
                  rowClassName?.(row),
                )}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                {...rowProps?.(row)}
              >
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={cn('px-3 py-2.5 text-sm text-slate-700', colClass(c, 'cell'))}
                    style={colStyle(c)}
                  >
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card && (
        <ul className="divide-y divide-slate-100 md:hidden">
          {rows.map((row, i) => (
            <li key={rowKey(row)} className="px-4 py-3">
              {card(row, i)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
