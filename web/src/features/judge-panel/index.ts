/**
 * The problem page's editor pane: CodeMirror (lazy), language and settings stored per problem,
 * test run, submit and the live verdict. Reusable by contest and training problem pages.
 */
export { JudgePanel } from './components/judge-panel';
export type { JudgePanelProps } from './components/judge-panel';
export { problemCodeKey, INDIVIDUAL_KEY } from './editor-storage';
