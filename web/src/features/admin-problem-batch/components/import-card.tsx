import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Select } from '../../../components/ui/select';
import { describeApiError } from '../../../lib/api-error-message';
import {
  IMPORT_FORMATS,
  importProblems,
  type ImportFormat,
  type ImportReport,
} from '../api/problem-transfer';
import { ImportReportTable } from './import-report-table';

const formatLabels: Record<ImportFormat, string> = {
  hoj: 'admin-problem-batch.format.hoj',
  fps: 'admin-problem-batch.format.fps',
  qdoj: 'admin-problem-batch.format.qdoj',
  hydro: 'admin-problem-batch.format.hydro',
  icpc: 'admin-problem-batch.format.icpc',
};

/** Choose a format and a file, import it, and show what became of each problem. */
export function ImportCard() {
  const { _ } = useLingui();
  const [format, setFormat] = useState<ImportFormat>('hoj');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setError('');
    setReport(null);
    try {
      const answer = await importProblems(format, file);
      setReport(answer.report);
      if (answer.msg) setError(answer.msg);
    } catch (e) {
      setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{_('admin-problem-batch.import')}</h2>
      <p className="text-sm text-slate-500">{_('admin-problem-batch.import-intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={_('admin-problem-batch.format')}
          showLabel
          value={format}
          onChange={(e) => setFormat(e.target.value as ImportFormat)}
          options={(Object.keys(formatLabels) as ImportFormat[]).map((f) => ({
            value: f,
            label: _(formatLabels[f]),
          }))}
        />
        <label className="text-sm text-slate-700">
          <span className="sr-only">{_('admin-problem-batch.file')}</span>
          <input
            type="file"
            accept={IMPORT_FORMATS[format].accept}
            aria-label={_('admin-problem-batch.file')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button onClick={() => void submit()} disabled={!file} loading={busy}>
          {_('admin-problem-batch.import-button')}
        </Button>
      </div>
      {error && <FormAlert message={error} />}
      {report && <ImportReportTable report={report} />}
    </Card>
  );
}
