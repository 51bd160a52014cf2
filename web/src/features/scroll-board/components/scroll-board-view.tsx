import { useLingui } from '@lingui/react';
import { foldVerdicts, type UserProfile } from '@oj/events/scoring';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Icon } from '../../../components/ui/icon';
import type { BoardHistory } from '../api/board-history';
import { useResolver } from '../hooks/use-resolver';
import { useScrollKeys } from '../hooks/use-scroll-keys';
import { useAutoPlay, useFollowPlayer, useScrollPlayer } from '../hooks/use-scroll-player';
import { medalCountsFrom, type Medal } from '../medals';
import { rankedCount, scrollView } from '../scroll-steps';
import { ResolverBar, type ScrollMode } from './resolver-bar';
import { ScrollBoardTable } from './scroll-board-table';

export interface ScrollBoardViewProps {
  cid: number;
  /** This screen presents: its steps move every screen following the contest (`?present=1`). */
  present: boolean;
  title: string;
  history: BoardHistory;
  users: ReadonlyMap<string, UserProfile & { school?: string }>;
  /** From the URL; once the shared reveal started, its own options win on every screen. */
  removeStar: boolean;
  /** Medal counts as the URL gives them; missing or invalid ones take the defaults. */
  medalQuery: Partial<Record<Medal, string | null>>;
}

const toggleFullScreen = () => {
  if (document.fullscreenElement) void document.exitFullscreen?.();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
};

const noSteps: readonly { uid: string; pid: string }[] = [];
const noop = () => undefined;

const toolButton =
  'inline-flex items-center gap-2 rounded-lg border border-slate-600 px-3 py-1.5 text-sm font-medium text-slate-100 hover:border-slate-400 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-amber-300 focus-visible:outline-none';

/**
 * The loaded scroll board: the frozen board, opened one cell at a time. Once a presenter started
 * the shared reveal every screen follows it; before that a screen may rehearse on its own.
 */
export function ScrollBoardView({
  cid,
  present,
  title,
  history,
  users,
  removeStar: urlRemoveStar,
  medalQuery,
}: ScrollBoardViewProps) {
  const { _ } = useLingui();
  const state = useMemo(() => foldVerdicts(history.settings, history.submissions), [history]);
  const urlMedals = useMemo(
    () => medalCountsFrom(medalQuery, rankedCount(state)),
    // The query object is rebuilt each render; its three values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [medalQuery.gold, medalQuery.silver, medalQuery.bronze, state],
  );
  const resolver = useResolver(cid);
  const shared = resolver.state?.started ? resolver.state : null;
  const mode: ScrollMode = present ? 'present' : shared ? 'follow' : 'local';
  const removeStar = shared ? shared.removeStar : urlRemoveStar;
  const medals = shared?.medals ?? urlMedals;
  const local = useScrollPlayer(state, { removeStar, users });
  const followed = useFollowPlayer(state, shared?.steps ?? noSteps, resolver.resume, {
    removeStar,
    users,
  });
  const scroll = mode === 'local' ? local.scroll : followed;
  const { step: sharedStep, start } = resolver;
  const loaded = resolver.state !== null;
  /** A presenter's press made before the shared reveal was known: carried out once it is. */
  const pendingPress = useRef(false);
  const presentStep = useCallback(async () => {
    if (!loaded) {
      pendingPress.current = true;
      return;
    }
    if (!shared && !(await start(urlRemoveStar, urlMedals))) return;
    await sharedStep();
  }, [loaded, shared, start, sharedStep, urlRemoveStar, urlMedals]);
  useEffect(() => {
    if (!loaded || !pendingPress.current) return;
    pendingPress.current = false;
    void presentStep();
  }, [loaded, presentStep]);
  const step = mode === 'local' ? local.step : mode === 'present' ? () => void presentStep() : noop;
  const done = scroll.phase.kind === 'done';
  const { auto, stop, toggleAuto } = useAutoPlay(step, done || mode === 'follow');
  const view = useMemo(
    () => scrollView(state, scroll, { removeStar, users, medals }),
    [state, scroll, removeStar, users, medals],
  );
  const schools = useMemo(() => new Map([...users].map(([uid, p]) => [uid, p.school])), [users]);
  const ended = Date.parse(history.now) >= history.settings.endTime;
  useScrollKeys({ step, stop, toggleAuto, fullScreen: toggleFullScreen });

  const focusUid = scroll.phase.kind === 'focus' ? scroll.phase.uid : null;
  useEffect(() => {
    if (focusUid === null) return;
    document
      .querySelector(`[data-flip-key="${CSS.escape(focusUid)}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusUid]);

  const onBoardClick = step;
  const steps = mode !== 'follow';

  return (
    <div className="min-h-screen bg-slate-950 text-slate-100">
      {!ended && (
        <div
          role="alert"
          className="flex items-center justify-center gap-2 bg-amber-500 px-4 py-2 text-base font-semibold text-slate-950"
        >
          <Icon name="warning" className="size-5" />
          {_('scroll-board.not-ended')}
        </div>
      )}
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-800 px-6 py-4">
        <div className="min-w-0">
          <h1 className="truncate text-3xl font-bold text-white xl:text-4xl">{title}</h1>
          <p className="mt-1 text-lg text-slate-400" aria-live="polite">
            {_('scroll-board.title')} ·{' '}
            {done
              ? _('scroll-board.all-revealed')
              : _('scroll-board.frozen-left', { count: view.frozenCells })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {steps && (
            <button type="button" className={toolButton} onClick={step} disabled={done}>
              <Icon name="chevron-right" className="size-4" />
              {_('scroll-board.next')}
            </button>
          )}
          {steps && (
            <button
              type="button"
              className={toolButton}
              aria-pressed={auto}
              onClick={toggleAuto}
              disabled={done}
            >
              <Icon name="play" className="size-4" />
              {auto ? _('scroll-board.pause') : _('scroll-board.auto')}
            </button>
          )}
          <button type="button" className={toolButton} onClick={toggleFullScreen}>
            <Icon name="maximize" className="size-4" />
            {_('scroll-board.full-screen')}
          </button>
        </div>
        <ResolverBar
          mode={mode}
          started={shared !== null}
          refusal={resolver.refusal}
          onReset={resolver.reset}
        />
        {steps && <p className="w-full text-sm text-slate-500">{_('scroll-board.keys')}</p>}
      </header>
      <main
        className={steps ? 'cursor-pointer overflow-x-auto pt-2' : 'overflow-x-auto pt-2'}
        onClick={onBoardClick}
      >
        {view.rows.length === 0 ? (
          <p className="py-24 text-center text-2xl text-slate-400">{_('scroll-board.empty')}</p>
        ) : (
          <ScrollBoardTable
            rows={view.rows}
            problems={history.problems}
            schools={schools}
            phase={scroll.phase}
            version={scroll.revealed}
          />
        )}
      </main>
    </div>
  );
}
