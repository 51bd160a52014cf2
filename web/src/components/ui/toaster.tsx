import { cn } from '../../lib/cn';
import { Icon, type IconName } from './icon';
import { toast, useCurrentToast, useStickyToasts, type ToastType } from './toast-store';

const looks: Record<ToastType, { icon: IconName; tone: string }> = {
  error: { icon: 'alert', tone: 'border-red-200 bg-red-50 text-red-700' },
  success: { icon: 'check', tone: 'border-emerald-200 bg-emerald-50 text-emerald-700' },
  info: { icon: 'info', tone: 'border-slate-200 bg-white text-slate-700' },
  warning: { icon: 'warning', tone: 'border-amber-200 bg-amber-50 text-amber-700' },
};

/** The notifications that stay until closed, stacked at the top right under the navbar. */
function StickyToasts({ closeLabel }: { closeLabel: string }) {
  const items = useStickyToasts();
  if (items.length === 0) return null;
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-16 right-2 z-[60] flex max-h-[calc(100vh-5rem)] w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 overflow-y-auto p-2 sm:right-4"
    >
      {items.map((item) => (
        <section
          key={item.id}
          role="status"
          aria-label={item.title ?? item.message}
          className={cn(
            'pointer-events-auto flex animate-toast-in items-start gap-2.5 rounded-xl border px-4 py-3 text-sm shadow-lg',
            looks[item.type].tone,
          )}
        >
          <Icon name={looks[item.type].icon} className="mt-px size-[18px]" />
          <div className="min-w-0 flex-1 break-words">
            {item.title && <h2 className="font-semibold">{item.title}</h2>}
            <p className={cn(item.title && 'mt-0.5 opacity-90')}>{item.message}</p>
          </div>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => toast.dismiss(item.id)}
            className="-mr-1 rounded p-0.5 opacity-60 hover:opacity-100"
          >
            <Icon name="close" className="size-4" />
          </button>
        </section>
      ))}
    </div>
  );
}

/** Renders the current toast and the sticky notifications; mount once near the root. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const item = useCurrentToast();
  return (
    <>
      <StickyToasts closeLabel={closeLabel} />
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4"
      >
        {item && (
          <div
            key={item.id}
            role={item.type === 'error' ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto flex max-w-md animate-toast-in items-start gap-2.5 rounded-xl border px-4 py-3 text-sm shadow-lg',
              looks[item.type].tone,
            )}
          >
            <Icon name={looks[item.type].icon} className="mt-px size-[18px]" />
            <p className="min-w-0 flex-1 break-words">{item.message}</p>
            <button
              type="button"
              aria-label={closeLabel}
              onClick={() => toast.dismiss(item.id)}
              className="-mr-1 rounded p-0.5 opacity-60 hover:opacity-100"
            >
              <Icon name="close" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </>
  );
}
