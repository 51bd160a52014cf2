import type { Extension } from '@codemirror/state';
import { tags as t } from '@lezer/highlight';
import { createTheme } from '@uiw/codemirror-themes';
import { dracula, eclipse, material, monokai, solarizedLight } from '@uiw/codemirror-themes-all';
import type { EditorThemeName } from './code-editor-options';

/** IntelliJ IDEA's light scheme (CodeMirror 5 `idea`). */
const idea = createTheme({
  theme: 'light',
  settings: {
    background: '#ffffff',
    foreground: '#000000',
    caret: '#000000',
    selection: '#d6e4fc',
    selectionMatch: '#e8eefa',
    lineHighlight: '#fffae3',
    gutterBackground: '#f5f5f5',
    gutterForeground: '#999999',
    gutterBorder: '#e5e5e5',
  },
  styles: [
    { tag: [t.keyword, t.atom, t.bool], color: '#000080', fontWeight: 'bold' },
    { tag: [t.string, t.special(t.string)], color: '#008000', fontWeight: 'bold' },
    { tag: t.number, color: '#0000ff' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#808080', fontStyle: 'italic' },
    { tag: [t.meta, t.processingInstruction], color: '#808000' },
    { tag: [t.typeName, t.className], color: '#20999d' },
    { tag: t.attributeName, color: '#0000ff' },
    { tag: t.tagName, color: '#000080' },
    { tag: t.invalid, color: '#ff0000' },
  ],
});

/** Base16 Default Dark (CodeMirror 5 `base16-dark`). */
const base16Dark = createTheme({
  theme: 'dark',
  settings: {
    background: '#151515',
    foreground: '#e0e0e0',
    caret: '#b0b0b0',
    selection: '#303030',
    selectionMatch: '#303030',
    lineHighlight: '#202020',
    gutterBackground: '#151515',
    gutterForeground: '#505050',
    gutterBorder: '#151515',
  },
  styles: [
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#8f5536' },
    { tag: [t.atom, t.number, t.bool], color: '#aa759f' },
    { tag: [t.propertyName, t.attributeName], color: '#90a959' },
    { tag: t.keyword, color: '#ac4142' },
    { tag: t.string, color: '#f4bf75' },
    { tag: t.variableName, color: '#90a959' },
    { tag: [t.definition(t.variableName), t.function(t.variableName)], color: '#d28445' },
    { tag: [t.typeName, t.className], color: '#6a9fb5' },
    { tag: [t.meta, t.processingInstruction], color: '#d28445' },
    { tag: t.tagName, color: '#ac4142' },
    { tag: t.invalid, color: '#b0b0b0', backgroundColor: '#ac4142' },
  ],
});

/** Cobalt (CodeMirror 5 `cobalt`). */
const cobalt = createTheme({
  theme: 'dark',
  settings: {
    background: '#002240',
    foreground: '#ffffff',
    caret: '#ffffff',
    selection: '#b3653966',
    selectionMatch: '#b3653944',
    lineHighlight: '#002d57',
    gutterBackground: '#002240',
    gutterForeground: '#d0d0d0',
    gutterBorder: '#ffffff33',
  },
  styles: [
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#0088ff' },
    { tag: [t.atom, t.number, t.bool], color: '#ff80e1' },
    { tag: t.keyword, color: '#ffee80' },
    { tag: t.string, color: '#3ad900' },
    { tag: [t.meta, t.processingInstruction], color: '#ff9d00' },
    { tag: [t.typeName, t.className, t.tagName], color: '#9effff' },
    { tag: t.standard(t.variableName), color: '#ff9e59' },
    { tag: t.attributeName, color: '#ff80e1' },
    { tag: t.invalid, backgroundColor: '#9d1e15' },
  ],
});

export const editorThemes: Record<EditorThemeName, Extension> = {
  monokai,
  solarized: solarizedLight,
  material,
  idea,
  eclipse,
  'base16-dark': base16Dark,
  cobalt,
  dracula,
};
