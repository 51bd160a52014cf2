import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The centred content column shared by all pages. */
export function PageContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-[1400px] px-4 py-6 sm:px-6 sm:py-8', className)}
      {...props}
    />
  );
}
