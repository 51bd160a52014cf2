/** Spec section 5: a print text is required and at least 50 characters. */
export const PRINT_MIN_LENGTH = 50;
/** The server's upper bound on a print text. */
export const PRINT_MAX_LENGTH = 65535;

/** The catalog id of what is wrong with a print text, or null when it may be sent. */
export function printTextError(content: string): string | null {
  if (content.trim() === '') return 'server.print-empty';
  if (content.length < PRINT_MIN_LENGTH) return 'server.print-too-short';
  if (content.length > PRINT_MAX_LENGTH) return 'server.print-too-long';
  return null;
}

/** Seconds from the contest start as h:mm:ss (the AC info's "use time"). */
export function formatUseTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
