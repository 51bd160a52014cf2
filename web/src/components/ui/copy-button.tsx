import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import { Icon } from './icon';
import { toast } from './toast-store';

/** Writes `text` to the clipboard with a "copied" toast (or a failure toast). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Old browsers and insecure origins: fall back to a hidden textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export interface CopyButtonProps {
  text: string;
  label?: string;
  className?: string;
}

export function CopyButton({ text, label, className }: CopyButtonProps) {
  const { _ } = useLingui();
  const onClick = async () => {
    if (await copyText(text)) toast.success(_('common.copied'));
    else toast.error(_('common.copy-failed'));
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-label={label ?? _('common.copy')}
      title={label ?? _('common.copy')}
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-slate-500 transition-colors hover:bg-slate-100 hover:text-primary-600',
        className,
      )}
    >
      <Icon name="copy" className="size-4" />
      {label && <span>{label}</span>}
    </button>
  );
}
