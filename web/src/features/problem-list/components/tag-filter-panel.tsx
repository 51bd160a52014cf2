import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { TagChip } from '../../../components/ui/tag-chip';
import { cn } from '../../../lib/cn';
import { getProblemTagsAndClassification } from '../api/get-problem-tags';
import type { TagGroup } from '../api/types';
import { ojForTags } from '../problem-list-query';

export interface TagFilterPanelProps {
  oj: string;
  selected: number[];
  onChange: (tagIds: number[]) => void;
  className?: string;
}

type Load = { oj: string; groups: TagGroup[] } | { oj: string; failed: true };

/** The tags of the chosen judge, grouped by classification; clicking a tag toggles it. */
export function TagFilterPanel({ oj, selected, onChange, className }: TagFilterPanelProps) {
  const { _ } = useLingui();
  const tagsOj = ojForTags(oj);
  const [load, setLoad] = useState<Load | null>(null);
  const [open, setOpen] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const controller = new AbortController();
    getProblemTagsAndClassification(tagsOj, controller.signal).then(
      (groups) => setLoad({ oj: tagsOj, groups: groups.filter((g) => g.tagList.length > 0) }),
      () => {
        if (!controller.signal.aborted) setLoad({ oj: tagsOj, failed: true });
      },
    );
    return () => controller.abort();
  }, [tagsOj]);

  const current = load?.oj === tagsOj ? load : null;
  const groups = current && 'groups' in current ? current.groups : [];
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  return (
    <section aria-labelledby="tag-panel-title" className={cn('flex flex-col', className)}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id="tag-panel-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon name="tag" className="size-4 text-primary-600" />
          {_('problem-list.tags')}
        </h2>
        {selected.length > 0 && (
          <button
            type="button"
            onClick={() => onChange([])}
            className="text-xs text-slate-500 hover:text-primary-600"
          >
            {_('problem-list.clear-tags')}
          </button>
        )}
      </div>
      <div className="space-y-3 px-4 py-3">
        {!current && (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner /> {_('common.loading')}
          </p>
        )}
        {current && groups.length === 0 && (
          <p className="text-sm text-slate-500">
            {'failed' in current ? _('problem-list.tags-failed') : _('problem-list.tags-empty')}
          </p>
        )}
        {groups.map((group) => {
          const key = String(group.classification?.id ?? 'other');
          const expanded = open[key] ?? groups.length <= 3;
          const chosen = group.tagList.filter((tag) => selected.includes(tag.id)).length;
          return (
            <div key={key}>
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setOpen((value) => ({ ...value, [key]: !expanded }))}
                className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-left text-sm font-medium text-slate-700 hover:text-primary-600"
              >
                <span className="truncate">
                  {group.classification?.name ?? _('problem-list.unclassified')}
                  <span className="ml-1.5 text-xs font-normal text-slate-400">
                    {chosen > 0 ? `${chosen}/${group.tagList.length}` : group.tagList.length}
                  </span>
                </span>
                <Icon
                  name="chevron-down"
                  className={cn('size-4 transition-transform', expanded && 'rotate-180')}
                />
              </button>
              {expanded && (
                <div className="mt-1.5 flex flex-wrap gap-1.5">
                  {group.tagList.map((tag) => (
                    <TagChip
                      key={tag.id}
                      name={tag.name}
                      color={tag.color}
                      selected={selected.includes(tag.id)}
                      onClick={() => toggle(tag.id)}
                    />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
