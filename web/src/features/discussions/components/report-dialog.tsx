import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field } from '../../../components/ui/form-parts';
import { toast } from '../../../components/ui/toast-store';
import { userInfoAtom } from '../../../lib/session';
import { reportDiscussion } from '../api/discussions';
import { REPORT_REASON_MAX, REPORT_TAGS, reportContent, type ReportTag } from '../discussion-query';

const TAG_LABELS: Record<ReportTag, string> = {
  spam: 'discussions.report.tag-spam',
  illegal: 'discussions.report.tag-illegal',
  pornographic: 'discussions.report.tag-pornographic',
  gambling: 'discussions.report.tag-gambling',
  abusive: 'discussions.report.tag-abusive',
  plagiarism: 'discussions.report.tag-plagiarism',
};

/** Report a discussion: tags and/or a reason (at most 200 characters). */
export function ReportDialog({ did, onClose }: { did: number; onClose: () => void }) {
  const { _ } = useLingui();
  const user = useAtomValue(userInfoAtom);
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const toggle = (tag: ReportTag) =>
    setTags((t) => (t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]));
  const submit = async () => {
    const content = reportContent(
      tags.map((t) => _(TAG_LABELS[t])),
      reason,
    );
    if (content === null) return _('discussions.report.empty');
    if (reason.length > REPORT_REASON_MAX) return _('discussions.report.too-long');
    await reportDiscussion(did, user?.username ?? '', content);
    return undefined;
  };
  return (
    <FormDialog
      title={_('discussions.report.title')}
      onClose={onClose}
      onSaved={() => {
        toast.success(_('discussions.report.sent'));
        onClose();
      }}
      onSubmit={submit}
      submitLabel={_('discussions.report.submit')}
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-xs font-medium text-slate-500">
          {_('discussions.report.tags')}
        </legend>
        {REPORT_TAGS.map((tag) => (
          <label
            key={tag}
            className="flex items-center gap-1.5 rounded-lg border border-slate-200 px-2 py-1 text-sm"
          >
            <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
            {_(TAG_LABELS[tag])}
          </label>
        ))}
      </fieldset>
      <Field label={_('discussions.report.reason')} htmlFor="report-reason">
        <textarea
          id="report-reason"
          value={reason}
          maxLength={REPORT_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          className="block min-h-20 w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
      </Field>
    </FormDialog>
  );
}
