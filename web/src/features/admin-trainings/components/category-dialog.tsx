import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field, inputClass } from '../../../components/ui/form-parts';
import { saveCategory } from '../api/categories';
import type { TrainingCategory } from '../api/types';
import { checkCategory, DEFAULT_CATEGORY_COLOR, isHexColor } from '../category-model';
import { CategoryChip } from './category-chip';

export interface CategoryDialogProps {
  /** The category to edit; absent to create one. */
  category?: TrainingCategory;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a training category: its name and colour (with a preview of the tag). */
export function CategoryDialog({ category, onClose, onSaved }: CategoryDialogProps) {
  const { _ } = useLingui();
  const ids = { name: useId(), color: useId() };
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState(category?.color ?? DEFAULT_CATEGORY_COLOR);
  const [tried, setTried] = useState(false);
  const errors = tried ? checkCategory({ name, color }) : {};
  const error = (key: 'name' | 'color') => {
    const id = errors[key];
    return id ? _(id) : undefined;
  };

  const submit = async () => {
    setTried(true);
    if (Object.keys(checkCategory({ name, color })).length > 0) return false;
    await saveCategory({
      ...(category ? { id: category.id } : {}),
      name: name.trim(),
      color: color.trim(),
    });
    return undefined;
  };

  return (
    <FormDialog
      title={_(category ? 'admin-trainings.category-edit' : 'admin-trainings.category-create')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <Field label={_('admin-trainings.category-name')} htmlFor={ids.name} error={error('name')}>
        <input
          id={ids.name}
          className={inputClass}
          value={name}
          maxLength={255}
          aria-invalid={errors.name ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field label={_('admin-trainings.category-color')} htmlFor={ids.color} error={error('color')}>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={_('admin-trainings.category-color-pick')}
            value={isHexColor(color) ? color.trim() : DEFAULT_CATEGORY_COLOR}
            onChange={(e) => setColor(e.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <input
            id={ids.color}
            className={inputClass}
            value={color}
            maxLength={7}
            aria-invalid={errors.color ? true : undefined}
            onChange={(e) => setColor(e.target.value)}
          />
        </div>
      </Field>
      <p className="flex items-center gap-2 text-sm text-slate-500">
        {_('admin-trainings.category-preview')}
        <CategoryChip name={name.trim() || '…'} color={isHexColor(color) ? color : null} />
      </p>
    </FormDialog>
  );
}
