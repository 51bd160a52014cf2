import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { saveNotice } from '../api/save-notice';
import type { AdminNotice } from '../api/types';
import { ContentEditor } from './content-editor';

export const TITLE_MAX = 255;
export const CONTENT_MAX = 65_535;

export interface NoticeDialogProps {
  editing: AdminNotice | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Send a notice (to everyone or to one user by username) or correct a sent one. */
export function NoticeDialog({ editing, onClose, onSaved }: NoticeDialogProps) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [type, setType] = useState<'Sys' | 'Mine'>(editing?.type ?? 'Sys');
  const [recipient, setRecipient] = useState(editing?.recipientUsername ?? '');

  const submit = async () => {
    if (!title.trim()) return _('admin-notices.title-required');
    if (title.trim().length > TITLE_MAX)
      return _('admin-notices.title-too-long', { max: TITLE_MAX });
    if (!content.trim()) return _('admin-notices.content-required');
    if (content.length > CONTENT_MAX)
      return _('admin-notices.content-too-long', { max: CONTENT_MAX });
    if (type === 'Mine' && !recipient.trim()) return _('admin-notices.recipient-required');
    await saveNotice({
      ...(editing ? { id: editing.id } : {}),
      title: title.trim(),
      content,
      type,
      ...(type === 'Mine' && !editing ? { recipientUsername: recipient.trim() } : {}),
    });
    return undefined;
  };

  return (
    <FormDialog
      size="xl"
      title={_(editing ? 'admin-notices.edit' : 'admin-notices.create')}
      submitLabel={editing ? undefined : _('admin-notices.send')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <TextField
        label={_('admin-notices.title')}
        value={title}
        maxLength={TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        autoFocus
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={_('admin-notices.type')}
          showLabel
          value={type}
          disabled={editing !== null}
          onChange={(e) => setType(e.target.value === 'Mine' ? 'Mine' : 'Sys')}
          options={[
            { value: 'Sys', label: _('admin-notices.type-sys') },
            { value: 'Mine', label: _('admin-notices.type-mine') },
          ]}
        />
        {type === 'Mine' && (
          <TextField
            label={_('admin-notices.recipient')}
            value={recipient}
            disabled={editing !== null}
            onChange={(e) => setRecipient(e.target.value)}
          />
        )}
      </div>
      <ContentEditor value={content} onChange={setContent} />
    </FormDialog>
  );
}
