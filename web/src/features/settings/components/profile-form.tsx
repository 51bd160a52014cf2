import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Select } from '../../../components/ui/select';
import { useProfileForm } from '../hooks/use-profile-form';
import type { ProfileField } from '../validation';
import { LabeledField } from './labeled-field';
import { SignatureEditor } from './signature-editor';

const lineFields: { key: Exclude<ProfileField, 'signature'>; labelId: string; url?: true }[] = [
  { key: 'nickname', labelId: 'settings.nickname' },
  { key: 'realname', labelId: 'settings.realname' },
  { key: 'school', labelId: 'settings.school' },
  { key: 'course', labelId: 'settings.course' },
  { key: 'number', labelId: 'settings.number' },
  { key: 'cfUsername', labelId: 'settings.cf-username' },
  { key: 'github', labelId: 'settings.github', url: true },
  { key: 'blog', labelId: 'settings.blog', url: true },
];

/** The profile form (HOJ's UserInfo section); the answer refreshes the signed-in user. */
export function ProfileForm() {
  const { _ } = useLingui();
  const { form, set, errorOf, invalid, save, action } = useProfileForm();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {lineFields.map((f) => (
          <LabeledField
            key={f.key}
            type={f.url ? 'url' : 'text'}
            label={_(f.labelId)}
            value={form[f.key]}
            onChange={set(f.key)}
            error={errorOf(f.key)}
            placeholder={f.url ? 'https://' : undefined}
          />
        ))}
        <Select
          label={_('settings.gender')}
          showLabel
          className="flex-col items-stretch gap-1 [&>label]:text-sm [&>label]:font-medium [&>label]:text-slate-700"
          selectClassName="h-10"
          value={form.gender}
          onChange={(e) => set('gender')(e.target.value)}
          options={[
            { value: 'male', label: _('settings.gender-male') },
            { value: 'female', label: _('settings.gender-female') },
            { value: 'secrecy', label: _('settings.gender-secrecy') },
          ]}
        />
      </div>
      <SignatureEditor
        value={form.signature}
        onChange={set('signature')}
        error={errorOf('signature')}
      />
      <FormAlert message={action.failure} />
      <Button type="submit" loading={action.busy} disabled={invalid}>
        {_('settings.save-profile')}
      </Button>
    </form>
  );
}
