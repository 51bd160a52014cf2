import { useLingui } from '@lingui/react';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** Public (green) or Private (red, a password is asked), as HOJ colours them. */
export function TrainingAuthTag({ auth, className }: { auth: string; className?: string }) {
  const { _ } = useLingui();
  const isPrivate = auth === 'Private';
  return (
    <span
      className={cn(
        pill,
        isPrivate
          ? 'bg-red-50 text-red-700 ring-red-600/20'
          : 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
        className,
      )}
    >
      {isPrivate && <Icon name="shield" className="size-3" />}
      {_(isPrivate ? 'training.auth-private' : 'training.auth-public')}
    </span>
  );
}

/** The category's name in its own colour (outlined; filled when `filled`). */
export function CategoryTag({
  name,
  color,
  filled = false,
  className,
}: {
  name: string | null | undefined;
  color: string | null | undefined;
  filled?: boolean;
  className?: string;
}) {
  if (!name) return null;
  const tone = color || '#64748b';
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
      style={
        filled
          ? { backgroundColor: tone, borderColor: tone, color: '#fff' }
          : { borderColor: tone, color: tone, backgroundColor: '#fff' }
      }
    >
      {name}
    </span>
  );
}
