import { api } from '../../../lib/api-client';

/** `PUT /api/check-contest-ac-info {id, cid, checked}`: ticks (or unticks) a balloon. */
export const checkContestAcInfo = (id: number, cid: number, checked: boolean) =>
  api.put<null>('/check-contest-ac-info', { id, cid, checked });
