import { atom } from 'jotai';
import { api } from './api-client';

/** GET /api/get-website-config (the fields the client uses). */
export interface WebsiteConfig {
  name: string;
  shortName: string;
  description: string;
  register: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
}

/** Used until the server answers, and kept when it cannot be reached. */
export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  name: 'Online Judge',
  shortName: 'OJ',
  description: '',
  register: false,
  recordName: '',
  recordUrl: '',
  projectName: '',
  projectUrl: '',
  openPublicDiscussion: false,
  openGroupDiscussion: false,
  openContestComment: false,
};

export const websiteConfigAtom = atom<WebsiteConfig>(DEFAULT_WEBSITE_CONFIG);
export const websiteConfigStatusAtom = atom<'idle' | 'loading' | 'loaded' | 'failed'>('idle');

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;
const flag = (value: unknown) => value === true || value === 'true' || value === 1;

/** Fills gaps in a partial or loosely typed answer with the defaults. */
export function normalizeWebsiteConfig(
  raw: Record<string, unknown> | null | undefined,
): WebsiteConfig {
  const d = DEFAULT_WEBSITE_CONFIG;
  const r = raw ?? {};
  return {
    name: text(r.name, d.name),
    shortName: text(r.shortName, text(r.name, d.shortName)),
    description: text(r.description, d.description),
    register: flag(r.register),
    recordName: text(r.recordName, ''),
    recordUrl: text(r.recordUrl, ''),
    projectName: text(r.projectName, ''),
    projectUrl: text(r.projectUrl, ''),
    openPublicDiscussion: flag(r.openPublicDiscussion),
    openGroupDiscussion: flag(r.openGroupDiscussion),
    openContestComment: flag(r.openContestComment),
  };
}

/** Loads the config once per page; a failure keeps the defaults and is not toasted. */
export const loadWebsiteConfigAtom = atom(null, async (get, set) => {
  if (get(websiteConfigStatusAtom) !== 'idle') return;
  set(websiteConfigStatusAtom, 'loading');
  try {
    const raw = await api.get<Record<string, unknown> | null>('/get-website-config', {
      silent: true,
    });
    set(websiteConfigAtom, normalizeWebsiteConfig(raw));
    set(websiteConfigStatusAtom, 'loaded');
  } catch {
    set(websiteConfigStatusAtom, 'failed');
  }
});

/** Loads the config again (after the super admin saved it), keeping the old one on failure. */
export const reloadWebsiteConfigAtom = atom(null, async (get, set) => {
  if (get(websiteConfigStatusAtom) === 'loading') return;
  set(websiteConfigStatusAtom, 'idle');
  await set(loadWebsiteConfigAtom);
});
