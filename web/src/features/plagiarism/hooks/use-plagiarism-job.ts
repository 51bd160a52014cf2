import { useCallback, useEffect, useState } from 'react';
import { cancelPlagiarism } from '../api/cancel-plagiarism';
import { getPlagiarismJobs } from '../api/get-plagiarism-jobs';
import { getPlagiarismResult } from '../api/get-plagiarism-result';
import { getPlagiarismStatus } from '../api/get-plagiarism-status';
import { startPlagiarism } from '../api/start-plagiarism';
import type { JobResult, JobSummary } from '../api/types';

const POLL_MS = 1_000;

/**
 * The contest's latest plagiarism check: found on arrival, polled every second while it
 * runs (a check is minutes of work at most; a poll is cheaper than a socket room for it), and
 * its ranked pairs loaded once it is done.
 */
export function usePlagiarismJob(cid: number) {
  const [job, setJob] = useState<JobSummary | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [result, setResult] = useState<JobResult | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getPlagiarismJobs(cid)
      .then((jobs) => live && setJob(jobs[0] ?? null))
      .catch(() => undefined)
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [cid]);

  const jobId = job?.jobId;
  const running = job?.state === 'running';
  useEffect(() => {
    if (!jobId || !running) return;
    const timer = setInterval(() => {
      getPlagiarismStatus(jobId).then(setJob, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [jobId, running]);

  const done = job?.state === 'done';
  useEffect(() => {
    if (!jobId || !done) return;
    let live = true;
    getPlagiarismResult(jobId).then(
      (r) => live && setResult(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [jobId, done]);

  const start = useCallback(
    async (pid: number | null) => {
      setBusy(true);
      try {
        setJob(await startPlagiarism(cid, pid));
      } catch {
        // Toasted by the app shell (a check already running, a problem gone).
      } finally {
        setBusy(false);
      }
    },
    [cid],
  );

  const cancel = useCallback(async () => {
    if (!jobId) return;
    try {
      setJob(await cancelPlagiarism(jobId));
    } catch {
      // Toasted by the app shell.
    }
  }, [jobId]);

  // A result belongs to one check: a newer check hides the older one's pairs.
  const current = result && result.jobId === jobId ? result : null;
  return { job, loaded, result: current, busy, start, cancel };
}
