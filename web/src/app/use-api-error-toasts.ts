import { useEffect } from 'react';
import { toast } from '../components/ui/toast-store';
import { onApiError } from '../lib/api-client';
import { describeApiError } from '../lib/api-error-message';

/** Toasts every failed call unless the caller said it shows the error itself (`silent`). */
export function useApiErrorToasts(): void {
  useEffect(
    () =>
      onApiError(({ error, silent }) => {
        if (!silent) toast.error(describeApiError(error));
      }),
    [],
  );
}
