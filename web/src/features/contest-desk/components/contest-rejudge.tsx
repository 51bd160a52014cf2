import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast-store';
import { getContestProblems } from '../api/get-contest-problems';
import { rejudgeContestProblem } from '../api/rejudge-contest-problem';
import type { DeskProblem } from '../api/types';

/** /contest/:contestID/rejudge (super admins): rejudge every run of one contest problem. */
export function ContestRejudge({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const [problems, setProblems] = useState<DeskProblem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [target, setTarget] = useState<DeskProblem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getContestProblems(cid, controller.signal).then(setProblems, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [cid]);

  const rejudge = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await rejudgeContestProblem(cid, target.pid);
      toast.success(_('server.rejudge-success'));
      setTarget(null);
    } catch {
      // Toasted by the app shell; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<DeskProblem>[] = [
    {
      key: 'id',
      header: '#',
      cell: (p) => (
        <span className="inline-flex items-center gap-2 font-mono font-semibold">
          {p.color && (
            <span
              aria-hidden="true"
              className="size-3 rounded-full ring-1 ring-black/10"
              style={{ backgroundColor: p.color }}
            />
          )}
          {p.displayId}
        </span>
      ),
      className: 'w-20',
    },
    { key: 'title', header: _('contest.problem.col-title'), cell: (p) => p.displayTitle },
    {
      key: 'action',
      header: '',
      className: 'text-right',
      cell: (p) => (
        <Button variant="secondary" size="sm" onClick={() => setTarget(p)}>
          <Icon name="refresh" className="size-4" />
          {_('contest-desk.rejudge.button')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <p className="px-4 py-3 text-sm text-slate-500">{_('contest-desk.rejudge.hint')}</p>
      <DataTable
        columns={columns}
        rows={problems ?? []}
        rowKey={(p) => p.pid}
        rowProps={(p) => ({ 'data-display-id': p.displayId })}
        empty={failed ? _('contest-desk.load-failed') : _('server.no-problems')}
        loading={problems === null && !failed}
        minWidth={420}
        caption={_('contest.tab.rejudge')}
        className="border-t border-slate-100"
      />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={_('contest-desk.rejudge.confirm-title')}
        message={_('contest-desk.rejudge.confirm', {
          id: target?.displayId ?? '',
          title: target?.displayTitle ?? '',
        })}
        confirmLabel={_('contest-desk.rejudge.button')}
        danger
        loading={busy}
        onConfirm={() => void rejudge()}
      />
    </div>
  );
}
