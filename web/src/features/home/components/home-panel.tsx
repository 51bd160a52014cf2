import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

export interface HomePanelProps {
  title: ReactNode;
  icon: IconName;
  /** Buttons at the right end of the header. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of the home page; its heading names the region for screen readers. */
export function HomePanel({ title, icon, actions, className, children }: HomePanelProps) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <header className="flex min-h-14 items-center gap-2 border-b border-slate-100 px-4 py-2 sm:px-5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          <Icon name={icon} className="size-[18px]" />
        </span>
        <h2 id={headingId} className="min-w-0 flex-1 truncate font-semibold text-slate-900">
          {title}
        </h2>
        {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
      </header>
      {children}
    </Card>
  );
}

/**
 * What a panel shows instead of its content: a spinner on the first load, a retry after a
 * failure, or the empty message. Null when there is content to show.
 */
export function PanelStatus({
  loading,
  failed,
  empty,
  emptyText,
  emptyIcon,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  emptyIcon?: IconName;
  onRetry: () => void;
}) {
  const { _ } = useLingui();
  if (failed)
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-sm text-slate-500">
        {_('error.load-failed')}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Icon name="refresh" className="size-4" />
          {_('common.refresh')}
        </Button>
      </div>
    );
  if (loading && empty)
    return (
      <div className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
        <Spinner />
        {_('common.loading')}
      </div>
    );
  if (empty) return <EmptyState title={emptyText} icon={emptyIcon} className="py-10" />;
  return null;
}

/** A small icon button of a panel header (Refresh, Back...). */
export function PanelAction({
  icon,
  label,
  onClick,
  busy = false,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  busy?: boolean;
}) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} disabled={busy} className="px-2">
      <Icon name={icon} className={cn('size-4', busy && 'animate-spin')} />
      {label}
    </Button>
  );
}
