import { useLingui } from '@lingui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { describeApiError } from '../../lib/api-error-message';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';
import { Icon } from './icon';

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  /**
   * Validates and saves. Return a message to show it under the fields (a validation failure),
   * or `false` to stay open without one (the fields show their own errors, or the failure was
   * toasted); throw to show the server's answer; resolve with nothing when saved (the dialog
   * calls `onSaved`).
   */
  onSubmit: () => Promise<string | false | void>;
  onSaved: () => void;
  submitLabel?: ReactNode;
  /** Greys out the submit button (the action does not apply to the item right now). */
  submitDisabled?: boolean;
  /** 'sm' for a field or two, 'md' default, wider for long forms ('lg', 'xl', 'full'). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  children: ReactNode;
}

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  full: 'max-w-[min(1200px,calc(100%-2rem))]',
};

/** The server's answer to a failed save, shown above the buttons. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      <Icon name="alert" className="mt-px size-4" />
      <span className="min-w-0 break-words">{message}</span>
    </div>
  );
}

/**
 * The one create/edit dialog skeleton: a modal that is not closed by an outside click, the
 * fields, an error line, Cancel and Save (busy while saving). Callers keep their own field
 * state and give `onSubmit`.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  onSaved,
  submitLabel,
  submitDisabled = false,
  size = 'md',
  children,
}: FormDialogProps) {
  const { _ } = useLingui();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || submitDisabled) return;
    setSaving(true);
    setError('');
    try {
      const problem = await onSubmit();
      if (typeof problem === 'string' && problem) setError(problem);
      else if (problem !== false) onSaved();
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        closeLabel={_('common.close')}
        dismissOnOutsideClick={false}
        className={cn(widths[size])}
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {children}
          <FormAlert message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {_('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={submitDisabled}>
              {submitLabel ?? _('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
