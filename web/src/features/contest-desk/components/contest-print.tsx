import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Icon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { submitPrintText } from '../api/submit-print-text';
import { PRINT_MIN_LENGTH, printTextError } from '../desk-rules';

/** /contest/:contestID/print: a text for the organisers' printer (50 characters or more). */
export function ContestPrint({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const id = useId();
  const [content, setContent] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = printTextError(content);
    setInvalid(problem);
    setRefused('');
    if (problem) return;
    setBusy(true);
    try {
      await submitPrintText(cid, content);
      toast.success(_('server.print-submitted'));
      setContent('');
    } catch (error) {
      // The text stays in the box so nothing is lost.
      setRefused(describeApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3 p-4 sm:p-6">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {_('contest-desk.print.label')}
        </label>
        <span
          className={cn(
            'text-xs tabular-nums',
            content.length < PRINT_MIN_LENGTH ? 'text-slate-400' : 'text-emerald-600',
          )}
        >
          {_('contest-desk.print.count', { count: content.length, min: PRINT_MIN_LENGTH })}
        </span>
      </div>
      <p className="text-sm text-slate-500">{_('contest-desk.print.hint')}</p>
      <textarea
        id={id}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setInvalid(null);
        }}
        rows={16}
        spellCheck={false}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={cn(
          'block w-full resize-y rounded-lg border bg-white px-3 py-2 font-mono text-sm text-slate-800',
          'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
          invalid ? 'border-red-400' : 'border-slate-300',
        )}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {_(invalid)}
        </p>
      )}
      <FormAlert message={refused} />
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          <Icon name="send" className="size-4" />
          {_('contest-desk.print.submit')}
        </Button>
      </div>
    </form>
  );
}
