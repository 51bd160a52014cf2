import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { describeApiError } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { useResource } from '../../../lib/use-resource';
import { getClarificationProblems } from '../api/contestant';
import { CLARIFICATION_MAX, clarificationTextError } from '../clarification-rules';

const GENERAL = '';

/**
 * A question to the jury (contestants) or a post to everyone (the jury): a problem or General,
 * and the text. The text stays in the box when the server refuses it.
 */
export function ClarificationForm({
  cid,
  title,
  submitLabel,
  onSend,
}: {
  cid: number;
  title: string;
  submitLabel: string;
  onSend: (pid: string | null, text: string) => Promise<unknown>;
}) {
  const { _ } = useLingui();
  const id = useId();
  const problems = useResource(`clar-problems:${cid}`, (s) => getClarificationProblems(cid, s));
  const [pid, setPid] = useState(GENERAL);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);
  const options = [
    { value: GENERAL, label: _('clarifications.general') },
    ...(problems.data ?? []).map((p) => ({
      value: p.displayId,
      label: `${p.displayId}. ${p.displayTitle}`,
    })),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = clarificationTextError(text);
    setInvalid(problem);
    setRefused('');
    if (problem) return;
    setBusy(true);
    try {
      await onSend(pid === GENERAL ? null : pid, text);
      setText('');
    } catch (error) {
      setRefused(describeApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <Select
        label={_('clarifications.subject')}
        showLabel
        options={options}
        value={pid}
        onChange={(e) => setPid(e.target.value)}
        className="max-w-md"
      />
      <label htmlFor={id} className="sr-only">
        {_('clarifications.text')}
      </label>
      <textarea
        id={id}
        value={text}
        rows={4}
        placeholder={_('clarifications.text')}
        onChange={(e) => {
          setText(e.target.value);
          setInvalid(null);
        }}
        aria-invalid={invalid ? true : undefined}
        className={cn(
          'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-800',
          'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
          invalid ? 'border-red-400' : 'border-slate-300',
        )}
      />
      {invalid && <p className="text-sm text-red-600">{_(invalid, { max: CLARIFICATION_MAX })}</p>}
      <FormAlert message={refused} />
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-slate-400 tabular-nums">
          {text.length} / {CLARIFICATION_MAX}
        </span>
        <Button type="submit" loading={busy}>
          <Icon name="send" className="size-4" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
