import { i18n } from '@lingui/core';
import { messages as enUS } from '../locales/en-US/messages';
import { messages as zhCN } from '../locales/zh-CN/messages';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'locale';
/** Native names, shown untranslated so a reader can always find their own language. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

i18n.load({ 'zh-CN': zhCN, 'en-US': enUS });

export { i18n };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a browser tag (`zh`, `zh-TW`, `en-GB`, `fr`) onto a supported locale. */
export function fromBrowserLanguage(tag: string): Locale {
  return tag.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export interface LocaleSources {
  /** The `l` query parameter. */
  query?: string | null;
  /** The choice saved in localStorage. */
  saved?: string | null;
  /** `navigator.languages` (or `[navigator.language]`). */
  browser?: readonly string[];
}

/** The `l` parameter wins, then the saved choice, then the browser language, then zh-CN. */
export function pickLocale({ query, saved, browser }: LocaleSources): Locale {
  if (isLocale(query)) return query;
  if (isLocale(saved)) return saved;
  const first = browser?.find((tag) => tag.length > 0);
  return first ? fromBrowserLanguage(first) : DEFAULT_LOCALE;
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Activates `locale`, remembers it and updates `<html lang>`. */
export function setLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice only lasts for this page.
  }
  document.documentElement.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export function toggleLocale(): void {
  setLocale(currentLocale() === 'zh-CN' ? 'en-US' : 'zh-CN');
}

/**
 * Picks the start-up locale. An explicit `l` parameter is saved as the user's choice and then
 * dropped from the address bar, so a later switch in the footer is not overridden on reload.
 */
export function initLocale(): Locale {
  const url = new URL(window.location.href);
  const query = url.searchParams.get('l');
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const locale = pickLocale({ query, saved: readSaved(), browser });
  setLocale(locale);
  if (query !== null) {
    url.searchParams.delete('l');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return locale;
}
