import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import { Icon } from './icon';
import { PAGE_SIZES, pageItems } from './page-items';

export interface PaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shows the page-size choice when given. */
  onPageSizeChange?: ((size: number) => void) | undefined;
  pageSizes?: readonly number[];
  /** The compact pager used under 768 px: previous, "page / pages", next. */
  small?: boolean;
  className?: string;
}

const buttonClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Page navigation with the total count and an optional page-size select. */
export function Pagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  small = false,
  className,
}: PaginationProps) {
  const { _ } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== current) onPageChange(target);
  };
  const arrows = (direction: 'prev' | 'next') => (
    <button
      type="button"
      className={cn(buttonClass, 'border-slate-200 bg-white text-slate-600 hover:text-primary-600')}
      aria-label={_(direction === 'prev' ? 'pager.previous' : 'pager.next')}
      disabled={direction === 'prev' ? current <= 1 : current >= pages}
      onClick={() => go(direction === 'prev' ? current - 1 : current + 1)}
    >
      <Icon name={direction === 'prev' ? 'chevron-left' : 'chevron-right'} className="size-4" />
    </button>
  );

  return (
    <nav
      aria-label={_('pager.label')}
      className={cn('flex flex-wrap items-center justify-center gap-2 text-sm', className)}
    >
      <span className="mr-1 text-slate-500">{_('pager.total', { total })}</span>
      {arrows('prev')}
      {small ? (
        <span className="px-2 text-slate-700 tabular-nums">
          {current} / {pages}
        </span>
      ) : (
        pageItems(current, pages).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="px-1 text-slate-400">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              aria-current={item === current ? 'page' : undefined}
              onClick={() => go(item)}
              className={cn(
                buttonClass,
                'tabular-nums',
                item === current
                  ? 'border-primary-600 bg-primary-600 text-white'
                  : 'border-slate-200 bg-white text-slate-700 hover:text-primary-600',
              )}
            >
              {item}
            </button>
          ),
        )
      )}
      {arrows('next')}
      {onPageSizeChange && (
        <select
          aria-label={_('pager.page-size')}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-8 rounded-md border border-slate-200 bg-white px-2 text-sm text-slate-700"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {_('pager.per-page', { size })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
