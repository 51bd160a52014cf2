import {
  EDITOR_DEFAULTS,
  EDITOR_FONT_SIZES,
  EDITOR_TAB_SIZES,
  isEditorTheme,
  type EditorThemeName,
} from '../../components/ui/code-editor-options';

/** Theme, font size and tab size of the editor. */
export interface EditorSettings {
  theme: EditorThemeName;
  fontSize: number;
  tabSize: number;
}

export interface StoredCode extends EditorSettings {
  code: string;
  language: string;
}

/** Code and settings per contest (or NoContest) and problem, as the spec's storage keys say. */
export const problemCodeKey = (cid: number, problemId: string) =>
  `problemCodeAndSetting_${cid > 0 ? cid : 'NoContest'}_${problemId}`;
/** The last language and settings the user picked anywhere: the start for a new problem. */
export const INDIVIDUAL_KEY = 'individualLanguageAndSetting';

function read(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the code simply is not remembered.
  }
}

/** Valid settings from whatever was stored; defaults for anything missing or wrong. */
export function settingsFrom(value: Record<string, unknown> | null): EditorSettings {
  const fontSize = Number(value?.fontSize);
  const tabSize = Number(value?.tabSize);
  return {
    theme: isEditorTheme(value?.theme) ? value.theme : EDITOR_DEFAULTS.theme,
    fontSize: (EDITOR_FONT_SIZES as readonly number[]).includes(fontSize)
      ? fontSize
      : EDITOR_DEFAULTS.fontSize,
    tabSize: (EDITOR_TAB_SIZES as readonly number[]).includes(tabSize)
      ? tabSize
      : EDITOR_DEFAULTS.tabSize,
  };
}

/**
 * What the editor starts with for a problem: the stored code when there is one, otherwise the
 * template of the preferred (or first) language.
 */
export function initialEditorState(
  cid: number,
  problemId: string,
  languages: readonly string[],
  templates: Readonly<Record<string, string>>,
): StoredCode {
  const stored = read(problemCodeKey(cid, problemId));
  const individual = read(INDIVIDUAL_KEY);
  const allowed = (name: unknown): name is string =>
    typeof name === 'string' && languages.includes(name);
  const settings = settingsFrom(stored ?? individual);
  if (stored && typeof stored.code === 'string' && allowed(stored.language)) {
    return { ...settings, code: stored.code, language: stored.language };
  }
  const language = allowed(individual?.language) ? individual.language : (languages[0] ?? '');
  return { ...settings, language, code: templates[language] ?? '' };
}

export function saveEditorState(cid: number, problemId: string, state: StoredCode) {
  write(problemCodeKey(cid, problemId), state);
  const { code: _code, ...individual } = state;
  write(INDIVIDUAL_KEY, individual);
}
