import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from './icon';

export interface EmptyStateProps {
  title: string;
  icon?: IconName;
  className?: string;
  children?: ReactNode;
}

export function EmptyState({ title, icon = 'inbox', className, children }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-16 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Icon name={icon} className="size-7" />
      </span>
      <p className="text-sm text-slate-500">{title}</p>
      {children}
    </div>
  );
}
