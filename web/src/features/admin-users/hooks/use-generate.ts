import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { downloadGeneratedUsers } from '../api/download-generated-users';
import { generateUsers } from '../api/generate-users';
import { checkGenerateForm } from '../validation';

export interface GenerateForm {
  prefix: string;
  suffix: string;
  from: string;
  to: string;
  passwordLength: string;
}

/**
 * Generates the accounts, then downloads their passwords at once. The key is single use: it
 * stays offered only while its download has not succeeded.
 */
export function useGenerate(form: GenerateForm) {
  const { _ } = useLingui();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const numbers = {
    from: Number(form.from),
    to: Number(form.to),
    passwordLength: Number(form.passwordLength),
  };

  const download = async (k: string) => {
    try {
      await downloadGeneratedUsers(k);
      setKey(null);
    } catch {
      // Toasted by the app shell; the button stays for another try.
    }
  };

  const generate = async () => {
    const problem = checkGenerateForm(numbers);
    if (problem) return setError(_(problem));
    setBusy(true);
    setError('');
    try {
      const answer = await generateUsers({
        prefix: form.prefix.trim(),
        suffix: form.suffix.trim(),
        number_from: numbers.from,
        number_to: numbers.to,
        password_length: numbers.passwordLength,
      });
      toast.success(_('admin-users.generate.done', { count: numbers.to - numbers.from + 1 }));
      setKey(answer.key);
      await download(answer.key);
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  return { error, busy, key, generate, download };
}
