/**
 * The contest announcements a user has already been shown, kept in localStorage per user and
 * contest (spec section 3, local stored preferences), so each pops up once.
 */

/** The storage slice this module needs (localStorage in the app, a map in tests). */
export type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const readAnnouncementsKey = (uid: string, cid: number) =>
  `contest-read-announcements:${uid}:${cid}`;

export function loadReadIds(storage: IdStorage, key: string): number[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Adds `ids` to the stored list (no duplicates) and answers the whole list. */
export function markRead(storage: IdStorage, key: string, ids: readonly number[]): number[] {
  const all = [...new Set([...loadReadIds(storage, key), ...ids])];
  try {
    storage.setItem(key, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the ids are still sent for this page's life.
  }
  return all;
}

/** A markdown announcement as one short line of plain text for a notification. */
export function plainPreview(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`$]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
