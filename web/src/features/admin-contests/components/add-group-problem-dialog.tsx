import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { addProblemFromGroup } from '../api/contest-problems';
import { checkDisplayId, nextDisplayId } from '../validation';

export interface AddGroupProblemDialogProps {
  cid: number;
  taken: readonly { pid: number; displayId: string }[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds one of the group's problems to a group contest (spec 3 section 2.7, HOJ's small dialog):
 * its problem id as the group's problem list shows it, and its display id in the contest.
 */
export function AddGroupProblemDialog({
  cid,
  taken,
  onClose,
  onSaved,
}: AddGroupProblemDialogProps) {
  const { _ } = useLingui();
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState(() => nextDisplayId(taken));
  const [tried, setTried] = useState(false);
  const idError = checkDisplayId(displayId, taken);
  const problemError = problemId.trim() === '' ? 'group-contests.problem-id-required' : undefined;

  const submit = async () => {
    setTried(true);
    const problem = problemError ?? idError;
    if (problem) return _(problem);
    await addProblemFromGroup({ cid, problemId: problemId.trim(), displayId: displayId.trim() });
    return undefined;
  };

  return (
    <FormDialog
      size="sm"
      title={_('group-contests.add-from-group')}
      submitLabel={_('admin-contests.add')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <div className="space-y-1">
        <p className="text-xs font-medium text-slate-500">{_('group-contests.group-problem-id')}</p>
        <TextField
          label={_('group-contests.group-problem-id')}
          value={problemId}
          onChange={(e) => setProblemId(e.target.value)}
          error={tried && problemError ? _(problemError) : undefined}
          autoFocus
        />
      </div>
      <div className="space-y-1">
        <p className="text-xs font-medium text-slate-500">{_('admin-contests.display-id')}</p>
        <TextField
          label={_('admin-contests.display-id')}
          value={displayId}
          onChange={(e) => setDisplayId(e.target.value)}
          error={tried && idError ? _(idError) : undefined}
        />
      </div>
    </FormDialog>
  );
}
