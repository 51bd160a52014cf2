import { api } from '../../../lib/api-client';
import type { ContestAnnouncement } from './types';

/** The server's cap on `readAnnouncementList` (more is refused with a 400). */
const MAX_READ_IDS = 500;

/** `POST /api/get-contest-not-read-announcement`: the announcements not in `readIds`. */
export const getContestNotReadAnnouncement = (cid: number, readIds: readonly number[]) =>
  // Polled in the background: a failure is retried on the next tick, never toasted.
  api.post<ContestAnnouncement[]>(
    '/get-contest-not-read-announcement',
    // The ids are stored oldest first: past the cap, the newest ones are what still matter.
    { cid, readAnnouncementList: readIds.slice(-MAX_READ_IDS) },
    { silent: true },
  );
