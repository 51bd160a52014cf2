import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import type { TagClassification } from '../api/tags';
import { IconAction, PanelHeader } from './tag-group-section';

export interface ClassificationPanelProps {
  classifications: readonly TagClassification[];
  /** Opens the dialog: a classification to edit, or null to create one. */
  onEdit: (item: TagClassification | null) => void;
  onDelete: (item: TagClassification) => void;
}

/** The left panel: classifications in rank order with edit and delete. */
export function ClassificationPanel({
  classifications,
  onEdit,
  onDelete,
}: ClassificationPanelProps) {
  const { _ } = useLingui();
  return (
    <Card>
      <PanelHeader
        title={_('admin.tags.classifications')}
        count={classifications.length}
        action={
          <Button size="sm" onClick={() => onEdit(null)}>
            <Icon name="plus" className="size-4" />
            {_('admin.tags.add-classification')}
          </Button>
        }
      />
      {classifications.length === 0 ? (
        <EmptyState title={_('admin.tags.no-classifications')} className="py-10" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {classifications.map((item) => (
            <li key={item.id} className="flex items-center gap-2 px-4 py-2.5 sm:px-5">
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
                {item.name}
              </span>
              <span className="shrink-0 text-xs text-slate-400">
                {_('admin.tags.rank-value', { rank: item.rank })}
              </span>
              <IconAction
                icon="edit"
                label={_('admin.tags.edit-named', { name: item.name })}
                onClick={() => onEdit(item)}
              />
              <IconAction
                icon="trash"
                danger
                label={_('admin.tags.delete-named', { name: item.name })}
                onClick={() => onDelete(item)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
