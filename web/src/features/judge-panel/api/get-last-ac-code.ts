import { api } from '../../../lib/api-client';

/** `GET /api/get-last-ac-code?pid=`: the user's latest accepted code on the problem. */
export function getLastAcCode(pid: number, cid?: number) {
  return api.get<{ submitId: number; code: string; language: string }>('/get-last-ac-code', {
    params: { pid, cid: cid || undefined },
  });
}
