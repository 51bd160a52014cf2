/** The server's limits (server/src/announcements/announcement.policy.ts). */
export const TITLE_MAX = 255;
export const CONTENT_MAX = 65_535;

/** The message id of what is wrong with the title, or undefined. */
export function checkTitle(title: string): string | undefined {
  if (title.trim() === '') return 'admin.announcements.title-required';
  if (title.trim().length > TITLE_MAX) return 'admin.announcements.title-too-long';
  return undefined;
}

export function checkContent(content: string): string | undefined {
  if (content.trim() === '') return 'admin.announcements.content-required';
  if (content.length > CONTENT_MAX) return 'admin.announcements.content-too-long';
  return undefined;
}
