import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  danger?: boolean;
  loading?: boolean;
}

/** "Are you sure?" with Cancel and OK; OK calls `onConfirm`, the caller closes the dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel,
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  const { _ } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} closeLabel={_('common.close')} className="max-w-sm">
        <div className="text-sm leading-relaxed text-slate-600">{message}</div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {_('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? _('common.ok')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
