import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Switch } from '../../../components/ui/switch';
import { downloadAcSubmissions } from '../api/contests';

type SplitType = 'user' | 'problem';

/**
 * The download of a contest's accepted code (spec 3 section 2.7): without its admins' runs or
 * with them, one folder per user or per problem. A refusal stays in the dialog.
 */
export function DownloadAcDialog({ cid, onClose }: { cid: number; onClose: () => void }) {
  const { _ } = useLingui();
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState<SplitType>('user');
  const name = useId();
  const switchId = useId();
  const options: [SplitType, string][] = [
    ['user', _('group-contests.split-user')],
    ['problem', _('group-contests.split-problem')],
  ];

  const submit = async () => {
    await downloadAcSubmissions(cid, { excludeAdmin, splitType });
  };

  return (
    <FormDialog
      size="sm"
      title={_('group-contests.download')}
      submitLabel={_('group-contests.download-submit')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onClose}
    >
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="text-sm text-slate-700">
          {_('group-contests.exclude-admin')}
        </label>
        <Switch
          id={switchId}
          checked={excludeAdmin}
          onChange={setExcludeAdmin}
          label={_('group-contests.exclude-admin')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm text-slate-700">{_('group-contests.split-type')}</legend>
        {options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={name}
              value={value}
              checked={splitType === value}
              onChange={() => setSplitType(value)}
              className="size-4 accent-primary-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
