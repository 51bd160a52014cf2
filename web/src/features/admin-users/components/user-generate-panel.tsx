import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { Labeled } from './labeled';
import { useGenerate, type GenerateForm } from '../hooks/use-generate';

const fields: { name: keyof GenerateForm; labelId: string; numeric: boolean }[] = [
  { name: 'prefix', labelId: 'admin-users.generate.prefix', numeric: false },
  { name: 'suffix', labelId: 'admin-users.generate.suffix', numeric: false },
  { name: 'from', labelId: 'admin-users.generate.from', numeric: true },
  { name: 'to', labelId: 'admin-users.generate.to', numeric: true },
  { name: 'passwordLength', labelId: 'admin-users.generate.password-length', numeric: true },
];

/** Generate numbered accounts (prefix, number range, suffix) and download their passwords once. */
export function UserGeneratePanel() {
  const { _ } = useLingui();
  const [form, setForm] = useState<GenerateForm>({
    prefix: '',
    suffix: '',
    from: '1',
    to: '10',
    passwordLength: '8',
  });
  const run = useGenerate(form);
  const name = (n: string) => `${form.prefix.trim()}${n}${form.suffix.trim()}`;
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <p className="text-sm text-slate-600">{_('admin-users.generate.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {fields.map((f) => (
          <Labeled key={f.name} label={_(f.labelId)}>
            <TextField
              label={_(f.labelId)}
              value={form[f.name]}
              maxLength={20}
              inputMode={f.numeric ? 'numeric' : undefined}
              onChange={(e) => setForm((current) => ({ ...current, [f.name]: e.target.value }))}
            />
          </Labeled>
        ))}
      </div>
      <p className="text-sm text-slate-500">
        {_('admin-users.generate.example', { example: `${name(form.from)} … ${name(form.to)}` })}
      </p>
      <FormAlert message={run.error} />
      <div className="flex flex-wrap justify-end gap-2">
        {run.key && (
          <Button variant="secondary" onClick={() => void run.download(run.key!)}>
            <Icon name="download" className="size-4" />
            {_('admin-users.generate.download')}
          </Button>
        )}
        <Button loading={run.busy} onClick={() => void run.generate()}>
          <Icon name="users" className="size-4" />
          {_('admin-users.generate.submit')}
        </Button>
      </div>
    </Card>
  );
}
