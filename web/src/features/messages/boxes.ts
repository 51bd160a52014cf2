import type { IconName } from '../../components/ui/icon';
import type { MessageBox } from './api/types';

export interface BoxTab {
  box: MessageBox;
  /** The route segment: /message/discuss, reply, like, sys, mine. */
  segment: string;
  labelId: string;
  icon: IconName;
}

/** The five tabs of the message center, in the spec's order. */
export const BOX_TABS: readonly BoxTab[] = [
  { box: 'comment', segment: 'discuss', labelId: 'messages.tab.discuss', icon: 'message' },
  { box: 'reply', segment: 'reply', labelId: 'messages.tab.reply', icon: 'reply' },
  { box: 'like', segment: 'like', labelId: 'messages.tab.like', icon: 'heart' },
  { box: 'sys', segment: 'sys', labelId: 'messages.tab.sys', icon: 'bell' },
  { box: 'mine', segment: 'mine', labelId: 'messages.tab.mine', icon: 'inbox' },
];

export const tabOfSegment = (segment: string | undefined) =>
  BOX_TABS.find((tab) => tab.segment === segment);

export const isNoticeBox = (box: MessageBox): box is 'sys' | 'mine' =>
  box === 'sys' || box === 'mine';
