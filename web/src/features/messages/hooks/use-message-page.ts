import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { getSocket } from '../../../lib/socket';
import { unreadCountsAtom } from '../../../lib/unread';
import { getMessages } from '../api/get-messages';
import type { MessageBox, Notice, Page, UserMessage } from '../api/types';
import { isNoticeBox } from '../boxes';

export type BoxItems =
  { kind: 'user'; page: Page<UserMessage> } | { kind: 'notice'; page: Page<Notice> };

const load = async (box: MessageBox, page: number, signal: AbortSignal): Promise<BoxItems> =>
  isNoticeBox(box)
    ? { kind: 'notice', page: await getMessages(box, page, signal) }
    : { kind: 'user', page: await getMessages(box, page, signal) };

/**
 * One page of a box. Loading it marks the box read at the server, which pushes the new counts;
 * only while the socket is down does the page clear the box's count itself.
 */
export function useMessagePage(box: MessageBox, page: number) {
  const setCounts = useSetAtom(unreadCountsAtom);
  const [state, setState] = useState<{ key: string; items: BoxItems } | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${box}:${page}:${version}`;

  useEffect(() => {
    const controller = new AbortController();
    load(box, page, controller.signal).then(
      (items) => {
        setState({ key: `${box}:${page}:${version}`, items });
        if (!getSocket().connected) setCounts((c) => ({ ...c, [box]: 0 }));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [box, page, version, setCounts]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const items = state && state.key.startsWith(`${box}:${page}:`) ? state.items : null;
  return { items, loading: state?.key !== key, reload };
}
