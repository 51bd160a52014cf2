import { useEffect, useState } from 'react';
import { getLanguages } from '../api/get-languages';

const POLL_MS = 2000;
/** Five minutes: a judge probing its toolchains on a busy machine is well within that. */
const MAX_POLLS = 150;

/**
 * True while no judge has announced a language yet (the site has just started), so the editor
 * can say "judge starting" instead of offering languages nothing can run. Polls, bounded, until
 * the languages arrive; false until the first answer, so a ready site never flashes the notice.
 */
export function useJudgeStarting(): boolean {
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (polls: number) =>
      getLanguages(controller.signal).then(
        (languages) => {
          setStarting(languages.length === 0);
          if (languages.length === 0 && polls < MAX_POLLS)
            timer = setTimeout(() => void check(polls + 1), POLL_MS);
        },
        // Offline or aborted: the submit itself reports a real failure.
        () => undefined,
      );
    void check(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return starting;
}
