import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { serverMessageId } from '../../../lib/server-messages';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, type CsvRow } from '../csv';

/** The seven CSV columns, in order (their headers are catalogue ids). */
export const CSV_HEADER_IDS = [
  'username',
  'password',
  'email',
  'realname',
  'gender',
  'nickname',
  'school',
] as const;

export interface ImportPreviewProps {
  rows: readonly CsvRow[];
  /** The server's message per refused row. */
  serverErrors: ReadonlyMap<number, string>;
}

/** The parsed rows with what the browser or the server found wrong with each. */
export function ImportPreview({ rows, serverErrors }: ImportPreviewProps) {
  const { _ } = useLingui();
  const problemOf = (r: CsvRow) => {
    const server = serverErrors.get(r.row);
    if (server) {
      const known = serverMessageId(server);
      return known ? _(known.id, known.values) : server;
    }
    const values = { max: USERNAME_MAX, min: PASSWORD_MIN, pmax: PASSWORD_MAX };
    return r.problemId ? _(r.problemId, values) : '';
  };
  const check = (r: CsvRow) => {
    const text = problemOf(r);
    if (!text) return <Icon name="check" className="size-4 text-emerald-500" />;
    return <span className="text-xs text-red-600">{text}</span>;
  };
  const columns: Column<CsvRow>[] = [
    { key: 'row', header: '#', className: 'w-12 tabular-nums text-slate-400', cell: (r) => r.row },
    ...CSV_HEADER_IDS.map((id, c) => ({
      key: id,
      header: _(`admin-users.csv.${id}`),
      className: 'max-w-40 truncate',
      cell: (r: CsvRow) => r.cells[c] || <span className="text-slate-300">—</span>,
    })),
    { key: 'check', header: _('admin-users.import.check'), className: 'w-56', cell: check },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.row}
      empty=""
      minWidth={900}
      caption={_('admin-users.import.preview')}
    />
  );
}
