import { useLingui } from '@lingui/react';
import { foldVerdicts } from '@oj/events/scoring';
import { useId, useMemo, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { describeApiError } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { useBoardHistory } from '../hooks/use-board-history';
import { defaultMedalCounts, MEDALS, parseMedalCount, type Medal } from '../medals';
import { rankedCount } from '../scroll-steps';

export interface ScrollBoardConfigProps {
  cid: number;
  /** The contest is over (the scroll board is meant for after the end). */
  ended: boolean;
}

/** The scroll board's address with the chosen options (`present`: the presenter's screen). */
export const scrollBoardUrl = (
  cid: number,
  removeStar: boolean,
  counts: Record<Medal, number>,
  present = false,
) =>
  `/scrollBoard?${new URLSearchParams({
    cid: String(cid),
    removeStar: String(removeStar),
    gold: String(counts.gold),
    silver: String(counts.silver),
    bronze: String(counts.bronze),
    ...(present ? { present: '1' } : {}),
  }).toString()}`;

function MedalField(props: { medal: Medal; value: string; onChange: (v: string) => void }) {
  const { _ } = useLingui();
  const id = useId();
  const invalid = parseMedalCount(props.value) === null;
  return (
    <div className="flex flex-col justify-end gap-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {_(`scroll-board.count.${props.medal}`)}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={props.value}
        aria-invalid={invalid || undefined}
        onChange={(e) => props.onChange(e.target.value)}
        className={cn(
          'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-800 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
          invalid ? 'border-red-400' : 'border-slate-300',
        )}
      />
      {invalid && <p className="text-xs text-red-600">{_('scroll-board.count-invalid')}</p>}
    </div>
  );
}

/** The ScrollBoard tab: the options, then a link opening /scrollBoard in a new window. */
export function ScrollBoardConfig({ cid, ended }: ScrollBoardConfigProps) {
  const { _ } = useLingui();
  const { history, error } = useBoardHistory(cid);
  const ranked = useMemo(
    () => (history ? rankedCount(foldVerdicts(history.settings, history.submissions)) : 0),
    [history],
  );
  const defaults = defaultMedalCounts(ranked);
  const [removeStar, setRemoveStar] = useState(false);
  const [edited, setEdited] = useState<Partial<Record<Medal, string>>>({});
  const value = (m: Medal) => edited[m] ?? String(defaults[m]);
  const counts = Object.fromEntries(MEDALS.map((m) => [m, parseMedalCount(value(m))])) as Record<
    Medal,
    number | null
  >;
  const valid = MEDALS.every((m) => counts[m] !== null);
  const starId = useId();

  if (error !== undefined)
    return (
      <p role="alert" className="px-4 py-5 text-sm text-red-600 sm:px-6">
        {describeApiError(error)}
      </p>
    );
  if (history === undefined)
    return (
      <div role="status" className="flex justify-center py-16 text-slate-400">
        <Spinner className="size-6" />
        <span className="sr-only">{_('common.loading')}</span>
      </div>
    );

  if (history.settings.type !== 'ACM')
    return (
      <p role="alert" className="px-4 py-5 text-sm text-slate-600 sm:px-6">
        {_('scroll-board.only-acm')}
      </p>
    );

  return (
    <section className="max-w-2xl space-y-5 px-4 py-5 sm:px-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-800">{_('scroll-board.title')}</h2>
        <p className="mt-1 text-sm text-slate-500">{_('scroll-board.intro')}</p>
      </div>
      {!ended && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Icon name="warning" className="mt-0.5 size-4 shrink-0" />
          {_('scroll-board.not-ended')}
        </p>
      )}
      <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 px-4 py-3">
        <label htmlFor={starId} className="text-sm font-medium text-slate-700">
          {_('scroll-board.remove-star')}
        </label>
        <Switch
          id={starId}
          checked={removeStar}
          onChange={setRemoveStar}
          label={_('scroll-board.remove-star')}
        />
      </div>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        {MEDALS.map((m) => (
          <MedalField
            key={m}
            medal={m}
            value={value(m)}
            onChange={(v) => setEdited((e) => ({ ...e, [m]: v }))}
          />
        ))}
      </div>
      <p className="text-xs text-slate-500">{_('scroll-board.count-hint', { count: ranked })}</p>
      {valid ? (
        <div className="flex flex-wrap gap-3">
          <a
            href={scrollBoardUrl(cid, removeStar, counts as Record<Medal, number>)}
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <Icon name="maximize" className="size-4" />
            {_('scroll-board.open')}
          </a>
          <a
            href={scrollBoardUrl(cid, removeStar, counts as Record<Medal, number>, true)}
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-primary-600 px-4 text-sm font-medium text-primary-700 hover:bg-primary-50 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <Icon name="share" className="size-4" />
            {_('scroll-board.open-present')}
          </a>
          <p className="w-full text-xs text-slate-500">{_('scroll-board.present-hint')}</p>
        </div>
      ) : (
        <span
          aria-disabled="true"
          className="inline-flex h-10 cursor-not-allowed items-center gap-2 rounded-lg bg-primary-300 px-4 text-sm font-medium text-white"
        >
          <Icon name="maximize" className="size-4" />
          {_('scroll-board.open')}
        </span>
      )}
    </section>
  );
}
