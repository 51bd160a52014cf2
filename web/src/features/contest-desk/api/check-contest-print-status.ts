import { api } from '../../../lib/api-client';

/** `PUT /api/check-contest-print-status?id&cid`: marks a print request printed. */
export const checkContestPrintStatus = (id: number, cid: number) =>
  api.put<null>('/check-contest-print-status', undefined, { params: { id, cid } });
