import { useLingui } from '@lingui/react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import type { OutboxMail } from '../api/get-mail-outbox';

/**
 * One mail as its reader gets it. The plain-text part is shown (the HTML part says the same);
 * showing the HTML would mean rendering markup from the database.
 */
export function MailPreviewDialog({ mail, onClose }: { mail: OutboxMail; onClose: () => void }) {
  const { _ } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={mail.subject} closeLabel={_('common.close')} className="max-w-2xl">
        <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{_('admin.mail.to')}</dt>
          <dd className="break-all text-slate-800">{mail.recipient}</dd>
          <dt className="text-slate-500">{_('admin.mail.time')}</dt>
          <dd className="text-slate-800">{formatDateTime(mail.createdAt)}</dd>
        </dl>
        <pre className="max-h-[60dvh] overflow-auto rounded-lg bg-slate-50 p-4 text-sm break-words whitespace-pre-wrap text-slate-800">
          {mail.text}
        </pre>
      </DialogContent>
    </Dialog>
  );
}
