import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import {
  deleteClassification,
  deleteTag,
  listClassifications,
  listTagGroups,
  type AdminTag,
  type TagClassification,
  type TagGroup,
} from '../api/tags';
import { ClassificationDialog } from './classification-dialog';
import { IconAction, PanelHeader, TagGroupSection } from './tag-group-section';
import { TagDialog } from './tag-dialog';

type Editor =
  | { kind: 'classification'; item: TagClassification | null }
  | { kind: 'tag'; item: AdminTag | null; tcid?: number | null };

type Removal =
  { kind: 'classification'; item: TagClassification } | { kind: 'tag'; item: AdminTag };

interface Data {
  classifications: TagClassification[];
  groups: TagGroup[];
}

/** /admin/problem/tag: classifications (left) and the tags grouped by them (right). */
export function TagAdminPage() {
  const { _ } = useLingui();
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removing, setRemoving] = useState(false);

  // Bumped after every change; the effect below (re)loads both lists.
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let active = true;
    Promise.all([listClassifications(), listTagGroups()]).then(
      ([classifications, groups]) => {
        if (!active) return;
        setData({ classifications, groups });
        setFailed(false);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [version]);

  const saved = () => {
    setEditor(null);
    toast.success(_('admin.tags.saved'));
    load();
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      if (removal.kind === 'tag') await deleteTag(removal.item.id);
      else await deleteClassification(removal.item.id);
      toast.success(_('admin.tags.deleted'));
      setRemoval(null);
      load();
    } catch {
      // Toasted by the app shell; keep the dialog open so the user can retry or cancel.
    } finally {
      setRemoving(false);
    }
  };

  const classifications = data?.classifications ?? [];
  const groups = data?.groups ?? [];
  const tagCount = groups.reduce((sum, group) => sum + group.tagList.length, 0);
  // Every classification gets a section, even an empty one, so tags can be added to it.
  const sections: TagGroup[] = [
    ...classifications.map(
      (classification) =>
        groups.find((group) => group.classification?.id === classification.id) ?? {
          classification,
          tagList: [],
        },
    ),
    ...groups.filter(
      (group) =>
        !group.classification ||
        !classifications.some((item) => item.id === group.classification?.id),
    ),
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.problem-tags')}</h1>
        <p className="mt-1 text-sm text-slate-500">{_('admin.tags.intro')}</p>
      </div>
      {!data ? (
        <Card className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
          {failed ? (
            <>
              {_('error.load-failed')}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setFailed(false);
                  load();
                }}
              >
                <Icon name="refresh" className="size-4" />
                {_('common.refresh')}
              </Button>
            </>
          ) : (
            <>
              <Spinner />
              {_('common.loading')}
            </>
          )}
        </Card>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 nav:grid-cols-[20rem_minmax(0,1fr)]">
          <Card>
            <PanelHeader
              title={_('admin.tags.classifications')}
              count={classifications.length}
              action={
                <Button size="sm" onClick={() => setEditor({ kind: 'classification', item: null })}>
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
                      onClick={() => setEditor({ kind: 'classification', item })}
                    />
                    <IconAction
                      icon="trash"
                      danger
                      label={_('admin.tags.delete-named', { name: item.name })}
                      onClick={() => setRemoval({ kind: 'classification', item })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <PanelHeader
              title={_('admin.tags.tags')}
              count={tagCount}
              action={
                <Button size="sm" onClick={() => setEditor({ kind: 'tag', item: null })}>
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
                    onAdd={() =>
                      setEditor({ kind: 'tag', item: null, tcid: group.classification?.id })
                    }
                    onEdit={(item) => setEditor({ kind: 'tag', item })}
                    onDelete={(item) => setRemoval({ kind: 'tag', item })}
                  />
                ))}
              </div>
            )}
          </Card>
        </div>
      )}
      {editor?.kind === 'classification' && (
        <ClassificationDialog
          editing={editor.item}
          onClose={() => setEditor(null)}
          onSaved={saved}
        />
      )}
      {editor?.kind === 'tag' && (
        <TagDialog
          editing={editor.item}
          defaultTcid={editor.tcid ?? null}
          classifications={classifications}
          onClose={() => setEditor(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={_(
          removal?.kind === 'classification'
            ? 'admin.tags.delete-classification'
            : 'admin.tags.delete-tag',
        )}
        message={
          removal
            ? _(
                removal.kind === 'classification'
                  ? 'admin.tags.delete-classification-confirm'
                  : 'admin.tags.delete-tag-confirm',
                { name: removal.item.name },
              )
            : ''
        }
        confirmLabel={_('admin.tags.delete')}
        danger
        loading={removing}
        onConfirm={() => void confirmRemoval()}
      />
    </div>
  );
}
