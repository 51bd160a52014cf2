import { describe, expect, it, vi } from 'vitest';
import type { AppSocket } from './socket';
import { holdRoom } from './socket-room';

const fakeSocket = (connected = true) => {
  const emit = vi.fn<(event: string, args: unknown, ack: () => void) => void>();
  return { socket: { connected, emit } as unknown as AppSocket, emit };
};

describe('holdRoom', () => {
  it('leaves a room only when its last holder lets go, once', () => {
    const { socket, emit } = fakeSocket();
    const board = holdRoom(socket, 'group', 7);
    const feed = holdRoom(socket, 'group', 7);
    board();
    board();
    expect(emit).not.toHaveBeenCalled();
    feed();
    expect(emit.mock.calls.map((c) => [c[0], c[1]])).toEqual([['group:unsubscribe', { gid: 7 }]]);
  });

  it('keeps rooms of other kinds and ids apart', () => {
    const { socket, emit } = fakeSocket();
    const contest = holdRoom(socket, 'contest', 7);
    const training = holdRoom(socket, 'training', 7);
    const group = holdRoom(socket, 'group', 8);
    contest();
    training();
    group();
    expect(emit.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['contest:unsubscribe', { cid: 7 }],
      ['training:unsubscribe', { tid: 7 }],
      ['group:unsubscribe', { gid: 8 }],
    ]);
  });

  it('says nothing to a socket that is down (the server dropped its rooms)', () => {
    const { socket, emit } = fakeSocket(false);
    holdRoom(socket, 'group', 9)();
    expect(emit).not.toHaveBeenCalled();
  });
});
