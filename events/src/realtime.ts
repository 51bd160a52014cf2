/**
 * The typed socket.io contract shared by the server and the web client. Room names are built
 * only through `rooms`; the server authorises every join with the area's policy.
 */

/** The `{status, msg, data}` envelope, also used for socket acks. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export type Ack<T = null> = (answer: Envelope<T | null>) => void;

export const rooms = {
  site: () => 'site' as const,
  user: (uid: string) => `user:${uid}` as const,
  submission: (submitId: number) => `submission:${submitId}` as const,
  contest: (cid: number) => `contest:${cid}` as const,
  contestAdmin: (cid: number) => `contest:${cid}:admin` as const,
};
export type Room = ReturnType<(typeof rooms)[keyof typeof rooms]>;

export interface SubmissionProgress {
  submitId: number;
  status: number;
  /** Present for a judged case. */
  testCase?: { index: number; status: number; time: number; memory: number; score: number | null };
}

export interface ServerToClientEvents {
  'submission:progress': (delta: SubmissionProgress) => void;
  'submission:judged': (row: Record<string, unknown>) => void;
  'user:unread': (counts: {
    comment: number;
    reply: number;
    like: number;
    sys: number;
    mine: number;
  }) => void;
  /** The user's sessions were ended (logout elsewhere); the client clears its token. */
  'user:loggedOut': () => void;
  'site:configChanged': () => void;
  'scoreboard:rowChanged': (delta: {
    cid: number;
    uid: string;
    row: Record<string, unknown>;
  }) => void;
}

export interface ClientToServerEvents {
  'submission:subscribe': (args: { submitId: number }, ack: Ack) => void;
  'submission:unsubscribe': (args: { submitId: number }, ack: Ack) => void;
  'contest:subscribe': (args: { cid: number }, ack: Ack) => void;
  /** Re-authenticates the socket with a new token (after login or refresh). */
  'auth:token': (args: { token: string | null }, ack: Ack<{ uid: string | null }>) => void;
}

export interface SocketData {
  uid: string | null;
  roles: string[];
}

/**
 * What projections publish through NOTIFY on `realtimeChannel` and the server relays:
 * the room, the socket event name and its (small) payload.
 */
export interface RealtimeMessage {
  room: string;
  event: keyof ServerToClientEvents;
  payload: unknown;
}
export const realtimeChannel = 'oj_realtime';
