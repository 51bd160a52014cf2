import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { createGroup } from '../api/groups';
import type { GroupForm } from '../api/types';
import { checkGroupForm } from '../group-form';
import { GroupFormFields } from './group-form-fields';

const empty: GroupForm = {
  name: '',
  shortName: '',
  brief: '',
  code: '',
  description: '',
  auth: 1,
};

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

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(checkGroupForm(form)).length > 0) return _('groups.fix-form');
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
      <GroupFormFields
        form={form}
        onChange={(change) => setForm((f) => ({ ...f, ...change }))}
        showErrors={submitted}
      />
    </FormDialog>
  );
}
