export { RejudgePreviewPage } from './components/rejudge-preview-page';
export { RejudgeStarter } from './components/rejudge-starter';
