import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { addProblemFromPublic, updateContestProblem } from '../api/contest-problems';
import { useContestScope } from '../contest-scope';
import type { PublicProblem } from '../api/types';
import { checkDisplayId, nextDisplayId } from '../validation';
import { BalloonField } from './balloon-field';
import { PublicProblemPicker } from './public-problem-picker';

export interface AddPublicProblemDialogProps {
  cid: number;
  taken: readonly { pid: number; displayId: string }[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds a public problem to the contest: pick it, give its display id and balloon colour. The
 * server adds it under the problem's own title; a colour is saved by a second call.
 */
export function AddPublicProblemDialog({
  cid,
  taken,
  onClose,
  onSaved,
}: AddPublicProblemDialogProps) {
  const { _ } = useLingui();
  const { gid } = useContestScope();
  const [picked, setPicked] = useState<PublicProblem | null>(null);
  const [displayId, setDisplayId] = useState(() => nextDisplayId(taken));
  const [color, setColor] = useState<string | null>(null);
  // Added already when only the colour failed: a retry saves the colour alone.
  const [addedPid, setAddedPid] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const idError = checkDisplayId(displayId, taken);

  const submit = async () => {
    setTried(true);
    if (!picked) return _('admin-contests.pick-problem');
    if (idError && addedPid !== picked.pid) return _(idError);
    const pid = Number(picked.pid);
    if (addedPid !== pid) {
      await addProblemFromPublic({ cid, pid, displayId: displayId.trim() }, gid);
      setAddedPid(pid);
    }
    if (color !== null)
      await updateContestProblem(
        { cid, pid, displayId: displayId.trim(), displayTitle: picked.title, color },
        gid,
      );
    return undefined;
  };

  return (
    <FormDialog
      size="lg"
      title={_('admin-contests.add-from-public')}
      submitLabel={_('admin-contests.add')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <PublicProblemPicker
        picked={picked}
        onPick={setPicked}
        takenPids={new Set(taken.map((t) => t.pid))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <p className="text-xs font-medium text-slate-500">{_('admin-contests.display-id')}</p>
          <TextField
            label={_('admin-contests.display-id')}
            value={displayId}
            onChange={(e) => setDisplayId(e.target.value)}
            error={tried && idError ? _(idError) : undefined}
          />
        </div>
        <BalloonField value={color} onChange={setColor} />
      </div>
    </FormDialog>
  );
}
