import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { describeApiError } from '../../lib/api-error-message';
import { cn } from '../../lib/cn';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { MarkdownView } from './markdown-view';
import {
  insertAt,
  isUploadablePicture,
  markdownForUpload,
  uploadMarkdownFile,
  uploadMarkdownImage,
} from './markdown-uploads';
import { Tabs } from './tabs';

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | undefined;
  /** Shown in the empty source box (what to write, in the caller's words). */
  placeholder?: string;
  /** Height of both panes; tall by default (an announcement), shorter for a form section. */
  heightClass?: string;
  /** Pasted and dropped pictures and files are uploaded and linked (on by default). */
  uploads?: boolean;
  /** The group whose page this is: its admins may upload there (sent as `gid`). */
  gid?: number | null;
}

type Pane = 'write' | 'preview';

/**
 * Uploads files one after another and inserts each one's markdown where the cursor was,
 * into the latest text (the user may type while a file is on its way).
 */
function useEditorUploads(
  value: string,
  onChange: (value: string) => void,
  gid: number | null | undefined,
) {
  const { _ } = useLingui();
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const [uploading, setUploading] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (files: File[], at: number) => {
    setFailure(null);
    setUploading((names) => [...names, ...files.map((f) => f.name)]);
    let cursor = at;
    for (const file of files) {
      const picture = isUploadablePicture(file);
      try {
        const { link } = picture
          ? await uploadMarkdownImage(file, gid)
          : await uploadMarkdownFile(file, gid);
        const next = insertAt(
          latest.current.value,
          cursor,
          markdownForUpload(file.name, link, picture),
        );
        cursor = next.cursor;
        latest.current.value = next.value;
        latest.current.onChange(next.value);
      } catch (error) {
        setFailure(
          _('common.markdown-upload-failed', { name: file.name, reason: describeApiError(error) }),
        );
      } finally {
        setUploading((names) => names.filter((n, i) => n !== file.name || names.indexOf(n) !== i));
      }
    }
  };
  return { uploading, failure, upload };
}

/**
 * Markdown source and its rendered preview (sanitised like the home page shows it): side by
 * side on wide screens, Write / Preview tabs on phones. Pictures and files pasted or dropped
 * into the source (or chosen with the upload button) are uploaded and linked at the cursor.
 */
export function MarkdownEditor({
  value,
  onChange,
  label,
  error,
  placeholder,
  heightClass = 'h-[45vh] min-h-56 md:h-[55vh]',
  uploads = true,
  gid,
}: MarkdownEditorProps) {
  const { _ } = useLingui();
  const id = useId();
  const source = useRef<HTMLTextAreaElement>(null);
  const { uploading, failure, upload } = useEditorUploads(value, onChange, gid);
  const takeFiles = (files: FileList | null | undefined, event: { preventDefault(): void }) => {
    if (!uploads || !files || files.length === 0) return;
    event.preventDefault();
    void upload(Array.from(files), source.current?.selectionEnd ?? value.length);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) =>
    takeFiles(event.clipboardData.files, event);
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) =>
    takeFiles(event.dataTransfer.files, event);
  const phone = useMediaQuery(PHONE_QUERY);
  const [pane, setPane] = useState<Pane>('write');
  const showWrite = !phone || pane === 'write';
  const showPreview = !phone || pane === 'preview';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-500">
        {label}
      </label>
      {phone && (
        <Tabs
          label={label}
          value={pane}
          onChange={setPane}
          items={[
            { key: 'write', label: _('common.markdown-write') },
            { key: 'preview', label: _('common.markdown-preview') },
          ]}
        />
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <textarea
          id={id}
          ref={source}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onPaste={onPaste}
          onDrop={onDrop}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          className={cn(
            'w-full resize-y rounded-lg border bg-white p-3 font-mono text-sm text-slate-800',
            heightClass,
            'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
            error ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
            !showWrite && 'hidden',
          )}
        />
        <div
          role="region"
          aria-label={_('common.markdown-preview')}
          className={cn(
            'overflow-y-auto rounded-lg border border-slate-200 bg-slate-50/60 p-3',
            heightClass,
            !showPreview && 'hidden',
          )}
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-sm text-slate-400">{_('common.markdown-preview-empty')}</p>
          )}
        </div>
      </div>
      {uploads && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <label className="cursor-pointer font-medium text-primary-600 hover:underline">
            {_('common.markdown-upload')}
            <input
              type="file"
              multiple
              className="sr-only"
              onChange={(event) => {
                takeFiles(event.target.files, event);
                event.target.value = '';
              }}
            />
          </label>
          <span>{_('common.markdown-upload-hint')}</span>
          <span role="status" aria-live="polite">
            {uploading.length > 0 && _('common.markdown-uploading', { name: uploading.join(', ') })}
          </span>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-xs text-red-600">
          {failure}
        </p>
      )}
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
