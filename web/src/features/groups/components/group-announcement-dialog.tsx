import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { saveAnnouncement } from '../api/groups';
import type { GroupAnnouncement } from '../api/types';

const TITLE_MAX = 255;
const CONTENT_MAX = 65_535;

export interface GroupAnnouncementDialogProps {
  gid: number;
  /** The announcement to edit, or null to create one. */
  editing: GroupAnnouncement | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a group announcement full screen: title, markdown content, visible switch. */
export function GroupAnnouncementDialog(p: GroupAnnouncementDialogProps) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(p.editing?.title ?? '');
  const [content, setContent] = useState(p.editing?.content ?? '');
  const [visible, setVisible] = useState((p.editing?.status ?? 0) === 0);
  const [submitted, setSubmitted] = useState(false);
  const titleError = !title.trim() || title.length > TITLE_MAX;
  const contentError = !content.trim() || content.length > CONTENT_MAX;

  const submit = async () => {
    setSubmitted(true);
    if (titleError || contentError) return _('groups.fix-form');
    await saveAnnouncement(p.gid, {
      ...(p.editing ? { id: p.editing.id } : {}),
      title: title.trim(),
      content,
      status: visible ? 0 : 1,
    });
    return undefined;
  };

  return (
    <FormDialog
      size="full"
      title={_(p.editing ? 'groups.announcements.edit' : 'groups.announcements.create')}
      onClose={p.onClose}
      onSubmit={submit}
      onSaved={p.onSaved}
    >
      <TextField
        label={_('groups.announcements.title')}
        value={title}
        maxLength={TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        error={submitted && titleError ? _('groups.check.required', { max: TITLE_MAX }) : undefined}
        autoFocus
      />
      <MarkdownEditor
        label={_('groups.announcements.content')}
        value={content}
        onChange={setContent}
        error={
          submitted && contentError ? _('groups.check.required', { max: CONTENT_MAX }) : undefined
        }
      />
      <div className="flex items-center gap-3">
        <Switch checked={visible} onChange={setVisible} label={_('groups.announcements.visible')} />
        <span className="text-sm text-slate-700">{_('groups.announcements.visible')}</span>
      </div>
    </FormDialog>
  );
}
