/**
 * The nickname tag's colour follows the nickname's length mod 5 (spec 2, rank lists), so a
 * name keeps its colour on every page. Length counts characters, not UTF-16 units.
 */
export const NICKNAME_TONES = [
  'bg-primary-50 text-primary-700 ring-primary-600/20',
  'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  'bg-slate-100 text-slate-700 ring-slate-500/20',
  'bg-red-50 text-red-700 ring-red-600/20',
  'bg-amber-50 text-amber-800 ring-amber-600/25',
] as const;

export function nicknameTone(nickname: string): string {
  return NICKNAME_TONES[Array.from(nickname).length % NICKNAME_TONES.length]!;
}

/** The URL query of a rank page: page, size and search (spec 2: 30 a page by default). */
export function rankQueryFromParams(params: URLSearchParams) {
  const positive = (value: string | null, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    currentPage: positive(params.get('currentPage'), 1),
    limit: Math.min(positive(params.get('limit'), 30), 100),
    searchUser: (params.get('searchUser') ?? '').trim(),
  };
}

/** The URL query for a rank page; defaults are left out so links stay short. */
export function rankQueryToParams(q: ReturnType<typeof rankQueryFromParams>) {
  const out = new URLSearchParams();
  if (q.currentPage > 1) out.set('currentPage', String(q.currentPage));
  if (q.limit !== 30) out.set('limit', String(q.limit));
  if (q.searchUser) out.set('searchUser', q.searchUser);
  return out;
}

/** A markdown signature as one line of text for the table (the user home renders it fully). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>$~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
