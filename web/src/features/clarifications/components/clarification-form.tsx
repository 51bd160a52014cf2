import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { ClarificationText } from './clarification-text';
import { describeApiError } from '../../../lib/api-error-message';
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
      <ClarificationText
        id={id}
        rows={4}
        value={text}
        label={_('clarifications.text')}
        invalid={invalid}
        onChange={(value) => {
          setText(value);
          setInvalid(null);
        }}
      />
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
