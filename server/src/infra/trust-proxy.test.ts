import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('defaults to a proxy on loopback and takes hops, addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, loopback,::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
  });

  it('refuses true and anything that is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client choose its IP/);
    expect(() => parseTrustProxy('nginx')).toThrow(/"nginx" is not an address/);
  });
});
