import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Select } from '../../../components/ui/select';
import { TagChip } from '../../../components/ui/tag-chip';
import { TextField } from '../../../components/ui/text-field';
import { saveTag, type AdminTag, type TagClassification } from '../api/tags';
import { checkName, NAME_MAX, normalizeColor } from '../validation';
import { FieldCaption } from './form-bits';

export interface TagDialogProps {
  /** The tag to edit, or null to create one. */
  editing: AdminTag | null;
  /** Classification preselected for a new tag. */
  defaultTcid?: number | null;
  classifications: readonly TagClassification[];
  onClose: () => void;
  onSaved: () => void;
}

const NONE = '';

/** Create or edit a tag: name, colour and classification (or none). */
export function TagDialog({
  editing,
  defaultTcid = null,
  classifications,
  onClose,
  onSaved,
}: TagDialogProps) {
  const { _ } = useLingui();
  const colorId = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [color, setColor] = useState(normalizeColor(editing?.color));
  const initialTcid = editing ? editing.tcid : defaultTcid;
  const [tcid, setTcid] = useState(initialTcid === null ? NONE : String(initialTcid));
  const [submitted, setSubmitted] = useState(false);
  const nameError = checkName(name);

  const options = [
    { value: NONE, label: _('admin.tags.no-classification') },
    ...classifications.map((item) => ({ value: String(item.id), label: item.name })),
  ];
  // A tag may point at a classification that is gone: keep it selectable as "none".
  const selected = options.some((option) => option.value === tcid) ? tcid : NONE;

  // Invalid fields show their own errors; a refused save is shown by the dialog (silent call).
  const submit = async () => {
    setSubmitted(true);
    if (nameError) return false;
    await saveTag({
      id: editing?.id,
      name: name.trim(),
      color,
      tcid: selected === NONE ? null : Number(selected),
    });
    return undefined;
  };

  return (
    <FormDialog
      title={_(editing ? 'admin.tags.edit-tag' : 'admin.tags.add-tag')}
      submitLabel={_('admin.tags.save')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <div>
        <FieldCaption>{_('admin.tags.tag-name')}</FieldCaption>
        <TextField
          label={_('admin.tags.tag-name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && nameError ? _(nameError, { max: NAME_MAX }) : undefined}
          maxLength={NAME_MAX + 50}
          autoFocus
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={colorId} className="mb-1 block text-xs font-medium text-slate-500">
            {_('admin.tags.color')}
          </label>
          <div className="flex items-center gap-2">
            <input
              id={colorId}
              type="color"
              value={color}
              onChange={(event) => setColor(event.target.value)}
              className="h-9 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
            />
            <code className="text-xs text-slate-500">{color}</code>
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <p className="mb-1 text-xs font-medium text-slate-500">{_('admin.tags.preview')}</p>
          <div className="flex h-9 items-center gap-2">
            <TagChip static name={name.trim() || _('admin.tags.tag-name')} color={color} />
            <TagChip static selected name={name.trim() || _('admin.tags.tag-name')} color={color} />
          </div>
        </div>
      </div>
      <div>
        <FieldCaption>{_('admin.tags.classification')}</FieldCaption>
        <Select
          label={_('admin.tags.classification')}
          options={options}
          value={selected}
          onChange={(event) => setTcid(event.target.value)}
          selectClassName="h-10"
        />
      </div>
    </FormDialog>
  );
}
