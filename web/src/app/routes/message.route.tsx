import { MessageCenterPage } from '../../features/messages';

export function MessageRoute() {
  return <MessageCenterPage />;
}
