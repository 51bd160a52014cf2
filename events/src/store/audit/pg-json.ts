/**
 * `jsonb::text` in Node, for values that reached a jsonb column as JSON text written by
 * `JSON.stringify` (what both stores do) and were read back with `JSON.parse`. Postgres keeps
 * the last of duplicate keys, sorts keys by UTF-8 length then bytes, prints `", "` and `": "`,
 * and prints numbers as `numeric` does: plain decimals, never exponents.
 */
export const pgJsonText = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      // Postgres escapes the same characters as JSON.stringify, in the same lower-case \u form.
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return Number.isFinite(value) ? plainDecimal(String(value)) : 'null';
    case 'object':
      break;
    default:
      // Functions, symbols, bigints: JSON.stringify would drop or refuse them; nothing stores them.
      throw new TypeError(`no jsonb text for a ${typeof value}`);
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return pgJsonText((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : pgJsonText(v))).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol')
    .map(([k, v]) => [Buffer.from(k, 'utf8'), k, v] as const)
    .sort(([a], [b]) => a.length - b.length || Buffer.compare(a, b));
  return `{${entries.map(([, k, v]) => `${JSON.stringify(k)}: ${pgJsonText(v)}`).join(', ')}}`;
};

/**
 * A JS number's shortest text (`1e+21`, `1.5e-7`) as Postgres' numeric prints that same text:
 * the digits expanded around the decimal point, the scale kept (`1.50` stays, `1e2` is `100`).
 */
export const plainDecimal = (text: string): string => {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!m) throw new TypeError(`not a number: ${text}`);
  const [, sign, int, frac = '', exp = '0'] = m;
  const e = Number(exp);
  if (e === 0) return text;
  const digits = int! + frac;
  // The point sits after `point` digits of `digits`.
  const point = int!.length + e;
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = '0';
    fraction = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    fraction = '';
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  const out = fraction ? `${whole}.${fraction}` : whole;
  return sign && /[1-9]/.test(out) ? `-${out}` : out;
};
