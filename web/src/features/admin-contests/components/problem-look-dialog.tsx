import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { updateContestProblem } from '../api/contest-problems';
import { useContestScope } from '../contest-scope';
import type { ContestProblemRow } from '../api/types';
import { checkDisplayId } from '../validation';
import { BalloonField } from './balloon-field';

export interface ProblemLookDialogProps {
  cid: number;
  row: ContestProblemRow;
  /** Every problem of the contest, to refuse a display id already used. */
  taken: readonly { pid: number; displayId: string }[];
  onClose: () => void;
  onSaved: () => void;
}

/** What contestants see of a problem: its display id, display title and balloon colour. */
export function ProblemLookDialog({ cid, row, taken, onClose, onSaved }: ProblemLookDialogProps) {
  const { _ } = useLingui();
  const { gid } = useContestScope();
  const [displayId, setDisplayId] = useState(row.displayId);
  const [displayTitle, setDisplayTitle] = useState(row.displayTitle);
  const [color, setColor] = useState(row.color);
  const [tried, setTried] = useState(false);
  const idError = checkDisplayId(displayId, taken, row.pid);
  const titleError =
    displayTitle.trim() === '' ? 'server.contest-display-title-required' : undefined;

  const submit = async () => {
    setTried(true);
    const problem = idError ?? titleError;
    if (problem) return _(problem);
    await updateContestProblem(
      {
        cid,
        pid: row.pid,
        displayId: displayId.trim(),
        displayTitle: displayTitle.trim(),
        color,
      },
      gid,
    );
    return undefined;
  };

  return (
    <FormDialog
      title={_('admin-contests.problem-edit', { id: row.problemId })}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <div className="space-y-1">
        <p className="text-xs font-medium text-slate-500">{_('admin-contests.display-id')}</p>
        <TextField
          label={_('admin-contests.display-id')}
          value={displayId}
          onChange={(e) => setDisplayId(e.target.value)}
          error={tried && idError ? _(idError) : undefined}
          autoFocus
        />
      </div>
      <div className="space-y-1">
        <p className="text-xs font-medium text-slate-500">{_('admin-contests.display-title')}</p>
        <TextField
          label={_('admin-contests.display-title')}
          value={displayTitle}
          onChange={(e) => setDisplayTitle(e.target.value)}
          error={tried && titleError ? _(titleError) : undefined}
        />
      </div>
      <BalloonField value={color} onChange={setColor} />
    </FormDialog>
  );
}
