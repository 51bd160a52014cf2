import { api } from '../../../lib/api-client';

/** `POST /api/register-contest`: enters the password; the form shows a refusal itself. */
export const registerContest = (cid: number, password: string) =>
  api.post<null>('/register-contest', { cid, password }, { silent: true });
