/** Client checks mirroring the server (names 1..255 after trimming, rank a whole number >= 0). */
export const NAME_MAX = 255;
export const RANK_MAX = 2147483647;
export const DEFAULT_TAG_COLOR = '#409eff';

/** A lingui id for a bad name, or undefined. */
export function checkName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'admin.tags.name-required';
  if (name.length > NAME_MAX) return 'admin.tags.name-max';
  return undefined;
}

/** A lingui id for a bad rank, or undefined. */
export function checkRank(value: string): string | undefined {
  const text = value.trim();
  if (!/^\d+$/.test(text) || Number(text) > RANK_MAX) return 'admin.tags.rank-invalid';
  return undefined;
}

/** `#rgb`, `#rrggbb`... as the server accepts; anything else falls back to the default blue. */
export function normalizeColor(value: string | null | undefined): string {
  if (value && /^#[0-9a-fA-F]{6}$/.test(value)) return value.toLowerCase();
  if (value && /^#[0-9a-fA-F]{3}$/.test(value)) {
    const [, r, g, b] = value;
    return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
  }
  return DEFAULT_TAG_COLOR;
}
