import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { saveAnnouncement } from '../api/save-announcement';
import type { AdminAnnouncement } from '../api/types';
import { checkContent, checkTitle, CONTENT_MAX, TITLE_MAX } from '../validation';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import { Switch } from '../../../components/ui/switch';

export interface AnnouncementDialogProps {
  /** The announcement to edit, or null to create one. */
  editing: AdminAnnouncement | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit an announcement in a full-width dialog: title, markdown, visible switch. */
export function AnnouncementDialog({ editing, onClose, onSaved }: AnnouncementDialogProps) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [visible, setVisible] = useState((editing?.status ?? 0) === 0);
  const [submitted, setSubmitted] = useState(false);
  const titleError = checkTitle(title);
  const contentError = checkContent(content);

  const submit = async () => {
    setSubmitted(true);
    if (titleError || contentError) return _('admin.announcements.fix-form');
    await saveAnnouncement({
      ...(editing ? { id: editing.id } : {}),
      title: title.trim(),
      content,
      status: visible ? 0 : 1,
    });
    return undefined;
  };

  return (
    <FormDialog
      size="full"
      title={_(editing ? 'admin.announcements.edit' : 'admin.announcements.create')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <div className="space-y-1">
        <p className="text-xs font-medium text-slate-500">{_('admin.announcements.title')}</p>
        <TextField
          label={_('admin.announcements.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={submitted && titleError ? _(titleError, { max: TITLE_MAX }) : undefined}
          autoFocus
        />
      </div>
      <MarkdownEditor
        label={_('admin.announcements.content')}
        value={content}
        onChange={setContent}
        placeholder={_('admin.announcements.content-placeholder')}
        error={submitted && contentError ? _(contentError, { max: CONTENT_MAX }) : undefined}
      />
      <div className="flex items-center gap-3">
        <Switch checked={visible} onChange={setVisible} label={_('admin.announcements.visible')} />
        <span className="text-sm text-slate-700">
          {_(visible ? 'admin.announcements.shown' : 'admin.announcements.hidden')}
        </span>
      </div>
    </FormDialog>
  );
}
