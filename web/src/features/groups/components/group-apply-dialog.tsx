import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Field, inputClass } from '../../../components/ui/form-parts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { applyGroup } from '../api/groups';
import type { Group } from '../api/types';
import { checkApply, GROUP_LIMITS } from '../group-form';

/** Apply to a protected (reason) or private (reason and code) group. */
export function GroupApplyDialog(p: { group: Group; onClose: () => void; onSaved: () => void }) {
  const { _ } = useLingui();
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = checkApply(p.group.auth, reason, code);
  const [min, max] = GROUP_LIMITS.reason;
  const reasonError = submitted && errors.reason ? _(errors.reason, { min, max }) : undefined;
  const codeError = submitted && errors.code ? _(errors.code, { min: 6, max: 6 }) : undefined;

  const submit = async () => {
    setSubmitted(true);
    if (errors.reason || errors.code) return false;
    await applyGroup(p.group.id, reason.trim(), code);
    return undefined;
  };

  return (
    <FormDialog
      title={_('groups.apply')}
      submitLabel={_('groups.apply')}
      onClose={p.onClose}
      onSubmit={submit}
      onSaved={p.onSaved}
    >
      {p.group.auth === 3 && (
        <Field label={_('groups.field.code')} htmlFor="group-apply-code" error={codeError}>
          <input
            id="group-apply-code"
            className={inputClass}
            value={code}
            maxLength={GROUP_LIMITS.code}
            autoComplete="off"
            aria-invalid={codeError ? true : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
      )}
      <Field label={_('groups.field.reason')} htmlFor="group-apply-reason" error={reasonError}>
        <textarea
          id="group-apply-reason"
          rows={4}
          className={`${inputClass} h-auto py-2`}
          value={reason}
          maxLength={max}
          aria-invalid={reasonError ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
