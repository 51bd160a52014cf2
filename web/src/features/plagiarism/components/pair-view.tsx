import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { getPlagiarismPair } from '../api/get-plagiarism-pair';
import type { PairDetail, RankedPair } from '../api/types';
import { fragmentColors, fragmentOfLine, percent } from '../plagiarism-rules';

/** One side's code with line numbers; lines of a matched fragment take its colour. */
function CodeSide({ detail, side }: { detail: PairDetail; side: 'left' | 'right' }) {
  const { _ } = useLingui();
  const code = detail[side];
  const marks = fragmentOfLine(detail.fragments, side);
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200" data-side={side}>
      <figcaption className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 text-sm">
        <span className="truncate font-medium">{code.username}</span>
        <span className="font-mono text-xs text-slate-500">
          #{code.submitId} · {code.language}
        </span>
      </figcaption>
      <pre className="max-h-[32rem] overflow-auto py-2 font-mono text-xs leading-5">
        {code.code.split('\n').map((text, i) => {
          const f = marks.get(i + 1);
          return (
            <div
              key={i}
              className={cn(
                'flex pr-3',
                f !== undefined && fragmentColors[f % fragmentColors.length],
              )}
              data-fragment={f}
              title={f !== undefined ? _('plagiarism.fragment-n', { n: f + 1 }) : undefined}
            >
              <span className="w-10 shrink-0 pr-2 text-right text-slate-400 select-none">
                {i + 1}
              </span>
              <span className="whitespace-pre">{text}</span>
            </div>
          );
        })}
      </pre>
    </figure>
  );
}

/**
 * Two codes of a pair side by side (stacked on a phone) with the matched fragments marked.
 * Keyed by the pair in its parent, so another pair starts from a spinner.
 */
export function PairView({
  jobId,
  pair,
  onClose,
}: {
  jobId: string;
  pair: RankedPair;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const [detail, setDetail] = useState<PairDetail | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Braced: newer browsers answer scrollIntoView with a promise, which is no effect cleanup.
    ref.current?.scrollIntoView({ block: 'start' });
  }, [detail]);
  useEffect(() => {
    let live = true;
    getPlagiarismPair(jobId, pair.left.submitId, pair.right.submitId).then(
      (d) => live && setDetail(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [jobId, pair.left.submitId, pair.right.submitId]);

  return (
    <section
      ref={ref}
      className="scroll-mt-20 space-y-3 px-4 py-4"
      aria-label={_('plagiarism.pair-title')}
      data-pair-view
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {_('plagiarism.pair-heading', {
            left: pair.left.username,
            right: pair.right.username,
            similarity: percent(pair.similarity),
          })}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <Icon name="close" className="size-4" />
          {_('plagiarism.close')}
        </Button>
      </div>
      {!detail ? (
        <Spinner />
      ) : (
        <>
          <ol className="flex flex-wrap gap-2 text-xs">
            {detail.fragments.map((f, i) => (
              <li
                key={i}
                className={cn('rounded px-2 py-1', fragmentColors[i % fragmentColors.length])}
              >
                {_('plagiarism.fragment-lines', {
                  n: i + 1,
                  left: `${f.left.from}–${f.left.to}`,
                  right: `${f.right.from}–${f.right.to}`,
                })}
              </li>
            ))}
          </ol>
          <div className="grid gap-3 lg:grid-cols-2">
            <CodeSide detail={detail} side="left" />
            <CodeSide detail={detail} side="right" />
          </div>
        </>
      )}
    </section>
  );
}
