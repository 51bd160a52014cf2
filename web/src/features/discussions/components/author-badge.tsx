import { authorBadge } from '../discussion-query';

/** The SPA (super admin) or ADM (admin) mark after an author's name. */
export function AuthorBadge({ role }: { role: string | null | undefined }) {
  const badge = authorBadge(role);
  if (!badge) return null;
  return (
    <span
      className={
        badge === 'SPA'
          ? 'rounded bg-red-100 px-1 text-[10px] font-bold text-red-700'
          : 'rounded bg-amber-100 px-1 text-[10px] font-bold text-amber-700'
      }
    >
      {badge}
    </span>
  );
}
