import { useId, useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

/** One collapsible section of the settings page (open by default). */
export function AccordionSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Card className="overflow-hidden">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between px-4 py-3.5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6"
        >
          {title}
          <Icon
            name="chevron-down"
            className={cn('size-5 text-slate-400 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div
        id={id}
        role="region"
        aria-label={title}
        hidden={!open}
        className="border-t border-slate-100"
      >
        {children}
      </div>
    </Card>
  );
}

/** A titled block inside a section (Change password, Change e-mail...). */
export function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 px-4 py-5 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      {children}
    </section>
  );
}
