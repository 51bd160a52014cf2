import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { Icon } from '../ui/icon';
import { Spinner } from '../ui/spinner';
import { getLoginSlide, type SlidePuzzle as Puzzle } from './get-login-slide';

/** The slide check as the login call sends it. */
export interface SlideAnswer {
  slideId: string;
  slideX: number;
}

export interface SlidePuzzleProps {
  /** Receives the current answer; null while loading or before the piece was moved. */
  onChange: (answer: SlideAnswer | null) => void;
  /** Changing this number draws a new puzzle (each one is good for one try). */
  reloadSignal: number;
}

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The slide verification asked after 5 failed logins (300 x 169): drag the slider until the
 * piece fills the hole. The slider is a native range input, so keys and screen readers work.
 * Everything is placed in percent, so the picture shrinks with a narrow dialog.
 */
export function SlidePuzzle({ onChange, reloadSignal }: SlidePuzzleProps) {
  const { _ } = useLingui();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [failed, setFailed] = useState(false);
  const [x, setX] = useState(0);

  const load = useCallback(async () => {
    setPuzzle(null);
    setFailed(false);
    setX(0);
    onChange(null);
    try {
      setPuzzle(await getLoginSlide());
    } catch {
      setFailed(true);
    }
  }, [onChange]);

  useEffect(() => {
    // Loading a puzzle on mount and on each reload signal is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, reloadSignal]);

  const move = (value: number) => {
    setX(value);
    if (puzzle) onChange({ slideId: puzzle.slideId, slideX: value });
  };
  const max = puzzle ? puzzle.width - puzzle.pieceSize : 250;

  return (
    <div className="mx-auto max-w-[300px] space-y-2" data-testid="slide-puzzle">
      <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
        <span>{_('auth.slide-hint')}</span>
        <button
          type="button"
          onClick={() => void load()}
          title={_('auth.slide-refresh')}
          aria-label={_('auth.slide-refresh')}
          className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        >
          <Icon name="refresh" className="size-4" />
        </button>
      </div>
      <div className="relative aspect-[300/169] w-full overflow-hidden rounded-lg bg-slate-100">
        {puzzle ? (
          <>
            <img
              src={puzzle.background}
              alt=""
              className="absolute inset-0 size-full"
              draggable={false}
            />
            <img
              src={puzzle.piece}
              alt=""
              draggable={false}
              className="absolute drop-shadow-[0_0_3px_rgba(0,0,0,0.6)]"
              style={{
                left: pct(x, puzzle.width),
                top: pct(puzzle.pieceY, puzzle.height),
                width: pct(puzzle.pieceSize, puzzle.width),
              }}
            />
          </>
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-500">
            {failed ? (
              <button type="button" onClick={() => void load()} className="hover:underline">
                {_('auth.captcha-retry')}
              </button>
            ) : (
              <Spinner />
            )}
          </div>
        )}
      </div>
      <div className="relative h-9 w-full rounded-full border border-slate-200 bg-slate-50">
        <div
          className="absolute inset-y-0 left-0 rounded-full bg-primary-100"
          style={{ width: `calc((100% - 2.25rem) * ${x / max} + 2.25rem)` }}
        />
        <div
          aria-hidden
          className="absolute top-0 flex size-9 items-center justify-center rounded-full bg-primary-600 text-white shadow"
          style={{ left: `calc((100% - 2.25rem) * ${x / max})` }}
        >
          <Icon name="chevron-right" className="size-4" />
        </div>
        <input
          type="range"
          min={0}
          max={max}
          step={1}
          value={x}
          disabled={!puzzle}
          aria-label={_('auth.slide-label')}
          onChange={(event) => move(Number(event.target.value))}
          className="absolute inset-0 size-full cursor-grab opacity-0 active:cursor-grabbing"
        />
      </div>
    </div>
  );
}
