/** One row of the category editor; `id` is absent for a category not saved yet. */
export interface CategoryRow {
  id?: number;
  name: string;
}

/** Server limit on a category name. */
export const CATEGORY_NAME_MAX = 255;

/** Why the list cannot be saved, or null: an empty name, a too long one, or a repeated one. */
export function categoryListProblem(
  rows: readonly CategoryRow[],
): 'empty' | 'long' | 'repeated' | null {
  const names = rows.map((r) => r.name.trim());
  if (names.some((n) => n === '')) return 'empty';
  if (names.some((n) => n.length > CATEGORY_NAME_MAX)) return 'long';
  if (new Set(names).size !== names.length) return 'repeated';
  return null;
}

/** The body of `POST /api/discussion-category`: the whole list, names trimmed. */
export const categoryBody = (rows: readonly CategoryRow[]) =>
  rows.map((r) =>
    r.id === undefined ? { name: r.name.trim() } : { id: r.id, name: r.name.trim() },
  );
