import { useLingui } from '@lingui/react';
import { cn } from '../../../lib/cn';
import type { DiscussionCategory } from '../api/types';

export interface CategorySidebarProps {
  categories: readonly DiscussionCategory[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/** The categories: a column beside the list on wide screens, a row of chips on phones. */
export function CategorySidebar({ categories, selected, onSelect }: CategorySidebarProps) {
  const { _ } = useLingui();
  const items: { id: number | null; name: string }[] = [
    { id: null, name: _('discussions.all-categories') },
    ...categories,
  ];
  return (
    <nav aria-label={_('discussions.categories')}>
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:gap-0.5 md:overflow-visible">
        {items.map((item) => (
          <li key={item.id ?? 'all'} className="shrink-0">
            <button
              type="button"
              aria-current={item.id === selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              className={cn(
                'w-full rounded-lg px-3 py-1.5 text-left text-sm whitespace-nowrap',
                item.id === selected
                  ? 'bg-primary-50 font-medium text-primary-700'
                  : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {item.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
