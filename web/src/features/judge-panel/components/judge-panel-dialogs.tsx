import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

export type Confirm = 'reset' | 'accepted' | 'resubmit' | null;

export interface JudgePanelDialogsProps {
  /** Which confirmation is open. */
  confirm: Confirm;
  onClose: () => void;
  onReset: () => void;
  onResubmit: () => void;
  resubmitMessage: string;
  loadingAccepted: boolean;
  onLoadAccepted: () => void;
  /** The contest password form (see `JudgePanelProps.renderRegister`). */
  renderRegister: ((onRegistered: () => void) => ReactNode) | undefined;
  /** The submit to send again once registered; null while no password is asked for. */
  retry: (() => Promise<void>) | null;
  onRetryClose: () => void;
}

/** The editor pane's dialogs: reset, resubmit, load the last accepted code, contest password. */
export function JudgePanelDialogs(p: JudgePanelDialogsProps) {
  const { _ } = useLingui();
  const { retry, renderRegister } = p;
  return (
    <>
      {renderRegister && (
        <Dialog open={retry !== null} onOpenChange={(open) => !open && p.onRetryClose()}>
          <DialogContent
            title={_('judge-panel.register-title')}
            closeLabel={_('common.close')}
            className="max-w-lg"
          >
            {retry &&
              renderRegister(() => {
                p.onRetryClose();
                void retry();
              })}
          </DialogContent>
        </Dialog>
      )}
      <ConfirmDialog
        open={p.confirm === 'reset'}
        onOpenChange={(open) => !open && p.onClose()}
        title={_('judge-panel.reset')}
        message={_('judge-panel.reset-confirm')}
        onConfirm={p.onReset}
      />
      <ConfirmDialog
        open={p.confirm === 'resubmit'}
        onOpenChange={(open) => !open && p.onClose()}
        title={_('judge-panel.submit')}
        message={p.resubmitMessage}
        onConfirm={p.onResubmit}
      />
      <ConfirmDialog
        open={p.confirm === 'accepted'}
        onOpenChange={(open) => !open && p.onClose()}
        title={_('judge-panel.last-accepted')}
        message={_('judge-panel.last-accepted-confirm')}
        loading={p.loadingAccepted}
        onConfirm={p.onLoadAccepted}
      />
    </>
  );
}
