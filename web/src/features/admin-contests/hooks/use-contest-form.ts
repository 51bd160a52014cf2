import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { saveContest } from '../api/contests';
import { useContestScope } from '../contest-scope';
import { toFields, type ContestForm } from '../contest-form-model';
import { checkContest, firstError } from '../validation';

/**
 * The contest form's state and its save: the client checks first (shown once the admin has
 * tried to save), then the server, whose refusal is shown above the buttons while everything
 * typed stays as it was. Saved, it goes back to the list.
 */
export function useContestForm(initial: ContestForm, cid: number | undefined) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const scope = useContestScope();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const errors = checkContest(form);

  const set = <K extends keyof ContestForm>(key: K, value: ContestForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    if (saving) return;
    setTried(true);
    setServerError('');
    if (firstError(errors)) return;
    setSaving(true);
    try {
      await saveContest(toFields(form), cid, scope.gid);
      toast.success(_(cid === undefined ? 'admin-contests.created' : 'admin-contests.saved'));
      await navigate(scope.list);
    } catch (failure) {
      setServerError(describeApiError(failure));
    } finally {
      setSaving(false);
    }
  };

  const shown = tried ? errors : {};
  const first = firstError(shown);
  return {
    form,
    set,
    setForm,
    /** Message ids of the fields' problems, once a save was tried. */
    errors: shown,
    /** The sentence above the buttons: the server's refusal, or the first problem found here. */
    alert: serverError || (first ? _(first) : ''),
    saving,
    save,
  };
}
