import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { saveClassification, type TagClassification } from '../api/tags';
import { checkName, checkRank, NAME_MAX } from '../validation';
import { FieldCaption } from './form-bits';

export interface ClassificationDialogProps {
  /** The classification to edit, or null to create one. */
  editing: TagClassification | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a classification: name and rank (lower ranks come first). */
export function ClassificationDialog({ editing, onClose, onSaved }: ClassificationDialogProps) {
  const { _ } = useLingui();
  const [name, setName] = useState(editing?.name ?? '');
  const [rank, setRank] = useState(String(editing?.rank ?? 0));
  const [submitted, setSubmitted] = useState(false);
  const nameError = checkName(name);
  const rankError = checkRank(rank);

  // Invalid fields show their own errors; a refused save is shown by the dialog (silent call).
  const submit = async () => {
    setSubmitted(true);
    if (nameError || rankError) return false;
    await saveClassification({ id: editing?.id, name: name.trim(), rank: Number(rank) });
    return undefined;
  };

  return (
    <FormDialog
      title={_(editing ? 'admin.tags.edit-classification' : 'admin.tags.add-classification')}
      submitLabel={_('admin.tags.save')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <div>
        <FieldCaption>{_('admin.tags.classification-name')}</FieldCaption>
        <TextField
          label={_('admin.tags.classification-name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && nameError ? _(nameError, { max: NAME_MAX }) : undefined}
          maxLength={NAME_MAX + 50}
          autoFocus
        />
      </div>
      <div>
        <FieldCaption>{_('admin.tags.rank')}</FieldCaption>
        <TextField
          label={_('admin.tags.rank')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={rank}
          onChange={(event) => setRank(event.target.value)}
          error={submitted && rankError ? _(rankError) : undefined}
        />
        <p className="mt-1 text-xs text-slate-400">{_('admin.tags.rank-hint')}</p>
      </div>
    </FormDialog>
  );
}
