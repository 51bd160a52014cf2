import { useLingui } from '@lingui/react';
import { PasswordGate } from '../../../components/ui/password-gate';
import { registerTraining } from '../api/register-training';

export interface TrainingPasswordFormProps {
  tid: number;
  onRegistered: () => void;
}

/** A private training's password (spec 2 section 4); accepted means registered. */
export function TrainingPasswordForm({ tid, onRegistered }: TrainingPasswordFormProps) {
  const { _ } = useLingui();
  return (
    <PasswordGate
      title={_('training.password.title')}
      hint={_('training.password.hint')}
      label={_('training.password.label')}
      submitLabel={_('training.password.submit')}
      emptyMessage={_('training.password.empty')}
      registeredMessage={_('training.password.registered')}
      register={(password) => registerTraining(tid, password)}
      alreadyRegistered="You have already registered for this training"
      onRegistered={onRegistered}
    />
  );
}
