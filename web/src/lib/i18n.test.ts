import { describe, expect, it } from 'vitest';
import { fromBrowserLanguage, pickLocale } from './i18n';

describe('locale choice', () => {
  it('prefers the l query parameter, then the saved choice, then the browser', () => {
    expect(pickLocale({ query: 'en-US', saved: 'zh-CN', browser: ['zh-CN'] })).toBe('en-US');
    expect(pickLocale({ query: null, saved: 'en-US', browser: ['zh-CN'] })).toBe('en-US');
    expect(pickLocale({ query: 'fr', saved: null, browser: ['en-GB'] })).toBe('en-US');
  });

  it('maps any Chinese browser language to zh-CN and everything else to en-US', () => {
    expect(fromBrowserLanguage('zh')).toBe('zh-CN');
    expect(fromBrowserLanguage('zh-TW')).toBe('zh-CN');
    expect(fromBrowserLanguage('de-DE')).toBe('en-US');
  });

  it('falls back to zh-CN when nothing is known', () => {
    expect(pickLocale({})).toBe('zh-CN');
    expect(pickLocale({ browser: [] })).toBe('zh-CN');
  });
});
