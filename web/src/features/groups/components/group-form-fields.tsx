import { useLingui } from '@lingui/react';
import { ChoiceGroup, Field, inputClass } from '../../../components/ui/form-parts';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import type { GroupAuth, GroupForm } from '../api/types';
import { checkGroupForm, GROUP_LIMITS } from '../group-form';
import { groupAuthLabelId } from './group-auth-tag';

type TextKey = 'name' | 'shortName' | 'brief' | 'code';

export interface GroupFormFieldsProps {
  form: GroupForm;
  onChange: (change: Partial<GroupForm>) => void;
  /** Show the checks' messages (after a first save). */
  showErrors: boolean;
  /** The group being edited: its admins may upload into the description editor. */
  gid?: number | undefined;
}

/**
 * The group form of spec 3 section 5, for creating a group and for its settings: name, short
 * name, brief, auth, the invitation code (not public) and a markdown description, each with
 * its limits.
 */
export function GroupFormFields({ form, onChange, showErrors, gid }: GroupFormFieldsProps) {
  const { _ } = useLingui();
  const errors = checkGroupForm(form);
  const limit = (key: keyof GroupForm) =>
    key === 'code'
      ? { min: GROUP_LIMITS.code, max: GROUP_LIMITS.code }
      : key === 'auth'
        ? { min: 0, max: 0 }
        : { min: GROUP_LIMITS[key][0], max: GROUP_LIMITS[key][1] };
  const errorOf = (key: keyof GroupForm) => {
    const id = errors[key];
    return showErrors && id ? _(id, limit(key)) : undefined;
  };
  const text = (key: TextKey, labelId: string, max: number) => (
    <Field label={_(labelId)} htmlFor={`group-${key}`} error={errorOf(key)}>
      <input
        id={`group-${key}`}
        className={inputClass}
        value={form[key]}
        maxLength={max}
        aria-invalid={errorOf(key) ? true : undefined}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </Field>
  );
  return (
    <>
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
        onChange={(auth) => onChange({ auth })}
      />
      <MarkdownEditor
        label={_('groups.field.description')}
        value={form.description}
        onChange={(description) => onChange({ description })}
        heightClass="h-[30vh] min-h-48"
        error={errorOf('description')}
        gid={gid}
      />
    </>
  );
}
