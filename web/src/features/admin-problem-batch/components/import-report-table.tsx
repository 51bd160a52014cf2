import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { ImportReport } from '../api/problem-transfer';

/** One row per problem of the upload: the created problem, or why it was not created. */
export function ImportReportTable({ report }: { report: ImportReport }) {
  const { _ } = useLingui();
  return (
    <div className="overflow-x-auto">
      <p className="mb-2 text-sm text-slate-600">
        {_('admin-problem-batch.summary', {
          created: report.created.length,
          total: report.results.length,
        })}
      </p>
      <table className="w-full text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            <th className="py-1 pr-4">{_('admin-problem-batch.col-source')}</th>
            <th className="py-1 pr-4">{_('admin-problem-batch.col-result')}</th>
          </tr>
        </thead>
        <tbody>
          {report.results.map((r, i) => (
            <tr key={`${r.name}-${i}`} className="border-t border-slate-100 align-top">
              <td className="py-2 pr-4 font-mono text-xs">{r.name}</td>
              <td className="py-2 pr-4">
                {r.ok ? (
                  <Link className="text-emerald-700 underline" to={`/admin/problem/edit/${r.pid}`}>
                    {_('admin-problem-batch.created', { pid: r.pid, id: r.problemId })}
                  </Link>
                ) : (
                  <span className="text-rose-700">{r.reason}</span>
                )}
                {r.warnings.map((w) => (
                  <p key={w} className="mt-1 text-xs text-amber-700">
                    {w}
                  </p>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
