import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { durationOf, effectiveSeal, sealFits } from '../contest-form-model';
import { ChoiceGroup, Field, inputClass, Section } from '../../../components/ui/form-parts';
import type { SectionProps } from './section-props';

const SEAL_IDS = ['admin-contests.seal-0', 'admin-contests.seal-1', 'admin-contests.seal-2'];

/** "2 h 30 min", or a dash until both times make sense. */
function useDurationText(seconds: number) {
  const { _ } = useLingui();
  if (Number.isNaN(seconds) || seconds <= 0) return '—';
  const minutes = Math.floor(seconds / 60);
  return _('admin-contests.duration-value', {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  });
}

/** Start, end, the derived duration, the rule and the seal choice (spec 3, seal rank). */
export function ScheduleSection({ form, set, errors }: SectionProps) {
  const { _ } = useLingui();
  const startId = useId();
  const endId = useId();
  const duration = durationOf(form);
  const known = Number.isNaN(duration) ? 0 : duration;
  const durationText = useDurationText(duration);
  const err = (id: string | undefined) => (id ? _(id) : undefined);
  const seals = SEAL_IDS.map((id, value) => ({
    value,
    label: _(id),
    // An option the duration cannot hold is disabled, unless it is the one chosen already.
    disabled: !sealFits(value, known) && form.sealRank !== value,
  }));
  return (
    <Section title={_('admin-contests.section-schedule')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={_('admin-contests.start-time')} htmlFor={startId} error={err(errors.start)}>
          <input
            id={startId}
            type="datetime-local"
            className={inputClass}
            value={form.start}
            aria-invalid={errors.start ? true : undefined}
            onChange={(e) => set('start', e.target.value)}
          />
        </Field>
        <Field label={_('admin-contests.end-time')} htmlFor={endId} error={err(errors.end)}>
          <input
            id={endId}
            type="datetime-local"
            className={inputClass}
            value={form.end}
            aria-invalid={errors.end ? true : undefined}
            onChange={(e) => set('end', e.target.value)}
          />
        </Field>
      </div>
      <p className="text-sm text-slate-600">
        {_('admin-contests.duration')}:{' '}
        <span className="font-medium text-slate-800 tabular-nums" data-testid="contest-duration">
          {durationText}
        </span>
      </p>
      <ChoiceGroup
        label={_('admin-contests.rule')}
        value={form.type}
        onChange={(type) => set('type', type)}
        options={[
          { value: 0, label: 'ACM' },
          { value: 1, label: 'OI' },
        ]}
      />
      <ChoiceGroup
        label={_('admin-contests.seal-rank')}
        value={effectiveSeal(form)}
        onChange={(sealRank) => set('sealRank', sealRank)}
        options={seals}
        error={err(errors.sealRank)}
      />
      <p className="-mt-2 text-xs text-slate-500">{_('admin-contests.seal-hint')}</p>
    </Section>
  );
}
