import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-message';
import { insertBatchUsers } from '../api/insert-batch-users';
import type { BatchRefusal } from '../api/types';
import { BATCH_MAX, parseUserCsv, type CsvRow } from '../csv';

const refusalOf = (failure: unknown): BatchRefusal | null =>
  failure instanceof ApiError &&
  failure.data !== null &&
  typeof failure.data === 'object' &&
  'errors' in failure.data
    ? (failure.data as BatchRefusal)
    : null;

/**
 * The chosen CSV file, its parsed rows and the server's answer: a refused batch creates
 * nothing and names every problem by row, which the preview shows beside the row.
 */
export function useCsvImport() {
  const { _ } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<CsvRow[]>([]);
  const [fileName, setFileName] = useState('');
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setServerErrors(new Map());
    setError('');
    setRows(parseUserCsv(await file.text()));
  };

  const send = async () => {
    setSending(true);
    setError('');
    try {
      await insertBatchUsers(rows.map((r) => r.cells));
      toast.success(_('admin-users.import.done', { count: rows.length }));
      setRows([]);
      setFileName('');
      if (input.current) input.current.value = '';
    } catch (failure) {
      const refusal = refusalOf(failure);
      setError(
        refusal
          ? _('admin-users.import.refused', { count: refusal.errors.length })
          : describeApiError(failure),
      );
      setServerErrors(new Map(refusal?.errors.map((e) => [e.row, e.msg]) ?? []));
    } finally {
      setSending(false);
    }
  };

  const blocked = rows.length === 0 || rows.length > BATCH_MAX || rows.some((r) => r.problemId);
  return { input, rows, fileName, serverErrors, error, sending, blocked, choose, send };
}
