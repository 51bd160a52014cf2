import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { serverMessageId } from '../../../lib/server-messages';
import { getContestProblems } from '../api/get-contest-problems';
import type { JobSummary, PlagiarismProblem, RankedPair } from '../api/types';
import { usePlagiarismJob } from '../hooks/use-plagiarism-job';
import { progressPercent } from '../plagiarism-rules';
import { PairList } from './pair-list';
import { PairView } from './pair-view';

const ALL = 'all';

/** The state line and bar of a check. */
function JobProgress({ job, onCancel }: { job: JobSummary; onCancel: () => void }) {
  const { _ } = useLingui();
  const value = progressPercent(job);
  const known = job.error === null ? undefined : serverMessageId(job.error);
  const error = known ? _(known.id, known.values) : job.error;
  const p = job.progress;
  const label = {
    running: job.cancelling ? _('plagiarism.state.cancelling') : _('plagiarism.state.running'),
    done: _('plagiarism.state.done'),
    cancelled: _('plagiarism.state.cancelled'),
    failed: _('plagiarism.state.failed'),
  }[job.state];
  return (
    <div className="space-y-2 px-4 py-3" data-state={job.state}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-slate-500 tabular-nums">
          {_('plagiarism.progress', {
            files: p.files,
            filesTotal: p.filesTotal,
            pairs: p.pairs,
            pairsTotal: p.pairsTotal,
          })}
        </span>
        {job.state === 'running' && !job.cancelling && (
          <Button variant="danger" size="sm" onClick={onCancel}>
            {_('plagiarism.cancel')}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={_('plagiarism.progress-label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-blue-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      {error && <p className="text-sm text-rose-600">{error}</p>}
    </div>
  );
}

/** /contest/:contestID/plagiarism (contest admins): check accepted codes for copies. */
export function ContestPlagiarism({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const [problems, setProblems] = useState<PlagiarismProblem[]>([]);
  const [choice, setChoice] = useState(ALL);
  const [opened, setOpened] = useState<{ jobId: string; pair: RankedPair } | null>(null);
  const { job, loaded, result, busy, start, cancel } = usePlagiarismJob(cid);

  useEffect(() => {
    getContestProblems(cid).then(setProblems, () => undefined);
  }, [cid]);
  // A pair belongs to one check: a newer check closes it.
  const open = job && opened?.jobId === job.jobId ? opened.pair : null;

  const options = [
    { value: ALL, label: _('plagiarism.all-problems') },
    ...problems.map((p) => ({ value: String(p.pid), label: `${p.displayId} ${p.displayTitle}` })),
  ];
  const running = job?.state === 'running';

  return (
    <div>
      <p className="px-4 py-3 text-sm text-slate-500">{_('plagiarism.hint-kept')}</p>
      <div className="flex flex-wrap items-center gap-2 px-4 pb-3">
        <Select
          label={_('plagiarism.problem')}
          showLabel
          options={options}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <Button
          onClick={() => void start(choice === ALL ? null : Number(choice))}
          disabled={busy || running}
          loading={busy}
        >
          <Icon name="play" className="size-4" />
          {_('plagiarism.start')}
        </Button>
      </div>
      {loaded && !job && (
        <p className="px-4 pb-4 text-sm text-slate-500">{_('plagiarism.none-yet')}</p>
      )}
      {job && <JobProgress job={job} onCancel={() => void cancel()} />}
      {job &&
        result?.jobId === job.jobId &&
        result.results.map((problem) => (
          <section key={problem.pid} className="mt-2" data-problem={problem.displayId}>
            <h3 className="px-4 py-2 text-sm font-semibold">
              {_('plagiarism.problem-heading', { id: problem.displayId, files: problem.files })}
            </h3>
            <PairList problem={problem} onOpen={(pair) => setOpened({ jobId: job.jobId, pair })} />
          </section>
        ))}
      {job && open && (
        <PairView
          key={`${open.left.submitId}-${open.right.submitId}`}
          jobId={job.jobId}
          pair={open}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}
