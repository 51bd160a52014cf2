import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field, ToggleRow } from '../../../components/ui/form-parts';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { isAdminAtom } from '../../../lib/session';
import { saveDiscussion } from '../api/discussions';
import { saveGroupDiscussion } from '../api/group-discussions';
import type { Discussion, DiscussionCategory } from '../api/types';
import {
  DISCUSSION_LIMITS,
  validateDiscussion,
  type DiscussionForm,
  type DiscussionFormErrors,
} from '../discussion-query';

export interface DiscussionFormDialogProps {
  categories: readonly DiscussionCategory[];
  /** The discussion being edited; a new one otherwise. */
  editing?: Discussion | null;
  /** The problem a new discussion is about (/discussion/:problemID). */
  pid?: string | null;
  /**
   * A group's discussion: saved through the group calls; `admin` (group admins and roots) may
   * pin it and upload into the editor.
   */
  group?: { gid: number; admin: boolean } | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a discussion in a full-screen dialog; admins may pin it. */
export function DiscussionFormDialog(p: DiscussionFormDialogProps) {
  const { _ } = useLingui();
  const siteAdmin = useAtomValue(isAdminAtom);
  const admin = p.group ? p.group.admin : siteAdmin;
  const [form, setForm] = useState<DiscussionForm>(() => ({
    title: p.editing?.title ?? '',
    description: p.editing?.description ?? '',
    content: p.editing?.content ?? '',
    categoryId: p.editing?.categoryId ?? p.categories[0]?.id ?? null,
    topPriority: p.editing?.topPriority ?? false,
  }));
  // The categories may arrive after the dialog opened: the first is the default until one is
  // picked, or a member could never post (the form would hold no category).
  const categoryId = form.categoryId ?? p.categories[0]?.id ?? null;
  const [errors, setErrors] = useState<DiscussionFormErrors>({});
  const set = <K extends keyof DiscussionForm>(key: K, value: DiscussionForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const message = (key: keyof DiscussionForm) => {
    const e = errors[key];
    if (!e) return undefined;
    if (e === 'required') return _('discussions.form.required');
    return _('discussions.form.too-long', {
      max: key === 'content' ? DISCUSSION_LIMITS.content : DISCUSSION_LIMITS.title,
    });
  };
  const submit = async () => {
    const found = validateDiscussion({ ...form, categoryId });
    setErrors(found);
    if (Object.keys(found).length > 0 || categoryId === null) return false;
    const draft = {
      ...(p.editing ? { id: p.editing.id } : {}),
      title: form.title.trim(),
      description: form.description.trim(),
      content: form.content,
      categoryId,
      pid: (p.editing ? p.editing.pid : p.pid) || undefined,
      topPriority: admin ? form.topPriority : (p.editing?.topPriority ?? false),
    };
    await (p.group ? saveGroupDiscussion(p.group.gid, draft) : saveDiscussion(draft));
    return undefined;
  };
  return (
    <FormDialog
      size="full"
      title={p.editing ? _('discussions.edit') : _('discussions.create')}
      onClose={p.onClose}
      onSaved={p.onSaved}
      onSubmit={submit}
      submitLabel={p.editing ? _('common.save') : _('discussions.publish')}
    >
      <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
        <Field label={_('discussions.form.title')} error={message('title')}>
          <TextField
            label={_('discussions.form.title')}
            value={form.title}
            maxLength={DISCUSSION_LIMITS.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field label={_('discussions.form.category')} error={message('categoryId')}>
          <Select
            label={_('discussions.form.category')}
            value={categoryId === null ? '' : String(categoryId)}
            onChange={(e) => set('categoryId', e.target.value ? Number(e.target.value) : null)}
            options={[
              { value: '', label: _('discussions.form.choose-category') },
              ...p.categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </Field>
      </div>
      <Field label={_('discussions.form.description')} error={message('description')}>
        <TextField
          label={_('discussions.form.description')}
          value={form.description}
          maxLength={DISCUSSION_LIMITS.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <MarkdownEditor
        label={_('discussions.form.content')}
        value={form.content}
        onChange={(value) => set('content', value)}
        error={message('content')}
        heightClass="h-[40vh] min-h-48"
        uploads={!p.group || siteAdmin || p.group.admin}
        gid={p.group?.gid}
      />
      {admin && (
        <ToggleRow
          label={_('discussions.form.top')}
          hint={_('discussions.form.top-hint')}
          checked={form.topPriority}
          onChange={(checked) => set('topPriority', checked)}
        />
      )}
    </FormDialog>
  );
}
