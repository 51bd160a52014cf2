/** Display units of spec section 9: time in ms, memory in KB up to YB, length in B. */

const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Memory given in KB, scaled to the largest unit below 1024, with one decimal. */
export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || !Number.isFinite(kb) || kb < 0) return '--';
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${MEMORY_UNITS[unit]}`;
}

export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '--';
  return `${Math.round(ms)} ms`;
}

export function formatLength(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '--';
  return `${bytes} B`;
}

/** Accepted share of all submissions with two decimals; '0.00%' when there are none. */
export function formatAcRate(ac: number | null | undefined, total: number | null | undefined) {
  if (!total || !ac || total <= 0) return '0.00%';
  return `${((ac / total) * 100).toFixed(2)}%`;
}

/** A server timestamp in the viewer's local time, `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
