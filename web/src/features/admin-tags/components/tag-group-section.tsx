import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';
import { TagChip } from '../../../components/ui/tag-chip';
import type { AdminTag, TagGroup } from '../api/tags';

export function IconAction({
  icon,
  label,
  onClick,
  danger = false,
}: {
  icon: 'edit' | 'trash' | 'plus';
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={
        danger
          ? 'rounded-md p-1.5 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600'
          : 'rounded-md p-1.5 text-slate-400 transition-colors hover:bg-slate-100 hover:text-primary-600'
      }
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}

export function PanelHeader({
  title,
  count,
  action,
}: {
  title: string;
  count: number;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-500">{count}</span>
      <div className="ml-auto">{action}</div>
    </div>
  );
}

/** The tags of one classification (or the unclassified ones) with edit and delete. */
export function TagGroupSection({
  group,
  onAdd,
  onEdit,
  onDelete,
}: {
  group: TagGroup;
  onAdd: () => void;
  onEdit: (tag: AdminTag) => void;
  onDelete: (tag: AdminTag) => void;
}) {
  const { _ } = useLingui();
  const headingId = useId();
  const title = group.classification?.name ?? _('admin.tags.unclassified');
  return (
    <section aria-labelledby={headingId} className="px-4 py-4 sm:px-5">
      <div className="mb-2 flex items-center gap-2">
        <h3 id={headingId} className="min-w-0 truncate text-sm font-semibold text-slate-700">
          {title}
        </h3>
        <span className="text-xs text-slate-400">{group.tagList.length}</span>
        {group.classification && (
          <div className="ml-auto">
            <IconAction
              icon="plus"
              label={_('admin.tags.add-tag-in', { name: title })}
              onClick={onAdd}
            />
          </div>
        )}
      </div>
      {group.tagList.length === 0 ? (
        <p className="text-sm text-slate-400">{_('admin.tags.no-tags-here')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {group.tagList.map((tag) => (
            <li
              key={tag.id}
              className="flex max-w-full items-center gap-0.5 rounded-full border border-slate-200 bg-white py-0.5 pr-1 pl-1"
            >
              <TagChip static name={tag.name} color={tag.color} className="border-transparent" />
              <IconAction
                icon="edit"
                label={_('admin.tags.edit-named', { name: tag.name })}
                onClick={() => onEdit(tag)}
              />
              <IconAction
                icon="trash"
                danger
                label={_('admin.tags.delete-named', { name: tag.name })}
                onClick={() => onDelete(tag)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
