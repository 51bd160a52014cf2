import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { saveTraining } from '../api/trainings';
import type { AdminTraining } from '../api/types';
import { checkTraining, toDto, type TrainingForm } from '../training-form-model';
import { adminTrainingPaths } from '../training-paths';

/**
 * The training form's state and its save: checked here first (shown once a save was tried),
 * then by the server, whose refusal shows above the buttons. Saved, it goes back to the list
 * (a group's, with `gid`).
 */
export function useTrainingForm(
  initial: TrainingForm,
  existing: AdminTraining | undefined,
  gid?: number,
) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const errors = checkTraining(form);
  const first = Object.values(errors)[0];

  const set = <K extends keyof TrainingForm>(key: K, value: TrainingForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    if (saving) return;
    setTried(true);
    setServerError('');
    if (first) return;
    setSaving(true);
    try {
      await saveTraining(toDto(form, existing), existing === undefined, gid);
      toast.success(_(existing ? 'admin-trainings.saved' : 'admin-trainings.created'));
      await navigate(adminTrainingPaths(gid).list);
    } catch (failure) {
      setServerError(describeApiError(failure));
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    set,
    /** Message ids of the fields' problems, once a save was tried. */
    errors: tried ? errors : {},
    alert: serverError || (tried && first ? _(first) : ''),
    saving,
    save,
  };
}
