import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import type { AdminTag, TagGroup } from '../api/tags';
import { PanelHeader, TagGroupSection } from './tag-group-section';

export interface TagPanelProps {
  sections: readonly TagGroup[];
  tagCount: number;
  /** Opens the new-tag dialog, preselecting a classification (undefined: none). */
  onAdd: (tcid?: number) => void;
  onEdit: (tag: AdminTag) => void;
  onDelete: (tag: AdminTag) => void;
}

/** The right panel: one section of tags per classification, then the unclassified ones. */
export function TagPanel({ sections, tagCount, onAdd, onEdit, onDelete }: TagPanelProps) {
  const { _ } = useLingui();
  return (
    <Card>
      <PanelHeader
        title={_('admin.tags.tags')}
        count={tagCount}
        action={
          <Button size="sm" onClick={() => onAdd()}>
            <Icon name="plus" className="size-4" />
            {_('admin.tags.add-tag')}
          </Button>
        }
      />
      {sections.length === 0 ? (
        <EmptyState title={_('admin.tags.no-tags')} icon="tag" className="py-10" />
      ) : (
        <div className="divide-y divide-slate-100">
          {sections.map((group) => (
            <TagGroupSection
              key={group.classification?.id ?? 'none'}
              group={group}
              onAdd={() => onAdd(group.classification?.id)}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
