import { api } from '../../../lib/api-client';
import type { ContestAnnouncement } from './types';

/** `POST /api/get-contest-not-read-announcement`: the announcements not in `readIds`. */
export const getContestNotReadAnnouncement = (cid: number, readIds: readonly number[]) =>
  // Polled in the background: a failure is retried on the next tick, never toasted.
  api.post<ContestAnnouncement[]>(
    '/get-contest-not-read-announcement',
    { cid, readAnnouncementList: readIds },
    { silent: true },
  );
