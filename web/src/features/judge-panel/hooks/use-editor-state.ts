import { useEffect, useRef, useState } from 'react';
import {
  initialEditorState,
  saveEditorState,
  type EditorSettings,
  type StoredCode,
} from '../editor-storage';

export interface EditorProblem {
  pid: number;
  problemId: string;
  languages: string[];
  codeTemplate: Record<string, string>;
}

const SAVE_DELAY_MS = 400;

/**
 * Code, language and settings of the editor for one problem, restored from and saved to
 * localStorage. Switching language swaps in the new template only while the code is still
 * the old language's template (or empty).
 */
export function useEditorState(problem: EditorProblem | null, cid: number) {
  const key = problem ? `${cid}/${problem.problemId}` : null;
  const [state, setState] = useState<{ key: string; value: StoredCode } | null>(null);

  let current = state?.key === key ? state.value : null;
  if (problem && key && !current) {
    current = initialEditorState(cid, problem.problemId, problem.languages, problem.codeTemplate);
    setState({ key, value: current });
  }

  // Saves are debounced; whatever is still pending is written when the editor goes away
  // (switching to focus mode, leaving the page).
  const pendingRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!problem || !state || state.key !== key) return undefined;
    const save = () => {
      pendingRef.current = null;
      saveEditorState(cid, problem.problemId, state.value);
    };
    pendingRef.current = save;
    const timer = setTimeout(save, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, key, cid, problem]);
  useEffect(() => () => pendingRef.current?.(), []);

  const update = (patch: Partial<StoredCode>) =>
    setState((previous) =>
      previous && previous.key === key ? { key, value: { ...previous.value, ...patch } } : previous,
    );
  const templateOf = (language: string) => problem?.codeTemplate[language] ?? '';

  return {
    value: current,
    setCode: (code: string) => update({ code }),
    setLanguage: (language: string) => {
      if (!current || language === current.language) return;
      const untouched = current.code.trim() === '' || current.code === templateOf(current.language);
      update(untouched ? { language, code: templateOf(language) } : { language });
    },
    setSettings: (settings: Partial<EditorSettings>) => update(settings),
    /** Back to the template of the current language (or empty). */
    reset: () => current && update({ code: templateOf(current.language) }),
    /** Fill code (and language when the problem allows it), e.g. the last accepted code. */
    fill: (code: string, language: string) =>
      update(problem?.languages.includes(language) ? { code, language } : { code }),
  };
}
