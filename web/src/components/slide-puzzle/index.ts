import { ApiError } from '../../lib/api-client';

export { SlidePuzzle, type SlideAnswer } from './slide-puzzle';

/**
 * Whether a refused login asks for the slide check (the server's 400 envelope carries
 * `data.slideRequired` after 5 failed logins in a row). Used by both login forms.
 */
export function slideRequiredBy(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.data === 'object' &&
    error.data !== null &&
    'slideRequired' in error.data &&
    error.data.slideRequired === true
  );
}
