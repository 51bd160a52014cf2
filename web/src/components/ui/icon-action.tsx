import { Link } from 'react-router';
import { Button } from './button';
import { Icon, type IconName } from './icon';
import { cn } from '../../lib/cn';

const look = 'px-2';

/** An icon-only row action that navigates; `label` is its accessible name and tooltip. */
export function IconLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-8 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900',
        'focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none',
        look,
      )}
    >
      <Icon name={icon} className="size-4" />
    </Link>
  );
}

/** An icon-only row action button; `danger` paints it red (delete). */
export function IconAction({
  icon,
  label,
  onClick,
  danger = false,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(look, danger && 'text-red-600 hover:bg-red-50 hover:text-red-700')}
    >
      <Icon name={icon} className="size-4" />
    </Button>
  );
}
