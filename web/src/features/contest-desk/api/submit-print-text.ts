import { api } from '../../../lib/api-client';

/** `POST /api/submit-print-text {cid, content}`; silent: the form shows a refusal itself. */
export const submitPrintText = (cid: number, content: string) =>
  api.post<null>('/submit-print-text', { cid, content }, { silent: true });
