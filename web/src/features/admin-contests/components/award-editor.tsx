import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { AwardLevel } from '../api/types';
import { ChoiceGroup, inputClass, Section } from '../../../components/ui/form-parts';
import type { SectionProps } from './section-props';

const small = 'text-[11px] font-medium text-slate-500';

function LevelRow({
  level,
  index,
  percent,
  onChange,
  onRemove,
}: {
  level: AwardLevel;
  index: number;
  percent: boolean;
  onChange: (next: AwardLevel) => void;
  onRemove: () => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const n = index + 1;
  return (
    <li className="grid grid-cols-2 items-end gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto_auto_auto]">
      <label className="col-span-2 space-y-1 sm:col-span-1">
        <span className={small}>{_('admin-contests.award-name', { n })}</span>
        <input
          className={inputClass}
          value={level.name}
          onChange={(e) => onChange({ ...level, name: e.target.value })}
        />
      </label>
      <label className="space-y-1">
        <span className={small}>
          {_(percent ? 'admin-contests.award-percent' : 'admin-contests.award-places', { n })}
        </span>
        <input
          type="number"
          min={0}
          max={percent ? 100 : undefined}
          className={inputClass}
          value={Number.isNaN(level.num) ? '' : level.num}
          onChange={(e) =>
            onChange({ ...level, num: e.target.value === '' ? Number.NaN : Number(e.target.value) })
          }
        />
      </label>
      <div className="flex items-end gap-2">
        <label className="space-y-1" htmlFor={`${id}-bg`}>
          <span className={small}>{_('admin-contests.award-background')}</span>
          <input
            id={`${id}-bg`}
            type="color"
            aria-label={_('admin-contests.award-background-of', { n })}
            className="block h-10 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            value={level.background}
            onChange={(e) => onChange({ ...level, background: e.target.value })}
          />
        </label>
        <label className="space-y-1" htmlFor={`${id}-fg`}>
          <span className={small}>{_('admin-contests.award-color')}</span>
          <input
            id={`${id}-fg`}
            type="color"
            aria-label={_('admin-contests.award-color-of', { n })}
            className="block h-10 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            value={level.color}
            onChange={(e) => onChange({ ...level, color: e.target.value })}
          />
        </label>
      </div>
      <span
        className="inline-flex h-10 max-w-40 items-center truncate rounded-lg px-3 text-sm font-semibold"
        style={{ background: level.background, color: level.color }}
      >
        {level.name.trim() || _('admin-contests.award-preview')}
      </span>
      <Button
        variant="ghost"
        className="h-10 justify-self-end px-2 text-red-600 hover:bg-red-50 hover:text-red-700 sm:justify-self-auto"
        aria-label={_('admin-contests.award-remove', { n })}
        onClick={onRemove}
      >
        <Icon name="trash" className="size-4" />
      </Button>
    </li>
  );
}

/**
 * Awards: none, a percentage of the ranked contestants per level, or a number of places per
 * level; levels best first, each with a name and the colours of its scoreboard box.
 */
export function AwardSection({ form, set, errors }: SectionProps) {
  const { _ } = useLingui();
  const levels = form.awards;
  const replace = (index: number, next: AwardLevel | null) =>
    set(
      'awards',
      next ? levels.map((l, i) => (i === index ? next : l)) : levels.filter((_l, i) => i !== index),
    );
  const add = () =>
    set('awards', [
      ...levels,
      { priority: levels.length + 1, name: '', background: '#f0f0f0', color: '#303133', num: 0 },
    ]);
  return (
    <Section title={_('admin-contests.section-awards')} hint={_('admin-contests.awards-hint')}>
      <ChoiceGroup
        label={_('admin-contests.award-type')}
        value={form.awardType}
        onChange={(v) => set('awardType', v)}
        options={[
          { value: 0, label: _('admin-contests.award-type-0') },
          { value: 1, label: _('admin-contests.award-type-1') },
          { value: 2, label: _('admin-contests.award-type-2') },
        ]}
      />
      {form.awardType !== 0 && (
        <>
          <ol aria-label={_('admin-contests.award-levels')} className="space-y-2">
            {levels.map((level, index) => (
              <LevelRow
                key={index}
                level={level}
                index={index}
                percent={form.awardType === 1}
                onChange={(next) => replace(index, next)}
                onRemove={() => replace(index, null)}
              />
            ))}
          </ol>
          {errors.awards && (
            <p role="alert" className="text-xs text-red-600">
              {_(errors.awards)}
            </p>
          )}
          <Button variant="secondary" size="sm" onClick={add}>
            <Icon name="plus" className="size-4" />
            {_('admin-contests.award-add')}
          </Button>
        </>
      )}
    </Section>
  );
}
