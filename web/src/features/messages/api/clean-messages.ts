import { api } from '../../../lib/api-client';
import type { MessageBox } from './types';

const cleanType: Record<MessageBox, string> = {
  comment: 'Discuss',
  reply: 'Reply',
  like: 'Like',
  sys: 'Sys',
  mine: 'Mine',
};

/** `DELETE /api/msg/clean`: one message (`id`) or the whole box; failures are toasted by the shell. */
export const cleanMessages = (box: MessageBox, id?: number) =>
  api.delete<null>('/msg/clean', { params: { type: cleanType[box], id } });
