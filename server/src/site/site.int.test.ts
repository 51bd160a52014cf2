import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

it('serves the website config in the envelope, with security headers', async () => {
  const r = await site.call<Record<string, unknown>>('GET', '/api/get-website-config');
  expect(r.body.status).toBe(200);
  expect(r.body.data).toMatchObject({
    shortName: 'OJ',
    register: true,
    openPublicDiscussion: true,
  });
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(r.headers.get('x-powered-by')).toBeNull();
});

it('reflects a saved config change and refuses registration when it is turned off', async () => {
  await site.deps.store.append('config-website', [
    {
      type: 'WebsiteConfigUpdated',
      data: { changes: { register: false, shortName: 'TOJ' }, by: 'test' },
    },
  ]);
  await site.deps.projections.waitFor(await site.deps.store.headPosition());
  const r = await site.call<Record<string, unknown>>('GET', '/api/get-website-config');
  expect(r.body.data).toMatchObject({ shortName: 'TOJ', register: false });
  const reg = await site.register('zed');
  expect(reg.body).toMatchObject({
    status: 403,
    msg: 'Sorry! The administrator has not enabled the registration function',
  });
});
