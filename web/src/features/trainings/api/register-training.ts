import { api } from '../../../lib/api-client';

/** `POST /api/register-training`: enters a private training's password; the form shows refusals. */
export const registerTraining = (tid: number, password: string) =>
  api.post<null>('/register-training', { tid, password }, { silent: true });
