import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast-store';
import { i18n } from '../../../lib/i18n';
import {
  canManualJudge,
  JudgeStatus,
  judgeStatusInfo,
  manualJudgeCodes,
} from '../../../lib/judge-status';
import { serverMessageId } from '../../../lib/server-messages';
import type { SubmissionRow } from '../../../lib/submission';
import { cancelJudge } from '../api/cancel-judge';
import { manualJudge } from '../api/manual-judge';
import { rejudge } from '../api/rejudge';

export interface AdminJudgeActionsProps {
  row: SubmissionRow;
  onRowChange: (row: Partial<SubmissionRow> & { submitId: number }) => void;
}

const success = (msg: string, fallbackId: string) => {
  const known = serverMessageId(msg);
  toast.success(known ? i18n._(known.id, known.values) : i18n._(fallbackId));
};

/** Super admin tools on a submission row: rejudge, manual judge and cancel. */
export function AdminJudgeActions({ row, onRowChange }: AdminJudgeActionsProps) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState<'rejudge' | 'cancel' | null>(null);
  const [open, setOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [status, setStatus] = useState<number>(JudgeStatus.ACCEPTED);
  const [score, setScore] = useState('');
  const cancelled = row.status === JudgeStatus.CANCELLED;
  const hasScore = row.score !== null && row.score !== undefined;

  // A refused manual judge is toasted by the app shell, so the dialog stays open without a line.
  const manual = async () => {
    try {
      const value = hasScore && score !== '' ? Number(score) : null;
      const { row: fresh, msg } = await manualJudge(row.submitId, status, value);
      success(msg, 'server.update-success');
      onRowChange({
        ...fresh,
        submitId: row.submitId,
        status: fresh?.status ?? status,
        isManual: true,
      });
      return undefined;
    } catch {
      return false;
    }
  };

  const run = async (kind: 'rejudge' | 'cancel') => {
    setBusy(kind);
    try {
      if (kind === 'rejudge') {
        const { row: fresh, msg } = await rejudge(row.submitId);
        success(msg, 'server.rejudge-success');
        onRowChange({
          ...fresh,
          submitId: row.submitId,
          status: fresh?.status ?? JudgeStatus.PENDING,
        });
      } else {
        const { row: fresh, msg } = await cancelJudge(row.submitId);
        success(msg, 'server.cancel-success');
        onRowChange({
          ...fresh,
          submitId: row.submitId,
          status: JudgeStatus.CANCELLED,
          isManual: true,
        });
        setConfirmCancel(false);
      }
    } catch {
      // Toasted by the app shell.
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        className="h-7 px-2 text-xs"
        loading={busy === 'rejudge'}
        onClick={() => void run('rejudge')}
      >
        {_('submission.rejudge')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="h-7 px-2 text-xs"
        disabled={!canManualJudge(row.status)}
        onClick={() => {
          setStatus(manualJudgeCodes.includes(row.status) ? row.status : JudgeStatus.ACCEPTED);
          setScore(hasScore ? String(row.score) : '');
          setOpen(true);
        }}
      >
        {_('submission.manual-judge')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="h-7 px-2 text-xs text-red-600 hover:text-red-700"
        disabled={cancelled}
        onClick={() => setConfirmCancel(true)}
      >
        {_('submission.cancel-judge')}
      </Button>
      {open && (
        <FormDialog
          size="sm"
          title={_('submission.manual-judge-title', { id: row.submitId })}
          submitLabel={_('submission.update')}
          submitDisabled={cancelled}
          onClose={() => setOpen(false)}
          onSubmit={manual}
          onSaved={() => setOpen(false)}
        >
          <Select
            label={_('submission.col-status')}
            showLabel
            options={manualJudgeCodes.map((code) => ({
              value: String(code),
              label: _(judgeStatusInfo(code).labelId),
            }))}
            value={String(status)}
            onChange={(event) => setStatus(Number(event.target.value))}
          />
          {hasScore && (
            <label className="flex items-center gap-2 text-sm text-slate-500">
              {_('submission.score-label')}
              <input
                type="number"
                min={0}
                value={score}
                onChange={(event) => setScore(event.target.value)}
                className="h-9 w-28 rounded-lg border border-slate-300 px-3 text-sm text-slate-800"
              />
            </label>
          )}
        </FormDialog>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={_('submission.cancel-judge')}
        message={_('submission.cancel-confirm', { id: row.submitId })}
        danger
        loading={busy === 'cancel'}
        onConfirm={() => void run('cancel')}
      />
    </div>
  );
}
