import { useState } from 'react';
import { cn } from '../../lib/cn';

export interface AvatarProps {
  name: string;
  src?: string | null | undefined;
  className?: string;
}

/** The user's picture, or the first letter of their name on a coloured disc. */
export function Avatar({ name, src, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const base = cn(
    'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (src && !failed) {
    return (
      <img src={src} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'bg-gradient-to-br from-primary-400 to-primary-600 text-sm font-semibold text-white',
      )}
    >
      {initial}
    </span>
  );
}
