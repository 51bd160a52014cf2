import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { EDITOR_DEFAULTS, type EditorThemeName } from './code-editor-options';
import { editorThemes } from './code-editor-themes';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** A judge language name (`C++`, `Java`, `Python3`...); picks the syntax mode. */
  language?: string | undefined;
  theme?: EditorThemeName;
  fontSize?: number;
  tabSize?: number;
  /** Pixel height, or any CSS length (`100%`). */
  height?: number | string;
  readOnly?: boolean;
  ariaLabel?: string;
  className?: string;
}

/**
 * The CodeMirror mode of a judge language, loaded on demand (each grammar is its own chunk);
 * plain text for languages without one.
 */
export async function loadLanguageSupport(name: string | undefined): Promise<Extension> {
  const lang = (name ?? '').toLowerCase();
  if (/^(c|c\+\+.*|gcc.*|g\+\+.*|clang.*|c\s.*)$/.test(lang)) {
    return (await import('@codemirror/lang-cpp')).cpp();
  }
  if (/^java(?!script)/.test(lang)) return (await import('@codemirror/lang-java')).java();
  if (/^(python|pypy)/.test(lang)) return (await import('@codemirror/lang-python')).python();
  return [];
}

const sizing = (fontSize: number, height: number | string) =>
  EditorView.theme({
    '&': {
      fontSize: `${fontSize}px`,
      height: typeof height === 'number' ? `${height}px` : height,
    },
    '.cm-scroller': {
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      overflow: 'auto',
    },
  });

/** CodeMirror's usual setup, minus search and autocompletion (not wanted in a judge). */
const basicSetup: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  EditorState.allowMultipleSelections.of(true),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  closeBrackets(),
  highlightActiveLine(),
  keymap.of([
    ...closeBracketsKeymap,
    ...defaultKeymap,
    ...historyKeymap,
    ...foldKeymap,
    indentWithTab,
  ]),
];

const tabbing = (tabSize: number) => [
  EditorState.tabSize.of(tabSize),
  indentUnit.of(' '.repeat(tabSize)),
];
const editability = (readOnly: boolean) => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
];

/** CodeMirror 6 with the judge's languages and themes. Load it through `LazyCodeEditor`. */
export function CodeEditor({
  value,
  onChange,
  language,
  theme = EDITOR_DEFAULTS.theme,
  fontSize = EDITOR_DEFAULTS.fontSize,
  tabSize = EDITOR_DEFAULTS.tabSize,
  height = EDITOR_DEFAULTS.height,
  readOnly = false,
  ariaLabel,
  className,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const compartments = useRef({
    language: new Compartment(),
    theme: new Compartment(),
    sizing: new Compartment(),
    tabbing: new Compartment(),
    editability: new Compartment(),
    label: new Compartment(),
  });
  // The first render's settings build the editor; later changes are dispatched below.
  const initial = useRef({
    value,
    theme,
    fontSize,
    tabSize,
    height,
    readOnly,
    ariaLabel,
  });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const c = compartments.current;
    const init = initial.current;
    const view = new EditorView({
      parent: hostRef.current as HTMLDivElement,
      state: EditorState.create({
        doc: init.value,
        extensions: [
          basicSetup,
          c.language.of([]),
          c.theme.of(editorThemes[init.theme]),
          c.sizing.of(sizing(init.fontSize, init.height)),
          c.tabbing.of(tabbing(init.tabSize)),
          c.editability.of(editability(init.readOnly)),
          c.label.of(EditorView.contentAttributes.of({ 'aria-label': init.ariaLabel ?? '' })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  const reconfigure = (key: keyof typeof compartments.current, extension: Extension) => {
    viewRef.current?.dispatch({ effects: compartments.current[key].reconfigure(extension) });
  };
  useEffect(() => {
    let current = true;
    loadLanguageSupport(language).then(
      (support) => current && reconfigure('language', support),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => reconfigure('theme', editorThemes[theme]), [theme]);
  useEffect(() => reconfigure('sizing', sizing(fontSize, height)), [fontSize, height]);
  useEffect(() => reconfigure('tabbing', tabbing(tabSize)), [tabSize]);
  useEffect(() => reconfigure('editability', editability(readOnly)), [readOnly]);
  useEffect(
    () => reconfigure('label', EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? '' })),
    [ariaLabel],
  );

  return (
    <div
      ref={hostRef}
      className={cn('overflow-hidden rounded-lg border border-slate-200 text-left', className)}
    />
  );
}
