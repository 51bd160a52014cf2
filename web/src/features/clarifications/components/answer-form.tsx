import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { ChoiceGroup } from '../../../components/ui/form-parts';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { ClarificationText } from './clarification-text';
import { describeApiError } from '../../../lib/api-error-message';
import type { AnswerInput, CannedAnswer } from '../api/types';
import { cannedText, clarificationTextError } from '../clarification-rules';

type Audience = 'asker' | 'all';
type Category = 'none' | 'general' | 'technical';

/** The jury's answer to one question: a canned answer or free text, to the asker or to all. */
export function AnswerForm({
  canned,
  onAnswer,
}: {
  canned: readonly CannedAnswer[];
  onAnswer: (input: AnswerInput) => Promise<unknown>;
}) {
  const { _, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<Audience>('asker');
  const [category, setCategory] = useState<Category>('none');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = clarificationTextError(text);
    setInvalid(problem);
    setRefused('');
    if (problem) return;
    setBusy(true);
    try {
      await onAnswer({
        answer: text,
        toAll: audience === 'all',
        category: category === 'none' ? null : category,
      });
    } catch (error) {
      setRefused(describeApiError(error));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-2 border-t border-slate-200 pt-3"
    >
      <Select
        label={_('clarifications.canned')}
        showLabel
        value=""
        options={[
          { value: '', label: _('clarifications.canned-pick') },
          ...canned.map((c) => ({ value: c.key, label: cannedText(c, i18n.locale) })),
        ]}
        onChange={(e) => {
          const picked = canned.find((c) => c.key === e.target.value);
          if (picked) setText(cannedText(picked, i18n.locale));
          setInvalid(null);
        }}
        className="max-w-md"
      />
      <ClarificationText
        id={id}
        rows={3}
        value={text}
        label={_('clarifications.answer')}
        invalid={invalid}
        onChange={(value) => {
          setText(value);
          setInvalid(null);
        }}
      />
      <div className="flex flex-wrap items-end gap-3">
        <ChoiceGroup<Audience>
          label={_('clarifications.audience')}
          value={audience}
          onChange={setAudience}
          options={[
            { value: 'asker', label: _('clarifications.to-asker') },
            { value: 'all', label: _('clarifications.to-all') },
          ]}
        />
        <ChoiceGroup<Category>
          label={_('clarifications.category')}
          value={category}
          onChange={setCategory}
          options={[
            { value: 'none', label: _('clarifications.category.none') },
            { value: 'general', label: _('clarifications.category.general') },
            { value: 'technical', label: _('clarifications.category.technical') },
          ]}
        />
        <Button type="submit" loading={busy} className="ml-auto">
          <Icon name="send" className="size-4" />
          {_('clarifications.send-answer')}
        </Button>
      </div>
      <FormAlert message={refused} />
    </form>
  );
}
