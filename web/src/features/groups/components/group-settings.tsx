import { useLingui } from '@lingui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AvatarUploader } from '../../../components/ui/avatar-uploader';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { updateGroup, uploadGroupAvatar } from '../api/group-settings';
import type { Group, GroupForm } from '../api/types';
import { useGroup } from '../group-context';
import { checkGroupForm } from '../group-form';
import { GroupFormFields } from './group-form-fields';

const formOf = (g: Group): GroupForm => ({
  name: g.name,
  shortName: g.shortName,
  brief: g.brief,
  code: g.code ?? '',
  description: g.description ?? '',
  auth: g.auth,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="border-b border-slate-100 pb-2 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /group/:groupID/setting (group roots, spec 3 section 2.10): the group's avatar (pick, crop,
 * rotate, preview, upload) and its info form with the limits of creating a group.
 */
export function GroupSettings() {
  const { _ } = useLingui();
  const { group, reload } = useGroup();
  const [form, setForm] = useState(() => formOf(group));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError('');
    if (Object.keys(checkGroupForm(form)).length > 0) return setError(_('groups.fix-form'));
    setSaving(true);
    try {
      await updateGroup(group.id, form);
      toast.success(_('groups.updated'));
      reload();
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-8 p-4 sm:p-6">
      <Section title={_('group-discussions.settings.avatar')}>
        <AvatarUploader
          name={group.name}
          src={group.avatar}
          changeLabel={_('group-discussions.settings.avatar-change')}
          upload={async (png) => {
            await uploadGroupAvatar(group.id, png);
          }}
          onSaved={() => {
            toast.success(_('group-discussions.settings.avatar-saved'));
            reload();
          }}
        />
      </Section>
      <Section title={_('group-discussions.settings.info')}>
        <form noValidate onSubmit={(e) => void save(e)} className="space-y-4">
          <GroupFormFields
            form={form}
            onChange={(change) => setForm((f) => ({ ...f, ...change }))}
            showErrors={submitted}
            gid={group.id}
          />
          <FormAlert message={error} />
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              {_('common.save')}
            </Button>
          </div>
        </form>
      </Section>
    </div>
  );
}
