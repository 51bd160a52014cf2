import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ChoiceGroup, Field, inputClass } from '../../../components/ui/form-parts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import { createGroup } from '../api/groups';
import type { GroupAuth, GroupForm } from '../api/types';
import { checkGroupForm, GROUP_LIMITS } from '../group-form';
import { groupAuthLabelId } from './group-auth-tag';

const empty: GroupForm = {
  name: '',
  shortName: '',
  brief: '',
  code: '',
  description: '',
  auth: 1,
};

type TextKey = 'name' | 'shortName' | 'brief' | 'code';

/** Create a group: name, short name, brief, auth, code (not public) and a markdown description. */
export function GroupCreateDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: () => void;
}) {
  const { _ } = useLingui();
  const [form, setForm] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const errors = checkGroupForm(form);
  const set = (change: Partial<GroupForm>) => setForm((f) => ({ ...f, ...change }));
  const limit = (key: keyof GroupForm) =>
    key === 'code'
      ? { min: GROUP_LIMITS.code, max: GROUP_LIMITS.code }
      : key === 'auth'
        ? { min: 0, max: 0 }
        : { min: GROUP_LIMITS[key][0], max: GROUP_LIMITS[key][1] };
  const errorOf = (key: keyof GroupForm) => {
    const id = errors[key];
    return submitted && id ? _(id, limit(key)) : undefined;
  };
  const text = (key: TextKey, labelId: string, max: number) => (
    <Field label={_(labelId)} htmlFor={`group-${key}`} error={errorOf(key)}>
      <input
        id={`group-${key}`}
        className={inputClass}
        value={form[key]}
        maxLength={max}
        aria-invalid={errorOf(key) ? true : undefined}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </Field>
  );

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return _('groups.fix-form');
    await createGroup({
      ...form,
      name: form.name.trim(),
      shortName: form.shortName.trim(),
      brief: form.brief.trim(),
    });
    return undefined;
  };

  return (
    <FormDialog
      size="xl"
      title={_('groups.create')}
      submitLabel={_('groups.create')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'groups.field.name', GROUP_LIMITS.name[1])}
        {text('shortName', 'groups.field.short-name', GROUP_LIMITS.shortName[1])}
        {text('brief', 'groups.field.brief', GROUP_LIMITS.brief[1])}
        {form.auth !== 1 && text('code', 'groups.field.code', GROUP_LIMITS.code)}
      </div>
      <ChoiceGroup<GroupAuth>
        label={_('groups.auth')}
        value={form.auth}
        options={([1, 2, 3] as const).map((auth) => ({
          value: auth,
          label: _(groupAuthLabelId(auth)),
        }))}
        onChange={(auth) => set({ auth })}
      />
      <MarkdownEditor
        label={_('groups.field.description')}
        value={form.description}
        onChange={(description) => set({ description })}
        heightClass="h-[30vh] min-h-48"
        error={errorOf('description')}
      />
    </FormDialog>
  );
}
