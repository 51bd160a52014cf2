/** The default judge mode: expected against user output. */
export type CompareVerdict = 'AC' | 'PE' | 'WA';

// ASCII whitespace only: a non-breaking space in the output is a real difference.
const allWhitespace = /[ \t\n\r\v\f]+/g;
const lineEndBlank = /[ \t\r\v\f]+$/gm;

const normaliseNewlines = (text: string): string => text.replace(/\r\n/g, '\n');

/** Trailing whitespace of every line and blank lines at the end are dropped. */
export const removeEndBlank = (text: string): string =>
  text.replace(lineEndBlank, '').replace(/\n+$/, '');

const squeeze = (text: string): string => text.replace(allWhitespace, '');

/**
 * JUDGING.md comparison, after normalising `\r\n` to `\n`:
 * - remove-end-blank on: equal ignoring trailing blanks -> AC; else equal ignoring all
 *   whitespace -> PE; else WA (HOJ never gives PE here; we do, it is more useful);
 * - off: byte-equal -> AC; equal ignoring all whitespace -> PE; else WA.
 * Texts are latin1-decoded by the caller so every byte is one char and nothing is lost.
 */
export const compareText = (
  expected: string,
  actual: string,
  isRemoveEndBlank: boolean,
): CompareVerdict => {
  if (expected === actual) return 'AC';
  const e = normaliseNewlines(expected);
  const a = normaliseNewlines(actual);
  if (isRemoveEndBlank ? removeEndBlank(e) === removeEndBlank(a) : e === a) return 'AC';
  return squeeze(e) === squeeze(a) ? 'PE' : 'WA';
};

/** Same, on raw bytes (files of any encoding, even invalid UTF-8). */
export const compareOutputs = (
  expected: Buffer,
  actual: Buffer,
  isRemoveEndBlank: boolean,
): CompareVerdict =>
  expected.equals(actual)
    ? 'AC'
    : compareText(expected.toString('latin1'), actual.toString('latin1'), isRemoveEndBlank);
