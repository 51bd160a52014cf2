import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
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

/** The open create/edit dialog: an item to edit, or null to create one. */
export type TagEditor =
  | { kind: 'classification'; item: TagClassification | null }
  | { kind: 'tag'; item: AdminTag | null; tcid?: number | null };

/** The item waiting for the delete confirmation. */
export type TagRemoval =
  { kind: 'classification'; item: TagClassification } | { kind: 'tag'; item: AdminTag };

interface Data {
  classifications: TagClassification[];
  groups: TagGroup[];
}

/**
 * One section per classification, even an empty one (so tags can be added to it), then the
 * groups whose classification is not in the list (the unclassified tags).
 */
export function sectionsOf(
  classifications: readonly TagClassification[],
  groups: readonly TagGroup[],
): TagGroup[] {
  return [
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
}

/** The tag admin page's state: both lists, the open dialog and the pending delete. */
export function useTagAdmin() {
  const { _ } = useLingui();
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState(false);
  const [editor, setEditor] = useState<TagEditor | null>(null);
  const [removal, setRemoval] = useState<TagRemoval | null>(null);
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

  const retry = () => {
    setFailed(false);
    load();
  };

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
  return {
    loaded: data !== null,
    failed,
    retry,
    classifications,
    sections: sectionsOf(classifications, groups),
    tagCount: groups.reduce((sum, group) => sum + group.tagList.length, 0),
    editor,
    setEditor,
    saved,
    removal,
    setRemoval,
    removing,
    confirmRemoval,
  };
}
