/** `1s`, `1000ms`, `1.5` (seconds) -> ms; undefined when unreadable. */
export const timeMs = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Math.round(v * 1000);
  if (typeof v !== 'string') return undefined;
  const m = /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(v);
  if (!m) return undefined;
  const n = Number(m[1]);
  return Math.round(m[2]?.toLowerCase() === 'ms' ? n : n * 1000);
};

/** `256m`, `256MB`, `1g`, `262144k`, `256` (MB) -> MB; undefined when unreadable. */
export const memoryMb = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Math.round(v);
  if (typeof v !== 'string') return undefined;
  const m = /^\s*([\d.]+)\s*([kmg])?(i?b)?\s*$/i.exec(v);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2]?.toLowerCase();
  return Math.round(unit === 'g' ? n * 1024 : unit === 'k' ? n / 1024 : n);
};
