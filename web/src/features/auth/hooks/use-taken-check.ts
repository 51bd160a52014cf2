import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { checkUsernameOrEmail } from '../api/check-username-or-email';

type Field = 'username' | 'email';

const messageIds: Record<Field, string> = {
  username: 'server.username-exists',
  email: 'server.email-exists',
};

/**
 * Asks the server, when the register form's username or email field is left, whether the value
 * is taken (spec: both must not already exist), so the person learns it before asking for a
 * code. `messageFor` is the message for the value now in the field: an answer about a value
 * since edited is never shown.
 */
export function useTakenCheck() {
  const { _ } = useLingui();
  const [taken, setTaken] = useState<Partial<Record<Field, string>>>({});

  const check = (field: Field, raw: string) => {
    const value = raw.trim();
    if (!value) return;
    const payload = field === 'username' ? { username: value } : { email: value };
    checkUsernameOrEmail(payload).then(
      (answer) =>
        setTaken((current) => ({ ...current, [field]: answer[field] ? value : undefined })),
      // Rate-limited or offline: the register call itself will say what is wrong.
      () => undefined,
    );
  };

  const messageFor = (field: Field, raw: string) =>
    taken[field] !== undefined && taken[field] === raw.trim() ? _(messageIds[field]) : undefined;

  return { check, messageFor };
}
