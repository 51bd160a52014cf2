import type { FingerprintIndex, TokenizedFile } from '@dodona/dolos-core';
import { fragmentLines, summaryOf, type Source } from './compare.ts';

/** One problem's codes indexed together: what the pair views read fragments from. */
export interface IndexedProblem {
  pid: number;
  displayId: string;
  sources: Source[];
  index: FingerprintIndex;
  files: TokenizedFile[];
}

/** Both codes of a pair and their matched fragments; undefined when not a pair of `run`. */
export const pairDetailIn = (run: IndexedProblem, left: number, right: number) => {
  const a = run.files.findIndex((f) => f.path === String(left));
  const b = run.files.findIndex((f) => f.path === String(right));
  if (a < 0 || b < 0 || a === b) return undefined;
  const pair = run.index.getPair(run.files[a]!, run.files[b]!);
  const code = (submitId: number) => {
    const s = run.sources.find((x) => x.submitId === submitId)!;
    return { submitId, uid: s.uid, username: s.username, language: s.language, code: s.code };
  };
  return {
    pid: run.pid,
    displayId: run.displayId,
    ...summaryOf(pair),
    left: code(left),
    right: code(right),
    fragments: fragmentLines(pair),
  };
};
