import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Icon } from '../../../components/ui/icon';
import { BATCH_MAX } from '../csv';
import { CSV_HEADER_IDS, ImportPreview } from './import-preview';
import { useCsvImport } from '../hooks/use-csv-import';

/** Import users from a UTF-8 CSV: parsed here, previewed, then checked and created by the server. */
export function UserImportPanel() {
  const { _ } = useLingui();
  const { input, rows, fileName, serverErrors, error, sending, blocked, choose, send } =
    useCsvImport();
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1 text-sm text-slate-600">
        <p>{_('admin-users.import.intro', { max: BATCH_MAX })}</p>
        <p className="font-mono text-xs break-words text-slate-500">
          {CSV_HEADER_IDS.map((id) => _(`admin-users.csv.${id}`)).join(', ')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label={_('admin-users.import.choose')}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          <Icon name="upload" className="size-4" />
          {_('admin-users.import.choose')}
        </Button>
        {fileName && (
          <span className="min-w-0 truncate text-sm text-slate-600">
            {_('admin-users.import.rows', { file: fileName, count: rows.length })}
          </span>
        )}
        <Button
          className="ml-auto"
          disabled={blocked}
          loading={sending}
          onClick={() => void send()}
        >
          {_('admin-users.import.send', { count: rows.length })}
        </Button>
      </div>
      <FormAlert message={error} />
      {rows.length > 0 && <ImportPreview rows={rows} serverErrors={serverErrors} />}
    </Card>
  );
}
