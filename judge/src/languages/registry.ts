import type { LanguageName } from '@oj/events';
import { c } from './c.ts';
import { cpp, cpp14, cpp20 } from './cpp.ts';
import { java } from './java.ts';
import { python2 } from './python2.ts';
import { python3 } from './python3.ts';
import type { Language } from './types.ts';

/** Every language the judge knows, in the order they are offered. */
export const languages: readonly Language[] = [c, cpp, cpp14, cpp20, java, python3, python2];

export const languageByName = (name: LanguageName): Language => {
  const found = languages.find((l) => l.name === name);
  if (!found) throw new Error(`unknown language ${name}`);
  return found;
};

/** JUDGING.md: non-C/C++ languages get twice the time and memory, except on CF and GYM. */
export const limitFactor = (language: Language, oj: string | undefined): number =>
  language.scaledLimits && oj !== 'CF' && oj !== 'GYM' ? 2 : 1;
