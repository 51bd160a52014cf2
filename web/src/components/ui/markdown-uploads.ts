import { api } from '../../lib/api-client';

/**
 * `POST /api/file/upload-md-img` (multipart `image`, and `gid` in a group, whose admins may
 * upload there): the stored picture's link and id.
 */
export const uploadMarkdownImage = (file: File, gid?: number | null) => {
  const form = new FormData();
  form.append('image', file);
  if (gid) form.append('gid', String(gid));
  return api.post<{ link: string; fileId: number }>('/file/upload-md-img', form, {
    silent: true,
  });
};

/** `POST /api/file/upload-md-file` (multipart `file`, `gid` in a group): the attachment's link. */
export const uploadMarkdownFile = (file: File, gid?: number | null) => {
  const form = new FormData();
  form.append('file', file);
  if (gid) form.append('gid', String(gid));
  return api.post<{ link: string }>('/file/upload-md-file', form, { silent: true });
};

/**
 * Pictures the server re-encodes (by type, or by name when the system gave no type); anything
 * else, SVG included, is sent as an attachment.
 */
export const isUploadablePicture = (file: { name: string; type: string }) =>
  /^image\/(png|jpe?g|gif|bmp|webp)$/.test(file.type) ||
  (file.type === '' && /\.(png|jpe?g|gif|bmp|webp)$/i.test(file.name));

/** Brackets and line breaks would end the link text early. */
const linkText = (name: string) => name.replace(/[[\]\r\n]/g, ' ').trim() || 'file';

/** The markdown for an uploaded file: a picture embeds, anything else links. */
export const markdownForUpload = (name: string, link: string, picture: boolean) =>
  `${picture ? '!' : ''}[${linkText(name)}](${link})`;

/**
 * `value` with `text` inserted at `at` (clamped to the text), on a line of its own when the
 * cursor sits inside a line; answers the new value and where the cursor goes after it.
 */
export const insertAt = (value: string, at: number, text: string) => {
  const pos = Math.max(0, Math.min(at, value.length));
  const before = value.slice(0, pos);
  const after = value.slice(pos);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = after && !after.startsWith('\n') ? '\n' : '';
  const inserted = `${lead}${text}${trail}`;
  return { value: before + inserted + after, cursor: pos + lead.length + text.length };
};
