import { useLingui } from '@lingui/react';
import type { Training } from '../api/types';
import { TrainingProgressBar } from './training-progress-bar';
import { CategoryTag, TrainingAuthTag } from './training-tags';

/** Title, tags and (signed in) the viewer's progress through the training. */
export function TrainingHeader({ training, acCount }: { training: Training; acCount: number }) {
  const { _ } = useLingui();
  return (
    <header className="rounded-xl border border-slate-200/80 bg-white px-4 py-4 text-center shadow-sm sm:px-6">
      <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
        {training.title}
      </h1>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
        <TrainingAuthTag auth={training.auth} />
        <CategoryTag name={training.categoryName} color={training.categoryColor} filled />
      </div>
      <div className="mx-auto mt-4 max-w-3xl">
        <TrainingProgressBar acCount={acCount} problemCount={training.problemCount} large />
        <p className="mt-2 text-lg font-bold text-slate-800 tabular-nums">
          <span className="sr-only">{_('training.progress')} </span>
          {acCount} / {training.problemCount}
        </p>
      </div>
    </header>
  );
}
