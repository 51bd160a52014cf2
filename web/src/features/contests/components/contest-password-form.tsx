import { useLingui } from '@lingui/react';
import { PasswordGate } from '../../../components/ui/password-gate';
import { registerContest } from '../api/register-contest';

export interface ContestPasswordFormProps {
  cid: number;
  /** 1 private (needed to enter), 2 protected (needed to submit). */
  auth: number;
  onRegistered: () => void;
}

/** The password of a private or protected contest; accepted means registered. */
export function ContestPasswordForm({ cid, auth, onRegistered }: ContestPasswordFormProps) {
  const { _ } = useLingui();
  return (
    <PasswordGate
      title={_(auth === 1 ? 'contest.password.private-title' : 'contest.password.protected-title')}
      hint={_(auth === 1 ? 'contest.password.private-hint' : 'contest.password.protected-hint')}
      label={_('contest.password.label')}
      submitLabel={_('contest.password.submit')}
      emptyMessage={_('contest.password.empty')}
      registeredMessage={_('contest.password.registered')}
      register={(password) => registerContest(cid, password)}
      alreadyRegistered="You have already registered for this contest"
      onRegistered={onRegistered}
    />
  );
}
