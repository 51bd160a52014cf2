import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { useResource } from '../../../lib/use-resource';
import { getContestProblems } from '../api/get-contest-problems';
import { requestPreview } from '../api/request-preview';
import type { RejudgeProblem } from '../api/types';

/**
 * For contest admins: rejudge a contest problem into a preview first; the preview page shows
 * what would change before anything does.
 */
export function RejudgeStarter({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const problems = useResource(`rejudge-problems:${cid}`, (s) => getContestProblems(cid, s));
  const [target, setTarget] = useState<RejudgeProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const preview = await requestPreview(cid, target.pid);
      void navigate(`/contest/${cid}/rejudge/${preview.previewId}`);
    } catch {
      // Toasted by the app shell; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<RejudgeProblem>[] = [
    {
      key: 'id',
      header: '#',
      cell: (p) => <span className="font-mono font-semibold">{p.displayId}</span>,
      className: 'w-16',
    },
    { key: 'title', header: _('rejudge.col.title'), cell: (p) => p.displayTitle },
    {
      key: 'action',
      header: '',
      className: 'text-right',
      cell: (p) => (
        <Button variant="primary" size="sm" onClick={() => setTarget(p)}>
          <Icon name="eye" className="size-4" />
          {_('rejudge.preview.button')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <p className="px-4 py-3 text-sm text-slate-500">{_('rejudge.preview.hint')}</p>
      <DataTable
        columns={columns}
        rows={problems.data ?? []}
        rowKey={(p) => p.pid}
        rowProps={(p) => ({ 'data-preview-problem': p.displayId })}
        empty={problems.failed ? _('rejudge.load-failed') : _('server.no-problems')}
        loading={problems.loading && !problems.data}
        minWidth={360}
        caption={_('rejudge.preview.button')}
        className="border-t border-slate-100"
      />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={_('rejudge.preview.button')}
        message={_('rejudge.preview.confirm', { id: target?.displayId ?? '' })}
        confirmLabel={_('rejudge.preview.start')}
        loading={busy}
        onConfirm={() => void start()}
      />
    </div>
  );
}
