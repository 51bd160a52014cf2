import { useCallback, useState } from 'react';
import { describeApiError } from '../../../lib/api-error-message';

/** Runs one save at a time: busy while it runs, the server's answer as `failure` if it fails. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure('');
    try {
      await action();
    } catch (error) {
      setFailure(describeApiError(error));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failure, run };
}
