/** The short badge of an author's role (spec 3 section 2.12): SPA super admin, ADM admin. */
export function roleBadgeOf(role: string | null | undefined): 'SPA' | 'ADM' | null {
  if (role === 'root') return 'SPA';
  if (role === 'admin') return 'ADM';
  return null;
}

/** The SPA or ADM mark after an author's name; nothing for other roles. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const badge = roleBadgeOf(role);
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
