import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { cleanMessages } from '../api/clean-messages';
import type { MessageBox } from '../api/types';

/** What the confirmation dialog is about: one message, or the whole box. */
export type Cleaning = { id: number } | { all: true };

/**
 * Cleaning one message or a whole box after confirmation. `after` gets whether the page it was
 * on is now empty (to step back a page) and whether the whole box went.
 */
export function useCleaning(box: MessageBox, after: (all: boolean) => void) {
  const { _ } = useLingui();
  const [cleaning, setCleaning] = useState<Cleaning | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!cleaning) return;
    setBusy(true);
    try {
      await cleanMessages(box, 'id' in cleaning ? cleaning.id : undefined);
      toast.success(_('messages.cleaned'));
      setCleaning(null);
      after('all' in cleaning);
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return { cleaning, setCleaning, busy, confirm };
}
