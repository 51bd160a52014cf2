import { languageNames, type LanguageName } from './judging/verdicts.ts';

/**
 * HOJ keeps a problem's examples as one string, `<input>..</input><output>..</output>` repeated;
 * its clients send and expect that. The events keep a list; these convert at the edge.
 */
const examplePattern = /<input>([\s\S]*?)<\/input><output>([\s\S]*?)<\/output>/g;

export const parseExamples = (text: string): { input: string; output: string }[] =>
  [...text.matchAll(examplePattern)].map((m) => ({ input: m[1] ?? '', output: m[2] ?? '' }));

export const examplesToString = (examples: { input: string; output: string }[]): string =>
  examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');

export const isLanguageName = (name: string): name is LanguageName =>
  (languageNames as readonly string[]).includes(name);

/**
 * HOJ code templates name their language by `lid`, the id of a language row. Until a language
 * table exists, ids are the 1-based positions in `languageNames` (what `/api/languages` must
 * answer too); clients may also send the name.
 */
export const languageOfId = (lid: number): LanguageName | undefined => languageNames[lid - 1];
export const idOfLanguage = (name: LanguageName): number => languageNames.indexOf(name) + 1;
