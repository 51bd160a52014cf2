import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon, type IconName } from '../../../components/ui/icon';
import type { StepRefusal } from '../hooks/use-resolver';

/**
 * Who drives this screen: the presenter (its steps move every screen and the public board),
 * a screen following the presenter, or a local rehearsal nobody else sees.
 */
export type ScrollMode = 'present' | 'follow' | 'local';

export interface ResolverBarProps {
  mode: ScrollMode;
  /** The shared reveal has started (a presenter may then start it over). */
  started: boolean;
  refusal: StepRefusal | null;
  onReset: () => Promise<void>;
}

const looks: Record<ScrollMode, { icon: IconName; className: string }> = {
  present: { icon: 'share', className: 'border-sky-500/60 bg-sky-950 text-sky-100' },
  follow: { icon: 'eye', className: 'border-emerald-500/60 bg-emerald-950 text-emerald-100' },
  local: { icon: 'lock', className: 'border-slate-700 bg-slate-900 text-slate-300' },
};

/** The line under the projector's header saying who drives it, with the presenter's reset. */
export function ResolverBar({ mode, started, refusal, onReset }: ResolverBarProps) {
  const { _ } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const look = looks[mode];
  return (
    <div className="w-full space-y-2">
      <div
        data-scroll-mode={mode}
        className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2 text-sm ${look.className}`}
      >
        <Icon name={look.icon} className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">{_(`scroll-board.mode.${mode}`)}</span>
        {mode === 'present' && started && (
          <button
            type="button"
            className="rounded-md border border-sky-400/60 px-2 py-1 text-xs font-medium hover:bg-sky-900 focus-visible:ring-2 focus-visible:ring-amber-300 focus-visible:outline-none"
            onClick={() => setConfirming(true)}
          >
            {_('scroll-board.reset')}
          </button>
        )}
      </div>
      {refusal !== null && (
        <p role="alert" className="rounded-lg bg-red-950 px-3 py-2 text-sm text-red-100">
          {refusal.msg === null
            ? _('scroll-board.step-no-answer')
            : _('scroll-board.step-refused', { msg: refusal.msg })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={_('scroll-board.reset')}
        message={_('scroll-board.reset-confirm')}
        confirmLabel={_('scroll-board.reset')}
        danger
        loading={resetting}
        onConfirm={() => {
          setResetting(true);
          void onReset().finally(() => {
            setResetting(false);
            setConfirming(false);
          });
        }}
      />
    </div>
  );
}
