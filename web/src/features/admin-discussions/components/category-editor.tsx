import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { IconAction } from '../../../components/ui/icon-action';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { useResource } from '../../../lib/use-resource';
import { getCategories, saveCategories } from '../api/admin-discussions';
import { categoryBody, categoryListProblem, type CategoryRow } from '../category-model';

const PROBLEMS = {
  empty: 'admin-discussions.category-empty',
  long: 'admin-discussions.category-long',
  repeated: 'admin-discussions.category-repeated',
} as const;

/** The super admin's discussion categories: rename, add, remove, then save the whole list. */
export function CategoryEditor() {
  const { _ } = useLingui();
  const loaded = useResource('admin-discussion-categories', (signal) => getCategories(signal));
  const [rows, setRows] = useState<CategoryRow[] | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const shown = rows ?? loaded.data ?? null;
  if (!shown) {
    return (
      <div className="flex justify-center py-10 text-slate-400">
        <Spinner className="size-5" />
      </div>
    );
  }
  const edit = (next: CategoryRow[]) => {
    setRows(next);
    setError('');
  };
  const save = async () => {
    const problem = categoryListProblem(shown);
    if (problem) return setError(_(PROBLEMS[problem]));
    setSaving(true);
    try {
      setRows(await saveCategories(categoryBody(shown)));
      toast.success(_('server.update-success'));
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="max-w-xl space-y-3">
      <ul className="space-y-2">
        {shown.map((row, index) => (
          <li key={row.id ?? `new-${index}`} className="flex items-center gap-2">
            <TextField
              label={_('admin-discussions.category-name')}
              placeholder={_('admin-discussions.category-name')}
              value={row.name}
              onChange={(e) =>
                edit(shown.map((r, i) => (i === index ? { ...r, name: e.target.value } : r)))
              }
              className="flex-1"
            />
            <IconAction
              icon="trash"
              danger
              label={_('discussions.delete')}
              onClick={() => edit(shown.filter((_row, i) => i !== index))}
            />
          </li>
        ))}
      </ul>
      <FormAlert message={error} />
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => edit([...shown, { name: '' }])}>
          {_('admin-discussions.category-add')}
        </Button>
        <Button size="sm" loading={saving} onClick={() => void save()}>
          {_('common.save')}
        </Button>
      </div>
    </div>
  );
}
