/** A training category's tag in its colour, as the public list paints it. */
export function CategoryChip({ name, color }: { name: string; color: string | null | undefined }) {
  const tone = color || '#64748b';
  return (
    <span
      className="inline-flex max-w-full items-center truncate rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white"
      style={{ backgroundColor: tone, borderColor: tone }}
    >
      {name}
    </span>
  );
}
