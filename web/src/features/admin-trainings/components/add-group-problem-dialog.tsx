import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Field, inputClass } from '../../../components/ui/form-parts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { toast } from '../../../components/ui/toast-store';
import { addProblemFromGroup } from '../api/training-problems';

export interface AddGroupProblemDialogProps {
  tid: number;
  onClose: () => void;
  /** The problem was added: the training's list should be fetched again. */
  onAdded: () => void;
}

/**
 * "Add From Group Problem" (spec 3 section 2.6): a small dialog with the id of one of the
 * group's own problems, as its admin knows it (with or without the group's prefix).
 */
export function AddGroupProblemDialog({ tid, onClose, onAdded }: AddGroupProblemDialogProps) {
  const { _ } = useLingui();
  const id = useId();
  const [problemId, setProblemId] = useState('');
  return (
    <FormDialog
      title={_('group-trainings.add-from-group')}
      size="sm"
      submitLabel={_('admin-trainings.add')}
      onClose={onClose}
      onSubmit={async () => {
        const typed = problemId.trim();
        if (!typed) return _('group-trainings.problem-id-required');
        await addProblemFromGroup(typed, tid);
        toast.success(_('admin-trainings.problem-added', { id: typed }));
        onAdded();
        return undefined;
      }}
      onSaved={onClose}
    >
      <Field label={_('group-trainings.problem-id')} htmlFor={id}>
        <input
          id={id}
          className={inputClass}
          value={problemId}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => setProblemId(event.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
