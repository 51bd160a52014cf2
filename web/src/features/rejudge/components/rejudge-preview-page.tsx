import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/page-states';
import { toast } from '../../../components/ui/toast-store';
import { applyPreview } from '../api/apply-preview';
import { undoPreview } from '../api/undo-preview';
import { useRejudgePreview } from '../hooks/use-rejudge-preview';
import { BoardDiff } from './board-diff';
import { VerdictChanges } from './verdict-changes';

type Verb = 'apply' | 'undo';

/** /contest/:contestID/rejudge/:previewId: what a rejudge would change, then apply or undo. */
export function RejudgePreviewPage({ previewId }: { previewId: string }) {
  const { _ } = useLingui();
  const { preview, failed, replace } = useRejudgePreview(previewId);
  const [asking, setAsking] = useState<Verb | null>(null);
  const [busy, setBusy] = useState(false);
  if (failed && !preview)
    return <p className="p-4 text-sm text-red-600">{_('rejudge.load-failed')}</p>;
  if (!preview) return <PageSpinner />;

  const run = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      replace(await (asking === 'apply' ? applyPreview : undoPreview)(previewId));
      toast.success(asking === 'apply' ? _('rejudge.applied') : _('rejudge.undone'));
      setAsking(null);
    } catch {
      // Toasted by the app shell (stale, expired...): the dialog stays open to read it.
    } finally {
      setBusy(false);
    }
  };
  const phaseLabel = {
    judging: _('rejudge.phase.judging'),
    ready: _('rejudge.phase.ready'),
    applied: _('rejudge.phase.applied'),
    undone: _('rejudge.phase.undone'),
    expired: _('rejudge.phase.expired'),
  };
  const percent = preview.total === 0 ? 100 : (100 * preview.judged) / preview.total;
  const changed = preview.verdicts.filter((v) => v.changed).length;

  return (
    <div className="space-y-4 pb-4">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{_('rejudge.title')}</h2>
          <p className="text-sm text-slate-600" data-rejudge-phase={preview.phase}>
            {phaseLabel[preview.phase]} ·{' '}
            {_('rejudge.progress', { judged: preview.judged, total: preview.total })} ·{' '}
            {_('rejudge.changed', { n: changed })}
          </p>
        </div>
        <div className="flex gap-2">
          {preview.phase === 'ready' && (
            <Button variant="primary" onClick={() => setAsking('apply')}>
              {_('rejudge.apply')}
            </Button>
          )}
          {preview.phase === 'applied' && (
            <Button variant="secondary" onClick={() => setAsking('undo')}>
              {_('rejudge.undo')}
            </Button>
          )}
        </div>
      </div>
      <div
        className="mx-4 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuenow={preview.judged}
        aria-valuemin={0}
        aria-valuemax={preview.total}
      >
        <div className="h-full bg-sky-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <section className="space-y-2">
        <h3 className="px-4 text-sm font-semibold text-slate-700">{_('rejudge.board')}</h3>
        <BoardDiff preview={preview} />
      </section>
      <section className="space-y-2">
        <h3 className="px-4 text-sm font-semibold text-slate-700">{_('rejudge.verdicts')}</h3>
        <VerdictChanges preview={preview} />
      </section>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'undo' ? _('rejudge.undo') : _('rejudge.apply')}
        message={
          asking === 'undo' ? _('rejudge.undo-confirm') : _('rejudge.apply-confirm', { n: changed })
        }
        confirmLabel={asking === 'undo' ? _('rejudge.undo') : _('rejudge.apply')}
        danger={asking === 'apply'}
        loading={busy}
        onConfirm={() => void run()}
      />
    </div>
  );
}
