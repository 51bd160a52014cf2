import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import { TextField } from '../../../components/ui/text-field';
import { saveContestAnnouncement } from '../api/contest-announcements';
import { useContestScope } from '../contest-scope';
import type { ContestAnnouncement } from '../api/types';

/** The server's limits (contest-admin-announcements.routes.ts). */
const TITLE_MAX = 255;
const CONTENT_MAX = 65_535;

const checkTitle = (t: string) =>
  t.trim() === ''
    ? 'server.title-required'
    : t.length > TITLE_MAX
      ? 'server.title-too-long'
      : undefined;
const checkContent = (c: string) =>
  c.trim() === ''
    ? 'server.content-required'
    : c.length > CONTENT_MAX
      ? 'server.content-too-long'
      : undefined;

export interface ContestAnnouncementDialogProps {
  cid: number;
  /** The announcement to edit, or null to post one. */
  editing: ContestAnnouncement | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Post or edit an announcement of the contest: a title and markdown with its preview. */
export function ContestAnnouncementDialog({
  cid,
  editing,
  onClose,
  onSaved,
}: ContestAnnouncementDialogProps) {
  const { _ } = useLingui();
  const { gid } = useContestScope();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [tried, setTried] = useState(false);
  const titleError = checkTitle(title);
  const contentError = checkContent(content);

  const submit = async () => {
    setTried(true);
    const problem = titleError ?? contentError;
    if (problem) return _(problem);
    await saveContestAnnouncement(
      cid,
      { ...(editing ? { id: editing.id } : {}), title: title.trim(), content },
      gid,
    );
    return undefined;
  };

  return (
    <FormDialog
      size="full"
      title={_(editing ? 'admin-contests.announcement-edit' : 'admin-contests.announcement-create')}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <div className="space-y-1">
        <p className="text-xs font-medium text-slate-500">
          {_('admin-contests.announcement-title')}
        </p>
        <TextField
          label={_('admin-contests.announcement-title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={tried && titleError ? _(titleError) : undefined}
          autoFocus
        />
      </div>
      <MarkdownEditor
        label={_('admin-contests.announcement-content')}
        value={content}
        onChange={setContent}
        placeholder={_('admin-contests.announcement-placeholder')}
        heightClass="h-[40vh] min-h-48 md:h-[45vh]"
        error={tried && contentError ? _(contentError) : undefined}
      />
    </FormDialog>
  );
}
