/**
 * Contest admins' boards folded in the browser from the contest's board history: the
 * projector's scroll board (/scrollBoard), its config tab, and the replay slider tab.
 */
export { ScrollBoardPage, type ScrollBoardPageProps } from './components/scroll-board-page';
export { ScrollBoardConfig } from './components/scroll-board-config';
export { ReplayPage } from './components/replay-page';
export { AppealPage } from './components/appeal-page';
