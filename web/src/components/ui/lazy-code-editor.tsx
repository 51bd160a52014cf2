import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';
import { EDITOR_DEFAULTS } from './code-editor-options';

const CodeEditor = lazy(async () => ({ default: (await import('./code-editor')).CodeEditor }));

/** `CodeEditor` in its own chunk: CodeMirror is fetched the first time an editor is shown. */
export function LazyCodeEditor(props: CodeEditorProps) {
  const height = props.height ?? EDITOR_DEFAULTS.height;
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          style={{ height: typeof height === 'number' ? `${height}px` : height }}
          className="animate-pulse rounded-lg border border-slate-200 bg-slate-50"
        />
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}

export type { CodeEditorProps };
