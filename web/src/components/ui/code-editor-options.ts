/**
 * Editor choices of spec section 9, kept apart from CodeMirror so toolbars can list them
 * without loading the editor chunk.
 */
export const EDITOR_THEMES = [
  'monokai',
  'solarized',
  'material',
  'idea',
  'eclipse',
  'base16-dark',
  'cobalt',
  'dracula',
] as const;
export type EditorThemeName = (typeof EDITOR_THEMES)[number];

export const EDITOR_FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const EDITOR_TAB_SIZES = [2, 4, 8] as const;

export const EDITOR_DEFAULTS = {
  height: 550,
  theme: 'solarized' as EditorThemeName,
  fontSize: 14,
  tabSize: 4,
};

export function isEditorTheme(value: unknown): value is EditorThemeName {
  return typeof value === 'string' && (EDITOR_THEMES as readonly string[]).includes(value);
}
