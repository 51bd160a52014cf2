import { fork, type ChildProcess } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';

/**
 * A bench's client side in a child process of its own (so the server's event loop and memory
 * are its own), driven over IPC: `ask` sends one request and resolves with the typed answer.
 */
export const clientProcess = (file: string) => {
  const child: ChildProcess = fork(file, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(m: unknown, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (raw: unknown) => {
        const r = raw as { type: string; message?: string };
        if (r.type === 'error') reject(new Error(r.message));
        else if (r.type === answer) resolve(r as T);
        else return;
        child.off('message', on);
      };
      child.on('message', on);
      child.send(m as never);
    });
  return { child, ask };
};

/**
 * `n` socket.io clients subscribed to contest `cid`'s board; `wire` adds each one's listeners
 * before it connects. Resolves once every subscription is acknowledged.
 */
export const boardSockets = (
  url: string,
  cid: number,
  n: number,
  wire: (s: Socket, i: number) => void,
): Promise<Socket[]> =>
  Promise.all(
    Array.from(
      { length: n },
      (_, i) =>
        new Promise<Socket>((resolve, reject) => {
          const s = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
          wire(s, i);
          s.once('connect', () => {
            s.emit('contest:subscribe', { cid }, (ack: { status: number }) =>
              ack.status === 200 ? resolve(s) : reject(new Error(`subscribe ${ack.status}`)),
            );
          });
          s.once('connect_error', reject);
        }),
    ),
  );
