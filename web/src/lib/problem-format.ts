/** One sample of a problem statement. */
export interface Example {
  input: string;
  output: string;
}

const EXAMPLE_PATTERN = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** Splits HOJ's `<input>..</input><output>..</output>` string into samples. */
export function parseExamples(text: string | null | undefined): Example[] {
  if (!text) return [];
  return [...text.matchAll(EXAMPLE_PATTERN)].map((match) => ({
    input: match[1] ?? '',
    output: match[2] ?? '',
  }));
}

/** The user-visible extra files (JSON string or object) as name/content pairs. */
export function parseExtraFiles(
  value: string | Record<string, string> | null | undefined,
): { name: string; content: string }[] {
  if (!value) return [];
  let map: unknown = value;
  if (typeof value === 'string') {
    try {
      map = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  return Object.entries(map as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, content]) => ({ name, content }));
}

/** Samples compare equal after normalising line ends and trailing blanks. */
export function normalizeSample(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The 1-based number of the sample whose input equals `input`, or 0. */
export function matchingSample(examples: readonly Example[], input: string): number {
  const wanted = normalizeSample(input);
  return examples.findIndex((example) => normalizeSample(example.input) === wanted) + 1;
}
