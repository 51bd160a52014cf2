/** What Express's `trust proxy` accepts from us: off, a hop count, or named or CIDR addresses. */
export type TrustProxy = false | number | string[];

const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
const cidr = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/**
 * `TRUST_PROXY`: unset means `loopback` (a reverse proxy on the same host); `false` or `0`
 * trusts nobody; a number trusts that many hops; otherwise a comma list of addresses, CIDRs
 * or loopback / linklocal / uniquelocal. `true` is refused: trusting every hop lets any
 * client pick its own IP and walk around every per-IP limit.
 */
export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const v = (value ?? '').trim();
  if (v === '') return ['loopback'];
  if (v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new Error(
      'TRUST_PROXY=true would let any client choose its IP; give the proxy addresses or a hop count',
    );
  const parts = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = parts.find((p) => !named.has(p) && !cidr.test(p));
  if (bad) throw new Error(`TRUST_PROXY: "${bad}" is not an address, a CIDR or a known name`);
  return parts;
};
