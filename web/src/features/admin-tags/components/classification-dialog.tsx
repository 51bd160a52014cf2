import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { describeApiError } from '../../../lib/api-error-message';
import { saveClassification, type TagClassification } from '../api/tags';
import { checkName, checkRank, NAME_MAX } from '../validation';
import { FieldCaption, FormAlert } from './form-bits';

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
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const nameError = checkName(name);
  const rankError = checkRank(rank);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || rankError) return;
    setSaving(true);
    setServerError('');
    try {
      await saveClassification({ id: editing?.id, name: name.trim(), rank: Number(rank) });
      onSaved();
    } catch (failure) {
      setServerError(describeApiError(failure));
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={_(editing ? 'admin.tags.edit-classification' : 'admin.tags.add-classification')}
        closeLabel={_('common.close')}
        dismissOnOutsideClick={false}
        className="max-w-md"
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
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
          <FormAlert message={serverError} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {_('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {_('admin.tags.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
