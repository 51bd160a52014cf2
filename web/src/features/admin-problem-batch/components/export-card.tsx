import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Select } from '../../../components/ui/select';
import { describeApiError } from '../../../lib/api-error-message';
import { exportProblems } from '../api/problem-transfer';
import { parsePids } from '../pid-list';

/** Choose problems by id and a format, and download them as one zip. */
export function ExportCard() {
  const { _ } = useLingui();
  const [text, setText] = useState('');
  const [format, setFormat] = useState<'hoj' | 'icpc'>('hoj');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const pids = parsePids(text);

  const submit = async () => {
    if (!pids) return;
    setBusy(true);
    setError('');
    try {
      await exportProblems(pids, format);
    } catch (e) {
      setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{_('admin-problem-batch.export')}</h2>
      <p className="text-sm text-slate-500">{_('admin-problem-batch.export-intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {_('admin-problem-batch.pids')}
          <input
            className="rounded-md border border-slate-300 px-3 py-1.5"
            value={text}
            placeholder="1, 2, 5-7"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <Select
          label={_('admin-problem-batch.format')}
          showLabel
          value={format}
          onChange={(e) => setFormat(e.target.value as 'hoj' | 'icpc')}
          options={[
            { value: 'hoj', label: _('admin-problem-batch.format.hoj') },
            { value: 'icpc', label: _('admin-problem-batch.format.icpc') },
          ]}
        />
        <Button onClick={() => void submit()} disabled={!pids} loading={busy}>
          {_('admin-problem-batch.export-button')}
        </Button>
      </div>
      {text && !pids && <FormAlert message={_('admin-problem-batch.pids-invalid')} />}
      {error && <FormAlert message={error} />}
    </Card>
  );
}
