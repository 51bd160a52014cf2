import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages as compiledEn } from './en-US/messages';
import { messages as compiledZh } from './zh-CN/messages';

const here = fileURLToPath(new URL('.', import.meta.url));
const srcDir = join(here, '..');
const LOCALES = ['zh-CN', 'en-US'] as const;

/** Reads msgid/msgstr pairs of a PO file (single- and multi-line strings). */
function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | undefined;
  let str: string | undefined;
  let target: 'id' | 'str' | undefined;
  const flush = () => {
    if (id) entries.set(id, str ?? '');
    id = str = target = undefined;
  };
  const unquote = (value: string) => JSON.parse(value) as string;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      target = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      target = 'str';
    } else if (line.startsWith('"') && target === 'id') {
      id += unquote(line);
    } else if (line.startsWith('"') && target === 'str') {
      str += unquote(line);
    } else if (line === '') {
      flush();
    }
  }
  flush();
  return entries;
}

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    parsePo(readFileSync(join(here, locale, 'messages.po'), 'utf8')),
  ]),
) as Record<(typeof LOCALES)[number], Map<string, string>>;

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('translation catalogs', () => {
  it('define exactly the same message ids in every locale', () => {
    const [first, ...rest] = LOCALES;
    const reference = [...catalogs[first].keys()].sort();
    for (const locale of rest) {
      const ids = [...catalogs[locale].keys()].sort();
      expect(
        reference.filter((id) => !catalogs[locale].has(id)),
        `ids missing in ${locale}`,
      ).toEqual([]);
      expect(
        ids.filter((id) => !catalogs[first].has(id)),
        `ids missing in ${first}`,
      ).toEqual([]);
    }
  });

  it('translate every message and keep the same placeholders', () => {
    for (const [id, zh] of catalogs['zh-CN']) {
      const en = catalogs['en-US'].get(id) ?? '';
      expect(zh, `zh-CN ${id}`).not.toBe('');
      expect(en, `en-US ${id}`).not.toBe('');
      expect(placeholders(zh), `placeholders of ${id}`).toEqual(placeholders(en));
    }
  });

  it('are compiled from the current PO files (run `npm run i18n:compile -w @oj/web`)', () => {
    expect(Object.keys(compiledZh).sort()).toEqual([...catalogs['zh-CN'].keys()].sort());
    expect(Object.keys(compiledEn).sort()).toEqual([...catalogs['en-US'].keys()].sort());
  });

  it('contain every message id the source code uses', () => {
    const namespaces = new Set([...catalogs['en-US'].keys()].map((id) => id.split('.')[0]));
    const idPattern = /['"`]([a-z][a-z0-9-]*\.[a-z0-9.-]*[a-z0-9])['"`]/g;
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      for (const [, id] of readFileSync(file, 'utf8').matchAll(idPattern)) {
        if (id && namespaces.has(id.split('.')[0]) && !catalogs['en-US'].has(id)) {
          missing.push(`${relative(srcDir, file)}: ${id}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
