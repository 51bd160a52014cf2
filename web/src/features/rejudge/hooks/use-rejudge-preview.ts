import { useEffect, useState } from 'react';
import { getPreview } from '../api/get-preview';
import type { RejudgePreview } from '../api/types';

const POLL_MS = 1000;

/**
 * The preview, read again every second while the judges are still judging into it (results
 * arrive from judge workers, not from this page); `replace` takes an apply's or undo's answer.
 */
export function useRejudgePreview(previewId: string) {
  const [preview, setPreview] = useState<RejudgePreview | null>(null);
  const [failed, setFailed] = useState(false);
  const judging = preview === null || preview.phase === 'judging';

  useEffect(() => {
    if (!judging) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      getPreview(previewId, controller.signal).then(
        (p) => {
          setPreview(p);
          if (p.phase === 'judging') timer = setTimeout(() => void load(), POLL_MS);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [previewId, judging]);

  return { preview, failed, replace: setPreview };
}
