import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

export interface SubmitBarProps {
  testOpen: boolean;
  onToggleTest: () => void;
  /** Why submitting is closed, shown beside the disabled button; null when open. */
  blocked: string | null;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/** Under the editor: the test-run toggle, why submitting is closed, and the submit button. */
export function SubmitBar(p: SubmitBarProps) {
  const { _ } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" aria-expanded={p.testOpen} onClick={p.onToggleTest}>
        <Icon name="code" className="size-4" />
        {_('judge-panel.test-run')}
      </Button>
      {p.blocked && (
        <p role="status" className="ml-auto text-sm text-amber-700">
          {p.blocked}
        </p>
      )}
      <Button
        className={cn('min-w-28', !p.blocked && 'ml-auto')}
        loading={p.submitting}
        disabled={p.disabled || p.blocked !== null}
        onClick={p.onSubmit}
      >
        <Icon name="send" className="size-4" />
        {p.submitting ? _('judge-panel.submitting') : _('judge-panel.submit')}
      </Button>
    </div>
  );
}
